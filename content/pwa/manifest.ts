/** Theme colours of app/app.css: the manifest takes the light ones, <meta name="theme-color"> both. */
export const themeColors = {
  light: { theme: "#1d4ed8", background: "#e3f2ff" },
  dark: { theme: "#1c1c1e", background: "#1c1c1e" },
} as const;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: "any" | "maskable";
}

/** The web app manifest (/manifest.webmanifest), written by vite-plugin-pwa at build time. */
export const webAppManifest: {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: "standalone";
  orientation: "any";
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestIcon[];
} = {
  id: "/timer",
  name: "Tickwise",
  short_name: "Tickwise",
  description: "Free online timer, stopwatch, world clock and alarm clock that keep working offline.",
  lang: "en",
  start_url: "/timer",
  scope: "/",
  display: "standalone",
  orientation: "any",
  theme_color: themeColors.light.theme,
  background_color: themeColors.light.background,
  categories: ["productivity", "utilities"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
