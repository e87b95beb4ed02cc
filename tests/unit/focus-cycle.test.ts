import {
  catchUp,
  cycleAt,
  initialCycle,
  pauseCycle,
  phaseAt,
  phaseProgress,
  phaseRemainingMs,
  skipPhase,
  startCycle,
  type IntervalPlan,
  type PomodoroPlan,
} from "@core/focus-cycle";
import {
  defaultPomodoro,
  focusPageTarget,
  intervalPlan,
  intervalPresets,
  intervalQueryString,
  parseIntervalQuery,
  parsePomodoroQuery,
  pomodoroPlan,
  restoreCycle,
  serializeCycle,
} from "@core/focus-presets";
import { focusSessionsCsv, minutesByDay, weekStart } from "@core/focus-sessions";
import { describe, expect, it } from "vitest";

const T0 = 1_700_000_000_000;
const MIN = 60_000;
const auto: PomodoroPlan = { ...pomodoroPlan(defaultPomodoro), autoStart: true };
const manual: PomodoroPlan = pomodoroPlan(defaultPomodoro);

describe("pomodoro phases", () => {
  it("runs focus and short breaks, a long break after every fourth focus", () => {
    const kinds = Array.from({ length: 10 }, (_, i) => phaseAt(auto, i)?.kind);
    expect(kinds).toEqual(["focus", "short", "focus", "short", "focus", "short", "focus", "long", "focus", "short"]);
    expect(phaseAt(auto, 7)).toEqual({ kind: "long", seconds: 15 * 60, round: 4 });
    expect(phaseAt(auto, 8)).toEqual({ kind: "focus", seconds: 25 * 60, round: 1 });
  });
});

describe("interval phases", () => {
  const tabata = intervalPlan(intervalPresets.tabata);
  it("runs work and rest for the rounds, with no rest after the last, then ends", () => {
    const kinds = Array.from({ length: 16 }, (_, i) => phaseAt(tabata, i)?.kind);
    expect(kinds.slice(0, 4)).toEqual(["work", "rest", "work", "rest"]);
    expect(phaseAt(tabata, 14)).toEqual({ kind: "work", seconds: 20, round: 8 });
    expect(phaseAt(tabata, 15)).toBeNull();
  });

  it("starts with a warm-up when there is one, and skips rests of 0 s", () => {
    const plan: IntervalPlan = { type: "interval", work: 30, rest: 0, rounds: 3, warmup: 60 };
    expect([0, 1, 2, 3, 4].map((i) => phaseAt(plan, i)?.kind)).toEqual(["warmup", "work", "work", "work", undefined]);
  });

  it("a whole Tabata started at T0 is done 4 minutes minus one rest later", () => {
    expect(cycleAt(tabata, T0, T0 + 229_999)).toMatchObject({ status: "running", index: 14 });
    expect(cycleAt(tabata, T0, T0 + 230_000)).toMatchObject({ status: "done" });
    expect(phaseProgress(tabata, cycleAt(tabata, T0, T0 + 300_000), T0 + 300_000)).toBe(100);
  });
});

describe("catching up from the wall clock", () => {
  it("with auto-start, each phase begins at the previous deadline, however late the page looks", () => {
    // 25 + 5 + 25 min later and 10 s: the second focus ended, the second short break runs.
    const now = T0 + 55 * MIN + 10_000;
    const state = cycleAt(auto, T0, now);
    expect(state).toEqual({ status: "running", index: 3, remainingMs: 5 * MIN, deadline: T0 + 60 * MIN, completed: 2 });
    expect(phaseRemainingMs(state, now)).toBe(5 * MIN - 10_000);
  });

  it("looking often or once gives the same state and the same completed phases", () => {
    const start = startCycle(auto, initialCycle(auto), T0);
    const end = T0 + 3 * 3600_000 + 1234;
    let s = start;
    const seen: number[] = [];
    for (let t = T0; t <= end; t += 7_000) {
      const r = catchUp(auto, s, t);
      s = r.state;
      seen.push(...r.completed.map((c) => c.endedAt));
    }
    const once = catchUp(auto, start, end);
    const last = catchUp(auto, s, end);
    expect(last.state).toEqual(once.state);
    expect([...seen, ...last.completed.map((c) => c.endedAt)]).toEqual(once.completed.map((c) => c.endedAt));
    // Long break at index 7: 4 focus + 3 short = 115 min, long 15 min.
    expect(once.completed[7]).toMatchObject({
      phase: { kind: "long" },
      startedAt: T0 + 115 * MIN,
      endedAt: T0 + 130 * MIN,
    });
  });

  it("without auto-start the cycle waits, idle, at the next phase", () => {
    const s = startCycle(manual, initialCycle(manual), T0);
    const { state, completed } = catchUp(manual, s, T0 + 40 * MIN);
    expect(completed).toEqual([
      { phase: { kind: "focus", seconds: 1500, round: 1 }, index: 0, startedAt: T0, endedAt: T0 + 25 * MIN },
    ]);
    expect(state).toEqual({ status: "idle", index: 1, remainingMs: 5 * MIN, deadline: null, completed: 1 });
  });

  it("nothing happens before the deadline", () => {
    const s = startCycle(manual, initialCycle(manual), T0);
    expect(catchUp(manual, s, T0 + 25 * MIN - 1)).toEqual({ state: s, completed: [] });
  });
});

