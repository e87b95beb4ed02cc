import { Link } from "~/lib/nav";
import { useI18n, useLocalePath } from "~/lib/i18n";

/** The not-found page (docs/product.md, Routes and shell), rendered for any unknown path with HTTP 404. */
export function NotFound() {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{t.notFound.title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-4xl font-bold">{t.notFound.title}</h1>
      <p className="mt-4 text-lg">{t.notFound.text}</p>
      <p className="mt-8">
        <Link to={to("/timer")} className="button-primary">
          {t.notFound.home}
        </Link>
      </p>
    </section>
  );
}
