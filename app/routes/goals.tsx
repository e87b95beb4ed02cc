import { goalsText } from "@content/goals/text";
import { GoalsPage } from "~/features/goals/goals-page";
import { breadcrumbs, seo } from "~/lib/seo";
import type { Route } from "./+types/goals";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].data as { origin: string; language: "en" | "es" } | undefined;
  const origin = root?.origin ?? "http://localhost";
  const text = goalsText[root?.language ?? "en"];
  return seo({
    title: text.meta.title,
    description: text.meta.description,
    path: "/goals",
    origin,
    jsonLd: [
      breadcrumbs(origin, [
        { name: "Tickwise", path: "/" },
        { name: text.heading, path: "/goals" },
      ]),
    ],
  });
};

export default function Goals() {
  return <GoalsPage />;
}
