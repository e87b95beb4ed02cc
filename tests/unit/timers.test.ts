import { describe, expect, it } from "vitest";
import { MAX_TIMER_SECONDS } from "@core/time-format";
import {
  completeEntry,
  draftsOf,
  emptyStore,
  encodeSet,
  isDue,
  MAX_SHARED_TIMERS,
  newEntry,
  nextDeadline,
  orderTimers,
  pauseEntry,
  resetEntry,
  serializeTimers,
  SET_PARAM,
  shownSeconds,
  startEntry,
  updateEntry,
  type TimerDraft,
  type TimerEntry,
} from "@core/timers";
import { decodeSet, parseDraft, restoreTimers } from "@core/timers-schema";

const T0 = 1_700_000_000_000;
const draft = (label: string, seconds: number): TimerDraft => ({ label, seconds, colour: "blue", sound: "beep" });
const entry = (label: string, seconds: number, createdAt = T0): TimerEntry =>
  newEntry(draft(label, seconds), label.toLowerCase(), createdAt);

/** A set param built by hand, for what `encodeSet` would never produce. */
const rawSet = (value: unknown) => `1.${Buffer.from(JSON.stringify(value)).toString("base64url")}`;

describe("transitions from instants", () => {
  it("start sets a deadline; the time shown derives from it", () => {
    const tea = startEntry(entry("Tea", 180), T0);
    expect(tea.state).toMatchObject({ status: "running", deadline: T0 + 180_000 });
    expect(shownSeconds(tea, T0 + 500)).toBe(180);
    expect(shownSeconds(tea, T0 + 1_000)).toBe(179);
    expect(shownSeconds(tea, T0 + 200_000)).toBe(0);
  });

  it("pause keeps the time left, resume continues from it", () => {
    const paused = pauseEntry(startEntry(entry("Tea", 180), T0), T0 + 30_000);
    expect(paused.state).toMatchObject({ status: "paused", remainingMs: 150_000, deadline: null });
    expect(startEntry(paused, T0 + 60_000).state.deadline).toBe(T0 + 60_000 + 150_000);
  });

  it("is due at its deadline; completing records the deadline and stops it", () => {
    const tea = startEntry(entry("Tea", 3), T0);
    expect(isDue(tea, T0 + 2_999)).toBe(false);
    expect(isDue(tea, T0 + 3_000)).toBe(true);
    const done = completeEntry(tea);
    expect(done).toMatchObject({ endedAt: T0 + 3_000, missed: false, state: { status: "idle", remainingMs: 0 } });
    expect(completeEntry(done)).toBe(done);
    expect(completeEntry(tea, true).missed).toBe(true);
  });

  it("an ended or reset timer starts again from its full duration", () => {
    const done = completeEntry(startEntry(entry("Tea", 3), T0));
    const again = startEntry(done, T0 + 10_000);
    expect(again).toMatchObject({ endedAt: null, state: { status: "running", deadline: T0 + 13_000 } });
    const reset = resetEntry(pauseEntry(startEntry(entry("Eggs", 360), T0), T0 + 1_000));
    expect(reset.state).toEqual({ status: "idle", initialSeconds: 360, remainingMs: 360_000, deadline: null });
  });

  it("updateEntry changes one timer and returns the same list when nothing changed", () => {
    const list = [entry("Tea", 180), entry("Eggs", 360)];
    expect(updateEntry(list, "eggs", (e) => pauseEntry(e, T0))).toBe(list);
    const next = updateEntry(list, "eggs", (e) => startEntry(e, T0));
    expect(next[1]!.state.status).toBe("running");
    expect(next[0]).toBe(list[0]);
  });

  it("nextDeadline is the earliest running deadline", () => {
    expect(nextDeadline([entry("Tea", 180)])).toBeNull();
    expect(nextDeadline([startEntry(entry("Tea", 180), T0), startEntry(entry("Eggs", 60), T0)])).toBe(T0 + 60_000);
  });
});

