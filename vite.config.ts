import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { aliases } from "./scripts/aliases";
import { webAppManifest } from "./content/pwa/manifest";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // /sw.js from our own app/service-worker/sw.ts (decision 013); registered by app/features/pwa.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "app/service-worker",
      filename: "sw.ts",
      injectRegister: false,
      manifest: webAppManifest,
      manifestFilename: "manifest.webmanifest",
      includeManifestIcons: true,
      injectManifest: {
        // The app's code and styles (the plugin adds the manifest and its icons). Fonts (13
        // families, loaded only when chosen) are cached when first used.
        globPatterns: ["assets/**/*.{js,css}", "favicon.svg"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  resolve: { alias: aliases },
  // BUILD_MINIFY=false keeps function names readable for `bench/main-thread.mjs` profiles.
  build: { assetsInlineLimit: 0, minify: process.env.BUILD_MINIFY === "false" ? false : undefined },
});
