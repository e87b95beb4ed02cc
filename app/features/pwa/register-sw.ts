import { pwaText } from "@content/pwa/text";
import { parseLanguage } from "@core/settings";
import { Workbox } from "workbox-window";
import { toast } from "~/ui/toast";

/**
 * Registers /sw.js. When a new version has installed and waits, a toast offers to reload into it;
 * the new worker only takes over when the visitor agrees, so a page never runs half old, half new.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js", { scope: "/" });

  wb.addEventListener("waiting", () => void offerReload(wb));

  // A registration failure is only logged (docs/product.md, Offline and install).
  wb.register({ immediate: true }).catch((error: unknown) =>
    console.warn("Service worker registration failed:", error),
  );
}

/** The new-version toast, in the page's language (its words load on demand, normally already there). */
async function offerReload(wb: Workbox): Promise<void> {
  const text = (await pwaText.load(parseLanguage(document.documentElement.lang))).update;
  toast({
    title: text.title,
    description: text.description,
    duration: Infinity,
    action: {
      label: text.reload,
      altText: text.reloadAlt,
      onClick: () => {
        wb.addEventListener("controlling", () => window.location.reload());
        wb.messageSkipWaiting();
      },
    },
  });
}
