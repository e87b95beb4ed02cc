import { settingsText } from "@content/settings/text";
import { panelFonts, resetBackground } from "@core/settings";
import { soundNames } from "@core/sounds";
import * as Popover from "@radix-ui/react-popover";
import { Moon, Settings, Sun, X } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { Link } from "~/lib/nav";
import { useI18n, useText } from "~/lib/i18n";
import { updateSettings, useSettings, useTheme } from "~/lib/preferences";
import { effectiveBackground, switchTheme } from "./palettes";
import { PanelButton } from "./panel-button";

/**
 * The floating display-settings panel (docs/product.md, Settings and display); a click outside
 * closes it. Loaded when a visitor reaches for its button (settings-panel.tsx), opened at once when
 * that was a click.
 */
export default function SettingsPopover({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useI18n();
  const text = useText(settingsText);
  const theme = useTheme();
  const settings = useSettings();
  const ids = { font: useId(), bg: useId(), sound: useId() };
  const fonts: readonly string[] = panelFonts.includes(settings.font as (typeof panelFonts)[number])
    ? panelFonts
    : [settings.font, ...panelFonts];

  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <PanelButton label={t.panel.open} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={8}
          aria-label={t.panel.title}
          className="z-40 w-72 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50"
        >
          <div className="mb-3 flex items-center justify-between">
            <h2 className="text-base font-semibold">{t.panel.title}</h2>
            <Popover.Close className="icon-button" aria-label={t.panel.close}>
              <Icon node={X} className="h-4 w-4" />
            </Popover.Close>
          </div>
          <div className="grid gap-4">
            <button
              type="button"
              className="button-secondary justify-center"
              onClick={() => switchTheme(theme === "dark" ? "light" : "dark")}
            >
              {theme === "dark" ? <Icon node={Sun} className="h-4 w-4" /> : <Icon node={Moon} className="h-4 w-4" />}
              {theme === "dark" ? t.panel.lightMode : t.panel.darkMode}
            </button>
            <div className="grid gap-1">
              <label htmlFor={ids.font} className="text-sm font-semibold">
                {t.panel.font}
              </label>
              <select
                id={ids.font}
                className="field"
                value={settings.font}
                onChange={(e) => updateSettings({ font: e.target.value })}
              >
                {fonts.map((font) => (
                  <option key={font} value={font}>
                    {font}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <label htmlFor={ids.bg} className="text-sm font-semibold">
                {t.panel.background}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={ids.bg}
                  type="color"
                  className="h-10 w-16 cursor-pointer rounded border border-slate-300 bg-transparent dark:border-slate-600"
                  value={effectiveBackground(settings.bgColor, theme).toLowerCase()}
                  onChange={(e) => updateSettings({ bgColor: e.target.value.toUpperCase() })}
                />
                <button
                  type="button"
                  className="button-secondary"
                  onClick={() => updateSettings({ bgColor: resetBackground(theme) })}
                >
                  {t.panel.reset}
                </button>
              </div>
            </div>
            <div className="grid gap-1">
              <label htmlFor={ids.sound} className="text-sm font-semibold">
                {t.panel.sound}
              </label>
              <select
                id={ids.sound}
                className="field"
                value={settings.sound}
                onChange={(e) => updateSettings({ sound: e.target.value })}
              >
                {soundNames.map((name) => (
                  <option key={name} value={name}>
                    {text.sounds[name]}
                  </option>
                ))}
                {settings.sound === "custom" && <option value="custom">{text.panel.custom}</option>}
              </select>
            </div>
            <Popover.Close asChild>
              <Link to="/settings" className="button-secondary justify-center">
                <Icon node={Settings} className="h-4 w-4" />
                {text.panel.allSettings}
              </Link>
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
