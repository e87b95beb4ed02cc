import { afterLoadAndIdle } from "~/lib/idle";

/**
 * Registers /sw.js from a page without React (decision 041), as the Pwa component does elsewhere:
 * after load, when idle. The same worker, so the same offline copies; only the "new version" toast
 * is missing here: a waiting worker is offered on the next page that runs React.
 */
export function registerServiceWorkerWithoutReact(): void {
  if (!("serviceWorker" in navigator)) return;
  // A tool island page (decision 045) registers it from its shell island, with the update toast.
  if (document.querySelector('[data-island="shell"]')) return;
  afterLoadAndIdle(() => {
    // A registration failure is only logged (docs/product.md, Offline and install).
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .catch((error: unknown) => console.warn("Service worker registration failed:", error));
  });
}
