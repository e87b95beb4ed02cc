import { Palette } from "lucide";
import { Icon } from "~/ui/icon";
import type { ComponentProps } from "react";

/** The round floating button's look: also the settings link of a page without React (settings-panel.tsx). */
export const panelButtonClass =
  "fixed end-4 bottom-4 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-strong";

/** The round floating button that opens the display-settings panel (before and after it loads). */
export function PanelButton({ label, ...props }: { label: string } & ComponentProps<"button">) {
  return (
    <button type="button" className={panelButtonClass} aria-label={label} title={label} {...props}>
      <Icon node={Palette} className="h-5 w-5" />
    </button>
  );
}
