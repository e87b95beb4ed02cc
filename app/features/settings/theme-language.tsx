import { settingsText } from "@content/settings/text";
import { localeNames } from "@core/locales";
import { languages, themes, type Language, type Theme } from "@core/settings";
import { Moon, Sun } from "lucide";
import { Icon } from "~/ui/icon";
import { useI18n, useText } from "~/lib/i18n";
import { useTheme } from "~/lib/preferences";
import { toast } from "~/ui/toast";
import { SettingsSection } from "./section";
import { switchTheme } from "./palettes";

export const choiceClass =
  "flex cursor-pointer items-center gap-2 rounded-xl border-2 border-slate-300 px-4 py-3 font-semibold has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-500 dark:border-slate-600";

export function ThemeSection() {
  const text = useText(settingsText);
  const theme = useTheme();
  const choose = (next: Theme) => {
    switchTheme(next);
    toast({ title: text.toast.saved, description: text.toast.savedText });
  };
  return (
    <SettingsSection title={text.theme.heading} help={text.theme.help}>
      {(headingId) => (
        <div role="radiogroup" aria-labelledby={headingId} className="flex flex-wrap gap-3">
          {themes.map((value) => (
            <label key={value} className={choiceClass}>
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => choose(value)}
                className="sr-only"
              />
              {value === "dark" ? <Icon node={Moon} className="h-5 w-5" /> : <Icon node={Sun} className="h-5 w-5" />}
              {value === "dark" ? text.theme.dark : text.theme.light}
            </label>
          ))}
        </div>
      )}
    </SettingsSection>
  );
}

export function LanguageSection() {
  // This namespace first: on a first server render a component that suspends on two namespaces
  // in a row is replayed with the first one's value for the second (useI18n's `t` is not used).
  const text = useText(settingsText);
  const { language, setLanguage } = useI18n();
  // The page turns into the same page in the chosen language; the toast says "saved" in that
  // language once its words have arrived (the toasts outlive the navigation).
  const choose = (next: Language) => {
    setLanguage(next);
    void settingsText
      .load(next)
      .then((words) => toast({ title: words.toast.saved, description: words.toast.savedText }))
      .catch(() => undefined);
  };
  return (
    <SettingsSection title={text.language.heading} help={text.language.help}>
      {(headingId) => (
        <div role="radiogroup" aria-labelledby={headingId} className="flex flex-wrap gap-3">
          {languages.map((value) => (
            <label key={value} className={choiceClass} lang={value}>
              <input
                type="radio"
                name="language"
                value={value}
                checked={language === value}
                onChange={() => choose(value)}
                className="sr-only"
              />
              {localeNames[value]}
            </label>
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
