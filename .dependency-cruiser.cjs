/** One-way imports (docs/architecture.md): core ← content ← app/server/extension; no cross-feature imports. */
module.exports = {
  forbidden: [
    {
      name: "core-is-pure",
      comment: "core/ imports nothing of ours but core/",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "^(content|app|server|extension)/" },
    },
    {
      name: "core-no-platform",
      comment: "core/ runs everywhere: no React, no Node built-ins",
      severity: "error",
      from: { path: "^core/" },
      to: { dependencyTypes: ["core"], pathNot: "^$" },
    },
    {
      name: "core-no-react",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "node_modules/(react|react-dom|react-router)/" },
    },
    {
      name: "content-only-core",
      comment: "content/ holds words and data; it may use core/ only",
      severity: "error",
      from: { path: "^content/" },
      to: { path: "^(app|server|extension)/" },
    },
    {
      name: "app-not-server",
      comment: "the browser app never imports server code",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^(server|extension)/" },
    },
    {
      name: "server-not-app",
      comment: "the server reaches app/ only through the SSR build",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(app|extension)/" },
    },
    {
      name: "extension-not-app-or-server",
      severity: "error",
      from: { path: "^extension/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "no-cross-feature",
      comment: "a feature never imports another feature; routes compose them",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: "^app/features/$1/" },
    },
    {
      name: "lower-layers-not-features",
      comment: "ui/ and lib/ are below features and routes",
      severity: "error",
      from: { path: "^app/(ui|lib)/" },
      to: { path: "^app/(features|routes|shell)/" },
    },
    {
      name: "islands-without-router",
      comment:
        "a tool island runs without React Router in the browser (decision 045): its code links and reads the address through ~/lib/nav",
      severity: "error",
      from: { path: "^app/islands/" },
      to: { path: "node_modules/react-router", reachable: true },
    },
    {
      name: "no-circular",
      comment:
        "a text module names its interface by type only, and the namespace loads it with import(): neither runs at load time (decision 038)",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only", "dynamic-import"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^build[^/]*/|^\\.react-router/)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
