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

/** The words the Goals page's meta needs (title, description, breadcrumb), chosen by its loader. */
export interface GoalsPageText {
  title: string;
  description: string;
  breadcrumb: string;
}

/** Server only: imported by the route's loader, never by browser code. */
export const goalsPages = defineServerText<GoalsPageText>("goals pages", {
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
