/**
 * The one-toast-at-a-time store (docs/product.md, Routes and shell): shown by toast(), read by the
 * lazily loaded view.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** How long it stays, in ms (default 5 s); Infinity keeps it until acted on or closed. */
  duration?: number;
  /** One button in the toast (e.g. "Reload" for a new version); altText is read by screen readers. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

/** One toast at a time, 5 s by default (docs/product.md, Routes and shell). */
export const TOAST_DURATION_MS = 5000;

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast, replacing the one on screen (only one is ever visible). */
export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true };
  emit();
}

export function dismissToast(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

export const currentToast = () => current;

export const subscribeToasts = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
