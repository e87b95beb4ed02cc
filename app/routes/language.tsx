import { data, Outlet } from "react-router";
import type { Route } from "./+types/language";
import { isLocalePrefix } from "@core/locales";

/**
 * The `:lang` layout over every translated page (decision 043): a first segment that names no
 * language is a 404, rendered by the root's error boundary like any unknown address.
 */
function requireLanguage(prefix: string | undefined) {
  if (!isLocalePrefix(prefix)) throw data("Not found", { status: 404 });
  return null;
}

export const loader = ({ params }: Route.LoaderArgs) => requireLanguage(params.lang);

// The same check in the browser, so a client-side navigation costs no request for it.
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => requireLanguage(params.lang);

export default function Language() {
  return <Outlet />;
}
