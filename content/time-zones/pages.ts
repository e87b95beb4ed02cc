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

export interface Faq {
  question: string;
  answer: string;
}

export interface PageMeta {
  title: string;
  description: string;
  h1: string;
  intro: string;
}

/** The page copy of the time-zone tools, chosen by their loaders (server only). */
export interface TimeZonesPages {
  search: { title: string; description: string };
  converter: {
    breadcrumb: string;
    meta: PageMeta;
    pair(from: string, to: string): PageMeta;
    howTo: { heading: string; steps: string[] };
    faqHeading: string;
    faqs: Faq[];
  };
  planner: {
    breadcrumb: string;
    meta: PageMeta;
    howTo: { heading: string; steps: string[] };
    faqHeading: string;
    faqs: Faq[];
  };
}

/** Server only: imported by the routes' loaders, never by browser code. */
export const timeZonesPages = defineServerText<TimeZonesPages>("time zone pages", {
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