describe("controls", () => {
  it("pause keeps the time left, start resumes against a new deadline", () => {
    const running = startCycle(manual, initialCycle(manual), T0);
    const paused = pauseCycle(running, T0 + 10 * MIN);
    expect(paused).toEqual({ status: "paused", index: 0, remainingMs: 15 * MIN, deadline: null, completed: 0 });
    expect(startCycle(manual, paused, T0 + 60 * MIN)).toMatchObject({ status: "running", deadline: T0 + 75 * MIN });
  });

  it("skip moves on: a running cycle keeps running, an idle one waits; a skipped phase is not completed", () => {
    const running = startCycle(manual, initialCycle(manual), T0);
    expect(skipPhase(manual, running, T0 + MIN)).toEqual({
      status: "running",
      index: 1,
      remainingMs: 5 * MIN,
      deadline: T0 + 6 * MIN,
      completed: 0,
    });
    expect(skipPhase(manual, initialCycle(manual), T0)).toEqual({
      status: "idle",
      index: 1,
      remainingMs: 5 * MIN,
      deadline: null,
      completed: 0,
    });
  });

  it("progress is the share of the phase elapsed", () => {
    const running = startCycle(manual, initialCycle(manual), T0);
    expect(phaseProgress(manual, running, T0 + 5 * MIN)).toBeCloseTo(20);
  });
});

describe("settings from a URL", () => {
  it("reads good values and names bad ones, keeping defaults for them", () => {
    const q = parseIntervalQuery(new URLSearchParams("work=40&rest=20&rounds=10&warmup=60"));
    expect(q).toEqual({
      settings: { work: 40, rest: 20, rounds: 10, warmup: 60 },
      label: "",
      invalid: [],
      given: true,
    });
    const bad = parseIntervalQuery(new URLSearchParams("work=0&rest=360000&rounds=10000&warmup=abc"));
    expect(bad.invalid).toEqual(["work", "rest", "rounds", "warmup"]);
    expect(bad.settings).toEqual({ work: 40, rest: 20, rounds: 10, warmup: 0 });
    const p = parsePomodoroQuery(new URLSearchParams(`focus=6000&label=${"x".repeat(10_000)}`));
    expect(p.invalid).toEqual(["focus", "label"]);
    expect(p.settings.focus).toBe(25);
    expect(parsePomodoroQuery(new URLSearchParams("focus=1.5&every=-1")).invalid).toEqual(["focus", "every"]);
    expect(parsePomodoroQuery(new URLSearchParams("")).given).toBe(false);
  });

  it("shares an interval set as its query, and keys pages on the parameters they read", () => {
    expect(intervalQueryString({ work: 40, rest: 20, rounds: 10, warmup: 60 })).toBe(
      "work=40&rest=20&rounds=10&warmup=60",
    );
    expect(focusPageTarget("/interval-timer", new URLSearchParams("x=1&work=40"))).toBe("/interval-timer?work=40");
    expect(focusPageTarget("/pomodoro", new URLSearchParams("utm=1"))).toBe("/pomodoro");
    const long = focusPageTarget("/pomodoro", new URLSearchParams(`label=${"y".repeat(10_000)}`));
    expect(parsePomodoroQuery(new URL(long, "http://x").searchParams).invalid).toEqual(["label"]);
  });
});

describe("stored cycles", () => {
  it("round-trips and refuses tampered values", () => {
    const stored = { plan: auto, state: startCycle(auto, initialCycle(auto), T0), label: "Essay" };
    expect(restoreCycle(serializeCycle(stored), T0)).toEqual(stored);
    expect(restoreCycle("{", T0)).toBeNull();
    expect(restoreCycle(serializeCycle({ ...stored, label: "x".repeat(101) }), T0)).toBeNull();
    expect(restoreCycle(serializeCycle({ ...stored, plan: { ...auto, focus: 0 } }), T0)).toBeNull();
    expect(restoreCycle(serializeCycle({ ...stored, state: { ...stored.state, deadline: T0 + 1e9 } }), T0)).toBeNull();
  });
});

describe("history", () => {
  it("sums minutes per local day of the week, Monday first", () => {
    const start = weekStart(new Date(2026, 10, 26, 15)); // a Thursday
    expect(start).toEqual(new Date(2026, 10, 23));
    const days = minutesByDay(
      [
        { startedAt: new Date(2026, 10, 23, 9).toISOString(), minutes: 25 },
        { startedAt: new Date(2026, 10, 23, 23, 59).toISOString(), minutes: 5 },
        { startedAt: new Date(2026, 10, 29, 12).toISOString(), minutes: 50 },
        { startedAt: new Date(2026, 10, 30, 0, 1).toISOString(), minutes: 99 },
      ],
      start,
    );
    expect(days.map((d) => d.minutes)).toEqual([30, 0, 0, 0, 0, 0, 50]);
  });

  it("writes CSV with quoting and defused formulas", () => {
    expect(focusSessionsCsv([{ startedAt: "2026-01-01T00:00:00.000Z", minutes: 25, label: "+1" }])).toBe(
      "started_at,minutes,label\r\n2026-01-01T00:00:00.000Z,25,'+1\r\n",
    );
  });
});
