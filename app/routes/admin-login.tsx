import { adminTextFor } from "@content/admin/text";
import { redirect } from "react-router";
import { LoginScreen } from "~/features/blog-admin/login-screen";
import { rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/admin-login";

/** Already logged in: straight to the management screen. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.admin) throw redirect("/admin/blog");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const text = adminTextFor(language).login;
  return seo({
    title: text.metaTitle,
    description: text.metaDescription,
    path: "/admin/login",
    origin,
    language,
    noindex: true,
  });
};

export default function AdminLogin() {
  return <LoginScreen />;
}
