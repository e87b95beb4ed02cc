import { messages, type Messages } from "@content/i18n";
import { languageCookie, parseLanguage, storageKeys, type Language } from "@core/settings";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

interface I18n {
  language: Language;
  t: Messages;
  setLanguage(language: Language): void;
}

const I18nContext = createContext<I18n>({ language: "en", t: messages.en, setLanguage: () => {} });

function persist(language: Language) {
  try {
    localStorage.setItem(storageKeys.language, language);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
}

/**
 * The chosen language lives in localStorage (docs/product.md, Languages) and is mirrored in a cookie,
 * so the server renders the page in it and no text changes after hydration.
 */
export function I18nProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setState] = useState<Language>(initial);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(storageKeys.language);
    } catch {
      stored = null;
    }
    if (stored && parseLanguage(stored) !== initial) {
      setState(parseLanguage(stored));
      persist(parseLanguage(stored));
    }
  }, [initial]);
  const setLanguage = useCallback((next: Language) => {
    setState(next);
    persist(next);
  }, []);
  const value = useMemo(() => ({ language, t: messages[language], setLanguage }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);
