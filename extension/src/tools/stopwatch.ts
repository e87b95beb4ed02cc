/// <reference types="chrome" />
import {
  elapsed,
  formatLapTime,
  isRunning,
  lap,
  lapRows,
  pause,
  reset,
  start,
  type StopwatchState,
} from "@core/stopwatch";
import { formatClock } from "@core/time-format";
import { msg } from "../i18n";
import { keys } from "../shared";
import { readStopwatch } from "../stored";
import { byId, createTicker, setFlag, setText, type Tool } from "../ui";

/** 20 readings a second: the milliseconds blur at any faster rate, and a slower one looks stuck. */
const TICK_MS = 50;

function lapItem(number: number, lapMs: number): HTMLLIElement {
  const item = document.createElement("li");
  const name = document.createElement("span");
  name.textContent = msg("lapNumber", String(number));
  const time = document.createElement("span");
  time.textContent = formatLapTime(lapMs);
  item.append(name, time);
  return item;
}

const sameLaps = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((total, i) => total === b[i]);

/**
 * The stopwatch: a start instant and the time run before it (core/stopwatch) in storage. Its
 * instants are Date.now(), not performance.now(), whose origin dies with the popup.
 */
export function createStopwatch(): Tool {
  const hms = byId("stopwatch-hms", HTMLElement);
  const millis = byId("stopwatch-ms", HTMLElement);
  const toggle = byId("stopwatch-toggle", HTMLButtonElement);
  const lapButton = byId("stopwatch-lap", HTMLButtonElement);
  const lapList = byId("stopwatch-laps", HTMLOListElement);
  let shownLaps: readonly number[] = [];

  const ticker = createTicker<StopwatchState>({
    state: readStopwatch(undefined),
    periodMs: TICK_MS,
    drawControls(stopwatch, now) {
      setText(toggle, msg(isRunning(stopwatch) ? "pause" : elapsed(stopwatch, now) > 0 ? "resume" : "start"));
      setFlag(lapButton, "disabled", !isRunning(stopwatch));
      if (sameLaps(shownLaps, stopwatch.laps)) return;
      shownLaps = stopwatch.laps;
      const items = lapRows(stopwatch.laps).map((row) => lapItem(row.number, row.lapMs));
      lapList.replaceChildren(...items.reverse());
    },
    drawTime(stopwatch, now) {
      const reading = formatClock(elapsed(stopwatch, now));
      setText(hms, reading.hms);
      setText(millis, `.${reading.millis}`);
      return isRunning(stopwatch);
    },
  });

  function save(next: StopwatchState) {
    ticker.set(next);
    void chrome.storage.local.set({ [keys.stopwatch]: next });
  }

  toggle.addEventListener("click", () => {
    const now = Date.now();
    save(isRunning(ticker.state) ? pause(ticker.state, now) : start(ticker.state, now));
  });
  lapButton.addEventListener("click", () => save(lap(ticker.state, Date.now())));
  byId("stopwatch-reset", HTMLButtonElement).addEventListener("click", () => save(reset()));

  return {
    panelId: "panel-stopwatch",
    load(values) {
      if (keys.stopwatch in values) ticker.set(readStopwatch(values[keys.stopwatch]));
    },
    setVisible: ticker.setVisible,
  };
}
