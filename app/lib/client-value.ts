import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

/**
 * Whether a React root has hydrated: later mounts in it (client navigation) may read the browser at
 * once. One per root: a tool page hydrates two (the tool, then the shell's button), and the second
 * hydrates after the first one's effects have run (decision 062). React Router's root uses the
 * default, one for the page.
 */
interface RootHydration {
  hydrated: boolean;
}

const RootHydrationContext = createContext<RootHydration>({ hydrated: false });

/** Gives the React root it wraps its own hydration flag (see `RootHydration`). */
export function HydrationRoot({ children }: { children: ReactNode }) {
  const [root] = useState<RootHydration>(() => ({ hydrated: false }));
  return createElement(RootHydrationContext, { value: root }, children);
}

/**
 * True while the first page is hydrating; false from then on, switched as a transition. Values
 * only the browser knows stay at what the server rendered until then, so hydration matches and
 * the browser's values arrive in a render React slices into small tasks. Through
 * `useSyncExternalStore` alone they would arrive in one synchronous re-render straight after
 * hydration, one long task on every page (decision 019).
 */
function useHydrating(): boolean {
  const root = useContext(RootHydrationContext);
  const [hydrating, setHydrating] = useState(!root.hydrated);
  useEffect(() => {
    root.hydrated = true;
    if (hydrating) startTransition(() => setHydrating(false));
    // Runs once: the flag only ever goes from true to false.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return hydrating;
}

/**
 * A value only the browser knows (its time zone…), `serverValue` in the server's HTML, read once.
 * After hydration (client navigation) it is read at once.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  const hydrating = useHydrating();
  // `read` is stable for the page's life: the browser's answer does not change under it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (hydrating ? serverValue : read()), [hydrating]);
}

/**
 * `useSyncExternalStore` for a store the server cannot see (localStorage, a running timer,
 * permissions): the server's snapshot while the page hydrates, the store's own afterwards,
 * with the switch rendered as a transition (see `useHydrating`). Later changes of the store
 * re-render as usual.
 */
export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  read: () => T,
  serverValue: () => T,
): T {
  const hydrating = useHydrating();
  return useSyncExternalStore(subscribe, hydrating ? serverValue : read, serverValue);
}

/**
 * A browser store that changes on a timer (the clock's second). Like `useBrowserStore`, but every
 * change, the first included, renders as a transition that React slices into small tasks. Through
 * `useSyncExternalStore`, each tick would be a synchronous render of the whole page: a long task
 * every second on a slow phone while the page is still loading. A transition may show a tick a few
 * milliseconds late. It cannot show it torn: the value is React state.
 */
export function useTransitionStore<T>(
  subscribe: (listener: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  const root = useContext(RootHydrationContext);
  const [value, setValue] = useState<T>(() => (root.hydrated ? read() : serverValue));
  useEffect(() => {
    // Effects run once the root has hydrated: later mounts may read the store at once.
    root.hydrated = true;
    const update = () => startTransition(() => setValue(read()));
    const unsubscribe = subscribe(update);
    update();
    return unsubscribe;
  }, [root, subscribe, read]);
  return value;
}
