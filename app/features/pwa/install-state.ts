/** The browser's install prompt event (Chromium), which TypeScript's DOM library does not declare. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
}

/** localStorage keys: the banner was dismissed ("Not now", close, or a declined prompt); the app was installed. */
export const installKeys = {
  dismissed: "tickwise-install-dismissed",
  installed: "tickwise-installed",
} as const;

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === "true";
  } catch {
    return false;
  }
}

function write(key: string): void {
  try {
    window.localStorage.setItem(key, "true");
  } catch {
    // storage disabled: the banner only stays hidden for this page view
  }
}

/** Already running as an installed app (docs/product.md, Offline and install: standalone mode counts as installed). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia("(display-mode: standalone)").matches;
}

/** Whether the banner may be offered at all on this device. */
export function mayOfferInstall(): boolean {
  return !isStandalone() && !read(installKeys.dismissed) && !read(installKeys.installed);
}

export const rememberDismissed = () => write(installKeys.dismissed);
export const rememberInstalled = () => write(installKeys.installed);
