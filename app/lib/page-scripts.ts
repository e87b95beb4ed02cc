import type { IslandScript } from "../../scripts/vite-islands";
import { afterFirstContentfulPaint } from "./after-first-paint";

/**
 * How a server-rendered page loads its code (decision 018). The HTML already is the page, so its
 * first paint must not wait for, or share the network with, the ~200 KB of modules that only make
 * it interactive. React Router's `<Scripts>` puts modulepreload links and a module script in the
 * document, so the finished HTML is rewritten here:
 *
 * - the modulepreload links come out, and their list goes into a small inline bootstrap script;
 * - React Router's module script is made inert (`type="text/x-tickwise-module"`);
 * - once the first contentful paint is on screen (`afterFirstContentfulPaint`), or 200 ms after it
 *   ran in a hidden tab, the bootstrap adds the links back at low priority,
 *   one per task, then runs a copy of the module script with the same text and nonce.
 *
 * A page the rewrite does not recognise is returned unchanged.
 */

export const INERT_MODULE_TYPE = "text/x-tickwise-module";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*?)\stype="module"([^>]*)>/g;

/**
 * The bootstrap: runs once the page has painted; `preloads` are same-origin asset paths. Adding a
 * modulepreload link costs the main thread 6–13 ms at Lighthouse's 4× CPU slowdown here, so
 * each goes in a task of its own, and the module script follows the last of them: four to a task
 * made tasks of 23–52 ms at 4×, which a slower phone turns into blocking time (decision 051).
 */
function bootstrap(preloads: readonly string[], runtime: string | undefined): string {
  return preloadsThen(
    preloads,
    runtimeFirst(
      preloads,
      runtime,
      `var inert=d.querySelector('script[type="${INERT_MODULE_TYPE}"]');if(!inert)return;` +
        `var s=d.createElement("script");s.type="module";s.nonce=inert.nonce;s.textContent=inert.textContent;` +
        `inert.after(s)`,
    ),
  );
}

/**
 * Runs the module `runtime` (the chunk with React DOM), then `then` in a later task: evaluating
 * React DOM and the page's own modules at once made one task of 90–200 ms at a 4× CPU slowdown
 * (decision 053). `then` at once when the page does not preload the runtime (it needs no React).
 */
function runtimeFirst(preloads: readonly string[], runtime: string | undefined, then: string): string {
  if (!runtime || !preloads.includes(runtime)) return then;
  return (
    `var r=d.createElement("script");r.type="module";r.src=${JSON.stringify(runtime)};` +
    `r.onload=r.onerror=function(){setTimeout(function(){${then}},0)};d.body.appendChild(r)`
  );
}

/**
 * After the first paint: the modulepreload links one per task, then `finish` (which may use `d`,
 * the document).
 */
function preloadsThen(preloads: readonly string[], finish: string): string {
  return onceAfterFirstPaint(
    "var d=document;",
    oneItemPerTask(
      preloads,
      `var l=d.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=h;d.head.appendChild(l);hop()`,
      finish,
    ),
  );
}

/**
 * Script that runs `step` for each of `items` in a task of its own, then `finish`. `step` finds
 * its item in `h` and calls `hop()` when it is done, at once or when a promise settles. The next
 * task is a message to itself, as React's scheduler yields: a chain of `setTimeout(0)` waits 4 ms
 * a step once it is five deep. Its names live in a function of their own, so one chain can run
 * inside another's `finish`.
 */
function oneItemPerTask(items: readonly string[], step: string, finish: string): string {
  if (items.length === 0) return finish;
  return (
    `(function(){var e=${JSON.stringify(items)},c=new MessageChannel();c.port1.onmessage=next;` +
    `function next(){var h=e.shift();${step}}` +
    `function hop(){if(e.length){c.port2.postMessage(0);return}c.port1.close();${finish}}next()})()`
  );
}

/**
 * The inline script that starts a tool page's island (decision 045) as the bootstrap above starts
 * React Router's: after the first paint, its modules preloaded one per task, then its runtime,
 * then its script.
 */
export function loadIsland({ src, preloads, evaluation }: IslandScript, runtime: string | undefined): string {
  return preloadsThen(
    preloads,
    runtimeFirst(
      preloads,
      runtime,
      oneTaskEach(
        evaluation,
        `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(src)};d.body.appendChild(s)`,
      ),
    ),
  );
}

/**
 * Imports the modules `chunks` one per task, in their order, then runs `finish`: a module graph
 * evaluates in one task, and the island's took 10–14 ms as Lighthouse observed it, which its 9×
 * slowdown made blocking time; chunk by chunk, the longest is about 4 ms (decision 060). The order
 * is the graph's own evaluation order, so every module still runs once, after its imports, in the
 * same sequence. A chunk that fails to load leaves the rest to the island's script, as before.
 */
function oneTaskEach(chunks: readonly string[], finish: string): string {
  return oneItemPerTask(chunks, "import(h).then(hop,hop)", finish);
}

/**
 * An inline script that declares `setup`, then runs `run` once the first contentful paint is on
 * screen, or 200 ms after it ran while the page is hidden (a tab opened in the background).
 */
function onceAfterFirstPaint(setup: string, run: string): string {
  return `(function(){${setup}(${afterFirstContentfulPaint.toString()})(function(){${run}})})();`;
}

/**
 * Defers the page's modules until after its first paint; `nonce` is the response's CSP nonce, and
 * `runtime` the chunk with React DOM, run in a task before the page's module script when the page
 * preloads it.
 */
export function deferPageScripts(html: string, nonce: string | undefined, runtime?: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) return html;
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))];
  if (preloads.length === 0 || preloads.some((href) => !href.startsWith("/"))) return html;
  const withoutPreloads = html.replace(MODULE_PRELOAD, "");
  const inert = withoutPreloads.replace(MODULE_SCRIPT, `<script$1 type="${INERT_MODULE_TYPE}"$2>`);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const end = inert.lastIndexOf("</body>");
  if (end < 0) return html;
  return `${inert.slice(0, end)}<script${nonceAttribute}>${bootstrap(preloads, runtime)}</script>${inert.slice(end)}`;
}

/**
 * The inline script that loads one module after the page's first paint, as the bootstrap above
 * does for React's: a page without React (decision 041) paints without waiting for its small
 * enhancement script, which a slow connection would otherwise put before the first paint.
 */
export function afterFirstPaint(src: string): string {
  return onceAfterFirstPaint(
    "",
    `var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.body.appendChild(s)`,
  );
}
