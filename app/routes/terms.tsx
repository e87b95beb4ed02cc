import { legal } from "@content/legal-text";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import { LegalPage } from "~/ui/legal-page";
import type { Route } from "./+types/terms";
import { withoutScripts } from "~/lib/page-handle";

/** The document in the page's language, read on the server (only that one reaches the browser). */
export function loader({ context }: Route.LoaderArgs) {
  return { doc: legal.get(context.language).terms };
}

/** The page is whole as HTML: no React scripts (decision 041). */
export const handle = withoutScripts;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { origin, language } = rootData(matches);
  if (!data) return [];
  const { doc } = data;
  return seo({
    title: `${doc.title} | Tickwise`,
    description: doc.description,
    path: "/terms",
    origin,
    language,
    jsonLd: [
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: doc.title, path: "/terms" },
        ],
        language,
      ),
    ],
  });
};

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />;
}
