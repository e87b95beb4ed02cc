import { pwaText } from "@content/pwa/text";
import { Download, X } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { useText } from "~/lib/i18n";
import { rememberDismissed, rememberInstalled, type BeforeInstallPromptEvent } from "./install-state";

interface Props {
  prompt: BeforeInstallPromptEvent;
  /** The banner is done: installed, declined or dismissed. */
  onDone(): void;
}

/**
 * The install banner (docs/product.md, Offline and install): Install / Not now / close; a
 * dismissal is remembered on this device.
 */
export default function InstallBanner({ prompt, onDone }: Props) {
  const text = useText(pwaText).install;
  const titleId = useId();

  const dismiss = () => {
    rememberDismissed();
    onDone();
  };

  const install = async () => {
    try {
      await prompt.prompt();
      const choice = await prompt.userChoice;
      if (choice.outcome === "accepted") rememberInstalled();
      else rememberDismissed();
    } catch (error) {
      // An install failure is only logged (docs/product.md, Offline and install).
      console.warn("Install prompt failed:", error);
    }
    onDone();
  };

  return (
    <section
      aria-labelledby={titleId}
      className="fixed end-4 bottom-4 start-4 z-50 mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-4 pe-10 text-slate-900 shadow-lg sm:start-auto dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50"
    >
      <div className="flex items-start gap-3">
        <Icon node={Download} className="mt-0.5 h-6 w-6 shrink-0 text-blue-700 dark:text-blue-300" />
        <div className="grid gap-1">
          <h2 id={titleId} className="font-semibold">
            {text.title}
          </h2>
          <p className="text-sm">{text.text}</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className="button-primary" onClick={() => void install()}>
              {text.install}
            </button>
            <button type="button" className="button-secondary" onClick={dismiss}>
              {text.notNow}
            </button>
          </div>
        </div>
      </div>
      <button
        type="button"
        aria-label={text.close}
        onClick={dismiss}
        className="absolute top-2 end-2 rounded-md p-1 opacity-80 hover:opacity-100"
      >
        <Icon node={X} className="h-4 w-4" />
      </button>
    </section>
  );
}
