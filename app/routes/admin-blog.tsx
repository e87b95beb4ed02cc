import { adminTextFor } from "@content/admin/text";
import { redirect } from "react-router";
import { BlogAdminPage } from "~/features/blog-admin/blog-admin-page";
import { rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/admin-blog";

/** Only for a logged-in administrator: anyone else is sent to the login page by the server. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.admin) throw redirect("/admin/login");
  return { username: context.admin.username };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const text = adminTextFor(language).manage;
  return seo({
    title: text.metaTitle,
    description: text.metaDescription,
    path: "/admin/blog",
    origin,
    language,
    noindex: true,
  });
};

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return <BlogAdminPage username={loaderData.username} />;
}
