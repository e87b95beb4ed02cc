import { legal } from "@content/legal-text";
import { seo } from "~/lib/seo";
import { LegalPage } from "~/ui/legal-page";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].data as { origin: string; language: "en" | "es" } | undefined;
  const doc = legal[root?.language ?? "en"].privacy;
  return seo({
    title: `${doc.title} | Tickwise`,
    description: doc.description,
    path: "/privacy",
    origin: root?.origin ?? "http://localhost",
  });
};

export default function Privacy() {
  return <LegalPage which="privacy" />;
}
