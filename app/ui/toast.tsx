import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { currentToast, subscribeToasts } from "./toast-store";

export { toast } from "./toast-store";

// Radix Toast is not part of the first render's JavaScript (decision 015): it loads once the
// page is idle after hydration, or at once when a toast is shown before that.
const ToasterView = lazy(() => import("./toaster-view"));

export function Toaster() {
  const pending = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  if (!idle && !pending) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
