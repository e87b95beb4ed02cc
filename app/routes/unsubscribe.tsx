import { unsubscribeText } from "@content/unsubscribe/text";
import { UNSUBSCRIBE_PAGE_PATH } from "@core/unsubscribe";
import { useSearchParams } from "react-router";
import { UnsubscribePage } from "~/features/unsubscribe/unsubscribe-page";
import { rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/unsubscribe";

// One page per token: never kept in the shared page cache or any other.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const text = unsubscribeText[language].meta;
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