describe("ordering: what ends next first", () => {
  it("running by deadline, then paused by time left, then idle in the order added", () => {
    const idleA = entry("IdleA", 10, T0);
    const idleB = entry("IdleB", 5, T0 + 1);
    const runLate = startEntry(entry("RunLate", 600, T0 + 2), T0);
    const runSoon = startEntry(entry("RunSoon", 900, T0 + 3), T0 - 800_000);
    const pausedLong = pauseEntry(startEntry(entry("PausedLong", 500, T0 + 4), T0), T0 + 1_000);
    const pausedShort = pauseEntry(startEntry(entry("PausedShort", 20, T0 + 5), T0), T0 + 1_000);
    const order = orderTimers([idleA, pausedLong, runLate, idleB, pausedShort, runSoon]).map((e) => e.label);
    expect(order).toEqual(["RunSoon", "RunLate", "PausedShort", "PausedLong", "IdleA", "IdleB"]);
  });

  it("a paused timer with less left than a running one still comes after it", () => {
    const paused = pauseEntry(startEntry(entry("P", 5), T0), T0 + 1_000);
    const running = startEntry(entry("R", 3_600), T0);
    expect(orderTimers([paused, running]).map((e) => e.label)).toEqual(["R", "P"]);
  });
});

describe("drafts", () => {
  it("accepts a label of 1–60 characters and a duration of 1 s to 99:59:59", () => {
    expect(parseDraft(draft(" Tea ", 1))).toEqual({ ok: true, draft: draft("Tea", 1) });
    expect(parseDraft(draft("x".repeat(60), MAX_TIMER_SECONDS)).ok).toBe(true);
  });

  it("names the field that is wrong", () => {
    expect(parseDraft(draft("", 10))).toEqual({ ok: false, problem: "label" });
    expect(parseDraft(draft("x".repeat(61), 10))).toEqual({ ok: false, problem: "label" });
    expect(parseDraft(draft("Tea", 0))).toEqual({ ok: false, problem: "duration" });
    expect(parseDraft(draft("Tea", 100 * 3600))).toEqual({ ok: false, problem: "duration" });
    expect(parseDraft(draft("Tea", 1.5))).toEqual({ ok: false, problem: "duration" });
    expect(parseDraft({ ...draft("Tea", 10), colour: "red" })).toEqual({ ok: false, problem: "other" });
  });
});

