import { Pwa } from "~/features/pwa/pwa";
import { hydrateLater } from "~/lib/hydrate-later";

// Each hydrates on its own after the page's tool (decision 042).
export const SettingsPanel = hydrateLater(() =>
  import("~/features/settings/settings-panel").then((m) => m.SettingsPanel),
);
export const Toaster = hydrateLater(() => import("~/ui/toast").then((m) => m.Toaster));

/**
 * The shell's parts that need React on every tool page: the display-settings button (which also
 * keeps the chosen time-display font loaded), the toasts, and the offline and install part (not
 * deferred: it renders nothing and must listen for the browser's install offer at once). The root
 * renders them; on a tool island page (decision 045) they are an island of their own, hydrated
 * after the tool.
 */
export function ShellIsland() {
  return (
    <>
      <SettingsPanel />
      <Toaster />
      <Pwa />
    </>
  );
}
