import { downloadsText } from "@content/downloads/text";
import { noDownloads } from "@core/downloads";
import { ExtensionPage } from "~/features/downloads/extension-page";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/download";

export function loader({ context }: Route.LoaderArgs) {
  return { downloads: context.downloads ?? noDownloads };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const text = downloadsText[language].extension;
  return seo({
    title: text.meta.title,
    description: text.meta.description,
    path: "/download",
    origin,
    language,
    jsonLd: [
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: text.heading, path: "/download" },
        ],
        language,
      ),
    ],
  });
};

export default function Download({ loaderData }: Route.ComponentProps) {
  return <ExtensionPage downloads={loaderData.downloads} />;
}
