import { legal } from "@content/legal-text";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import { LegalPage } from "~/ui/legal-page";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const doc = legal[language].terms;
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

export default function Terms() {
  return <LegalPage which="terms" />;
}
