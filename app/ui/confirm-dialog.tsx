import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { Trash2 } from "lucide";
import { Icon } from "~/ui/icon";
import type { ReactNode } from "react";

/** What a confirmed delete button shows and does (ConfirmButton, before and after loading this). */
export interface ConfirmButtonProps {
  /** The button's text ("Delete"). */
  trigger: ReactNode;
  /** Its accessible name when the text alone is ambiguous ("Delete “Title”"). */
  triggerLabel?: string;
  title: ReactNode;
  description: ReactNode;
  cancel: ReactNode;
  confirm: ReactNode;
  onConfirm(): void;
  disabled?: boolean;
}

/**
 * A destructive action's confirmation (Radix alert dialog): its trigger looks like the plain
 * button ConfirmButton shows before this module has loaded, and opens at once when asked to.
 */
export default function ConfirmDialog({
  trigger,
  triggerLabel,
  title,
  description,
  cancel,
  confirm,
  onConfirm,
  disabled,
  defaultOpen,
}: ConfirmButtonProps & { defaultOpen: boolean }) {
  return (
    <AlertDialog.Root defaultOpen={defaultOpen}>
      <AlertDialog.Trigger className="button-secondary" aria-label={triggerLabel} disabled={disabled}>
        <Icon node={Trash2} className="h-4 w-4" />
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className="button-secondary">{cancel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
              onClick={onConfirm}
            >
              <Icon node={Trash2} className="h-4 w-4" />
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
