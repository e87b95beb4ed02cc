import { Trash2 } from "lucide";
import { Icon } from "~/ui/icon";
import { lazy, Suspense } from "react";
import { useLoadOnIntent } from "~/lib/load-on-intent";
import type { ConfirmButtonProps } from "./confirm-dialog";

const loadDialog = () => import("./confirm-dialog");
const ConfirmDialog = lazy(loadDialog);

/**
 * A delete button that asks first. The dialog code (Radix, about 15 KB compressed) is fetched when
 * the pointer or focus reaches the button, and the dialog opens on the click (decision 018).
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { requested, triggerProps } = useLoadOnIntent(loadDialog);
  const plainButton = (
    <button
      type="button"
      className="button-secondary"
      disabled={props.disabled}
      aria-label={props.triggerLabel}
      aria-haspopup="dialog"
      {...triggerProps}
    >
      <Icon node={Trash2} className="h-4 w-4" />
      {props.trigger}
    </button>
  );
  if (!requested) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <ConfirmDialog {...props} defaultOpen />
    </Suspense>
  );
}
