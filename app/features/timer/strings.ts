import { shareWords } from "@content/share/text";
import { timerUi, type TimerUiText } from "@content/timer";
import { useMemo } from "react";
import { useText } from "~/lib/i18n";
import type { ShareLabels } from "~/ui/share";

/** The timer screen's interface text: content/timer's `timerUi` with the shared share-block words. */
export interface TimerStrings extends Omit<TimerUiText, "share"> {
  share: ShareLabels;
}

/** The timer screen's words in the page's language (suspends only while a module is on the way). */
export function useTimerStrings(): TimerStrings {
  const ui = useText(timerUi);
  const share = useText(shareWords);
  return useMemo(() => ({ ...ui, share: { ...share, ...ui.share } }), [ui, share]);
}
