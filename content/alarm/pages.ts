/**
 * The alarm pages' own copy (title, description, h1, intro, FAQ), for `/alarm` and `/alarm/{time}`.
 * Server-only: the route's loader picks the page's language and passes the words on.
 */
import { defineServerText } from "../i18n/text-namespace";
import ar from "./pages/ar";
import de from "./pages/de";
import en from "./pages/en";
import es from "./pages/es";
import fr from "./pages/fr";
import hi from "./pages/hi";
import it from "./pages/it";
import ja from "./pages/ja";
import nl from "./pages/nl";
import pl from "./pages/pl";
import ptBR from "./pages/pt-BR";
import zhHans from "./pages/zh-Hans";
import type { AlarmPageCopy, Faq } from "./text";

export type { AlarmPageCopy, Faq };

export interface AlarmPages {
  /** `/alarm` without a time, `/alarm/{time}` ("07:00") with one. */
  page(time?: string): AlarmPageCopy;
}

export const alarmPages = defineServerText<AlarmPages>("alarm pages", {
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
