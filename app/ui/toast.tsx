import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useI18n } from "~/lib/i18n";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

/** Spec §9: one toast at a time, 5 s by default. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast, replacing the one on screen (only one is ever visible). */
export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const { t } = useI18n();
  const item = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={SWIPE_THRESHOLD_PX}
      swipeDirection="right"
      label={t.toast.item}
    >
      {item && (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={
            "toast group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg " +
            (item.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50")
          }
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t.toast.close}
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        label={t.toast.region}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
