// `npm run admin:create`: bundles server/cli/admin-create.ts (like the server bundle) and runs it.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const outfile = path.join(buildDir, "admin-create.js");

await build({
  entryPoints: [path.join(root, "server/cli/admin-create.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
await import(pathToFileURL(outfile).href);
