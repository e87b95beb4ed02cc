import { settingsText } from "@content/settings/text";
import { SettingsPage } from "~/features/settings/settings-page";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const text = settingsText[language];
  return seo({
    title: text.meta.title,
    description: text.meta.description,
    path: "/settings",
    origin,
    language,
    jsonLd: [
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: text.heading, path: "/settings" },
        ],
        language,
      ),
    ],
  });
};

export default function Settings() {
  return <SettingsPage />;
}
