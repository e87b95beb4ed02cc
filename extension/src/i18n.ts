/// <reference types="chrome" />
import english from "../_locales/en/messages.json";

/*
 * The popup's and the service worker's words: chrome.i18n in the browser's language
 * (extension/_locales/<code>/messages.json), and the English messages where chrome.i18n is absent
 * (the unit tests run the popup without it) or a message is missing.
 */

export type MessageKey = keyof typeof english;

interface Message {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

/** What chrome.i18n.getMessage does with the English message: named placeholders, then $1…$9. */
function fill(entry: Message, substitutions: readonly string[]): string {
  const named = entry.message.replace(/\$([A-Za-z0-9_]+)\$/g, (whole, name: string) => {
    const content = entry.placeholders?.[name.toLowerCase()]?.content;
    return content ?? whole;
  });
  return named.replace(/\$(\d)/g, (whole, index: string) => substitutions[Number(index) - 1] ?? whole);
}

function chromeI18n(): typeof chrome.i18n | undefined {
  return typeof chrome === "undefined" ? undefined : chrome.i18n;
}

/** One message in the browser's language, with its substitutions. */
export function msg(key: MessageKey, ...substitutions: string[]): string {
  const translated = chromeI18n()?.getMessage(key, substitutions);
  return translated || fill(english[key] as Message, substitutions);
}

/** The browser's interface language ("de", "pt-BR"), for Intl; English without chrome.i18n. */
export function uiLanguage(): string {
  return chromeI18n()?.getUILanguage() || "en";
}

/**
 * Writes the popup's static words: `data-i18n` names the message of an element's text,
 * `data-i18n-label` the one of its aria-label. The HTML holds the English words, so a page
 * without chrome.i18n keeps them. The document takes the browser's language and direction.
 */
export function localizeDocument(root: Document): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-i18n]")) {
    element.textContent = msg(element.dataset.i18n as MessageKey);
  }
  for (const element of root.querySelectorAll<HTMLElement>("[data-i18n-label]")) {
    element.setAttribute("aria-label", msg(element.dataset.i18nLabel as MessageKey));
  }
  const i18n = chromeI18n();
  if (i18n) {
    root.documentElement.lang = i18n.getUILanguage();
    root.documentElement.dir = i18n.getMessage("@@bidi_dir") === "rtl" ? "rtl" : "ltr";
  }
}
