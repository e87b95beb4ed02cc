// `npm run bench`: builds if needed, starts the built server (free port, temporary DATA_DIR), then
// prints Lighthouse figures for every route (or the routes given) and autocannon figures for a page
// route and /healthz. Figures only, no verdict. JSON goes to bench/results/.
//
//   npm run bench
//   npm run bench -- /terms /timer --duration 5
import { existingRoutes, machine, parseArgs, writeResults } from "./lib.mjs";
import { lighthouseHeading, lighthouseTable, runLighthouse } from "./lighthouse.mjs";
import { defaultLoadPaths, loadOptions, loadTable, runLoad } from "./load.mjs";
import { serve } from "./serve.mjs";

const { positional, options } = parseArgs();
const settings = loadOptions(options);
const routes = positional.length ? positional : await existingRoutes();
const loadPaths = options.load ? options.load.split(",") : await defaultLoadPaths();

const server = await serve();
let exitCode = 0;
try {
  const lighthouse = await runLighthouse(server.url, routes, { blankPage: true });
  const load = await runLoad(server.url, loadPaths, settings);

  console.log(`\nTickwise bench, ${new Date().toISOString()}, ${machine()}`);
  console.log(`\n${lighthouseHeading}\n`);
  console.log(lighthouseTable(lighthouse));
  for (const r of lighthouse) {
    if (r.runtimeError) console.log(`${r.path}: runtime error: ${r.runtimeError}`);
    for (const warning of r.runWarnings) if (warning !== r.runtimeError) console.log(`${r.path}: ${warning}`);
  }
  console.log(`\nautocannon, ${settings.connections} connections, ${settings.duration} s per path\n`);
  console.log(loadTable(load));
  const file = writeResults("bench", { date: new Date().toISOString(), machine: machine(), lighthouse, load });
  console.log(`\nwritten: ${file}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  const exit = await server.stop();
  if (exit.code !== 0) {
    console.error(`server exited with code ${exit.code}:\n${server.output()}`);
    exitCode = 1;
  }
}
process.exitCode = exitCode;
