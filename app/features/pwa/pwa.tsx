import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoadAndIdle } from "~/lib/idle";
import { mayOfferInstall, rememberInstalled, type BeforeInstallPromptEvent } from "./install-state";

// Neither the banner nor the service-worker code is in the first-load bundle.
const InstallBanner = lazy(() => import("./install-banner"));

/**
 * The offline and install part of the shell: registers /sw.js (lazily, after load) and shows the
 * install banner when the browser offers installation and the visitor has not dismissed it.
 */
export function Pwa() {
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      // Keep the browser's own prompt back: the banner offers it instead.
      event.preventDefault();
      if (mayOfferInstall()) setPrompt(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      rememberInstalled();
      setPrompt(null);
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    const cancel = afterLoadAndIdle(() => {
      import("./register-sw")
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn("Service worker registration failed:", error));
    });
    return () => {
      cancel();
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner prompt={prompt} onDone={() => setPrompt(null)} />
    </Suspense>
  );
}
