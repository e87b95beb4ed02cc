import { blogPagesText, languageName } from "@content/blog-pages/text";
import { Link } from "~/lib/nav";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { LoadingStatus } from "./loading-status";
import { PostImage } from "./post-image";
import { PostMeta } from "./post-meta";
import type { PostSummary } from "./types";

/** Posts whose images load at once: the first row on a wide screen; the rest wait until scrolled to. */
const EAGER_IMAGES = 2;

/** /blog: every published post, newest first, or the empty state (docs/product.md, Blog). */
export function BlogList({ posts }: { posts: PostSummary[] }) {
  const { language } = useI18n();
  const s = useText(blogPagesText);
  const to = useLocalePath();
  return (
    <div className="mx-auto max-w-6xl">
      <LoadingStatus article={s.article.loading} list={s.list.loading} />
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{s.list.h1}</h1>
        <p className="mt-2 text-lg text-muted">{s.list.intro}</p>
      </header>
      {posts.length === 0 ? (
        <p className="card text-center text-lg">{s.list.empty}</p>
      ) : (
        <ul aria-label={s.list.postsLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, i) => (
            <li key={post.id}>
              {/* A post keeps its own language: its title and excerpt say so to screen readers. */}
              <article className="card flex h-full flex-col overflow-hidden p-0">
                <PostImage
                  lang={post.language}
                  imageUrl={post.imageUrl}
                  title={post.title}
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  eager={i < EAGER_IMAGES}
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <PostMeta createdAt={post.createdAt} readMinutes={post.readMinutes} s={s} />
                  <h2 className="text-xl font-bold leading-snug" lang={post.language}>
                    <Link to={to(`/blog/${post.slug}`)} className="hover:text-brand hover:underline">
                      {post.title}
                    </Link>
                  </h2>
                  {post.language !== language && (
                    <p className="text-sm font-semibold text-muted">
                      {s.list.inLanguage(languageName(post.language, language))}
                    </p>
                  )}
                  {post.excerpt && (
                    <p className="leading-relaxed" lang={post.language}>
                      {post.excerpt}
                    </p>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
