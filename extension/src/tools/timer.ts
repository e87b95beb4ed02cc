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
import { msg, uiLanguage, type MessageKey } from "../i18n";
import { alarmNames, keys } from "../shared";
import { readTimer } from "../stored";
import { byId, createTicker, setFlag, setText, setWidth, type Tool } from "../ui";

/** The presets of the popup: a handful of the site's popular presets. */
const PRESET_SECONDS = [60, 180, 300, 600, 900, 1500, 1800, 2700, 3600];
const presets = popularPresets.filter((p) => PRESET_SECONDS.includes(p.seconds));

/** "1 min", "45 min", "1 hour" in the browser's language ("1 Min.", "1 Stunde", "1 分"). */
function presetLabel(seconds: number, language: string): string {
  const [value, unit, display] =
    seconds % 3600 === 0 ? ([seconds / 3600, "hour", "long"] as const) : ([seconds / 60, "minute", "short"] as const);
  try {
    return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: display }).format(value);
  } catch {
    return new Intl.NumberFormat("en", { style: "unit", unit, unitDisplay: display }).format(value);
  }
}

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
      setText(toggle, msg(running ? "pause" : "start"));
      setFlag(toggle, "disabled", !running && left <= 0);
      const ended = timer.status === "idle" && left <= 0 && timer.initialSeconds > 0;
      setText(
        status,
        running ? msg("running") : timer.status === "paused" ? msg("paused") : ended ? msg("timesUp") : "",
      );
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
  const language = uiLanguage();
  for (const preset of presets) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = presetLabel(preset.seconds, language);
    button.title = msg(`preset${preset.seconds}` as MessageKey);
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
