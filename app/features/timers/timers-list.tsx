import type { TimersWords } from "@content/timers/text";
import type { Language } from "@core/settings";
import { useId, useLayoutEffect, type RefObject } from "react";
import { TimerRowView, type RowActions } from "./timer-row";
import type { TimerRow } from "./timers-store";

/**
 * The visitor's timers, what ends next first, with the page's live region. A timer moves when it
 * starts or stops; moving its element drops the keyboard focus, so the control that acted
 * (`refocus`, set by the action) is focused again after the move.
 */
export function TimersList({
  rows,
  t,
  language,
  actions,
  announcement,
  refocus,
}: {
  rows: TimerRow[] | null;
  t: TimersWords;
  language: Language;
  actions: RowActions;
  announcement: { text: string; n: number };
  refocus: RefObject<string | null>;
}) {
  const headingId = useId();
  useLayoutEffect(() => {
    const id = refocus.current;
    if (!id) return;
    refocus.current = null;
    const element = document.getElementById(id);
    if (element && document.activeElement !== element) element.focus();
  }, [rows, refocus]);

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
        {t.list.heading}
      </h2>
      {rows === null ? (
        <p className="text-muted">{t.list.loading}</p>
      ) : rows.length === 0 ? (
        <p className="text-muted" data-testid="timers-empty">
          {t.list.empty}
        </p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-2" data-testid="timers">
          {rows.map((row) => (
            <TimerRowView key={row.entry.id} row={row} t={t} language={language} actions={actions} />
          ))}
        </ol>
      )}
      <p id="timers-status" role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        <span key={announcement.n}>{announcement.text}</span>
      </p>
    </section>
  );
}
