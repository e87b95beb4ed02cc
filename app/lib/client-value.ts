import { startTransition, useEffect, useState } from "react";

/** Set once the first page has hydrated: later mounts (client navigation) may read the browser at once. */
let hydrated = false;

/**
 * A value only the browser knows (its time zone…), `serverValue` in the server's HTML. During
 * hydration the change is a transition, which React renders in small slices; through
 * `useSyncExternalStore` it would be one synchronous re-render of the whole subtree, a long task
 * right after the page becomes interactive (decision 018). After hydration the value is read at
 * once.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(() => (hydrated ? read() : serverValue));
  useEffect(() => {
    hydrated = true;
    const current = read();
    if (!Object.is(current, value)) startTransition(() => setValue(current));
    // `read` is stable for the page's life: the browser's answer does not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
