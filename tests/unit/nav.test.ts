import { describe, expect, it } from "vitest";
import { activeTool } from "@core/nav";

describe("the highlighted header entry", () => {
  it("is the section the page is in, matched by whole path segments", () => {
    expect(activeTool("/timer/5-minute-timer")).toEqual({ key: "timer", matched: true });
    expect(activeTool("/time/tokyo")).toEqual({ key: "time", matched: true });
    expect(activeTool("/time/europe/london")).toEqual({ key: "time", matched: true });
    expect(activeTool("/pomodoro/50-10")).toEqual({ key: "pomodoro", matched: true });
  });

  it("is the family's entry, not the current page, on a related tool", () => {
    expect(activeTool("/timers")).toEqual({ key: "timer", matched: false });
    expect(activeTool("/time-converter/new-york-to-london")).toEqual({ key: "time", matched: false });
    expect(activeTool("/meeting-planner")).toEqual({ key: "time", matched: false });
    expect(activeTool("/interval-timer/tabata")).toEqual({ key: "pomodoro", matched: false });
  });

  it("falls back to the timer, current only on the home page", () => {
    expect(activeTool("/")).toEqual({ key: "timer", matched: true });
    expect(activeTool("/blog")).toEqual({ key: "timer", matched: false });
    expect(activeTool("/timerx")).toEqual({ key: "timer", matched: false });
  });
});
