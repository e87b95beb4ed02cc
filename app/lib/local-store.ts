import { useBrowserStore } from "./client-value";

/** A raw localStorage read that never throws (private modes, disabled storage): null then. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A raw localStorage write (null removes); a refused write keeps the value for this page view only. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage disabled or full: what uses it still works for this page view
  }
}

export interface LocalStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
  /** What the server renders and the first client render uses, so hydration matches. */
  serverValue: T;
}

/**
 * A value kept in localStorage under `key`, shared by every component and every tab.
 * Reading never throws: private modes and bad JSON fall back to `fallback`.
 */
export function createLocalStore<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialize: (value: T) => string,
  fallback: T,
): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = parse(raw);
    }
    return cachedValue;
  };

  return {
    serverValue: fallback,
    get: () => (typeof window === "undefined" ? fallback : read()),
    set(value) {
      try {
        window.localStorage.setItem(key, serialize(value));
      } catch {
        // storage full or disabled: keep the value for this page view only
        cachedRaw = serialize(value);
        cachedValue = value;
      }
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}

export function useLocalStore<T>(store: LocalStore<T>): T {
  return useBrowserStore(store.subscribe, store.get, () => store.serverValue);
}
