import { settingsText } from "@content/settings/text";
import { hourCycleChoices, type HourCycleChoice } from "@core/settings";
import { useText } from "~/lib/i18n";
import { updateSettings, useSettings } from "~/lib/preferences";
import { toast } from "~/ui/toast";
import { SettingsSection } from "./section";
import { choiceClass } from "./theme-language";

/** 12- or 24-hour clocks everywhere (docs/product.md, Settings and display). */
export function ClockFormatSection() {
  const text = useText(settingsText);
  const { hourCycle } = useSettings();
  const choose = (next: HourCycleChoice) => {
    updateSettings({ hourCycle: next });
    toast({ title: text.toast.saved, description: text.toast.savedText });
  };
  return (
    <SettingsSection title={text.clock.heading} help={text.clock.help}>
      {(headingId) => (
        <div role="radiogroup" aria-labelledby={headingId} className="flex flex-wrap gap-3">
          {hourCycleChoices.map((value) => (
            <label key={value} className={choiceClass}>
              <input
                type="radio"
                name="hour-cycle"
                value={value}
                checked={hourCycle === value}
                onChange={() => choose(value)}
                className="sr-only"
              />
              {text.clock[value]}
            </label>
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
