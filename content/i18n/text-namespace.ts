import { isLocale, type Locale } from "@core/locales";
import { languages, type Language } from "@core/settings";

type Loader<T> = () => Promise<{ default: T }>;

/**
 * One feature's interface text, one module per language. Only the page's language is ever
 * downloaded: each language is its own chunk, loaded on first use (decision 038).
 */
export interface TextNamespace<T> {
  readonly name: string;
  /** The languages this namespace has a module for (the completeness test walks them all). */
  readonly locales: readonly Locale[];
  /** The language's text if it has already arrived. */
  peek(language: Language): T | undefined;
  /** The language's text, loading it once. */
  load(language: Language): Promise<T>;
}

const pending = new Set<Promise<unknown>>();

/** The language of the page this module runs in, or undefined on the server. */
function documentLanguage(): Language | undefined {
  if (typeof document === "undefined") return undefined;
  const lang = document.documentElement.lang;
  return isLocale(lang) && (languages as readonly Locale[]).includes(lang) ? (lang as Language) : "en";
}

export function defineText<T>(name: string, loaders: Record<Locale, Loader<T>>): TextNamespace<T> {
  const values = new Map<Language, T>();
  const promises = new Map<Language, Promise<T>>();
  const namespace: TextNamespace<T> = {
    name,
    locales: Object.keys(loaders) as Locale[],
    peek: (language) => values.get(language),
    load(language) {
      let promise = promises.get(language);
      if (!promise) {
        const loading = (loaders[language] as Loader<T>)().then((module) => {
          values.set(language, module.default);
          // React's `use` reads a thenable marked fulfilled synchronously, without suspending.
          Object.assign(loading, { status: "fulfilled", value: module.default });
          return module.default;
        });
        promise = loading;
        promises.set(language, promise);
        pending.add(promise);
        void promise.finally(() => pending.delete(promise!)).catch(() => undefined);
      }
      return promise;
    },
  };
  // In the browser a namespace starts fetching the page's language the moment its module is
  // evaluated, that is before hydration and in parallel with every other namespace the page uses.
  const language = documentLanguage();
  if (language) void namespace.load(language).catch(() => undefined);
  return namespace;
}

/** Resolves once every namespace load started so far has arrived (the browser awaits it before hydrating). */
export async function textLoaded(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/**
 * Words that never reach the browser (a page's title, how-to and FAQ, chosen by its loader): every
 * language is imported on the server and looked up directly.
 */
export interface ServerText<T> {
  readonly name: string;
  readonly locales: readonly Locale[];
  get(language: Language): T;
  /** The text of any locale that has one (the completeness test). */
  of(locale: Locale): T | undefined;
}

export function defineServerText<T>(
  name: string,
  table: Record<Language, T> & Partial<Record<Locale, T>>,
): ServerText<T> {
  const byLocale: Partial<Record<Locale, T>> = table;
  return {
    name,
    locales: Object.keys(table) as Locale[],
    get: (language) => table[language],
    of: (locale) => byLocale[locale],
  };
}
