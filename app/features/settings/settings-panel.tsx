import { Palette } from "lucide";
import { Icon } from "~/ui/icon";
import { lazy, Suspense } from "react";
import { Link } from "~/lib/nav";
import { useChosenFont } from "~/lib/fonts";
import { useI18n, useLocalePath } from "~/lib/i18n";
import { useLoadOnIntent } from "~/lib/load-on-intent";
import { usePageScripts } from "~/lib/page-handle";
import { PanelButton, panelButtonClass } from "./panel-button";

const loadPopover = () => import("./settings-popover");
const SettingsPopover = lazy(loadPopover);

/**
 * The display-settings panel's button, on every page. The panel itself (Radix popover, palettes,
 * settings text: about 20 KB compressed) is fetched when the pointer or focus reaches the button
 * and shown on the click, so no page pays for it before then (decision 018). Being on every page,
 * this also keeps the chosen time-display font loaded (app/lib/fonts.ts).
 */
export function SettingsPanel() {
  const { t } = useI18n();
  const to = useLocalePath();
  const scripts = usePageScripts();
  useChosenFont();
  const { requested, triggerProps } = useLoadOnIntent(loadPopover);
  const plainButton = (
    <PanelButton label={t.panel.open} aria-haspopup="dialog" aria-expanded={false} {...triggerProps} />
  );
  // A page without React (decision 041) links to the settings page, which has the same settings.
  if (!scripts) {
    return (
      <Link to={to("/settings")} className={panelButtonClass} aria-label={t.panel.open} title={t.panel.open}>
        <Icon node={Palette} className="h-5 w-5" />
      </Link>
    );
  }
  if (!requested) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <SettingsPopover defaultOpen />
    </Suspense>
  );
}
