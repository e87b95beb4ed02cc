import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_TIMER_SECONDS } from "@core/time-format";
import {
  addTime,
  completeTimer,
  idleTimer,
  isFinished,
  pauseTimer,
  progressPercent,
  remainingMs,
  resetTimer,
  restoreTimer,
  serializeTimer,
  setTime,
  startTimer,
  timerFromSeconds,
  type TimerState,
} from "@core/timer-engine";

const T0 = 1_700_000_000_000;

describe("loading a time", () => {
  it("starts idle at zero", () => {
    expect(idleTimer).toEqual({ status: "idle", initialSeconds: 0, remainingMs: 0, deadline: null });
  });

  it("timerFromSeconds loads an idle timer with that initial duration", () => {
    expect(timerFromSeconds(300)).toEqual({
      status: "idle",
      initialSeconds: 300,
      remainingMs: 300_000,
      deadline: null,
    });
  });

  it("cleans durations that are negative, fractional, non-finite or too long", () => {
    expect(timerFromSeconds(-5)).toEqual(idleTimer);
    expect(timerFromSeconds(Number.NaN)).toEqual(idleTimer);
    expect(timerFromSeconds(10.4).initialSeconds).toBe(10);
    expect(timerFromSeconds(1e12).initialSeconds).toBe(MAX_TIMER_SECONDS);
  });
});

describe("transitions", () => {
  it("runs idle → running → paused → running against a deadline", () => {
    const running = startTimer(timerFromSeconds(60), T0);
    expect(running).toMatchObject({ status: "running", deadline: T0 + 60_000, initialSeconds: 60 });
    expect(remainingMs(running, T0 + 15_250)).toBe(44_750);

    const paused = pauseTimer(running, T0 + 15_250);
    expect(paused).toEqual({ status: "paused", initialSeconds: 60, remainingMs: 44_750, deadline: null });
    // Time passing while paused changes nothing.
    expect(remainingMs(paused, T0 + 999_999)).toBe(44_750);

    const resumed = startTimer(paused, T0 + 100_000);
    expect(resumed).toMatchObject({ status: "running", deadline: T0 + 144_750, initialSeconds: 60 });
  });

  it("does not start without time", () => {
    expect(startTimer(idleTimer, T0)).toBe(idleTimer);
    const finishedPause = pauseTimer(startTimer(timerFromSeconds(1), T0), T0 + 5000);
    expect(finishedPause.remainingMs).toBe(0);
    expect(startTimer(finishedPause, T0 + 6000)).toBe(finishedPause);
  });

  it("remembers the initial duration when there was none", () => {
    const typed: TimerState = { status: "idle", initialSeconds: 0, remainingMs: 90_000, deadline: null };
    expect(startTimer(typed, T0).initialSeconds).toBe(90);
  });

  it("keeps the initial duration of a resumed run", () => {
    const paused = pauseTimer(startTimer(timerFromSeconds(100), T0), T0 + 40_000);
    expect(startTimer(paused, T0 + 50_000).initialSeconds).toBe(100);
  });

  it("ignores start on a running timer and pause on a stopped one", () => {
    const running = startTimer(timerFromSeconds(10), T0);
    expect(startTimer(running, T0 + 5000)).toBe(running);
    expect(pauseTimer(idleTimer, T0)).toBe(idleTimer);
  });

  it("pausing after the deadline keeps zero, never a negative time", () => {
    const running = startTimer(timerFromSeconds(5), T0);
    expect(pauseTimer(running, T0 + 60_000).remainingMs).toBe(0);
  });

  it("reset goes to idle with time 0 and initial 0 from any state", () => {
    expect(resetTimer()).toEqual(idleTimer);
  });

  it("setTime replaces the time and initial, except while running", () => {
    expect(setTime(idleTimer, 1500)).toEqual(timerFromSeconds(1500));
    const paused = pauseTimer(startTimer(timerFromSeconds(60), T0), T0 + 1000);
    expect(setTime(paused, 120)).toEqual(timerFromSeconds(120));
    const running = startTimer(timerFromSeconds(60), T0);
    expect(setTime(running, 120)).toBe(running);
  });

  it("addTime adds to time and initial, except while running", () => {
    expect(addTime(idleTimer, 30)).toEqual(timerFromSeconds(30));
    const paused = pauseTimer(startTimer(timerFromSeconds(60), T0), T0 + 20_000);
    expect(addTime(paused, 60)).toEqual({
      status: "paused",
      initialSeconds: 120,
      remainingMs: 100_000,
      deadline: null,
    });
    const running = startTimer(timerFromSeconds(60), T0);
    expect(addTime(running, 300)).toBe(running);
    expect(addTime(paused, -30)).toBe(paused);
    expect(addTime(timerFromSeconds(MAX_TIMER_SECONDS), 300).remainingMs).toBe(MAX_TIMER_SECONDS * 1000);
  });
});

