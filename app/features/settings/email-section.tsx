import { settingsText } from "@content/settings/text";
import { PlugZap } from "lucide";
import { Icon } from "~/ui/icon";
import { useId, useMemo, useState } from "react";
import { testEmailConnection } from "~/lib/email";
import { useText } from "~/lib/i18n";
import { EmailForm, type EmailFormText } from "~/ui/email-form";
import { toast } from "~/ui/toast";
import { SettingsSection, WithCode } from "./section";

/** Email reminder address and message (kept in this browser), and the server's connection test. */
export function EmailSection() {
  const text = useText(settingsText);
  const [testing, setTesting] = useState(false);
  const noteId = useId();
  const formText = useMemo<EmailFormText>(
    () => ({
      email: text.email.address,
      emailPlaceholder: text.email.addressPlaceholder,
      message: text.email.message,
      messagePlaceholder: text.email.messagePlaceholder,
      save: text.email.save,
      invalid: text.email.invalid,
      savedTitle: text.toast.emailSaved,
      savedText: text.toast.emailSavedText,
    }),
    [text],
  );

  const testConnection = async () => {
    setTesting(true);
    const result = await testEmailConnection();
    setTesting(false);
    const { toast: t } = text;
    const answers = {
      connected: { title: t.connected, description: t.connectedText },
      failed: { title: t.connectionFailed, description: t.connectionFailedText, variant: "destructive" },
      "not-configured": { title: t.notConfigured, description: t.notConfiguredText, variant: "destructive" },
      error: { title: t.testFailed, description: t.testFailedText, variant: "destructive" },
    } as const;
    toast(answers[result]);
  };

  return (
    <SettingsSection title={text.email.heading} help={text.email.help}>
      {() => (
        <EmailForm
          text={formText}
          describedBy={noteId}
          actions={
            <button
              type="button"
              className="button-secondary"
              disabled={testing}
              aria-busy={testing}
              onClick={() => void testConnection()}
            >
              <Icon node={PlugZap} className="h-4 w-4" />
              {testing ? text.email.testing : text.email.test}
            </button>
          }
        >
          <p id={noteId} className="text-sm text-muted">
            {text.email.note}
          </p>
        </EmailForm>
      )}
    </SettingsSection>
  );
}

/** How whoever runs the server configures mail (server/config.ts reads exactly these variables). */
export function EmailSetupSection() {
  const text = useText(settingsText).setup;
  return (
    <SettingsSection title={text.heading} help={text.intro}>
      {() => (
        <>
          <ol className="grid list-decimal gap-3 ps-6">
            {text.steps.map((step) => (
              <li key={step} className="leading-relaxed">
                <WithCode text={step} />
              </li>
            ))}
          </ol>
          <p className="leading-relaxed">
            <WithCode text={text.otherProviders} />
          </p>
        </>
      )}
    </SettingsSection>
  );
}
