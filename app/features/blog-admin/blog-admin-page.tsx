import { adminTextFor } from "@content/admin/text";
import { localeOf } from "@content/i18n/locale";
import type { BlogPostDto } from "@core/blog";
import { QueryClientProvider } from "@tanstack/react-query";
import { ExternalLink, LogOut, Pencil, Plus } from "lucide";
import { Icon } from "~/ui/icon";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { apiRequest } from "~/lib/api";
import { getQueryClient } from "~/lib/query-client";
import { useI18n } from "~/lib/i18n";
import { ConfirmButton } from "~/ui/confirm-button";
import { QueryFallback } from "~/ui/query-fallback";
import { PostForm } from "./post-form";
import { useAdminPosts, useDeletePost } from "./use-admin-posts";

/** Form state (docs/product.md, Blog administration): closed, creating, or editing one post. */
type FormState = { mode: "closed" } | { mode: "creating" } | { mode: "editing"; post: BlogPostDto };

/** /admin/blog (docs/product.md, Blog administration), shown only to a logged-in administrator. */
export function BlogAdminPage({ username }: { username: string }) {
  const [client] = useState(getQueryClient);
  return (
    <QueryClientProvider client={client}>
      <BlogAdminScreen username={username} />
    </QueryClientProvider>
  );
}

function BlogAdminScreen({ username }: { username: string }) {
  const { language } = useI18n();
  const text = adminTextFor(language).manage;
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>({ mode: "closed" });

  const logout = async () => {
    try {
      await apiRequest("POST", "/api/auth/logout");
    } catch (error) {
      console.warn("logout failed", error);
    }
    await navigate("/admin/login", { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.heading}</h1>
          <p className="mt-1 text-muted">{text.signedInAs(username)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="button-primary" onClick={() => setForm({ mode: "creating" })}>
            <Icon node={Plus} className="h-4 w-4" />
            {text.newPost}
          </button>
          <button type="button" className="button-secondary" onClick={() => void logout()}>
            <Icon node={LogOut} className="h-4 w-4" />
            {text.logout}
          </button>
        </div>
      </header>
      {form.mode !== "closed" && (
        <PostForm
          key={form.mode === "editing" ? `edit-${form.post.id}` : "new"}
          post={form.mode === "editing" ? form.post : null}
          onClose={() => setForm({ mode: "closed" })}
        />
      )}
      <PostList
        onEdit={(post) => setForm({ mode: "editing", post })}
        onDeleted={(post) =>
          setForm((current) =>
            current.mode === "editing" && current.post.id === post.id ? { mode: "closed" } : current,
          )
        }
      />
    </div>
  );
}

function PostList({
  onEdit,
  onDeleted,
}: {
  onEdit: (post: BlogPostDto) => void;
  onDeleted: (post: BlogPostDto) => void;
}) {
  const { language } = useI18n();
  const text = adminTextFor(language).manage;
  const query = useAdminPosts();
  const headingId = useId();

  if (query.isPending || query.isError) return <QueryFallback query={query} text={text} />;
  const posts = query.data;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {text.list(posts.length)}
      </h2>
      {posts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-400 bg-white/60 p-6 text-center dark:border-slate-500 dark:bg-slate-900/60">
          {text.empty}
        </p>
      ) : (
        <ul className="grid gap-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostRow post={post} onEdit={onEdit} onDeleted={onDeleted} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PostRow({
  post,
  onEdit,
  onDeleted,
}: {
  post: BlogPostDto;
  onEdit: (post: BlogPostDto) => void;
  onDeleted: (post: BlogPostDto) => void;
}) {
  const { language } = useI18n();
  const text = adminTextFor(language).manage;
  const confirm = adminTextFor(language).confirm;
  const remove = useDeletePost(onDeleted);
  const titleId = useId();
  const date = new Date(post.createdAt).toLocaleDateString(localeOf[language], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={remove.isPending || undefined}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50"
    >
      <div className="grid min-w-0 gap-1">
        <h3 id={titleId} className="text-lg font-semibold break-words">
          {post.title}
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span
            className={
              "rounded-full px-2 py-0.5 text-xs font-semibold " +
              (post.published
                ? "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50"
                : "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50")
            }
          >
            {post.published ? text.published : text.draft}
          </span>
          <span className="font-mono break-all">/blog/{post.slug}</span>
          <span>{text.created(date)}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {post.published && (
          <Link to={`/blog/${post.slug}`} className="button-secondary" aria-label={`${text.view}: ${post.title}`}>
            <Icon node={ExternalLink} className="h-4 w-4" />
            {text.view}
          </Link>
        )}
        <button
          type="button"
          className="button-secondary"
          aria-label={text.editLabel(post.title)}
          onClick={() => onEdit(post)}
        >
          <Icon node={Pencil} className="h-4 w-4" />
          {text.edit}
        </button>
        <ConfirmButton
          trigger={text.delete}
          triggerLabel={text.deleteLabel(post.title)}
          disabled={remove.isPending}
          title={confirm.title}
          description={confirm.text}
          cancel={confirm.cancel}
          confirm={confirm.confirm}
          onConfirm={() => remove.mutate(post)}
        />
      </div>
    </article>
  );
}
