/**
 * The page cache against the real renderer: a request cannot make it store a page under another
 * request's key (language cookie spellings, query strings, foreign hosts in the path).
 */
import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { languageCookie } from "../../core/settings";
import { expect, test } from "./fixtures";

const base = () => process.env.TICKWISE_BASE_URL!;

async function page(path: string, cookie?: string) {
  const res = await fetch(`${base()}${path}`, { headers: cookie === undefined ? {} : { cookie } });
  const html = await res.text();
  return {
    status: res.status,
    cache: res.headers.get("x-page-cache"),
    lang: /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  };
}

/** A GET whose request target is sent exactly as written (fetch would normalise it). */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base());
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path: target, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject).end();
  });
}

test("the language a stored page is kept under is the language it was rendered in, for any cookie spelling", async () => {
  // The review's reproduction: an empty first value, then Spanish.
  await page("/stopwatch", `${languageCookie}=; ${languageCookie}=es`);
  expect((await page("/stopwatch")).lang).toBe("en");

  const name = fc.constantFrom(
    languageCookie,
    ` ${languageCookie}`,
    `${languageCookie} `,
    "Tickwise-Lang",
    "tickwise%2Dlang",
  );
  const value = fc.constantFrom(
    "",
    "es",
    "en",
    "ES",
    " es",
    "es ",
    '"es"',
    "%65s",
    "e%73",
    "fr",
    "es,en",
    "%zz",
    "es=1",
  );
  const part = fc.oneof(
    fc.tuple(name, value).map(([n, v]) => `${n}=${v}`),
    fc.constantFrom("tickwise_visitor=abc", "=es", languageCookie, ""),
  );
  const header = fc
    .tuple(fc.array(part, { minLength: 1, maxLength: 4 }), fc.constantFrom("; ", ";", " ; ", ";;"))
    .map(([parts, separator]) => parts.join(separator));
  const paths = fc.constantFrom("/stopwatch", "/terms", "/timer/5-minute-timer");

  await fc.assert(
    fc.asyncProperty(header, paths, async (cookie, path) => {
      const served = await page(path, cookie);
      // An unknown cookie keeps a request out of the cache: this is what a fresh render gives it.
      const fresh = await page(path, `${cookie}; tickwise-fresh=1`);
      expect(fresh.cache).toBeNull();
      expect(served.lang, cookie).toBe(fresh.lang);
      expect((await page(path)).lang, `after ${JSON.stringify(cookie)}`).toBe("en");
    }),
    { numRuns: 60 },
  );
});

test("a query string a page does not read neither renders nor stores another copy", async () => {
  const first = await page("/privacy?warm=1");
  expect(first.status).toBe(200);
  // Other tests' blog writes may empty the shared server's cache at any moment: a miss can happen
  // once, but the page it stores must then answer the next new query string.
  let previous = "hit";
  for (let i = 0; i < 20; i++) {
    const busting = await page(`/privacy?x=${Math.random()}&utm_source=${i}`);
    expect(`${previous} → ${busting.cache}`).not.toBe("miss → miss");
    expect(busting.canonical).toBe(`${base()}/privacy`);
    previous = busting.cache ?? "none";
  }
});

test("a path that names another host is a page of ours that does not exist, never that host's page", async () => {
  for (const target of [
    "//evil.example/stopwatch",
    "/\\evil.example/stopwatch",
    "//evil.example/timer/5-minute-timer",
  ]) {
    const res = await rawGet(target);
    expect(res.status, target).toBe(404);
    // Its links may repeat the path under our own host (the language links), never name that host.
    const addresses = [...res.body.matchAll(/\s(?:href|src|content)="([^"]*)"/g)].map((m) => m[1]!);
    for (const address of addresses.filter((a) => a.includes("evil.example")))
      expect(new URL(address, base()).host, `${target}: ${address}`).toBe(new URL(base()).host);
    expect(res.body, target).not.toMatch(/(?:https?:)?\/\/evil\.example/);
  }
  const stopwatch = await page("/stopwatch");
  expect(stopwatch.canonical).toBe(`${base()}/stopwatch`);
});
