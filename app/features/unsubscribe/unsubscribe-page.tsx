import { unsubscribeText } from "@content/unsubscribe/text";
import { ONE_CLICK_BODY, UNSUBSCRIBE_API_PATH } from "@core/unsubscribe";
import { CheckCircle2, MailX } from "lucide";
import { Icon } from "~/ui/icon";
import { useId, useState, type FormEvent } from "react";
import { useLocalePath, useText } from "~/lib/i18n";
import { BackLink } from "~/ui/back-link";
import { Card } from "~/ui/card";

type Step = "idle" | "sending" | "done" | "invalid" | "failed";

/**
 * Where an email's unsubscribe link leads (decision 028): nothing happens until the person
 * confirms, because mail scanners open links. The button posts what a mail provider's one-click
 * unsubscribe posts; before hydration the form itself does.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const text = useText(unsubscribeText);
  const to = useLocalePath();
  const headingId = useId();
  const [step, setStep] = useState<Step>(token ? "idle" : "invalid");
  const action = `${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`;
  const [field, value] = ONE_CLICK_BODY.split("=") as [string, string];

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStep("sending");
    try {
      const response = await fetch(action, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: ONE_CLICK_BODY,
      });
      setStep(response.ok ? "done" : response.status === 400 ? "invalid" : "failed");
    } catch (error) {
      console.warn("unsubscribing failed", error);
      setStep("failed");
    }
  };

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <Card labelledBy={headingId} className="grid gap-4">
        <h1 id={headingId} className="flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
          <Icon node={MailX} className="h-7 w-7 shrink-0" />
          {text.heading}
        </h1>
        {step !== "done" && step !== "invalid" && (
          <>
            <p className="leading-relaxed">{text.intro}</p>
            <form method="post" action={action} onSubmit={confirm}>
              <input type="hidden" name={field} value={value} />
              <button
                type="submit"
                className="button-primary"
                disabled={step === "sending"}
                aria-busy={step === "sending"}
              >
                {step === "sending" ? text.confirming : text.confirm}
              </button>
            </form>
          </>
        )}
        <div role="status">
          {step === "done" && (
            <p className="flex items-center gap-2 text-lg font-semibold" data-testid="unsubscribe-result">
              <Icon node={CheckCircle2} className="h-6 w-6 shrink-0 text-green-700 dark:text-green-400" />
              {text.done}
            </p>
          )}
          {(step === "invalid" || step === "failed") && (
            <p className="font-semibold text-red-700 dark:text-red-300" data-testid="unsubscribe-result">
              {step === "invalid" ? text.invalid : text.failed}
            </p>
          )}
        </div>
      </Card>
      <BackLink to={to("/timer")}>{text.back}</BackLink>
    </div>
  );
}
