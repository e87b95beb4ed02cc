import { afterEach, describe, expect, it, vi } from "vitest";
import { intlLocale } from "@core/locales";
import { hydrationReady } from "~/lib/hydration-ready";

/** A stand-in for the browser's Worker: records what the page does with it, answers as told. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static answer: "message" | "error" | "never" = "message";
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.made.push(this);
  }
  postMessage(data: unknown) {
    this.sent.push(data);
    if (FakeWorker.answer === "message") queueMicrotask(() => this.onmessage?.({ data: null } as MessageEvent));
    if (FakeWorker.answer === "error") queueMicrotask(() => this.onerror?.({} as ErrorEvent));
  }
  terminate() {
    this.terminated = true;
  }
}

/** Records the locales the page builds `Intl[name]` formatters for, still building them. */
function recordBuilt(name: "NumberFormat" | "DateTimeFormat"): unknown[][] {
  const Original = Intl[name];
  const calls: unknown[][] = [];
  vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
    calls.push(args);
    return new (Original as new (...a: unknown[]) => object)(...args);
  } as never);
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeWorker.made = [];
});

describe("hydrationReady: the browser's date and number data before hydration", () => {
  it("asks a worker to set up the page's locale, and ends it once it answers", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    FakeWorker.answer = "message";
    const built = recordBuilt("NumberFormat");
    await hydrationReady("de");
    expect(built).toEqual([]);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.url.pathname).toMatch(/intl-warm\.worker/);
    expect(FakeWorker.made[0]!.sent).toEqual([intlLocale.de]);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it("sets the data up on the page when the worker's script fails", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    FakeWorker.answer = "error";
    const built = recordBuilt("NumberFormat");
    await hydrationReady("fr");
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(built).toEqual([[intlLocale.fr]]);
  });

  it("stops waiting for a worker that does not answer within 3 s", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("Worker", FakeWorker);
    FakeWorker.answer = "never";
    let ready = false;
    void hydrationReady("en").then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(ready).toBe(true);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it("sets the data up on the page where no worker can start", async () => {
    vi.stubGlobal("Worker", undefined);
    const built = recordBuilt("DateTimeFormat");
    await hydrationReady("ja");
    expect(built).toEqual([[intlLocale.ja, expect.objectContaining({ timeZone: "UTC" })]]);
  });
});
