import type { Language } from "@core/settings";
import {
  popularPresets,
  relatedTimerArticles,
  relatedTimers,
  type PopularPreset,
  type RelatedTimer,
} from "@core/timer-presets";

/** Spanish card texts for the popular presets (docs/product.md, Timer), keyed by seconds; English comes from core. */
const spanishPresets: Record<number, { label: string; description: string }> = {
  10: { label: "10 s", description: "Cuenta rápida" },
  20: { label: "20 s", description: "Lavarse las manos" },
  30: { label: "30 s", description: "Plancha o estiramiento" },
  45: { label: "45 s", description: "Intervalo de ejercicio" },
  60: { label: "1 min", description: "Reto de un minuto" },
  120: { label: "2 min", description: "Cepillarse los dientes" },
  180: { label: "3 min", description: "Fideos instantáneos" },
  240: { label: "4 min", description: "Prensa francesa" },
  300: { label: "5 min", description: "Pausa corta" },
  600: { label: "10 min", description: "Orden rápido" },
  900: { label: "15 min", description: "Pausa larga" },
  1200: { label: "20 min", description: "Siesta corta" },
  1500: { label: "25 min", description: "Pomodoro" },
  1800: { label: "30 min", description: "Entrenamiento" },
  2700: { label: "45 min", description: "Una clase" },
  3600: { label: "1 hora", description: "Trabajo profundo" },
  7200: { label: "2 horas", description: "Examen de práctica" },
  10800: { label: "3 horas", description: "Sesión larga" },
  14400: { label: "4 horas", description: "Media jornada" },
};

/** The popular presets grid in the visitor's language. */
export function localizedPopularPresets(language: Language): PopularPreset[] {
  if (language === "en") return [...popularPresets];
  return popularPresets.map((preset) => ({ ...preset, ...spanishPresets[preset.seconds] }));
}

/** Related-timer links (docs/product.md, Timer) in the visitor's language. */
export function localizedRelatedTimers(currentSlug: string | undefined, language: Language): RelatedTimer[] {
  const timers = relatedTimers(currentSlug);
  if (language === "en") return timers;
  return timers.map((timer) => {
    const minutes = timer.seconds / 60;
    return { ...timer, label: `Temporizador de ${minutes} ${minutes === 1 ? "minuto" : "minutos"}` };
  });
}

/** Link texts for the timer pages' related articles; the articles themselves are written in English. */
const spanishArticleTitles: Record<string, string> = {
  "5-minute-timer-productivity-guide": "El temporizador de 5 minutos: guía de productividad",
  "25-minute-pomodoro-timer-focus-work": "El temporizador Pomodoro de 25 minutos para concentrarte",
  "10-creative-ways-countdown-timer-daily-life": "10 usos creativos de una cuenta regresiva en el día a día",
  "timer-effective-study-sessions": "Cómo usar un temporizador para estudiar mejor",
};

export function localizedRelatedArticles(language: Language): { slug: string; title: string }[] {
  return relatedTimerArticles.map((article) => ({
    slug: article.slug,
    title: language === "en" ? article.title : (spanishArticleTitles[article.slug] ?? article.title),
  }));
}
