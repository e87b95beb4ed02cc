import { localizePath } from "@core/locales";
import { siteUrl } from "@core/site-url";
import { blogPagesText } from "@content/blog-pages/text";
import { data } from "react-router";
import { ArticleNotFound, BlogArticle } from "~/features/blog/blog-article";
import { featuredImage } from "~/features/blog/image";
import { stockDrawing } from "~/features/blog/stock-art.server";
import { postLocale, toSummary, type ArticleData } from "~/features/blog/types";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/blog-article";
import { withoutScripts } from "~/lib/page-handle";

/** /blog/{slug}: a published post with its server-sanitised HTML; anything else is a 404. */
export async function loader({
  params,
  context,
}: Route.LoaderArgs): Promise<ArticleData & { meta: { titleSuffix: string; home: string; breadcrumb: string } }> {
  const [article, s] = await Promise.all([context.blog.article(params.slug), blogPagesText.load(context.language)]);
  if (!article) throw data(null, { status: 404 });
  const { content: _content, ...post } = article.post;
  return {
    post: { ...post, language: postLocale(article.post) },
    html: article.html,
    related: article.related.map(toSummary),
    drawing: stockDrawing(featuredImage(post.imageUrl, post.title)?.src ?? ""),
    // meta reads its words from here: it also runs in the browser, where the text may not be loaded.
    meta: { titleSuffix: s.article.titleSuffix, home: s.home, breadcrumb: s.breadcrumb },
  };
}

/** The page is whole as HTML: no React scripts (decision 041). */
export const handle = withoutScripts;

export const meta: Route.MetaFunction = ({ data: article, matches }) => {
  // The not-found state sets its own title (ArticleNotFound).
  if (!article) return [];
  const { origin, language } = rootData(matches);
  const s = {
    article: { titleSuffix: article.meta.titleSuffix },
    home: article.meta.home,
    breadcrumb: article.meta.breadcrumb,
  };
  const { post } = article;
  const path = `/blog/${post.slug}`;
  const image = featuredImage(post.imageUrl, post.title);
  const imageUrl = image ? siteUrl(image.src, origin).href : undefined;
  const description = post.metaDescription || post.excerpt || post.title;
  const organization = { "@type": "Organization", name: "Tickwise", url: siteUrl("/", origin).href };
  return seo({
    title: `${post.title} | ${s.article.titleSuffix}`,
    description,
    path,
    origin,
    language,
    type: "article",
    image: image?.src,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title,
        description,
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        ...(imageUrl ? { image: [imageUrl] } : {}),
        author: organization,
        publisher: { ...organization, logo: { "@type": "ImageObject", url: siteUrl("/favicon.svg", origin).href } },
        mainEntityOfPage: { "@type": "WebPage", "@id": siteUrl(localizePath(path, language), origin).href },
      },
      breadcrumbs(
        origin,
        [
          { name: s.home, path: "/" },
          { name: s.breadcrumb, path: "/blog" },
          { name: post.title, path },
        ],
        language,
      ),
    ],
  });
};

export default function BlogArticleRoute({ loaderData, matches }: Route.ComponentProps) {
  const { origin, language } = rootData(matches);
  const url = siteUrl(localizePath(`/blog/${loaderData.post.slug}`, language), origin).href;
  return <BlogArticle article={loaderData} url={url} />;
}

/** A missing post, a draft, or an article that failed to load shows "Article Not Found" (docs/product.md, Blog). */
export function ErrorBoundary() {
  return <ArticleNotFound />;
}
