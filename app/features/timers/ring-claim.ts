/**
 * Lets exactly one tab ring a timer's completion (decision 033). Every tab that sees the deadline
 * asks for a Web Lock named after that run (timer id and deadline) without waiting
 * (`ifAvailable`): the first gets it, completes the run in the shared store and rings; the others
 * get nothing and wait for that write. The winner keeps the lock for a while, so a tab that was
 * frozen at the deadline and wakes a moment later still finds it taken, even if its copy of
 * localStorage has not caught up yet; once the lock is released the store says the run ended.
 * Without Web Locks (old browsers) the store alone decides: the claimer re-reads it and rings only
 * a run still marked running.
 */

/** Longer than any delay between one tab's localStorage write and another tab seeing it. */
const HOLD_MS = 30_000;

export async function claimRing(key: string, claimed: () => void): Promise<void> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks?.request) {
    claimed();
    return;
  }
  let ran = false;
  try {
    await locks.request(`tickwise-timers-ring:${key}`, { ifAvailable: true }, (lock) => {
      if (!lock) return;
      ran = true;
      claimed();
      return new Promise<void>((resolve) => setTimeout(resolve, HOLD_MS));
    });
  } catch (error) {
    if (ran) throw error;
    // Locks refused (e.g. an opaque origin): fall back to the store alone.
    console.warn("timer ring lock unavailable", error);
    claimed();
  }
}
