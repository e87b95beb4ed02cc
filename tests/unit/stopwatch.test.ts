import { describe, expect, it } from "vitest";
import {
  cuesBetween,
  elapsed,
  formatLapTime,
  restoreStopwatch,
  serializeStopwatch,
  initialStopwatch,
  isRunning,
  isStopwatchUseCase,
  lap,
  lapRows,
  lapsToCsv,
  lapsToText,
  loopProgress,
  pause,
  presetById,
  presetCues,
  presetPhase,
  reset,
  start,
  stopwatchPresets,
  stopwatchUseCases,
} from "@core/stopwatch";

const labels = {
  lap: "Lap",
  lapName: (n: number) => `Lap ${n}`,
  lapTime: "Lap time",
  total: "Total",
  fastest: "fastest",
  slowest: "slowest",
};

describe("use cases", () => {
  it("has the product's 25 slugs", () => {
    expect(stopwatchUseCases).toHaveLength(25);
    expect(new Set(stopwatchUseCases).size).toBe(25);
    expect(isStopwatchUseCase("running-laps")).toBe(true);
    expect(isStopwatchUseCase("laundry-cycles")).toBe(true);
    expect(isStopwatchUseCase("flying")).toBe(false);
    expect(isStopwatchUseCase(undefined)).toBe(false);
  });
});

describe("stopwatch state", () => {
  it("derives elapsed time from the start instant, not from ticks", () => {
    let s = start(initialStopwatch, 1000);
    expect(isRunning(s)).toBe(true);
    expect(elapsed(s, 1000)).toBe(0);
    expect(elapsed(s, 61_234.5)).toBe(60_234.5);
    s = pause(s, 3000);
    expect(isRunning(s)).toBe(false);
    expect(elapsed(s, 999_999)).toBe(2000);
  });

  it("resumes from the elapsed time and ignores a second start", () => {
    let s = start(initialStopwatch, 0);
    s = pause(s, 2000);
    s = start(s, 10_000);
    expect(start(s, 20_000)).toBe(s);
    expect(elapsed(s, 10_500)).toBe(2500);
    expect(pause(pause(s, 11_000), 50_000)).toEqual(pause(s, 11_000));
  });

  it("resets to zero with no laps", () => {
    let s = lap(start(initialStopwatch, 0), 500);
    s = reset();
    expect(s).toEqual(initialStopwatch);
    expect(elapsed(s, 123)).toBe(0);
  });

  it("never goes negative when the monotonic clock is read early", () => {
    expect(elapsed(start(initialStopwatch, 1000), 900)).toBe(0);
  });

  it("cycles the loop progress over each 10 s", () => {
    expect(loopProgress(0)).toBe(0);
    expect(loopProgress(2_500)).toBe(25);
    expect(loopProgress(12_500)).toBe(25);
    expect(loopProgress(-5)).toBe(0);
  });
});

describe("laps", () => {
  it("records laps only while running", () => {
    let s = start(initialStopwatch, 0);
    s = lap(s, 1000);
    s = lap(s, 2500);
    const paused = pause(s, 3000);
    expect(lap(paused, 4000)).toBe(paused);
    expect(s.laps).toEqual([1000, 2500]);
  });

  it("computes lap and total times and marks fastest and slowest", () => {
    const rows = lapRows([1000, 2500, 3200]);
    expect(rows.map((r) => [r.number, r.lapMs, r.totalMs, r.fastest, r.slowest])).toEqual([
      [1, 1000, 1000, false, false],
      [2, 1500, 2500, false, true],
      [3, 700, 3200, true, false],
    ]);
  });

  it("marks nothing with one lap or equal laps", () => {
    expect(lapRows([1000]).some((r) => r.fastest || r.slowest)).toBe(false);
    expect(lapRows([1000, 2000]).some((r) => r.fastest || r.slowest)).toBe(false);
  });

  it("formats lap times with milliseconds, rounding down", () => {
    expect(formatLapTime(0)).toBe("00:00:00.000");
    expect(formatLapTime(83_456.9)).toBe("00:01:23.456");
    expect(formatLapTime(3_600_000 * 12 + 1)).toBe("12:00:00.001");
  });

  it("exports text and CSV", () => {
    const laps = [1000, 2500, 3200];
    expect(lapsToText(laps, labels).split("\n")).toEqual([
      "Lap 1  00:00:01.000  00:00:01.000",
      "Lap 2  00:00:01.500  00:00:02.500  (slowest)",
      "Lap 3  00:00:00.700  00:00:03.200  (fastest)",
    ]);
    expect(lapsToCsv(laps, labels).split("\r\n")).toEqual([
      "Lap,Lap time,Total,Lap time (ms),Total (ms),",
      "1,00:00:01.000,00:00:01.000,1000,1000,",
      "2,00:00:01.500,00:00:02.500,1500,2500,slowest",
      "3,00:00:00.700,00:00:03.200,700,3200,fastest",
    ]);
  });

  it("quotes CSV cells that need it", () => {
    const csv = lapsToCsv([1000], { ...labels, lap: 'Vuelta, "n"' });
    expect(csv.split("\r\n")[0]).toBe('"Vuelta, ""n""",Lap time,Total,Lap time (ms),Total (ms),');
  });
});

