import { downloadsText } from "@content/downloads/text";
import { noDownloads } from "@core/downloads";
import { ExtensionPage } from "~/features/downloads/extension-page";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/download";

export async function loader({ context }: Route.LoaderArgs) {
  const text = (await downloadsText.load(context.language)).extension;
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
