import { downloadsText } from "@content/downloads/text";
import { noDownloads } from "@core/downloads";
import { SourcePage } from "~/features/downloads/source-page";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/download-source";

export function loader({ context }: Route.LoaderArgs) {
  return { downloads: context.downloads ?? noDownloads };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const text = downloadsText[language].source;
  return seo({
    title: text.meta.title,
    description: text.meta.description,
    path: "/download-source",
    origin,
    language,
    jsonLd: [
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: text.heading, path: "/download-source" },
        ],
        language,
      ),
    ],
  });
};

export default function DownloadSource({ loaderData }: Route.ComponentProps) {
  return <SourcePage downloads={loaderData.downloads} />;
}
