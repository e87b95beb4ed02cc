import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { aliases } from "./scripts/aliases";
import { precompileIcu } from "./scripts/precompile-icu";
import { islandsPlugin } from "./scripts/vite-islands";
import { reactSentinelsWithoutStacks } from "./scripts/react-sentinels-without-stacks";
import { webAppManifest } from "./content/pwa/manifest";

// V8's explicit compile hint on every client chunk: the whole file is compiled while it streams,
// off the main thread, not function by function during hydration (decision 025). After
// minification, so the comment stays first in the file.
const compileHints: Plugin = {
  name: "tickwise:compile-hints",
  apply: "build",
  renderChunk: {
    order: "post",
    handler(code) {
      if (this.environment.name !== "client") return null;
      return { code: `//# allFunctionsCalledOnLoad\n${code}`, map: null };
    },
  },
};

export default defineConfig({
  plugins: [
    compileHints,
    reactSentinelsWithoutStacks(),
    precompileIcu(),
    tailwindcss(),
    reactRouter(),
    islandsPlugin(),
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
