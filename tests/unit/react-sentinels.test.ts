import { createRequire, Module } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { reactSentinels, withoutSentinelStacks } from "../../scripts/react-sentinels-without-stacks";

const require = createRequire(import.meta.url);
// The package's exports hide its cjs/ folder; the build transforms that file, found the same way.
const reactDomClientPath = path.join(
  path.dirname(require.resolve("react-dom/package.json")),
  "cjs/react-dom-client.production.js",
);
const reactDomClient = readFileSync(reactDomClientPath, "utf8");

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * `Error(…)` and `new Error(…)` calls that run when the module is evaluated: outside every function
 * and not the argument of a `throw` (those only run on failure, as React's version check).
 */
function errorsAtEvaluation(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown, inFunction: boolean, inThrow: boolean): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, inFunction, inThrow);
      return;
    }
    const n = node as Node;
    const isFunction = /Function/.test(n.type);
    const throwing = inThrow || n.type === "ThrowStatement";
    const callee = n.callee as Node | undefined;
    if (
      (n.type === "CallExpression" || n.type === "NewExpression") &&
      callee?.type === "Identifier" &&
      callee.name === "Error" &&
      !inFunction &&
      !throwing
    ) {
      found.push(code.slice(n.start, n.end));
    }
    for (const [key, value] of Object.entries(n))
      if (key !== "type" && value && typeof value === "object") visit(value, inFunction || isFunction, throwing);
  };
  visit(parseAst(code), false, false);
  return found;
}

describe("React DOM's sentinels without stacks (decision 058)", () => {
  const rewritten = withoutSentinelStacks(reactDomClient);

  it("finds React DOM's module-level errors before the rewrite, and none after it", () => {
    expect(errorsAtEvaluation(reactDomClient)).toHaveLength(reactSentinels.length);
    expect(errorsAtEvaluation(rewritten)).toEqual([]);
  });

  it("gives each sentinel Error's prototype and an own, non-enumerable message, and no stack", () => {
    const declaration = rewritten.match(/SuspenseException = (Object\.create\(Error\.prototype, \{[^;]*?\} \}\))/);
    expect(declaration).not.toBeNull();
    const make = new Function("formatProdErrorMessage", `return ${declaration![1]}`) as (
      format: (code: number) => string,
    ) => Error;
    const sentinel = make((code) => `Minified React error #${code}`);
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe("Minified React error #460");
    expect(Object.getOwnPropertyDescriptor(sentinel, "message")).toMatchObject({ enumerable: false, writable: true });
    expect(Object.hasOwn(sentinel, "stack")).toBe(false);
    expect(String(sentinel)).toBe("Error: Minified React error #460");
  });

  it("still evaluates as React DOM's client module", () => {
    const module = new Module(reactDomClientPath);
    module.filename = reactDomClientPath;
    module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
      reactDomClientPath,
    );
    (module as unknown as { _compile(code: string, filename: string): void })._compile(rewritten, reactDomClientPath);
    expect(typeof (module.exports as { hydrateRoot: unknown }).hydrateRoot).toBe("function");
  });

  it("fails the build when React DOM no longer declares the sentinels this way", () => {
    const renamed = reactDomClient.replace("SuspenseActionException = Error(", "SuspenseActionError = Error(");
    expect(() => withoutSentinelStacks(renamed)).toThrow(/SuspenseActionException/);
  });
});
