import { splitLocalePath } from "@core/locales";
import { useNavigation } from "react-router";

/**
 * The blog's loading states (docs/product.md, Blog): while the next blog page loads, a polite
 * status says so ("Loading article..." for an article, "Loading..." for the list). Empty otherwise.
 */
export function LoadingStatus({ article, list }: { article: string; list: string }) {
  const navigation = useNavigation();
  const next = navigation.state === "loading" ? splitLocalePath(navigation.location.pathname).path : "";
  const text = next.startsWith("/blog/") ? article : next === "/blog" ? list : "";
  return (
    <p role="status" className={text ? "mb-4 font-semibold text-brand" : "sr-only"}>
      {text}
    </p>
  );
}
