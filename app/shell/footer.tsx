import { moreTools } from "@core/nav";
import { localeNames, localizePath, splitLocalePath } from "@core/locales";
import { languages } from "@core/settings";
import { Languages } from "lucide";
import { Icon } from "~/ui/icon";
import { Link, useLocation } from "~/lib/nav";
import { useI18n, useLocalePath } from "~/lib/i18n";
import { useClosedOnNavigate } from "./close-on-navigate";

export function Footer() {
  const { t } = useI18n();
  const to = useLocalePath();
  const links = [
    { to: to("/blog"), label: t.footer.blog },
    { to: to("/holidays"), label: t.footer.holidays },
    { to: to("/terms"), label: t.footer.terms },
    { to: to("/privacy"), label: t.footer.privacy },
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white/80 dark:border-slate-800 dark:bg-slate-950/80">
      {/* Laid out once near (decision 072); not the language menu, which opens out of its box. */}
      <nav
        aria-label={t.moreTools.label}
        className="below-fold mx-auto max-w-6xl px-4 pt-8 text-sm [--skipped-height:4.75rem] md:[--skipped-height:3rem]"
      >
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
          <LanguageLinks />
          <p>{t.footer.rights(new Date().getFullYear())}</p>
        </div>
      </div>
    </footer>
  );
}

/**
 * The language switcher: the same page under each language's prefix, as plain links, so it works
 * on pages without React too (decision 041). Where React runs, the click navigates in place; on
 * every page the head script remembers the choice (`data-language`, decision 067).
 */
function LanguageLinks() {
  const { t, language } = useI18n();
  const location = useLocation();
  const menu = useClosedOnNavigate();
  const { path } = splitLocalePath(location.pathname);
  return (
    <details ref={menu} className="relative">
      <summary className="field flex cursor-pointer list-none items-center gap-2 py-1 [&::-webkit-details-marker]:hidden">
        <Icon node={Languages} className="h-4 w-4" />
        {t.footer.language}: <span lang={language}>{localeNames[language]}</span>
      </summary>
      <ul className="absolute bottom-full start-0 z-40 mb-2 grid min-w-48 gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900">
        {languages.map((code) => (
          <li key={code}>
            <Link
              to={localizePath(path, code) + location.search + location.hash}
              lang={code}
              hrefLang={code}
              data-language={code}
              aria-current={code === language ? "true" : undefined}
              className="block rounded-lg px-3 py-1.5 hover:bg-brand-soft aria-[current=true]:font-semibold dark:hover:bg-slate-800"
            >
              {localeNames[code]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
