import { unsubscribeText } from "@content/unsubscribe/text";
import { UNSUBSCRIBE_PAGE_PATH } from "@core/unsubscribe";
import { useSearchParams } from "react-router";
import { UnsubscribePage } from "~/features/unsubscribe/unsubscribe-page";
import { rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/unsubscribe";

// One page per token: never kept in the shared page cache or any other.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The words meta needs (meta also runs in the browser, where the text may not be loaded yet). */
export async function loader({ context }: Route.LoaderArgs) {
  return { meta: (await unsubscribeText.load(context.language)).meta };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { origin, language } = rootData(matches);
  if (!data) return [];
  const text = data.meta;
  return seo({
    title: text.title,
    description: text.description,
    path: UNSUBSCRIBE_PAGE_PATH,
    origin,
    language,
    noindex: true,
  });
};

export default function Unsubscribe() {
  const [params] = useSearchParams();
  return <UnsubscribePage token={params.get("token") ?? ""} />;
}
