import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await ctx.newPage();
await browser.startTracing(page, { categories: ["devtools.timeline","disabled-by-default-devtools.timeline","blink","fonts","v8.execute","mojom","toplevel"] });
await page.goto(process.argv[2], { waitUntil: "load" }); await page.waitForTimeout(4000);
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
const ph = traceEvents.find(e => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(process.argv[2]));
const nav = ph.ts;
const tasks = traceEvents.filter(e => e.name === "RunTask" && e.tid === ph.tid && e.pid === ph.pid && e.dur > 12000);
let tbt4 = 0;
for (const t of tasks) {
  const kids = traceEvents.filter(e => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts <= t.ts + t.dur && e !== t && e.dur > 1500 && !/RunTask|ThreadController/.test(e.name));
  const agg = {};
  for (const e of kids) { const k = e.name + (e.args?.data?.url ? "(" + e.args.data.url.split("/").pop().slice(0,28) + ")" : "") + (e.args?.data?.functionName ? "[" + e.args.data.functionName + "]" : ""); agg[k] = (agg[k] ?? 0) + e.dur / 1000; }
  const top = Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}:${v.toFixed(0)}`);
  tbt4 += Math.max(0, t.dur/1000*4 - 50);
  console.log(`@${((t.ts - nav) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(0)}ms cpu ${((t.tdur ?? 0) / 1000).toFixed(0)}  ${top.join(" | ")}`);
}
console.log("naive TBT (x4, all tasks >12ms):", tbt4.toFixed(0));
await browser.close();
