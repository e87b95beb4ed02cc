import type { TimersText, TimersWords } from "@content/timers/text";
import { formatHMS } from "@core/time-format";
import { MAX_SHARED_TIMERS, TIMER_LABEL_MAX, type TimerDraft } from "@core/timers";
import type { DecodedSet, SetProblem } from "@core/timers-schema";
import { AlertTriangle, ListPlus } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { Card, SectionTitle } from "~/ui/card";
import { ConfirmButton } from "~/ui/confirm-button";
import { colourClasses } from "./timer-row";

export function problemText(t: TimersText, problem: SetProblem): string {
  const p = t.shared.problems;
  switch (problem.kind) {
    case "empty":
      return p.empty;
    case "tooMany":
      return p.tooMany(MAX_SHARED_TIMERS);
    case "label":
      return p.label(problem.index + 1, TIMER_LABEL_MAX);
    case "duration":
      return p.duration(problem.index + 1);
    default:
      return p.malformed;
  }
}

/**
 * A shared link's set (`/timers?set=…`), rendered on the server: ready to add to the visitor's
 * own timers or to replace them, or, when the link is bad, what is wrong with it.
 */
export function SharedSet({
  t,
  shared,
  ownCount,
  message,
  onAdd,
  onReplace,
  onDismiss,
}: {
  t: TimersWords;
  shared: DecodedSet;
  ownCount: number | null;
  /** Why adding was refused, if it was. */
  message: string | null;
  onAdd(drafts: TimerDraft[]): void;
  onReplace(drafts: TimerDraft[]): void;
  onDismiss(): void;
}) {
  const id = useId();
  if (!shared.ok) {
    return (
      <section
        role="alert"
        aria-labelledby={`${id}-problem`}
        data-testid="shared-set-problem"
        className="flex gap-3 rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100"
      >
        <Icon node={AlertTriangle} className="mt-1 h-5 w-5 shrink-0" />
        <div>
          <h2 id={`${id}-problem`} className="font-bold">
            {t.shared.problemHeading}
          </h2>
          <p>{problemText(t, shared.problem)}</p>
        </div>
      </section>
    );
  }
  const drafts = shared.timers;
  const replace = () => onReplace(drafts);
  return (
    <Card labelledBy={`${id}-heading`} className="border-brand">
      <div data-testid="shared-set">
        <SectionTitle id={`${id}-heading`}>{t.shared.heading}</SectionTitle>
        <p className="mt-1 text-muted">{t.shared.intro(drafts.length)}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {drafts.map((d, i) => (
            <li key={i} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-block h-3 w-3 shrink-0 rounded-full ${colourClasses[d.colour].dot}`}
              />
              <span className="font-semibold break-words">{d.label}</span>
              <span className="font-mono">{formatHMS(d.seconds)}</span>
              <span className="text-sm text-muted">
                {t.colours[d.colour]} · {t.sounds[d.sound]}
              </span>
            </li>
          ))}
        </ul>
        {message && (
          <p role="alert" className="mt-3 font-semibold text-red-700 dark:text-red-300">
            {message}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="button-primary" onClick={() => onAdd(drafts)} disabled={ownCount === null}>
            <Icon node={ListPlus} className="h-4 w-4" />
            {t.shared.add}
          </button>
          {ownCount ? (
            <ConfirmButton
              trigger={t.shared.replace}
              title={t.shared.replaceTitle}
              description={t.shared.replaceConfirm}
              cancel={t.shared.cancel}
              confirm={t.shared.replaceButton}
              onConfirm={replace}
            />
          ) : (
            <button type="button" className="button-secondary" onClick={replace} disabled={ownCount === null}>
              {t.shared.replace}
            </button>
          )}
          <button type="button" className="button-secondary" onClick={onDismiss}>
            {t.shared.dismiss}
          </button>
        </div>
      </div>
    </Card>
  );
}
