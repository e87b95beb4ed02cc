import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { currentToast, subscribeToasts } from "./toast-store";

export { toast } from "./toast-store";

const loadView = () => import("./toaster-view");
const ToasterView = lazy(loadView);

/**
 * Radix Toast is not part of the first render's JavaScript (decision 015). Its code is fetched once
 * the page is idle after hydration, and its region is rendered with the first toast, not before:
 * mounting it on idle was a commit of its own in the page's first second (decision 057). Once
 * shown it stays, so a toast's exit animation is never cut.
 */
export function Toaster() {
  const pending = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const [shown, setShown] = useState(false);
  if (pending && !shown) setShown(true);
  useEffect(() => {
    const load = () => void loadView().catch(() => {});
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(load, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 1000);
    return () => clearTimeout(timer);
  }, []);
  if (!shown && !pending) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
