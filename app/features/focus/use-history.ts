import type { CompletedPhase } from "@core/focus-cycle";
import { minutesByDay, weekStart, type FocusSessionDto } from "@core/focus-sessions";
import { useEffect, useState } from "react";
import { apiJson } from "~/lib/api";

/**
 * The visitor's focus history (docs/product.md, Pomodoro and interval timer): completed focus
 * periods are posted to /api/focus-sessions (the visitor cookie scopes them), and the week's chart
 * reads them back. A small module store rather than a query library: one list, one reader.
 */

const listeners = new Set<() => void>();
/** A catch-up after a long freeze posts the latest periods only; the rest would be one burst. */
const MAX_POSTS = 16;

export async function recordFocus(completed: readonly CompletedPhase[], label: string): Promise<boolean> {
  const focus = completed.filter((c) => c.phase.kind === "focus").slice(-MAX_POSTS);
  if (focus.length === 0) return true;
  let ok = true;
  for (const c of focus) {
    try {
      await apiJson("POST", "/api/focus-sessions", {
        startedAt: new Date(c.startedAt).toISOString(),
        minutes: Math.round(c.phase.seconds / 60),
        ...(label ? { label } : {}),
      });
    } catch (error) {
      console.warn("recording the focus period failed", error);
      ok = false;
    }
  }
  listeners.forEach((l) => l());
  return ok;
}

/** Clears the visitor's whole history on the server; the chart reloads. */
export async function clearHistory(): Promise<boolean> {
  try {
    await apiJson("DELETE", "/api/focus-sessions");
    return true;
  } catch (error) {
    console.warn("clearing the focus history failed", error);
    return false;
  } finally {
    listeners.forEach((l) => l());
  }
}

export interface WeekHistory {
  status: "loading" | "ready" | "failed";
  days: { day: Date; minutes: number }[];
}

/** This week's (Monday to Sunday, local time) focus minutes per day; reloaded after each recording. */
export function useWeekHistory(): WeekHistory {
  const [history, setHistory] = useState<WeekHistory>({ status: "loading", days: [] });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    listeners.add(bump);
    return () => void listeners.delete(bump);
  }, []);
  useEffect(() => {
    let live = true;
    const start = weekStart(new Date());
    const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7);
    const query = new URLSearchParams({ from: start.toISOString(), to: end.toISOString() });
    apiJson<FocusSessionDto[]>("GET", `/api/focus-sessions?${query}`)
      .then((sessions) => live && setHistory({ status: "ready", days: minutesByDay(sessions, start) }))
      .catch((error: unknown) => {
        console.warn("loading the focus history failed", error);
        if (live) setHistory((h) => ({ ...h, status: "failed" }));
      });
    return () => {
      live = false;
    };
  }, [version]);
  return history;
}
