import { goalsText } from "@content/goals/text";
import { GoalsPage } from "~/features/goals/goals-page";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/goals";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const text = goalsText[language];
  return seo({
    title: text.meta.title,
    description: text.meta.description,
    path: "/goals",
    origin,
    language,
    jsonLd: [
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: text.heading, path: "/goals" },
        ],
        language,
      ),
    ],
  });
};

export default function Goals() {
  return <GoalsPage />;
}
