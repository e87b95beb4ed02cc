/// <reference types="chrome" />
import {
  completeTimer,
  isFinished,
  pauseTimer,
  progressPercent,
  remainingMs,
  resetTimer,
  serializeTimer,
  setTime,
  startTimer,
  type TimerState,
} from "@core/timer-engine";
import { popularPresets } from "@core/timer-presets";
import { formatHMS } from "@core/time-format";
import { alarmNames, keys } from "../shared";
import { readTimer } from "../stored";
import { byId, createTicker, setText, setWidth, type Tool } from "../ui";

/** The presets of the popup: a handful of the site's popular presets. */
const PRESET_SECONDS = [60, 180, 300, 600, 900, 1500, 1800, 2700, 3600];
const presets = popularPresets.filter((p) => PRESET_SECONDS.includes(p.seconds));

/** The display shows whole seconds; a tenth of a second keeps it at most that late. */
const TICK_MS = 100;

/**
 * The countdown: a deadline (core/timer-engine) in storage, and a chrome.alarms alarm at that
 * deadline, which the service worker answers with a notification even when the popup is closed.
 */
export function createTimer(): Tool {
  const display = byId("timer-display", HTMLElement);
  const progress = byId("timer-progress", HTMLElement);
  const toggle = byId("timer-toggle", HTMLButtonElement);
  const status = byId("timer-status", HTMLElement);

  const ticker = createTicker<TimerState>({
    state: readTimer(undefined, Date.now()),
    periodMs: TICK_MS,
    drawControls(timer, now) {
      const left = remainingMs(timer, now);
      const running = timer.status === "running";
      setText(toggle, running ? "Pause" : "Start");
      toggle.disabled = !running && left <= 0;
      const ended = timer.status === "idle" && left <= 0 && timer.initialSeconds > 0;
      setText(status, running ? "Running" : timer.status === "paused" ? "Paused" : ended ? "Time's up!" : "");
    },
    drawTime(timer, now) {
      setText(display, formatHMS(remainingMs(timer, now) / 1000));
      setWidth(progress, `${progressPercent(timer, now)}%`);
      return timer.status === "running";
    },
    // Not saved: the worker stores the same state when it rings, and saving it here would clear
    // the chrome.alarms alarm before it fires, and with it the notification.
    settle: (timer, now) => (isFinished(timer, now) ? completeTimer(timer) : timer),
  });

  function save(next: TimerState) {
    ticker.set(next);
    void chrome.storage.local.set({ [keys.timer]: serializeTimer(next) });
    if (next.status === "running" && next.deadline !== null) {
      void chrome.alarms.create(alarmNames.timer, { when: next.deadline });
    } else {
      void chrome.alarms.clear(alarmNames.timer);
    }
  }

  const grid = byId("timer-presets", HTMLElement);
  for (const preset of presets) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = preset.label;
    button.title = preset.description;
    button.addEventListener("click", () => save(setTime(ticker.state, preset.seconds)));
    grid.append(button);
  }
  toggle.addEventListener("click", () => {
    const now = Date.now();
    save(ticker.state.status === "running" ? pauseTimer(ticker.state, now) : startTimer(ticker.state, now));
  });
  byId("timer-reset", HTMLButtonElement).addEventListener("click", () => save(resetTimer()));

  return {
    panelId: "panel-timer",
    load(values) {
      if (keys.timer in values) ticker.set(readTimer(values[keys.timer], Date.now()));
    },
    setVisible: ticker.setVisible,
  };
}
