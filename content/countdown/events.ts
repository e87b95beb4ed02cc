/**
 * The yearly events' page copy (/countdown/{event}): title, description, intro and FAQ. Server-only:
 * the route's loader picks the page's language and passes the words on.
 */
import type { CountdownEventSlug } from "@core/countdown";
import { defineServerText } from "../i18n/text-namespace";
import ar from "./events/ar";
import de from "./events/de";
import en from "./events/en";
import es from "./events/es";
import fr from "./events/fr";
import hi from "./events/hi";
import it from "./events/it";
import ja from "./events/ja";
import nl from "./events/nl";
import pl from "./events/pl";
import ptBR from "./events/pt-BR";
import zhHans from "./events/zh-Hans";
import type { Faq } from "./text";

export interface EventCopy {
  title(year: number): string;
  description(date: string): string;
  intro: string;
  faqs: Faq[];
}

export type EventPages = Record<CountdownEventSlug, EventCopy>;

export const countdownEventPages = defineServerText<EventPages>("countdown events", {
  en,
  es,
  de,
  fr,
  "pt-BR": ptBR,
  it,
  nl,
  pl,
  ja,
  "zh-Hans": zhHans,
  hi,
  ar,
});
