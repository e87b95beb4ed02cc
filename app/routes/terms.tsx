import { legal } from "@content/legal-text";
import { seo } from "~/lib/seo";
import { LegalPage } from "~/ui/legal-page";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].data as { origin: string; language: "en" | "es" } | undefined;
  const doc = legal[root?.language ?? "en"].terms;
  return seo({
    title: `${doc.title} | Tickwise`,
    description: doc.description,
    path: "/terms",
    origin: root?.origin ?? "http://localhost",
  });
};

export default function Terms() {
  return <LegalPage which="terms" />;
}
