import { splitLocalePath } from "@core/locales";
import { activeTool, toolNav } from "@core/nav";
import { Menu, Settings, Timer, X } from "lucide";
import { Icon } from "~/ui/icon";
import { Link, useLocation } from "~/lib/nav";
import { useI18n, useLocalePath } from "~/lib/i18n";
import { useClosedOnNavigate } from "./close-on-navigate";

export function Header() {
  const { t } = useI18n();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const menu = useClosedOnNavigate();
  const active = activeTool(splitLocalePath(pathname).path);

  const items = toolNav.map((item) => {
    const isActive = active.key === item.key;
    return (
      <li key={item.key}>
        <Link
          to={to(item.path)}
          aria-current={isActive && active.matched ? "page" : undefined}
          data-active={isActive || undefined}
          className="nav-link"
        >
          {t.nav[item.key]}
        </Link>
      </li>
    );
  });

  return (
    <header className="border-b border-slate-200 bg-white/90 dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link
          to={to("/timer")}
          className="flex items-center gap-2 text-lg font-bold text-brand"
          aria-label={t.nav.home}
        >
          <Icon node={Timer} className="h-6 w-6" />
          <span>{t.product}</span>
        </Link>
        <nav aria-label={t.nav.label} className="flex items-center gap-1">
          <ul className="hidden flex-row gap-1 md:flex">{items}</ul>
          {/* Small screens: a disclosure, which opens and closes without JavaScript (decision 041). */}
          <details ref={menu} className="group md:hidden">
            <summary className="icon-button cursor-pointer list-none [&::-webkit-details-marker]:hidden">
              <Icon node={Menu} className="h-5 w-5 group-open:hidden" />
              <Icon node={X} className="hidden h-5 w-5 group-open:block" />
              <span className="sr-only group-open:hidden">{t.nav.openMenu}</span>
              <span className="sr-only hidden group-open:inline">{t.nav.closeMenu}</span>
            </summary>
            <ul className="absolute inset-x-0 top-14 z-40 flex flex-col gap-1 border-b border-slate-200 bg-white p-3 shadow-lg dark:border-slate-800 dark:bg-slate-950">
              {items}
            </ul>
          </details>
          <Link to={to("/settings")} className="icon-button" aria-label={t.nav.settings} title={t.nav.settings}>
            <Icon node={Settings} className="h-5 w-5" />
          </Link>
        </nav>
      </div>
    </header>
  );
}
