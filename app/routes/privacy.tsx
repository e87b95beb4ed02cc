import { legal } from "@content/legal-text";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import { LegalPage } from "~/ui/legal-page";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const doc = legal[language].privacy;
  return seo({
    title: `${doc.title} | Tickwise`,
    description: doc.description,
    path: "/privacy",
    origin,
    language,
    jsonLd: [
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: doc.title, path: "/privacy" },
        ],
        language,
      ),
    ],
  });
};

export default function Privacy() {
  return <LegalPage which="privacy" />;
}
