import { splitLocalePath } from "@core/locales";
import { activeTool, toolNav } from "@core/nav";
import { Menu, Settings, Timer, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useI18n, useLocalePath } from "~/lib/i18n";

export function Header() {
  const { t } = useI18n();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const active = activeTool(splitLocalePath(pathname).path);

  // A selection navigates: close the small-screen menu whenever the path changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="border-b border-slate-200 bg-white/90 dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link
          to={to("/timer")}
          className="flex items-center gap-2 text-lg font-bold text-brand"
          aria-label={t.nav.home}
        >
          <Timer aria-hidden="true" className="h-6 w-6" />
          <span>{t.product}</span>
        </Link>
        <nav aria-label={t.nav.label} className="flex items-center gap-1">
          <button
            type="button"
            className="icon-button md:hidden"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={menuOpen ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
          </button>
          <ul
            id="main-menu"
            className={
              (menuOpen ? "flex" : "hidden") +
              " absolute inset-x-0 top-14 z-40 flex-col gap-1 border-b border-slate-200 bg-white p-3 shadow-lg md:static md:flex md:flex-row md:border-0 md:bg-transparent md:p-0 md:shadow-none dark:border-slate-800 dark:bg-slate-950 md:dark:bg-transparent"
            }
          >
            {toolNav.map((item) => {
              const isActive = active.key === item.key;
              return (
                <li key={item.key}>
                  <Link
                    to={to(item.path)}
                    onClick={() => setMenuOpen(false)}
                    aria-current={isActive && active.matched ? "page" : undefined}
                    data-active={isActive || undefined}
                    className="nav-link"
                  >
                    {t.nav[item.key]}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link to={to("/settings")} className="icon-button" aria-label={t.nav.settings} title={t.nav.settings}>
            <Settings aria-hidden="true" className="h-5 w-5" />
          </Link>
        </nav>
      </div>
    </header>
  );
}