describe("shared sets", () => {
  it("round-trips names, durations, colours and sounds, URL-safe", () => {
    const drafts: TimerDraft[] = [
      { label: "Té verde 🍵", seconds: 180, colour: "green", sound: "chime" },
      { label: "Eggs, soft & runny?", seconds: MAX_TIMER_SECONDS, colour: "rose", sound: "bell" },
    ];
    const encoded = encodeSet(drafts);
    expect(encoded).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(new URLSearchParams(`${SET_PARAM}=${encoded}`).get(SET_PARAM)).toBe(encoded);
    expect(decodeSet(encoded)).toEqual({ ok: true, timers: drafts });
  });

  it("carries no running state", () => {
    const list = [startEntry(entry("Tea", 180), T0)];
    const decoded = decodeSet(encodeSet(draftsOf(list)));
    expect(decoded).toEqual({ ok: true, timers: [draft("Tea", 180)] });
  });

  it("says which timer has a duration of 0 or 100 hours", () => {
    expect(
      decodeSet(
        rawSet([
          ["Tea", 60, "blue", "beep"],
          ["Eggs", 0, "blue", "beep"],
        ]),
      ),
    ).toEqual({
      ok: false,
      problem: { kind: "duration", index: 1 },
    });
    expect(decodeSet(rawSet([["Tea", 360_000, "blue", "beep"]]))).toEqual({
      ok: false,
      problem: { kind: "duration", index: 0 },
    });
    expect(decodeSet(rawSet([["Tea", "60", "blue", "beep"]]))).toEqual({
      ok: false,
      problem: { kind: "duration", index: 0 },
    });
  });

  it("says which label is too long (10,000 characters) or empty", () => {
    expect(decodeSet(rawSet([["x".repeat(10_000), 60, "blue", "beep"]]))).toEqual({
      ok: false,
      problem: { kind: "label", index: 0 },
    });
    expect(decodeSet(rawSet([["   ", 60, "blue", "beep"]]))).toEqual({
      ok: false,
      problem: { kind: "label", index: 0 },
    });
  });

  it("refuses an empty set and one of too many timers", () => {
    expect(decodeSet(rawSet([]))).toEqual({ ok: false, problem: { kind: "empty" } });
    const many = Array.from({ length: MAX_SHARED_TIMERS + 1 }, (_, i) => [`T${i}`, 60, "blue", "beep"]);
    expect(decodeSet(rawSet(many))).toEqual({ ok: false, problem: { kind: "tooMany" } });
  });

  it.each([
    ["garbage", "hello"],
    ["no version", Buffer.from("[]").toString("base64url")],
    ["bad base64", "1.***"],
    ["not JSON", `1.${Buffer.from("{oops").toString("base64url")}`],
    ["not UTF-8", `1.${Buffer.from([0xff, 0xfe, 0xfd]).toString("base64url")}`],
    ["an object", rawSet({ a: 1 })],
    ["a short tuple", rawSet([["Tea", 60]])],
    ["an unknown colour", rawSet([["Tea", 60, "red", "beep"]])],
    ["an unknown sound", rawSet([["Tea", 60, "blue", "custom"]])],
    ["far too long", `1.${"A".repeat(20_000)}`],
  ])("a malformed set (%s) is malformed, never a throw", (_name, param) => {
    expect(decodeSet(param)).toEqual({ ok: false, problem: { kind: "malformed" } });
  });
});

describe("storage", () => {
  it("round-trips the list and its revision", () => {
    const list = [startEntry(entry("Tea", 180), T0), completeEntry(startEntry(entry("Eggs", 5), T0))];
    const raw = serializeTimers({ rev: 7, timers: list });
    expect(restoreTimers(raw, T0 + 1_000)).toEqual({ rev: 7, timers: list });
  });

  it("a corrupt store is empty, never a throw", () => {
    for (const raw of [null, "", "{", "null", "[]", '{"v":2,"rev":1,"timers":[]}', '{"v":1,"rev":-1,"timers":[]}']) {
      expect(restoreTimers(raw, T0)).toEqual(emptyStore);
    }
  });

  it("drops a bad entry and keeps the others", () => {
    const good = entry("Tea", 180);
    const bad = [
      { ...entry("Bad1", 60), label: "x".repeat(61) },
      { ...entry("Bad2", 60), state: { status: "running", initialSeconds: 60, remainingMs: 60_000, deadline: null } },
      { ...entry("Bad3", 60), state: { status: "idle", initialSeconds: 60, remainingMs: 60_000, deadline: T0 } },
      { ...startEntry(entry("Bad4", 60), T0), state: { ...startEntry(entry("Bad4", 60), T0).state, deadline: T0 * 2 } },
      { ...entry("Tea", 30) },
      "nonsense",
    ];
    const raw = JSON.stringify({ v: 1, rev: 3, timers: [good, ...bad] });
    expect(restoreTimers(raw, T0)).toEqual({ rev: 3, timers: [good] });
  });
});

describe("page cache", () => {
  it("a shared set's page is rendered for its link alone; /timers itself is shared", async () => {
    const { sharedPageTarget } = await import("@core/page-query");
    expect(sharedPageTarget("/timers", new URLSearchParams())).toBe("/timers");
    expect(sharedPageTarget("/timers", new URLSearchParams("x=1"))).toBe("/timers");
    expect(sharedPageTarget("/timers", new URLSearchParams(`${SET_PARAM}=abc`))).toBeUndefined();
  });
});
