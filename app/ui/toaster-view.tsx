import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide";
import { Icon } from "~/ui/icon";
import { useSyncExternalStore } from "react";
import { useI18n } from "~/lib/i18n";
import { currentToast, dismissToast, subscribeToasts, TOAST_DURATION_MS } from "./toast-store";

const SWIPE_THRESHOLD_PX = 50;

/**
 * The Radix toast region and the toast on screen. Loaded on its own (see Toaster in ./toast):
 * it is not needed for the first paint.
 */
export default function ToasterView() {
  const { t } = useI18n();
  const item = useSyncExternalStore(subscribeToasts, currentToast, () => null);
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
          onOpenChange={(open) => !open && dismissToast(item.id)}
          duration={item.duration}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={
            "toast group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg " +
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
            {item.action && (
              <ToastPrimitive.Action
                altText={item.action.altText}
                onClick={item.action.onClick}
                className="button-primary mt-2 justify-self-start rounded-md px-3 py-1.5 text-sm font-semibold"
              >
                {item.action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t.toast.close}
            className="absolute top-2 end-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <Icon node={X} className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        label={t.toast.region}
        className="fixed end-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
