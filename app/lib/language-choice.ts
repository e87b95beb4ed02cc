import type { Language } from "@core/settings";

/**
 * Remembers the visitor's choice: the bare home page (`/`) sends them to it next time (decision
 * 038). Self-contained, for the head script (below): the keys are core/settings.ts's
 * `storageKeys.language` and `languageCookie`.
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem("tickwise-language", language);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  document.cookie = "tickwise-lang=" + language + "; path=/; max-age=31536000; samesite=lax";
}

/**
 * The language links are plain links on every page (decision 041): a click on one (marked
 * `data-language`) remembers the choice before the browser follows it. The head script runs this
 * with `rememberLanguage`, both as their source text, so a click counts before any of the page's
 * modules have arrived: a visitor who switched back at once was sent to the old language by `/`.
 */
function rememberLanguageLinks(remember: (language: Language) => void): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-language]") : null;
    const language = link ? link.getAttribute("data-language") : null;
    if (language && /^[A-Za-z-]{2,16}$/.test(language)) remember(language as Language);
  });
}

/** The head script's part that remembers a language chosen from a link. */
export const languageLinksScript = `(${rememberLanguageLinks.toString()})(${rememberLanguage.toString()});`;
