/** Debian's Chromium and its flags, shared by Playwright and the Lighthouse bench: never download a browser. */
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
