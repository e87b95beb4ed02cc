import { settingsText } from "@content/settings/text";
import { SettingsPage } from "~/features/settings/settings-page";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/settings";

/** The words meta needs, chosen on the server (meta never reads a text namespace). */
export async function loader({ context }: Route.LoaderArgs) {
  const text = await settingsText.load(context.language);
  return { title: text.meta.title, description: text.meta.description, heading: text.heading };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { origin, language } = rootData(matches);
  return seo({
    title: data.title,
    description: data.description,
    path: "/settings",
    origin,
    language,
    jsonLd: [
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: data.heading, path: "/settings" },
        ],
        language,
      ),
    ],
  });
};

export default function Settings() {
  return <SettingsPage />;
}