describe("presets", () => {
  it("has the product's six presets, each with a target", () => {
    expect(stopwatchPresets.map((p) => p.id)).toEqual(["sprint", "plank", "hiit", "cooking", "study", "meeting"]);
    for (const p of stopwatchPresets) {
      const cues = presetCues(p);
      expect(cues.at(-1)).toEqual({ atMs: p.targetMs, kind: "target" });
      expect(cues.map((c) => c.atMs)).toEqual([...cues.map((c) => c.atMs)].sort((a, b) => a - b));
    }
  });

  it("cues HIIT at every work/rest switch", () => {
    const hiit = presetById("hiit")!;
    const cues = presetCues(hiit);
    expect(cues.slice(0, 3)).toEqual([
      { atMs: 20_000, kind: "rest", round: 1 },
      { atMs: 30_000, kind: "work", round: 2 },
      { atMs: 50_000, kind: "rest", round: 2 },
    ]);
    expect(cues).toHaveLength(8 + 7 + 1 - 0);
    expect(presetPhase(hiit, 5_000)).toMatchObject({ kind: "work", round: 1, rounds: 8, nextInMs: 15_000 });
    expect(presetPhase(hiit, 25_000)).toMatchObject({ kind: "rest", round: 1, nextInMs: 5_000 });
    expect(presetPhase(hiit, 240_000)).toMatchObject({ kind: "done", progress: 100 });
  });

  it("cues Sprint every minute and warns Study 5 minutes before the end", () => {
    const sprint = presetCues(presetById("sprint")!);
    expect(sprint.filter((c) => c.kind === "round").map((c) => c.atMs / 60_000)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(presetCues(presetById("study")!)).toEqual([
      { atMs: 20 * 60_000, kind: "warning" },
      { atMs: 25 * 60_000, kind: "target" },
    ]);
    expect(presetCues(presetById("plank")!)).toEqual([
      { atMs: 30_000, kind: "halfway" },
      { atMs: 60_000, kind: "target" },
    ]);
  });

  it("reports the cues crossed between two readings, all of them after a sleep", () => {
    const plank = presetById("plank")!;
    expect(cuesBetween(plank, 29_000, 30_000)).toEqual([{ atMs: 30_000, kind: "halfway" }]);
    expect(cuesBetween(plank, 30_000, 31_000)).toEqual([]);
    expect(cuesBetween(plank, 0, 90_000).map((c) => c.kind)).toEqual(["halfway", "target"]);
    expect(cuesBetween(plank, 5000, 5000)).toEqual([]);
  });

  it("knows unknown ids", () => {
    expect(presetById("yoga")).toBeUndefined();
    expect(presetById(null)).toBeUndefined();
  });
});

describe("stored between documents", () => {
  it("a running stopwatch comes back in the next document's clock with the time it ran away", () => {
    // The first document's monotonic clock started at epoch 1,000,000; the next one's at 1,050,000.
    const running = { accumulatedMs: 2_000, runningSince: 10_000, laps: [500, 1_500] };
    const raw = serializeStopwatch(running, "sprint", (t) => 1_000_000 + t);
    const back = restoreStopwatch(raw, 1_060_000, (wall) => wall - 1_050_000);
    expect(back).toEqual({
      state: { accumulatedMs: 2_000, runningSince: -40_000, laps: [500, 1_500] },
      preset: "sprint",
    });
    // 60 s after the run started (epoch 1,010,000 → 1,070,000), plus the 2 s before it.
    expect(elapsed(back!.state, 20_000)).toBe(62_000);
  });

  it("a paused one keeps its time and laps", () => {
    const paused = { accumulatedMs: 7_250, runningSince: null, laps: [3_000] };
    const raw = serializeStopwatch(paused, null, (t) => t);
    expect(restoreStopwatch(raw, 5, (w) => w)).toEqual({ state: paused, preset: null });
  });

  it("nothing, corrupt, another version or impossible values give null", () => {
    const ok = (over: Record<string, unknown>) =>
      JSON.stringify({ v: 1, accumulatedMs: 0, startedAt: null, laps: [], preset: null, ...over });
    expect(restoreStopwatch(null, 0, (w) => w)).toBeNull();
    expect(restoreStopwatch("{", 0, (w) => w)).toBeNull();
    expect(restoreStopwatch(ok({ v: 2 }), 0, (w) => w)).toBeNull();
    expect(restoreStopwatch(ok({ accumulatedMs: -1 }), 0, (w) => w)).toBeNull();
    expect(restoreStopwatch(ok({ laps: ["1"] }), 0, (w) => w)).toBeNull();
    expect(restoreStopwatch(ok({ preset: 3 }), 0, (w) => w)).toBeNull();
    // A run that started in the future, or over 30 days ago: a tampered value or a changed clock.
    expect(restoreStopwatch(ok({ startedAt: 10_000 }), 5_000, (w) => w)).toBeNull();
    expect(restoreStopwatch(ok({ startedAt: 0 }), 31 * 24 * 3600 * 1000, (w) => w)).toBeNull();
  });
});
