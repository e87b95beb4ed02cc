import type { TimersText } from "@content/timers/text";
import type { Language } from "@core/settings";
import { durationInWords } from "@core/time-format";
import { useEffect, useRef } from "react";
import { playChosenSound } from "~/lib/audio";
import { notifyIfHidden } from "~/lib/notify";
import { timersStore, type RingEvent } from "./timers-store";

/** Performance mark made in the tab that rings a timer (read by the e2e tests and bench/timer-accuracy.mjs). */
export const RING_MARK = "tickwise:timers-ring";

/** The words of the last page shown, for a ring that happens after the visitor went to another tool. */
let words: { t: TimersText; language: Language } | null = null;

function ring(event: RingEvent): void {
  const { entry } = event;
  try {
    performance.mark(RING_MARK, {
      detail: { id: entry.id, label: entry.label, sound: entry.sound, deadline: event.deadline, at: event.at },
    });
  } catch {
    // very old browsers: marks without detail
  }
  void playChosenSound(entry.sound);
  if (words) {
    const { t, language } = words;
    notifyIfHidden(t.notification.title(entry.label), t.notification.body(durationInWords(entry.seconds, language)));
  }
}

let ringing = false;

/**
 * What happens at a timer's zero (docs/product.md, Timers): in the one tab that claimed it, its own
 * sound and a notification when the page is hidden; in every tab showing the page, the live region
 * says which timer ended. The ring runs from the store's worker callback, not a render, so a hidden
 * page rings on time; it stays installed when the visitor moves to another page of the site, whose
 * tab still holds the claims of its running timers.
 */
export function useRing({
  t,
  language,
  announce,
}: {
  t: TimersText;
  language: Language;
  announce(text: string): void;
}): void {
  const latest = useRef({ t, announce });
  useEffect(() => {
    latest.current = { t, announce };
    words = { t, language };
  });

  useEffect(() => {
    if (ringing) return;
    ringing = true;
    timersStore.onRing(ring);
  }, []);

  useEffect(
    () => timersStore.onEnd((entry) => latest.current.announce(latest.current.t.announce.ended(entry.label))),
    [],
  );
}
