import { Mail } from "lucide";
import { Icon } from "~/ui/icon";
import { useEffect, useId, useMemo } from "react";
import { emailAvailability, testEmailConnection, useEmailAvailability } from "~/lib/email";
import { useSettings } from "~/lib/preferences";
import { Card, SectionTitle } from "~/ui/card";
import { EmailForm, type EmailFormText } from "~/ui/email-form";
import { EMAIL_CARD_ID } from "./section-ids";
import type { TimerStrings } from "./strings";

/** Asks the server once whether it can send email at all, so the card can say when it cannot. */
const checkOnce = () => {
  if (emailAvailability() === "unknown") void testEmailConnection();
};

/**
 * The email reminder card (docs/product.md, Timer): the shared email form, and a notice when this
 * server has no mail credentials. A timer started with an address schedules its reminder (reminder.ts).
 */
export function EmailCard({ s }: { s: TimerStrings }) {
  const settings = useSettings();
  const ids = { heading: useId(), note: useId() };
  const availability = useEmailAvailability();
  const text = useMemo<EmailFormText>(
    () => ({
      email: s.email.emailLabel,
      emailPlaceholder: s.email.emailPlaceholder,
      message: s.email.messageLabel,
      messagePlaceholder: s.email.messagePlaceholder,
      save: s.email.save,
      saveDisabled: s.email.saveDisabled,
      invalid: s.email.invalid,
      savedTitle: s.email.savedTitle,
      savedText: s.email.savedText,
    }),
    [s],
  );

  // With an address on file, find out once whether this server can send email at all.
  useEffect(() => {
    if (settings.emailAddress) checkOnce();
  }, [settings.emailAddress]);

  return (
    <Card labelledBy={ids.heading} hydratesWhenSeenAs={EMAIL_CARD_ID}>
      <SectionTitle id={ids.heading}>
        <span className="inline-flex items-center gap-2">
          <Icon node={Mail} className="h-5 w-5" />
          {s.email.heading}
        </span>
      </SectionTitle>
      <p className="mt-2 mb-4 text-muted">{s.email.intro}</p>
      <EmailForm text={text} describedBy={ids.note} onSaved={checkOnce} />
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