describe("finishing", () => {
  it("is finished exactly when a running deadline has been reached", () => {
    const running = startTimer(timerFromSeconds(3), T0);
    expect(isFinished(running, T0 + 2999)).toBe(false);
    expect(isFinished(running, T0 + 3000)).toBe(true);
    expect(isFinished(pauseTimer(running, T0 + 4000), T0 + 4000)).toBe(false);
    expect(isFinished(idleTimer, T0)).toBe(false);
  });

  it("completes to idle at zero while keeping the initial so progress shows 100", () => {
    const done = completeTimer(startTimer(timerFromSeconds(3), T0));
    expect(done).toEqual({ status: "idle", initialSeconds: 3, remainingMs: 0, deadline: null });
    expect(progressPercent(done, T0 + 10_000)).toBe(100);
    expect(startTimer(done, T0)).toBe(done);
  });
});

describe("progressPercent", () => {
  it("is (initial - left) / initial × 100", () => {
    const running = startTimer(timerFromSeconds(100), T0);
    expect(progressPercent(running, T0)).toBe(0);
    expect(progressPercent(running, T0 + 25_000)).toBe(25);
    expect(progressPercent(running, T0 + 100_000)).toBe(100);
    expect(progressPercent(running, T0 + 500_000)).toBe(100);
  });

  it("is 0 without an initial duration", () => {
    expect(progressPercent(idleTimer, T0)).toBe(0);
    expect(progressPercent({ status: "idle", initialSeconds: 0, remainingMs: 5000, deadline: null }, T0)).toBe(0);
  });
});

describe("serialize / restore", () => {
  it("round-trips running, paused and idle timers", () => {
    const running = startTimer(timerFromSeconds(600), T0);
    expect(restoreTimer(serializeTimer(running), T0 + 1000)).toEqual(running);
    const paused = pauseTimer(running, T0 + 1234);
    expect(restoreTimer(serializeTimer(paused), T0 + 999_999)).toEqual(paused);
    expect(restoreTimer(serializeTimer(idleTimer), T0)).toEqual(idleTimer);
  });

  it("restores a timer that ended while the page was closed as running and finished", () => {
    const running = startTimer(timerFromSeconds(10), T0);
    const restored = restoreTimer(serializeTimer(running), T0 + 3_600_000);
    expect(restored).toEqual(running);
    expect(restored && isFinished(restored, T0 + 3_600_000)).toBe(true);
    expect(restored && remainingMs(restored, T0 + 3_600_000)).toBe(0);
  });

  it("rejects missing, corrupt, foreign and impossible values", () => {
    const valid = JSON.parse(serializeTimer(startTimer(timerFromSeconds(10), T0))) as Record<string, unknown>;
    const bad = (patch: Record<string, unknown>) => JSON.stringify({ ...valid, ...patch });
    expect(restoreTimer(null, T0)).toBeNull();
    expect(restoreTimer("", T0)).toBeNull();
    expect(restoreTimer("{not json", T0)).toBeNull();
    expect(restoreTimer("null", T0)).toBeNull();
    expect(restoreTimer("42", T0)).toBeNull();
    expect(restoreTimer(bad({ v: 2 }), T0)).toBeNull();
    expect(restoreTimer(bad({ status: "exploded" }), T0)).toBeNull();
    expect(restoreTimer(bad({ initialSeconds: -1 }), T0)).toBeNull();
    expect(restoreTimer(bad({ initialSeconds: 1.5 }), T0)).toBeNull();
    expect(restoreTimer(bad({ initialSeconds: "10" }), T0)).toBeNull();
    expect(restoreTimer(bad({ remainingMs: -5 }), T0)).toBeNull();
    expect(restoreTimer(bad({ remainingMs: Number.MAX_SAFE_INTEGER }), T0)).toBeNull();
    expect(restoreTimer(bad({ deadline: null }), T0)).toBeNull();
    expect(restoreTimer(bad({ deadline: "soon" }), T0)).toBeNull();
    expect(restoreTimer(bad({ deadline: T0 + 1e12 }), T0)).toBeNull();
    expect(restoreTimer(bad({ status: "paused" }), T0)).toBeNull();
  });
});

