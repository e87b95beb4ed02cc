import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { compileFunction } from "node:vm";
import type { renderToPipeableStream as RenderToPipeableStream } from "react-dom/server";

/**
 * React DOM's Node renderer, loaded with a synchronous stand-in for `AsyncLocalStorage`
 * (decision 046).
 *
 * The renderer keeps its current request in an `AsyncLocalStorage`. On Node 20 the first `run` of
 * any such store switches on a process-wide async hook that then taxes every promise, socket write
 * and request of the process, page-cache hits and API answers included (decision 044). The
 * renderer reads the store only where its own `currentRequest` is unset: a `preload()` or
 * `preinit()` called from code that resumed after an `await` inside a render. No component here
 * does that (loaders run before the render, and the render is synchronous), so a store that is
 * set for the length of a synchronous `run` answers every read the renderer makes. A call from an
 * async continuation would find no request and fall back to React's default (the hint is dropped),
 * which is what happens outside a render anyway.
 *
 * Only this file's `async_hooks` is replaced: `react` and `react-dom` come from node_modules as
 * usual, so React's shared internals stay single.
 */
class SynchronousStore<T> {
  #store: T | undefined;

  getStore(): T | undefined {
    return this.#store;
  }

  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    const previous = this.#store;
    this.#store = store;
    try {
      return callback(...args);
    } finally {
      this.#store = previous;
    }
  }
}

interface ReactDomServer {
  renderToPipeableStream: typeof RenderToPipeableStream;
}

function loadRenderer(): ReactDomServer {
  const require = createRequire(import.meta.url);
  // The same choice react-dom/server.node.js makes, so it matches the `react` it renders with.
  const build = process.env.NODE_ENV === "production" ? "production" : "development";
  const packageDir = path.dirname(require.resolve("react-dom/package.json"));
  const file = path.join(packageDir, "cjs", `react-dom-server.node.${build}.js`);
  const requireFromFile = createRequire(file);
  const asyncHooks = { AsyncLocalStorage: SynchronousStore };
  const module = { exports: {} as ReactDomServer };
  const body = compileFunction(
    readFileSync(file, "utf8"),
    ["exports", "require", "module", "__filename", "__dirname"],
    {
      filename: file,
    },
  );
  const requireForRenderer = (id: string) =>
    id === "async_hooks" || id === "node:async_hooks" ? asyncHooks : requireFromFile(id);
  body.call(module.exports, module.exports, requireForRenderer, module, file, path.dirname(file));
  return module.exports;
}

export const { renderToPipeableStream } = loadRenderer();
