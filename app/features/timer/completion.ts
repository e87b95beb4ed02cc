import type { Language } from "@core/settings";
import { durationInWords } from "@core/time-format";
import { useEffect, useRef } from "react";
import { playChosenSound } from "~/lib/audio";
import { fireConfetti } from "~/lib/confetti";
import { notifyIfHidden } from "~/lib/notify";
import { settingsStore } from "~/lib/preferences";
import type { TimerStrings } from "./strings";
import { timerStore, type CompletionEvent } from "./timer-store";

/** Name of the performance mark made at each completion (read by bench/timer-accuracy.mjs). */
export const COMPLETION_MARK = "tickwise:timer-complete";

/**
 * What happens at zero (docs/product.md, Timer): the chosen sound, confetti when enabled, a system
 * notification when the page is hidden, "Time's up!" in the title and the live region. The email
 * reminder is reminder.ts's. Runs
 * straight from the timer's worker callback, not from a React render, so a hidden or busy page
 * rings at the deadline.
 */
export function useCompletion({
  s,
  language,
  announce,
}: {
  s: TimerStrings;
  language: Language;
  announce(text: string): void;
}): void {
  const latest = useRef({ s, language, announce });
  useEffect(() => {
    latest.current = { s, language, announce };
  });

  useEffect(
    () =>
      timerStore.onComplete((event: CompletionEvent) => {
        const { s, language, announce } = latest.current;
        const settings = settingsStore.get();
        try {
          performance.mark(COMPLETION_MARK, {
            detail: { deadline: event.deadline, at: event.at, visibility: document.visibilityState },
          });
        } catch {
          // very old browsers: marks without detail
        }
        document.title = s.documentTitleDone;
        announce(s.announcements.finished);
        void playChosenSound(settings.sound);
        if (settings.confettiEnabled) void fireConfetti();
        const words = durationInWords(event.state.initialSeconds, language);
        notifyIfHidden(s.notifications.title, s.notifications.body(words));
      }),
    [],
  );
}
