import { countdownParts } from "@core/countdown-parts";

/**
 * The holiday page's countdown on a page without React (decision 041): the server wrote the
 * figures at render time; this keeps them ticking. Each tick derives them from the start instant
 * and the clock (never by counting ticks), so a throttled tab is right again when it wakes. At
 * zero the countdown gives way to the "is today" line the server left hidden beside it.
 */
export function startLiveCountdowns(): void {
  for (const timer of document.querySelectorAll<HTMLElement>("[data-countdown-to]")) {
    const target = Number(timer.dataset.countdownTo);
    if (!Number.isFinite(target)) continue;
    const tick = () => {
      const now = Date.now();
      const parts = countdownParts(target, now);
      for (const unit of timer.querySelectorAll<HTMLElement>("[data-unit]")) {
        const value = parts[unit.dataset.unit as keyof typeof parts];
        unit.textContent = unit.dataset.unit === "days" ? String(value) : String(value).padStart(2, "0");
      }
      if (now >= target) {
        const done = timer.parentElement?.querySelector<HTMLElement>("[data-countdown-done]");
        if (done) {
          done.hidden = false;
          timer.hidden = true;
        }
        return;
      }
      setTimeout(tick, 1000 - (now % 1000));
    };
    tick();
  }
}
