/**
 * Decides which tab rings each run of a timer (decision 033), before its deadline so that ringing
 * itself waits for nothing. Every tab that sees a run (timer id and deadline) asks for a Web Lock
 * named after it: the first to ask holds it, the others queue. At the deadline the holder completes
 * the run in the shared store and rings at once; a tab without the lock rings nothing and waits for
 * that write. The holder keeps the lock a while after ringing, so the next tab in the queue
 * finds the run completed in its own copy of the store when it finally gets the lock, and lets go.
 * When the holder closes before the deadline the next tab holds the lock and rings instead.
 * Without Web Locks (old browsers) every tab "holds" every run and the store alone decides: the
 * ringer re-reads it and rings only a run still marked running.
 */

/** Longer than any delay between one tab's localStorage write and another tab seeing it. */
const HOLD_MS = 30_000;

export class RingClaims {
  private readonly held = new Map<string, () => void>();
  private readonly waiting = new Map<string, AbortController>();
  private broken = typeof navigator === "undefined" || !navigator.locks?.request;

  /**
   * @param running whether this tab still sees the run running (checked when a lock arrives)
   * @param acquired called when this tab starts holding a run's lock
   */
  constructor(
    private readonly running: (key: string) => boolean,
    private readonly acquired: () => void,
  ) {}

  /** Whether this tab rings the run at its deadline. */
  holds(key: string): boolean {
    return this.broken || this.held.has(key);
  }

  /** Asks for the lock of every run in `keys`, and gives up the others (not yet rung). */
  follow(keys: ReadonlySet<string>): void {
    if (this.broken) return;
    for (const key of keys) if (!this.held.has(key) && !this.waiting.has(key)) this.request(key);
    for (const [key, controller] of this.waiting) {
      if (keys.has(key)) continue;
      controller.abort();
      this.waiting.delete(key);
    }
    for (const [key, release] of this.held) {
      if (keys.has(key)) continue;
      release();
      this.held.delete(key);
    }
  }

  /** The run rang here: keep its lock a while longer (see above), then release it. */
  rang(key: string): void {
    const release = this.held.get(key);
    if (!release) return;
    this.held.delete(key);
    setTimeout(release, HOLD_MS);
  }

  private request(key: string): void {
    const controller = new AbortController();
    this.waiting.set(key, controller);
    navigator.locks
      .request(`tickwise-timers-ring:${key}`, { signal: controller.signal }, () => {
        if (this.waiting.get(key) !== controller) return;
        this.waiting.delete(key);
        if (!this.running(key)) return;
        return new Promise<void>((resolve) => {
          this.held.set(key, resolve);
          this.acquired();
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Locks refused (e.g. an opaque origin): the store alone decides from now on.
        console.warn("timer ring locks unavailable", error);
        this.broken = true;
        this.acquired();
      });
  }
}
