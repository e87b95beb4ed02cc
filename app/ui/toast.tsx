import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { whenIdle } from "~/lib/idle";
import { currentToast, subscribeToasts } from "./toast-store";

export { toast } from "./toast-store";

const loadView = () => import("./toaster-view");
const ToasterView = lazy(loadView);

/**
 * Radix Toast is not part of the first render's JavaScript (decision 015). Its code is fetched at
 * the visitor's first press of a key or pointer (a toast answers something they did, and that
 * leaves it time to arrive), or with the first toast, and its region is rendered with that toast,
 * not before: mounting it on idle was a commit of its own in the page's first second (decision
 * 057), and fetching it on idle put 13–19 ms tasks of module loading into every page's load
 * (decision 066). Once shown it stays, so a toast's exit animation is never cut.
 */
export function Toaster() {
  const pending = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const [shown, setShown] = useState(false);
  if (pending && !shown) setShown(true);
  useEffect(() => {
    const events = ["pointerdown", "keydown"] as const;
    let cancelLoad = () => {};
    // Not in the press's own task: starting a module's fetch took 5–15 ms here, which the
    // press would wait for before its next paint.
    const load = () => {
      for (const type of events) window.removeEventListener(type, load, true);
      cancelLoad = whenIdle(() => void loadView().catch(() => {}));
    };
    for (const type of events) window.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      cancelLoad();
      for (const type of events) window.removeEventListener(type, load, true);
    };
  }, []);
  if (!shown && !pending) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
