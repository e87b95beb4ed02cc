import { shellText, type Messages } from "@content/i18n";
import type { TextNamespace } from "@content/i18n/text-namespace";
import { localizePath, splitLocalePath } from "@core/locales";
import type { Language } from "@core/settings";
import { createContext, use, useCallback, useContext, useMemo, type ReactNode } from "react";
import { useLocation, useNavigate } from "./nav";
import { rememberLanguage } from "./language-choice";

interface I18n {
  language: Language;
  setLanguage(language: Language): void;
}

const I18nContext = createContext<I18n>({ language: "en", setLanguage: () => {} });

/**
 * The page's language is the one its address names (`/de/…`), so a crawler and a shared link
 * always get the same page. Choosing another language goes to the same page under its prefix.
 */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const setLanguage = useCallback(
    (next: Language) => {
      rememberLanguage(next);
      const { path } = splitLocalePath(location.pathname);
      navigate(localizePath(path, next) + location.search + location.hash);
    },
    [navigate, location.pathname, location.search, location.hash],
  );
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * One namespace's words in the page's language; suspends only while its module is on the way.
 * `use` is called every time (never only when the words are missing): React matches a replayed
 * component's thenables by call order, so a conditional `use` would hand one namespace's words to
 * the next. A loaded namespace's promise is marked fulfilled, which `use` reads at once.
 */
export function useText<T>(namespace: TextNamespace<T>): T {
  const { language } = useContext(I18nContext);
  return use(namespace.load(language));
}

/** The page's language, the shell's words and the language switch. */
export function useI18n(): I18n & { t: Messages } {
  const i18n = useContext(I18nContext);
  return { ...i18n, t: useText(shellText) };
}

/** A site path in the page's language: `/timer` reads `/de/timer` on a German page. */
export function useLocalePath(): (path: string) => string {
  const { language } = useContext(I18nContext);
  return useCallback((path: string) => localizePath(path, language), [language]);
}
