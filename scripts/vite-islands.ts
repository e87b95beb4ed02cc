import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

/**
 * Tool islands (decision 045): each is an extra entry of the browser build, sharing chunks (React
 * DOM, the tool's code) with the rest of the app, and the server reads its hashed address and
 * static imports from `virtual:tickwise-islands`. React Router runs the browser build, then the
 * server's, as separate Vite builds: the list passes between them as `islands.json` beside both
 * output folders (build/client, build/server).
 */
const islandNames = ["timer", "stopwatch", "clock", "alarm", "pomodoro", "interval", "timers"] as const;

/** A tool island: its entry is `app/islands/<name>.tsx`, and a route's `islandPage(name)` names it. */
export type IslandName = (typeof islandNames)[number];

const islands = Object.fromEntries(islandNames.map((name) => [name, `app/islands/${name}.tsx`]));

export interface IslandScript {
  src: string;
  preloads: string[];
  /**
   * The island's chunks in the order its module graph evaluates them (imports first, in import
   * order), without the runtime's graph and the island's own chunk: the page evaluates them one
   * per task, so no task holds the whole graph's evaluation (decision 060).
   */
  evaluation: string[];
}

/**
 * What the browser build hands the server: each island's script, and the chunk with React DOM,
 * which every page with React runs in a task before its own modules (decision 053).
 */
interface BuiltIslands {
  islands: Record<string, IslandScript>;
  runtime?: string;
}

/** A module of React DOM's browser renderer: its chunk is the runtime. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./;

/** The text of `virtual:tickwise-islands`. */
const islandsModule = ({ islands, runtime }: BuiltIslands) =>
  `export default ${JSON.stringify(islands)};\nexport const runtime = ${JSON.stringify(runtime)};`;

const VIRTUAL_ID = "virtual:tickwise-islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * The chunks `entry` statically imports, directly or not, in the order a module graph evaluates
 * them: each chunk's imports first, in import order, then the chunk (a depth-first post-order; a
 * chunk already reached is not evaluated again). `entry` itself is left out.
 */
export function evaluationOrder(entry: string, imports: (file: string) => readonly string[]): string[] {
  const order: string[] = [];
  const reached = new Set([entry]);
  const visit = (file: string) => {
    for (const imported of imports(file)) {
      if (reached.has(imported)) continue;
      reached.add(imported);
      visit(imported);
      order.push(imported);
    }
  };
  visit(entry);
  return order;
}

export function islandsPlugin(): Plugin {
  let root = process.cwd();
  let base = "/";
  let serving = false;
  let listFile = "";
  const references = new Map<string, string>();
  return {
    name: "tickwise:islands",
    configResolved(config) {
      root = config.root;
      base = config.base;
      serving = config.command === "serve";
      listFile = path.join(path.dirname(path.resolve(root, config.build.outDir)), "islands.json");
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      rmSync(listFile, { force: true });
      for (const [name, file] of Object.entries(islands)) {
        references.set(name, this.emitFile({ type: "chunk", id: path.resolve(root, file), name: `island-${name}` }));
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const runtime = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.moduleIds.some((id) => REACT_DOM_CLIENT.test(id)),
      );
      const imports = (file: string) => (bundle[file] as Rollup.OutputChunk).imports;
      const runtimeGraph = new Set(runtime ? [runtime.fileName, ...evaluationOrder(runtime.fileName, imports)] : []);
      const built: Record<string, IslandScript> = {};
      for (const [name, reference] of references) {
        const fileName = this.getFileName(reference);
        // Every static import is preloaded, in the order the page will evaluate them.
        const order = evaluationOrder(fileName, imports);
        built[name] = {
          src: base + fileName,
          preloads: order.map((file) => base + file),
          evaluation: order.filter((file) => !runtimeGraph.has(file)).map((file) => base + file),
        };
      }
      mkdirSync(path.dirname(listFile), { recursive: true });
      writeFileSync(
        listFile,
        JSON.stringify({
          islands: built,
          ...(runtime ? { runtime: base + runtime.fileName } : {}),
        } satisfies BuiltIslands),
      );
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // The browser never reads it (only the server renders island pages).
      if (this.environment.name === "client") return islandsModule({ islands: {} });
      if (serving) {
        const sources = Object.entries(islands).map(([name, file]) => [
          name,
          { src: `/${file}`, preloads: [], evaluation: [] },
        ]);
        return islandsModule({ islands: Object.fromEntries(sources) });
      }
      let built: string;
      try {
        built = readFileSync(listFile, "utf8");
      } catch {
        this.error(`tool islands: ${listFile} is missing; the browser build must run before the server build`);
      }
      return islandsModule(JSON.parse(built) as BuiltIslands);
    },
  };
}
