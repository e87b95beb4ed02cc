import { timerUi, type TimerUiText } from "@content/timer";
import type { Language } from "@core/settings";

/**
 * The timer screen's interface text: content/timer's `timerUi` plus the few strings it does not
 * have yet (kept here, in both languages, until they move to content/timer).
 */
export interface TimerStrings extends TimerUiText {
  extra: {
    soundUnsupported: string;
  };
}

const extra: Record<Language, TimerStrings["extra"]> = {
  en: {
    soundUnsupported: "This browser can't play sounds, so the timer can't ring. Keep the tab visible to see it end.",
  },
  es: {
    soundUnsupported:
      "Este navegador no puede reproducir sonidos, así que el temporizador no podrá sonar. Deja la pestaña visible para ver cuándo termina.",
  },
};

const cache: Partial<Record<Language, TimerStrings>> = {};

export function timerStrings(language: Language): TimerStrings {
  return (cache[language] ??= { ...timerUi[language], extra: extra[language] });
}
