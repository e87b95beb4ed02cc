import { goalsPages } from "@content/goals/pages";
import { GoalsPage } from "~/features/goals/goals-page";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/goals";

/** The words meta needs, in the page's language (meta never reads a text namespace). */
export function loader({ context }: Route.LoaderArgs) {
  return { page: goalsPages.get(context.language) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { origin, language } = rootData(matches);
  if (!data) return [];
  const { page } = data;
  return seo({
    title: page.title,
    description: page.description,
    path: "/goals",
    origin,
    language,
    jsonLd: [
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: page.breadcrumb, path: "/goals" },
        ],
        language,
      ),
    ],
  });
};

export default function Goals() {
  return <GoalsPage />;
}