/** Any reachable state: a random sequence of the screen's operations from idle. */
const operation = fc.oneof(
  fc.record({ op: fc.constant("start" as const), dt: fc.integer({ min: 0, max: 200_000 }) }),
  fc.record({ op: fc.constant("pause" as const), dt: fc.integer({ min: 0, max: 200_000 }) }),
  fc.record({ op: fc.constant("reset" as const), dt: fc.integer({ min: 0, max: 5_000 }) }),
  fc.record({
    op: fc.constant("set" as const),
    dt: fc.integer({ min: 0, max: 5_000 }),
    n: fc.integer({ min: 0, max: 10_000 }),
  }),
  fc.record({
    op: fc.constant("add" as const),
    dt: fc.integer({ min: 0, max: 5_000 }),
    n: fc.constantFrom(30, 60, 300),
  }),
  fc.record({ op: fc.constant("complete" as const), dt: fc.integer({ min: 0, max: 5_000 }) }),
);

function play(ops: fc.Arbitrary<{ op: string; dt: number; n?: number }[]>) {
  return ops.map((list) => {
    let state: TimerState = idleTimer;
    let now = T0;
    for (const step of list) {
      now += step.dt;
      if (step.op === "start") state = startTimer(state, now);
      else if (step.op === "pause") state = pauseTimer(state, now);
      else if (step.op === "reset") state = resetTimer();
      else if (step.op === "set") state = setTime(state, step.n ?? 0);
      else if (step.op === "add") state = addTime(state, step.n ?? 0);
      else if (isFinished(state, now)) state = completeTimer(state);
    }
    return { state, now };
  });
}

const reachable = play(fc.array(operation, { maxLength: 25 }));

describe("engine invariants (properties)", () => {
  it("never reports negative time and keeps progress in 0..100", () => {
    fc.assert(
      fc.property(reachable, fc.integer({ min: -100_000, max: 10_000_000 }), ({ state, now }, later) => {
        expect(remainingMs(state, now + later)).toBeGreaterThanOrEqual(0);
        const progress = progressPercent(state, now + later);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("while running, remaining time is deadline − now", () => {
    fc.assert(
      fc.property(reachable, fc.integer({ min: 0, max: 10_000_000 }), ({ state, now }, later) => {
        const running = startTimer(state, now);
        if (running.status !== "running" || running.deadline === null) return;
        const at = now + later;
        expect(remainingMs(running, at)).toBe(Math.max(0, running.deadline - at));
      }),
    );
  });

  it("pause then start keeps the remaining time exactly", () => {
    fc.assert(
      fc.property(
        reachable,
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        ({ state, now }, runFor, pausedFor) => {
          const running = startTimer(state, now);
          if (running.status !== "running") return;
          const pauseAt = now + runFor;
          const paused = pauseTimer(running, pauseAt);
          const left = remainingMs(paused, pauseAt);
          expect(left).toBe(remainingMs(running, pauseAt));
          const resumed = startTimer(paused, pauseAt + pausedFor);
          if (left > 0) expect(remainingMs(resumed, pauseAt + pausedFor)).toBe(left);
          else expect(resumed).toBe(paused);
        },
      ),
    );
  });

  it("setTime and addTime are no-ops while running", () => {
    fc.assert(
      fc.property(reachable, fc.integer({ min: -1000, max: 1_000_000 }), ({ state, now }, seconds) => {
        const running = startTimer(state, now);
        if (running.status !== "running") return;
        expect(setTime(running, seconds)).toBe(running);
        expect(addTime(running, seconds)).toBe(running);
      }),
    );
  });

  it("serialize / restore round-trips every reachable state", () => {
    fc.assert(
      fc.property(reachable, fc.integer({ min: 0, max: 1_000_000 }), ({ state, now }, later) => {
        expect(restoreTimer(serializeTimer(state), now + later)).toEqual(state);
      }),
    );
  });
});
