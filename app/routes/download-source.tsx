import { downloadsText } from "@content/downloads/text";
import { noDownloads } from "@core/downloads";
import { SourcePage } from "~/features/downloads/source-page";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/download-source";

export async function loader({ context }: Route.LoaderArgs) {
  const text = (await downloadsText.load(context.language)).source;
  // meta reads its words from here: it also runs in the browser, where the text may not be loaded.
  return { downloads: context.downloads ?? noDownloads, meta: { ...text.meta, heading: text.heading } };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { origin, language } = rootData(matches);
  if (!data) return [];
  const text = data.meta;
  return seo({
    title: text.title,
    description: text.description,
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
