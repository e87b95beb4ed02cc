import { data, Outlet } from "react-router";
import type { Route } from "./+types/language";
import { pathLanguage } from "@core/settings";

/**
 * The `:lang` layout over every translated page (decision 043): a first segment that names no
 * published language but English is a 404, rendered by the root's error boundary like any unknown
 * address. The same reading of the address as the page's language (`pathLanguage`).
 */
function requireLanguage(prefix: string | undefined) {
  if (prefix === undefined || pathLanguage(`/${prefix}`) === "en") throw data("Not found", { status: 404 });
  return null;
}

export const loader = ({ params }: Route.LoaderArgs) => requireLanguage(params.lang);

// The same check in the browser, so a client-side navigation costs no request for it.
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => requireLanguage(params.lang);

export default function Language() {
  return <Outlet />;
}
