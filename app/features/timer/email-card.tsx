import { Mail } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useBrowserStore } from "~/lib/client-value";
import { emailAvailability, subscribeEmailAvailability, testConnection, type EmailAvailability } from "~/lib/email";
import { updateSettings, useSettings } from "~/lib/preferences";
import { Card, SectionTitle } from "~/ui/card";
import { toast } from "~/ui/toast";
import type { TimerStrings } from "./strings";

const serverAvailability = (): EmailAvailability => "unknown";

/**
 * The email reminder card (docs/product.md, Timer): address and optional message, saved to the
 * browser's settings. A timer started with an address schedules its reminder on the server.
 */
export function EmailCard({ s }: { s: TimerStrings }) {
  const settings = useSettings();
  const ids = { heading: useId(), email: useId(), message: useId(), note: useId() };
  const [email, setEmail] = useState(settings.emailAddress);
  const [message, setMessage] = useState(settings.customMessage);
  const availability = useBrowserStore(subscribeEmailAvailability, emailAvailability, serverAvailability);

  // The stored settings arrive after hydration (and may change in another tab or the settings page).
  useEffect(() => setEmail(settings.emailAddress), [settings.emailAddress]);
  useEffect(() => setMessage(settings.customMessage), [settings.customMessage]);

  // With an address on file, find out once whether this server can send email at all.
  useEffect(() => {
    if (settings.emailAddress && emailAvailability() === "unknown") void testConnection();
  }, [settings.emailAddress]);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    updateSettings({ emailAddress: email.trim(), customMessage: message });
    toast({ title: s.email.savedTitle, description: s.email.savedText });
    if (emailAvailability() === "unknown") void testConnection();
  };

  return (
    <Card labelledBy={ids.heading}>
      <SectionTitle id={ids.heading}>
        <span className="inline-flex items-center gap-2">
          <Mail aria-hidden="true" className="h-5 w-5" />
          {s.email.heading}
        </span>
      </SectionTitle>
      <p className="mt-2 text-muted">{s.email.intro}</p>
      <form className="mt-4 grid gap-4" onSubmit={save} aria-describedby={ids.note}>
        <div className="grid gap-1">
          <label htmlFor={ids.email} className="font-medium">
            {s.email.emailLabel}
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            className="field"
            value={email}
            maxLength={254}
            placeholder={s.email.emailPlaceholder}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.message} className="font-medium">
            {s.email.messageLabel}
          </label>
          <textarea
            id={ids.message}
            className="field min-h-20"
            value={message}
            maxLength={500}
            placeholder={s.email.messagePlaceholder}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div>
          <button
            type="submit"
            className="button-primary"
            disabled={!email.trim()}
            title={email.trim() ? undefined : s.email.saveDisabled}
          >
            {s.email.save}
          </button>
        </div>
      </form>
      <p id={ids.note} className="mt-4 text-sm text-muted">
        {s.email.credentialsNote} {s.email.privacy}
      </p>
      {availability === "unavailable" && (
        <p
          className="mt-2 rounded-lg border border-amber-600 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
          data-testid="email-unavailable"
        >
          {s.email.notConfigured}
        </p>
      )}
    </Card>
  );
}
