import { localizePath } from "@core/locales";
import { siteUrl } from "@core/site-url";
import { blogPagesText } from "@content/blog-pages/text";
import { BlogList } from "~/features/blog/blog-list";
import { toSummary } from "~/features/blog/types";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/blog";
import { withoutScripts } from "~/lib/page-handle";

/** /blog: the published posts, newest first, read on the server (no Markdown sent to the browser). */
export async function loader({ context }: Route.LoaderArgs) {
  const [posts, s] = await Promise.all([context.blog.list(), blogPagesText.load(context.language)]);
  // meta reads its words from here: it also runs in the browser, where the text may not be loaded.
  const { title, description, h1 } = s.list;
  return { posts: posts.map(toSummary), meta: { title, description, h1, home: s.home, breadcrumb: s.breadcrumb } };
}

/** The page is whole as HTML: no React scripts (decision 041). */
export const handle = withoutScripts;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { origin, language } = rootData(matches);
  if (!data) return [];
  const s = { list: data.meta, home: data.meta.home, breadcrumb: data.meta.breadcrumb };
  const posts = data.posts;
  const url = (slug: string) => siteUrl(localizePath(`/blog/${slug}`, language), origin).href;
  return seo({
    title: s.list.title,
    description: s.list.description,
    path: "/blog",
    origin,
    language,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: s.list.h1,
        description: s.list.description,
        url: siteUrl(localizePath("/blog", language), origin).href,
        publisher: { "@type": "Organization", name: "Tickwise", url: siteUrl("/", origin).href },
        blogPost: posts.map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: url(post.slug),
          datePublished: post.createdAt,
        })),
      },
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: posts.map((post, i) => ({ "@type": "ListItem", position: i + 1, url: url(post.slug) })),
      },
      breadcrumbs(
        origin,
        [
          { name: s.home, path: "/" },
          { name: s.breadcrumb, path: "/blog" },
        ],
        language,
      ),
    ],
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogList posts={loaderData.posts} />;
}
