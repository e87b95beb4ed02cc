import type { Plugin } from "vite";

/**
 * React DOM's browser build creates five errors when its module is evaluated. They are sentinels:
 * thrown inside React to unwind a render, caught again and recognised by identity, never shown.
 * In a session like Playwright's (and with DevTools open), Chromium records a detailed stack for
 * every error created, with a line and column for each frame. The frame of React DOM's module
 * function (about 200 KB) has no source positions yet, so V8 parses that whole function again:
 * 12–29 ms of the evaluation task on this project's host, against 2–3 ms without a debugger.
 * Visitors never pay it, but every Playwright-driven bench (long tasks, main thread, timer
 * accuracy) showed it as the longest task after a tool page's first paint (decision 058).
 *
 * The client build gives these five sentinels the same prototype and message without capturing a
 * stack: same identity checks, same `instanceof Error`, no `stack` property. The build fails when
 * React DOM no longer declares exactly these, so an upgrade is looked at rather than silently
 * losing the change.
 */
export const reactSentinels = [
  "HydrationMismatchException",
  "SuspenseException",
  "SuspenseyCommitException",
  "SuspenseActionException",
  "SelectiveHydrationException",
] as const;

const declaration = new RegExp(`\\b(${reactSentinels.join("|")}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, "g");

/** The production browser build of React DOM with its module-level sentinels made stackless. */
export function withoutSentinelStacks(code: string): string {
  const found: string[] = [];
  const rewritten = code.replace(declaration, (_match, name: string, message: string) => {
    found.push(name);
    // Error's prototype and an own message like a constructed error's, without the captured stack.
    return `${name} = Object.create(Error.prototype, { message: { value: ${message}, writable: true, configurable: true } })`;
  });
  const missing = reactSentinels.filter((name) => !found.includes(name));
  if (missing.length || found.length !== reactSentinels.length) {
    throw new Error(
      `react-sentinels-without-stacks: React DOM's client build no longer declares ${missing.join(", ") || "exactly the expected sentinels"} ` +
        "as `Name = Error(formatProdErrorMessage(n))`; see docs/decisions/058-react-dom-sentinels-without-stacks.md",
    );
  }
  return rewritten;
}

export function reactSentinelsWithoutStacks(): Plugin {
  return {
    name: "tickwise:react-sentinels-without-stacks",
    apply: "build",
    transform(code, id) {
      if (this.environment?.name !== "client") return null;
      // The file itself, not the CommonJS plugin's virtual proxies of it ("\0…?commonjs-exports").
      if (id.startsWith("\0") || !/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null;
      return { code: withoutSentinelStacks(code), map: null };
    },
  };
}
