import { EMAIL_MAX_LENGTH, REMINDER_MESSAGE_MAX_LENGTH } from "@core/email-api";
import { Mail } from "lucide";
import { Icon } from "~/ui/icon";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { updateSettings, useSettings } from "~/lib/preferences";
import { Field } from "./field";
import { toast } from "./toast";

export interface EmailFormText {
  email: string;
  emailPlaceholder: string;
  message: string;
  messagePlaceholder: string;
  save: string;
  /** The save button's hint while the address is empty. */
  saveDisabled?: string;
  invalid: string;
  savedTitle: string;
  savedText: string;
}

/**
 * The email reminder form of the timer card and the settings page (docs/product.md, Email
 * reminders): address and optional message, saved to this browser's settings, both trimmed and the
 * address checked as the server will check it (core/email.ts) before anything is saved.
 */
export function EmailForm({
  text,
  describedBy,
  onSaved,
  actions,
  children,
}: {
  text: EmailFormText;
  /** The id of the note that explains what the form needs. */
  describedBy: string;
  onSaved?(): void;
  /** More buttons beside Save. */
  actions?: ReactNode;
  /** What follows the buttons inside the form. */
  children?: ReactNode;
}) {
  const settings = useSettings();
  const [email, setEmail] = useState(settings.emailAddress);
  const [message, setMessage] = useState(settings.customMessage);
  const [invalid, setInvalid] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const empty = email.trim() === "";

  // The stored values arrive after hydration (the server renders the defaults), or from another tab.
  useEffect(() => setEmail(settings.emailAddress), [settings.emailAddress]);
  useEffect(() => setMessage(settings.customMessage), [settings.customMessage]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty) return;
    // Loaded on the first save, not with the page: the check brings zod.
    const { emailSettings } = await import("@core/email");
    const saved = emailSettings(email, message);
    setInvalid(saved === null);
    if (!saved) {
      emailRef.current?.focus();
      return;
    }
    updateSettings(saved);
    toast({ title: text.savedTitle, description: text.savedText });
    onSaved?.();
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="grid gap-4" aria-describedby={describedBy}>
      <Field label={text.email} error={invalid ? text.invalid : undefined} className="sm:max-w-md">
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="email"
            className="field"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder={text.emailPlaceholder}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (invalid) setInvalid(false);
            }}
          />
        )}
      </Field>
      <Field label={text.message} className="sm:max-w-md">
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={3}
            maxLength={REMINDER_MESSAGE_MAX_LENGTH}
            className="field"
            placeholder={text.messagePlaceholder}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="button-primary"
          disabled={empty}
          title={empty && text.saveDisabled ? text.saveDisabled : undefined}
        >
          <Icon node={Mail} className="h-4 w-4" />
          {text.save}
        </button>
        {actions}
      </div>
      {children}
    </form>
  );
}
