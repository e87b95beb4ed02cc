import { adminTextFor } from "@content/admin/text";
import { stockImages } from "@content/blog";
import {
  BLOG_EXCERPT_MAX,
  BLOG_META_DESCRIPTION_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  blogPostInputSchema,
  slugify,
  type BlogPostDto,
} from "@core/blog";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useI18n } from "~/lib/i18n";
import { useSavePost } from "./use-admin-posts";

interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  metaDescription: string;
  imageUrl: string;
  published: boolean;
  content: string;
}

type Field = keyof Draft;

/** A new post in the admin form starts published, with the default image (docs/product.md, Blog administration). */
const emptyDraft: Draft = {
  title: "",
  slug: "",
  excerpt: "",
  metaDescription: "",
  imageUrl: "",
  published: true,
  content: "",
};

const fromPost = (post: BlogPostDto): Draft => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  metaDescription: post.metaDescription,
  imageUrl: post.imageUrl,
  published: post.published,
  content: post.content,
});

/**
 * Create or edit one post (docs/product.md, Blog administration). While creating, the slug follows
 * the title until the administrator types a slug of their own; while editing it never changes by
 * itself (a published address stays put). Validated with the API's schema before anything is sent.
 */
export function PostForm({ post, onClose }: { post: BlogPostDto | null; onClose: () => void }) {
  const { language } = useI18n();
  const text = adminTextFor(language).form;
  const [draft, setDraft] = useState<Draft>(() => (post ? fromPost(post) : emptyDraft));
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const save = useSavePost(onClose);
  const base = useId();
  const id = (name: string) => `${base}-${name}`;

  useEffect(() => titleRef.current?.focus(), []);

  const set = <K extends Field>(field: K, value: Draft[K]) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = blogPostInputSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    save.mutate({ id: post?.id ?? null, input: parsed.data });
  };

  const errorProps = (field: Field) =>
    errors[field]
      ? { "aria-invalid": true as const, "aria-describedby": id(`${field}-error`) }
      : { "aria-invalid": undefined };
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={id(`${field}-error`)} className="text-sm font-semibold text-red-700 dark:text-red-300">
        {errors[field]}
      </p>
    ) : null;

  // A post's own image that is not one of the stock images stays selectable.
  const customImage = draft.imageUrl && !stockImages.some((img) => img.url === draft.imageUrl) ? draft.imageUrl : null;
  const initialCustom = post?.imageUrl && !stockImages.some((img) => img.url === post.imageUrl) ? post.imageUrl : null;
  const imageChoice = (value: string, label: string, src?: string) => (
    <label
      key={value || "default"}
      className="flex cursor-pointer flex-col gap-2 rounded-xl border-2 border-slate-200 p-2 has-[:checked]:border-blue-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700 dark:border-slate-700 dark:has-[:checked]:border-blue-300"
    >
      <input
        type="radio"
        name="imageUrl"
        value={value}
        checked={draft.imageUrl === value}
        onChange={() => set("imageUrl", value)}
        className="sr-only"
      />
      {src ? (
        <img
          src={src}
          alt=""
          width={300}
          height={158}
          loading="lazy"
          className="aspect-[40/21] w-full rounded-lg object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid aspect-[40/21] w-full place-items-center rounded-lg bg-slate-100 dark:bg-slate-800"
        >
          —
        </span>
      )}
      <span className="text-sm">{label}</span>
    </label>
  );

  return (
    <section aria-labelledby={id("heading")} className="card">
      <h2 id={id("heading")} className="text-xl font-bold tracking-tight">
        {post ? text.editHeading : text.createHeading}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <div className="grid gap-1">
          <label htmlFor={id("title")} className="font-semibold">
            {text.title}
          </label>
          <input
            ref={titleRef}
            id={id("title")}
            className="field"
            value={draft.title}
            maxLength={BLOG_TITLE_MAX}
            required
            onChange={(e) => {
              const title = e.target.value;
              setDraft((d) => ({ ...d, title, slug: slugTouched ? d.slug : slugify(title) }));
            }}
            {...errorProps("title")}
          />
          {errorText("title")}
        </div>
        <div className="grid gap-1">
          <label htmlFor={id("slug")} className="font-semibold">
            {text.slug}
          </label>
          <input
            id={id("slug")}
            className="field font-mono"
            value={draft.slug}
            maxLength={BLOG_SLUG_MAX}
            required
            spellCheck={false}
            aria-describedby={errors.slug ? `${id("slug-error")} ${id("slug-hint")}` : id("slug-hint")}
            aria-invalid={errors.slug ? true : undefined}
            onChange={(e) => {
              setSlugTouched(true);
              set("slug", e.target.value);
            }}
          />
          <p id={id("slug-hint")} className="text-sm text-muted">
            {text.slugHint}
          </p>
          {errorText("slug")}
        </div>
        <div className="grid gap-1">
          <label htmlFor={id("excerpt")} className="font-semibold">
            {text.excerpt}
          </label>
          <textarea
            id={id("excerpt")}
            className="field"
            rows={2}
            value={draft.excerpt}
            maxLength={BLOG_EXCERPT_MAX}
            onChange={(e) => set("excerpt", e.target.value)}
            {...errorProps("excerpt")}
          />
          {errorText("excerpt")}
        </div>
        <div className="grid gap-1">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={id("metaDescription")} className="font-semibold">
              {text.metaDescription}
            </label>
            <span id={id("meta-count")} className="text-sm text-muted" data-testid="meta-counter">
              {text.metaCounter(draft.metaDescription.length, BLOG_META_DESCRIPTION_MAX)}
            </span>
          </div>
          <textarea
            id={id("metaDescription")}
            className="field"
            rows={2}
            value={draft.metaDescription}
            maxLength={BLOG_META_DESCRIPTION_MAX}
            aria-describedby={
              errors.metaDescription ? `${id("meta-count")} ${id("metaDescription-error")}` : id("meta-count")
            }
            aria-invalid={errors.metaDescription ? true : undefined}
            onChange={(e) => set("metaDescription", e.target.value)}
          />
          {errorText("metaDescription")}
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">{text.image}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {imageChoice("", text.noImage)}
            {stockImages.map((img) => imageChoice(img.url, img.alt, img.smallUrl))}
            {(customImage ?? initialCustom) &&
              imageChoice((customImage ?? initialCustom)!, text.currentImage, (customImage ?? initialCustom)!)}
          </div>
          {errorText("imageUrl")}
        </fieldset>
        <div className="flex items-center gap-3">
          <button
            type="button"
            role="switch"
            id={id("published")}
            aria-checked={draft.published}
            aria-labelledby={id("published-label")}
            onClick={() => set("published", !draft.published)}
            className={
              "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors " +
              (draft.published ? "bg-blue-700" : "bg-slate-500")
            }
          >
            <span
              aria-hidden="true"
              className={
                "inline-block h-6 w-6 rounded-full bg-white shadow transition-transform " +
                (draft.published ? "translate-x-5" : "translate-x-0")
              }
            />
          </button>
          <span id={id("published-label")} className="font-semibold">
            {text.published}
          </span>
        </div>
        <div className="grid gap-1">
          <label htmlFor={id("content")} className="font-semibold">
            {text.content}
          </label>
          <textarea
            id={id("content")}
            className="field font-mono text-sm"
            rows={20}
            value={draft.content}
            required
            onChange={(e) => set("content", e.target.value)}
            {...errorProps("content")}
          />
          {errorText("content")}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="button-primary" disabled={save.isPending}>
            {save.isPending ? text.saving : post ? text.update : text.create}
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            {text.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
