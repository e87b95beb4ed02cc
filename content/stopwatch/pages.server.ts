import { defineServerText } from "@content/i18n/text-namespace";
import type { Language } from "@core/settings";
import type { StopwatchUseCase } from "@core/stopwatch";
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
import { pageCopy, pageData, type PageCopy, type StopwatchPageData, type StopwatchPages } from "./use-cases";

/**
 * The stopwatch pages' copy in every language. Server only (`.server`): read by the route's loader,
 * never bundled for the browser.
 */
export const stopwatchPages = defineServerText<StopwatchPages>("stopwatch pages", {
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

export function stopwatchPageCopy(language: Language, useCase: StopwatchUseCase | undefined): PageCopy {
  return pageCopy(stopwatchPages.get(language), useCase);
}

export function stopwatchPageData(language: Language, useCase: StopwatchUseCase | undefined): StopwatchPageData {
  return pageData(stopwatchPages.get(language), useCase);
}
