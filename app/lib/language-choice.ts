import { languageCookie, parseLanguage, storageKeys, type Language } from "@core/settings";

/** Remembers the visitor's choice: the bare home page (`/`) sends them to it next time (decision 038). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(storageKeys.language, language);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * On a page without React, the language links are plain links: a click on one (marked
 * `data-language`) remembers the choice before the browser follows it.
 */
export function rememberLanguageLinks(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-language]") : null;
    if (link) rememberLanguage(parseLanguage(link.dataset.language));
  });
}
