import { settingsText } from "@content/settings/text";
import { resetBackground, settingsFonts } from "@core/settings";
import { useEffect, useId } from "react";
import { showTimeWebFont } from "~/lib/appearance";
import { SYSTEM_FONT } from "~/lib/fonts";
import { useText } from "~/lib/i18n";
import { updateSettings, useSettings, useTheme } from "~/lib/preferences";
import { toast } from "~/ui/toast";
import { backgroundsFor, effectiveBackground, fontColors } from "./palettes";
import { SettingsSection } from "./section";
import { Swatches } from "./swatches";

/** Font, font colour and background of the time display on every tool (docs/product.md, Settings and display). */
export function AppearanceSection() {
  const text = useText(settingsText);
  const theme = useTheme();
  const settings = useSettings();
  const fontId = useId();
  const fontHelpId = useId();
  // The preview shows the fonts as they are, the default one included (decision 068).
  useEffect(showTimeWebFont, []);
  const fonts: readonly string[] = (settingsFonts as readonly string[]).includes(settings.font)
    ? settingsFonts
    : [settings.font, ...settingsFonts];
  const saved = () => toast({ title: text.toast.saved, description: text.toast.savedText });
  const change = (patch: Parameters<typeof updateSettings>[0]) => {
    updateSettings(patch);
    saved();
  };

  return (
    <SettingsSection title={text.appearance.heading} help={text.appearance.help}>
      {() => (
        <>
          <div className="grid gap-1 sm:max-w-sm">
            <label htmlFor={fontId} className="font-semibold">
              {text.appearance.font}
            </label>
            <select
              id={fontId}
              className="field"
              value={settings.font}
              aria-describedby={fontHelpId}
              onChange={(e) => change({ font: e.target.value })}
            >
              {fonts.map((font) => (
                <option key={font} value={font}>
                  {font}
                </option>
              ))}
            </select>
            <p id={fontHelpId} className="text-sm text-muted">
              {settings.font === SYSTEM_FONT ? text.appearance.systemFont : text.appearance.fontHelp}
            </p>
          </div>
          <Swatches
            label={text.appearance.fontColor}
            colors={fontColors}
            names={text.colors}
            value={settings.fontColor}
            onChange={(fontColor) => change({ fontColor })}
          />
          <div className="grid gap-2">
            <Swatches
              label={text.appearance.background}
              colors={backgroundsFor(theme)}
              names={text.colors}
              value={effectiveBackground(settings.bgColor, theme)}
              onChange={(bgColor) => change({ bgColor })}
            />
            {theme === "dark" && <p className="text-sm text-muted">{text.appearance.backgroundHelpDark}</p>}
            <div>
              <button
                type="button"
                className="button-secondary"
                onClick={() => change({ bgColor: resetBackground(theme) })}
              >
                {text.appearance.resetBackground}
              </button>
            </div>
          </div>
          <figure className="grid gap-2">
            <figcaption className="font-semibold">{text.appearance.preview}</figcaption>
            <div
              className="rounded-xl border border-slate-300 p-6 dark:border-slate-600"
              style={{ background: "var(--page-bg, var(--page-bg-default))" }}
            >
              <p
                className="time-display text-center text-6xl font-semibold sm:text-7xl"
                data-testid="settings-time-preview"
              >
                25:00
              </p>
            </div>
          </figure>
        </>
      )}
    </SettingsSection>
  );
}
