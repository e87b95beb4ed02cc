import { blogPagesText, languageName } from "@content/blog-pages/text";
import { ArrowLeft, BookOpen, Wrench } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { Link } from "~/lib/nav";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { Card, SectionTitle } from "~/ui/card";
import { LoadingStatus } from "./loading-status";
import { PostImage } from "./post-image";
import { PostMeta } from "./post-meta";
import { ShareMenu } from "./share-menu";
import type { ArticleData } from "./types";

/** /blog/{slug}: the article layout (docs/product.md, Blog) around the server-sanitised HTML. */
export function BlogArticle({ article, url }: { article: ArticleData; url: string }) {
  const { language } = useI18n();
  const s = useText(blogPagesText);
  const to = useLocalePath();
  const { post, html, related, drawing } = article;
  const relatedId = useId();
  const toolsId = useId();
  return (
    <div className="mx-auto max-w-3xl">
      <LoadingStatus article={s.article.loading} list={s.list.loading} />
      <article className="rounded-2xl bg-white p-5 text-slate-900 shadow-sm sm:p-8 dark:bg-slate-900 dark:text-slate-50">
        <header>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PostMeta createdAt={post.createdAt} readMinutes={post.readMinutes} s={s} />
            <ShareMenu url={url} title={post.title} labels={s.article.share} />
          </div>
          {post.language !== language && (
            <p className="mt-4 text-sm font-semibold text-muted">
              {s.writtenIn(languageName(post.language, language))}
            </p>
          )}
          <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight sm:text-4xl" lang={post.language}>
            {post.title}
          </h1>
          {post.excerpt && (
            <p className="mt-3 text-lg text-muted" lang={post.language}>
              {post.excerpt}
            </p>
          )}
          {drawing ? (
            // Our own drawing, not the post's text (stock-art.server.ts).
            <div
              className="mt-6 overflow-hidden rounded-xl"
              lang={post.language}
              dangerouslySetInnerHTML={{ __html: drawing }}
            />
          ) : (
            <PostImage
              lang={post.language}
              imageUrl={post.imageUrl}
              title={post.title}
              // The article's text column: main's 16 px and the card's 20 px (32 px from 640 px) each side,
              // 704 px from 800 px up. A phone gets the 600 px file unless its screen is dense.
              sizes="(min-width: 800px) 704px, (min-width: 640px) calc(100vw - 96px), calc(100vw - 72px)"
              eager
              className="mt-6 rounded-xl"
            />
          )}
        </header>
        {/* Rendered from Markdown and sanitised on the server (server/blog/markdown.ts). */}
        <div className="prose-article mt-6" lang={post.language} dangerouslySetInnerHTML={{ __html: html }} />
      </article>

      <div className="mt-8 grid gap-6">
        {related.length > 0 && (
          <Card labelledBy={relatedId} className="below-fold">
            <SectionTitle id={relatedId}>{s.article.relatedArticles}</SectionTitle>
            <ul className="mt-4 grid gap-3">
              {related.map((other) => (
                <li key={other.id}>
                  <Link
                    to={to(`/blog/${other.slug}`)}
                    className="flex items-start gap-3 rounded-xl border border-slate-300 p-3 hover:border-brand hover:bg-brand-soft dark:border-slate-600 dark:hover:bg-slate-800"
                  >
                    <Icon node={BookOpen} className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
                    <span>
                      <span className="block font-semibold" lang={other.language}>
                        {other.title}
                      </span>
                      <span className="block text-sm text-muted">
                        {s.date(other.createdAt)} · {s.readTime(other.readMinutes)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
        <Card labelledBy={toolsId} className="below-fold">
          <SectionTitle id={toolsId}>{s.article.relatedTools}</SectionTitle>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {s.article.tools.map((tool) => (
              <li key={tool.to}>
                <Link
                  to={to(tool.to)}
                  className="flex items-center gap-2 rounded-xl border border-slate-300 p-3 font-semibold hover:border-brand hover:bg-brand-soft dark:border-slate-600 dark:hover:bg-slate-800"
                >
                  <Icon node={Wrench} className="h-4 w-4 text-brand" />
                  {tool.label}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <p>
          <Link to={to("/blog")} className="button-secondary">
            <Icon node={ArrowLeft} className="h-4 w-4" />
            {s.article.back}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** An unknown (or unpublished) slug, or an article that failed to load (docs/product.md, Blog). */
export function ArticleNotFound() {
  const s = useText(blogPagesText);
  const to = useLocalePath();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{`${s.notFound.title} | Tickwise`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{s.notFound.title}</h1>
      <p className="mt-4 text-lg">{s.notFound.text}</p>
      <p className="mt-8">
        <Link to={to("/blog")} className="button-primary">
          <Icon node={ArrowLeft} className="h-4 w-4" />
          {s.notFound.back}
        </Link>
      </p>
    </section>
  );
}
