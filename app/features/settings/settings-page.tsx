import { settingsText } from "@content/settings/text";
import { useText } from "~/lib/i18n";
import { AppearanceSection } from "./appearance-section";
import { AudioSection } from "./audio-section";
import { ClockFormatSection } from "./clock-format-section";
import { EmailSection, EmailSetupSection } from "./email-section";
import { LanguageSection, ThemeSection } from "./theme-language";

/**
 * The Settings screen (docs/product.md, Settings and display): Theme, Language, Appearance, Audio,
 * Email Reminder and Email Setup Instructions. Every choice is applied at once through
 * app/lib/preferences.ts and kept in this browser; the custom sound is kept in IndexedDB.
 */
export function SettingsPage() {
  const text = useText(settingsText);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.heading}</h1>
        <p className="mt-2 text-lg">{text.intro}</p>
      </header>
      <ThemeSection />
      <LanguageSection />
      <ClockFormatSection />
      <AppearanceSection />
      <AudioSection />
      <EmailSection />
      <EmailSetupSection />
    </div>
  );
}
