/**
 * System notifications for a timer that ends while the page is hidden.
 * Permission is asked only from a user gesture (`requestNotificationPermission` is called from the
 * Start click), never on page load.
 */

export type NotificationPermissionState = "unsupported" | NotificationPermission;

const listeners = new Set<() => void>();

/**
 * The permission as last read. Reading `Notification.permission` costs the main thread a few
 * milliseconds in Chromium, and the tool pages read it on every render (each second), so the value
 * is kept until the browser says it changed.
 */
let cachedPermission: NotificationPermission | null = null;

export function notificationPermission(): NotificationPermissionState {
  if (typeof window === "undefined" || !("Notification" in window)) return "unsupported";
  return (cachedPermission ??= Notification.permission);
}

function permissionChanged(): void {
  cachedPermission = null;
  listeners.forEach((l) => l());
}

let watching = false;

/** Follows changes made outside the page too (the browser's site settings), where the browser tells. */
function watchPermission(): void {
  if (watching || !navigator.permissions?.query) return;
  watching = true;
  navigator.permissions
    .query({ name: "notifications" })
    .then((status) => status.addEventListener("change", permissionChanged))
    .catch(() => undefined);
}

export function subscribeNotificationPermission(listener: () => void): () => void {
  listeners.add(listener);
  watchPermission();
  return () => listeners.delete(listener);
}

let asked = false;

/** Asks once per page view, and only while the browser has not been answered yet. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  const current = notificationPermission();
  if (current !== "default" || asked) return current;
  asked = true;
  try {
    await Notification.requestPermission();
  } catch (error) {
    console.info("notification permission request failed", error);
  }
  permissionChanged();
  return notificationPermission();
}

/**
 * Shows a system notification when the page is hidden (a visible page has its own sound, title and
 * live region). Falls back to the service worker where `new Notification` is not allowed (Android).
 */
export function notifyIfHidden(title: string, body: string): boolean {
  if (notificationPermission() !== "granted" || document.visibilityState !== "hidden") return false;
  const options: NotificationOptions = { body, tag: "tickwise-timer", icon: "/favicon.svg" };
  try {
    const notification = new Notification(title, options);
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return true;
  } catch {
    void navigator.serviceWorker?.ready
      .then((registration) => registration.showNotification(title, options))
      .catch((error) => console.info("notification not shown", error));
    return true;
  }
}
