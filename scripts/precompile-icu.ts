import { createRequire } from "node:module";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The message of a literal argument: a string, or a template without `${}`. */
function literalText(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? "") as string;
  }
  return undefined;
}

function* calls(node: unknown): Generator<Node> {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) yield* calls(child);
    return;
  }
  const n = node as Node;
  if (n.type === "CallExpression") {
    const callee = n.callee as Node;
    if (callee.type === "Identifier" && callee.name === "icu") yield n;
  }
  for (const [key, value] of Object.entries(n))
    if (key !== "type" && value && typeof value === "object") yield* calls(value);
}

/**
 * ICU messages are parsed at build time for the browser (decision 038): each `icu(locale, "…")`
 * call of client code gets the message's parsed form instead of its text, and FormatJS's parser
 * (~6.6 KB brotli) is replaced by its parser-less build. So browser code writes its messages as
 * literals; tests/e2e/translations.spec.ts and the route sweep hydrate every page in the browser.
 */
export function precompileIcu(): Plugin {
  const require = createRequire(import.meta.url);
  const noParser = require.resolve("@formatjs/icu-messageformat-parser/no-parser.js");
  return {
    name: "tickwise:precompile-icu",
    enforce: "post",
    resolveId(source) {
      if (this.environment?.name !== "client") return null;
      return source === "@formatjs/icu-messageformat-parser" ? noParser : null;
    },
    transform(code, id) {
      if (this.environment?.name !== "client" || !/\bicu\(/.test(code) || id.includes("node_modules")) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const call of calls(this.parse(code))) {
        const args = call.arguments as Node[];
        const message = literalText(args[1]);
        // A message built at run time cannot be parsed here: fine in server-only copy (a page's
        // loader text, which the client build reads but drops), never in the browser.
        if (message === undefined) continue;
        edits.push({ start: args[1]!.start, end: args[1]!.end, text: JSON.stringify(parse(message)) });
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      }
      return { code: out, map: null };
    },
  };
}
