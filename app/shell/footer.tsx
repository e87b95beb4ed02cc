import { moreTools } from "@core/nav";
import { localeNames } from "@core/locales";
import { languages, type Language } from "@core/settings";
import { Link } from "react-router";
import { useI18n, useLocalePath } from "~/lib/i18n";

export function Footer() {
  const { t, language, setLanguage } = useI18n();
  const to = useLocalePath();
  const links = [
    { to: to("/blog"), label: t.footer.blog },
    { to: to("/holidays"), label: t.footer.holidays },
    { to: to("/terms"), label: t.footer.terms },
    { to: to("/privacy"), label: t.footer.privacy },
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white/80 dark:border-slate-800 dark:bg-slate-950/80">
      <nav aria-label={t.moreTools.label} className="mx-auto max-w-6xl px-4 pt-8 text-sm">
        <h2 className="font-semibold">{t.moreTools.label}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {moreTools.map((tool) => (
            <li key={tool.key}>
              <Link to={to(tool.path)} className="underline-offset-4 hover:underline">
                {t.moreTools[tool.key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm md:flex-row md:items-center md:justify-between">
        <nav aria-label={t.footer.label}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2">
            <span>{t.footer.language}</span>
            <select
              className="field py-1"
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language)}
            >
              {languages.map((code) => (
                <option key={code} value={code} lang={code}>
                  {localeNames[code]}
                </option>
              ))}
            </select>
          </label>
          <p>{t.footer.rights(new Date().getFullYear())}</p>
        </div>
      </div>
    </footer>
  );
}
