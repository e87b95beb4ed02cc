// The set-up of the benches that load pages of one or two builds in one Chromium: the server to
// measure (--url, or the built one started here), the baseline (--baseline) and the browser.
import { chromium } from "@playwright/test";
import { chromeSetup, comparedBuilds } from "./lib.mjs";
import { serve } from "./serve.mjs";

/** Runs `measure({ browser, builds })` (builds: { this, baseline? } → base URL), then closes all. */
export async function withComparedBuilds(options, measure) {
  const server = options.url ? undefined : await serve({ echo: false });
  const builds = comparedBuilds(options, server);
  const { chromePath, chromeArgs } = await chromeSetup();
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    return await measure({ browser, builds });
  } finally {
    await browser.close();
    await server?.stop();
  }
}
