import { settingsText } from "@content/settings/text";
import { SettingsPage } from "~/features/settings/settings-page";
import { breadcrumbs, seo } from "~/lib/seo";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].data as { origin: string; language: "en" | "es" } | undefined;
  const origin = root?.origin ?? "http://localhost";
  const text = settingsText[root?.language ?? "en"];
  return seo({
    title: text.meta.title,
    description: text.meta.description,
    path: "/settings",
    origin,
    jsonLd: [
      breadcrumbs(origin, [
        { name: "Tickwise", path: "/" },
        { name: text.heading, path: "/settings" },
      ]),
    ],
  });
};

export default function Settings() {
  return <SettingsPage />;
}
