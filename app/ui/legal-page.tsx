import type { LegalDocument } from "@content/legal";
import { localeOf } from "@content/i18n/locale";
import { Link } from "~/lib/nav";
import { useI18n, useLocalePath } from "~/lib/i18n";

/** A long-form text page (terms, privacy) in the visitor's language; the document comes from the loader. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const { language, t } = useI18n();
  const to = useLocalePath();
  const updated = new Date(`${doc.updated}T12:00:00Z`).toLocaleDateString(localeOf[language], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <article className="prose-page mx-auto max-w-3xl">
      <h1>{doc.title}</h1>
      <p className="text-sm text-muted">
        {t.legal.updated}: <time dateTime={doc.updated}>{updated}</time>
      </p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.closing?.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <p className="mt-10">
        <Link to={to("/timer")} className="button-secondary">
          {t.legal.back}
        </Link>
      </p>
    </article>
  );
}
