import { defineServerText } from "./i18n/text-namespace";
import type { LegalTexts } from "./legal";
import ar from "./legal/ar";
import de from "./legal/de";
import en from "./legal/en";
import es from "./legal/es";
import fr from "./legal/fr";
import hi from "./legal/hi";
import it from "./legal/it";
import ja from "./legal/ja";
import nl from "./legal/nl";
import pl from "./legal/pl";
import ptBR from "./legal/pt-BR";
import zhHans from "./legal/zh-Hans";

/**
 * Terms and privacy text, written to be true of this product (see docs/product.md, Legal pages and
 * Privacy). Read only by the pages' loaders on the server: the browser receives the one document
 * of the page's language in the loader data.
 */
export const legal = defineServerText<LegalTexts>("legal", {
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
