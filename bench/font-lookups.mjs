// What a page's first style and layout cost in a fresh Chromium, and how much of it is font
// lookups. On Linux each font face a page asks for (a family at a weight) is matched by fontconfig
// in the browser process, and each size of it (a "strike") asks the browser for its rendering
// settings: one synchronous round trip each, 1–5 ms on this host, all inside the first layout. The
// counts depend only on the page's markup and CSS, not on the host's load, so they compare two
// builds where the milliseconds cannot (decision 063).
//
//   node bench/font-lookups.mjs /timer /alarm/7am                  (starts the built server)
//   node bench/font-lookups.mjs --url http://127.0.0.1:3000 --baseline http://127.0.0.1:3200 /timer
//   node bench/font-lookups.mjs --loads 9 /timer                   (default 5 loads per build)
//
// Each load is a fresh browser (fonts are cached per renderer), a phone's viewport, 1× CPU. Prints
// medians: the faces matched and strikes set up (count and ms), the task around the largest
// layout, where the whole document is laid out first (a rendering task, or the parse task's end
// when Chrome's form autofill forces the layout at DOMContentLoaded), and how many objects that
// layout covered.
import { median, parseArgs, phoneViewport, table } from "./lib.mjs";
import { loadsPerRoute, traceFreshLoad } from "./compared-loads.mjs";

const { positional: routes, options } = parseArgs();
const LOADS = Number(options.loads ?? 5);

/** Trace events that are one font lookup, by what they look up. */
const lookups = {
  faces: new Set([
    "FontDataManager::onMatchFamilyStyle",
    "WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName",
  ]),
  strikes: new Set(["WebSandboxSupportLinux::GetWebFontRenderStyleForStrike"]),
};

/** One fresh load of `url`, traced: its font lookups and its first render task. */
async function traceLoad(url) {
  // Hydration renders text the server left out (a subtitle, a date): its faces count too.
  const events = await traceFreshLoad(url, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "fonts"],
    settleMs: 1500,
  });
  const spans = events.filter((e) => e.ph === "X");
  const sum = (names) => {
    const found = spans.filter((e) => names.has(e.name));
    return { count: found.length, ms: found.reduce((total, e) => total + e.dur, 0) / 1000 };
  };
  // The task around the largest Layout: where the whole document is laid out for the first time.
  const layout = spans.filter((e) => e.name === "Layout").sort((a, b) => b.dur - a.dur)[0];
  const task = spans.find(
    (e) => e.name === "RunTask" && e.tid === layout?.tid && e.ts <= layout.ts && e.ts + e.dur >= layout.ts + layout.dur,
  );
  return {
    faces: sum(lookups.faces),
    strikes: sum(lookups.strikes),
    firstRenderMs: (task?.dur ?? 0) / 1000,
    // What that layout covered: boxes skipped by `content-visibility: auto` are not in it (decision 072).
    layoutObjects: layout?.args?.beginData?.totalObjects ?? 0,
  };
}

const rows = [];
for (const { route, build, list } of await loadsPerRoute(options, routes, LOADS, traceLoad)) {
  const m = (pick) => Math.round(median(list.map(pick)) * 10) / 10;
  rows.push({
    route,
    build,
    faces: m((l) => l.faces.count),
    facesMs: m((l) => l.faces.ms),
    strikes: m((l) => l.strikes.count),
    strikesMs: m((l) => l.strikes.ms),
    firstRenderMs: m((l) => l.firstRenderMs),
    layoutObjects: m((l) => l.layoutObjects),
  });
}
console.log(
  `Font lookups of a first load, medians of ${LOADS} loads (fresh Chromium, 1× CPU, ${phoneViewport.width} px wide)`,
);
console.log(
  table(rows, [
    ["route", (r) => r.route],
    ["build", (r) => r.build],
    ["faces", (r) => r.faces],
    ["faces ms", (r) => r.facesMs],
    ["strikes", (r) => r.strikes],
    ["strikes ms", (r) => r.strikesMs],
    ["first render task ms", (r) => r.firstRenderMs],
    ["objects laid out", (r) => r.layoutObjects],
  ]),
);
