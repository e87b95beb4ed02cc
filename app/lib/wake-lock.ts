import { useEffect } from "react";

/**
 * Keeps the screen awake while `active` (docs/product.md, Timer), where the Screen Wake Lock API
 * exists. Browsers drop the lock when the tab is hidden, so it is taken again when it is shown.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === "undefined" || !("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (stopped || document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (stopped) void lock.release();
        else sentinel = lock;
      } catch (error) {
        // low battery, permissions policy, not visible: the timer works regardless
        console.info("screen wake lock not available", error);
      }
    };
    void acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", acquire);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => {});
    };
  }, [active]);
}
