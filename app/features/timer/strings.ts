import { timerUi, type TimerUiText } from "@content/timer";
import { useText } from "~/lib/i18n";

/**
 * The timer screen's interface text (content/timer's `timerUi`, which embeds its language's share
 * words). One namespace on purpose: a component that suspends on two namespaces in a row during
 * the first server render can be replayed with the first one's value for the second.
 */
export type TimerStrings = TimerUiText;

/** The timer screen's words in the page's language (suspends only while its module is on the way). */
export function useTimerStrings(): TimerStrings {
  return useText(timerUi);
}
