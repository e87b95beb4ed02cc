import { settingsText } from "@content/settings/text";
import { Mail, PlugZap } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ApiRequestError, apiJson } from "~/lib/api";
import { useI18n } from "~/lib/i18n";
import { updateSettings, useSettings } from "~/lib/preferences";
import { toast } from "~/ui/toast";
import { SettingsSection, WithCode } from "./section";

const MESSAGE_MAX = 500;

/** Email reminder address and message (kept in this browser), and the server's connection test. */
export function EmailSection() {
  const { language } = useI18n();
  const text = settingsText[language];
  const settings = useSettings();
  const [email, setEmail] = useState(settings.emailAddress);
  const [message, setMessage] = useState(settings.customMessage);
  const [invalid, setInvalid] = useState(false);
  const [testing, setTesting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const ids = { email: useId(), emailError: useId(), message: useId(), note: useId() };

  // The stored values arrive after hydration (the server renders the defaults), or from another tab.
  useEffect(() => setEmail(settings.emailAddress), [settings.emailAddress]);
  useEffect(() => setMessage(settings.customMessage), [settings.customMessage]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    if (!emailRef.current?.validity.valid) {
      setInvalid(true);
      emailRef.current?.focus();
      return;
    }
    setInvalid(false);
    updateSettings({ emailAddress: address, customMessage: message.trim() });
    toast({ title: text.toast.emailSaved, description: text.toast.emailSavedText });
  };

  const testConnection = async () => {
    setTesting(true);
    try {
      const result = await apiJson<{ connected?: unknown }>("GET", "/api/email/test");
      if (result?.connected === true) {
        toast({ title: text.toast.connected, description: text.toast.connectedText });
      } else {
        toast({
          title: text.toast.connectionFailed,
          description: text.toast.connectionFailedText,
          variant: "destructive",
        });
      }
    } catch (error) {
      console.warn("email connection test failed", error);
      const notConfigured =
        error instanceof ApiRequestError && error.status === 503 && /not configured/i.test(error.serverMessage ?? "");
      toast(
        notConfigured
          ? { title: text.toast.notConfigured, description: text.toast.notConfiguredText, variant: "destructive" }
          : { title: text.toast.testFailed, description: text.toast.testFailedText, variant: "destructive" },
      );
    } finally {
      setTesting(false);
    }
  };

  return (
    <SettingsSection title={text.email.heading} help={text.email.help}>
      {() => (
        <form noValidate onSubmit={save} className="grid gap-4" aria-describedby={ids.note}>
          <div className="grid gap-1 sm:max-w-md">
            <label htmlFor={ids.email} className="font-medium">
              {text.email.address}
            </label>
            <input
              ref={emailRef}
              id={ids.email}
              type="email"
              name="email"
              autoComplete="email"
              className="field"
              maxLength={254}
              placeholder={text.email.addressPlaceholder}
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? ids.emailError : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                if (invalid) setInvalid(false);
              }}
            />
            {invalid && (
              <p id={ids.emailError} className="text-sm font-medium text-red-700 dark:text-red-300">
                {text.email.invalid}
              </p>
            )}
          </div>
          <div className="grid gap-1 sm:max-w-md">
            <label htmlFor={ids.message} className="font-medium">
              {text.email.message}
            </label>
            <textarea
              id={ids.message}
              name="message"
              rows={3}
              maxLength={MESSAGE_MAX}
              className="field"
              placeholder={text.email.messagePlaceholder}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="button-primary" disabled={email.trim() === ""}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              {text.email.save}
            </button>
            <button
              type="button"
              className="button-secondary"
              disabled={testing}
              aria-busy={testing}
              onClick={() => void testConnection()}
            >
              <PlugZap aria-hidden="true" className="h-4 w-4" />
              {testing ? text.email.testing : text.email.test}
            </button>
          </div>
          <p id={ids.note} className="text-sm text-muted">
            {text.email.note}
          </p>
        </form>
      )}
    </SettingsSection>
  );
}

/** How whoever runs the server configures mail (server/config.ts reads exactly these variables). */
export function EmailSetupSection() {
  const { language } = useI18n();
  const text = settingsText[language].setup;
  return (
    <SettingsSection title={text.heading} help={text.intro}>
      {() => (
        <>
          <ol className="grid list-decimal gap-3 pl-6">
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
