/// <reference types="chrome" />
import { formatUtcOffset, optionForZone, utcOffsetMinutes, zonedClock, type TimezoneOption } from "@core/cities";
import {
  elapsed,
  formatLapTime,
  initialStopwatch,
  isRunning,
  lap,
  lapRows,
  pause,
  reset,
  start,
  type StopwatchState,
} from "@core/stopwatch";
import {
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
import { DEFAULT_TIMER_SECONDS, popularPresets } from "@core/timer-presets";
import { formatClock, formatHMS } from "@core/time-format";
import { alarmNames, keys, nextOccurrence, type RangEntry, type StoredAlarm } from "./shared";

/*
 * The popup. Every state lives in chrome.storage.local, so closing the popup loses nothing: the
 * countdown is a deadline (core/timer-engine), the stopwatch a start instant (core/stopwatch), and
 * both the timer's end and the alarm are chrome.alarms that the service worker answers.
 */

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The presets of the popup: a handful of the site's popular presets. */
const PRESET_SECONDS = [60, 180, 300, 600, 900, 1500, 1800, 2700, 3600];
const presets = popularPresets.filter((p) => PRESET_SECONDS.includes(p.seconds));

/** The 6 zones of the world clock. */
const CLOCK_ZONES = [
  "America/New_York",
  "Europe/London",
  "Europe/Paris",
  "Asia/Dubai",
  "Asia/Tokyo",
  "Australia/Sydney",
];
const zones = CLOCK_ZONES.map((zone) => optionForZone(zone)).filter((z): z is TimezoneOption => z !== undefined);

let timer: TimerState = timerFromSeconds(DEFAULT_TIMER_SECONDS);
let stopwatch: StopwatchState = initialStopwatch;
let alarm: StoredAlarm | null = null;
let rang: RangEntry[] = [];

function saveTimer(next: TimerState) {
  timer = next;
  void chrome.storage.local.set({ [keys.timer]: serializeTimer(next) });
  if (next.status === "running" && next.deadline !== null) {
    void chrome.alarms.create(alarmNames.timer, { when: next.deadline });
  } else {
    void chrome.alarms.clear(alarmNames.timer);
  }
  render();
}

function saveStopwatch(next: StopwatchState) {
  stopwatch = next;
  void chrome.storage.local.set({ [keys.stopwatch]: next });
  render();
}

// ---- Tabs -------------------------------------------------------------------------------------

const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
function selectTab(tab: HTMLButtonElement, focus = false) {
  for (const t of tabs) {
    const selected = t === tab;
    t.setAttribute("aria-selected", String(selected));
    t.tabIndex = selected ? 0 : -1;
    $(t.getAttribute("aria-controls") ?? "").hidden = !selected;
  }
  if (focus) tab.focus();
}
tabs.forEach((tab, i) => {
  tab.addEventListener("click", () => selectTab(tab));
  tab.addEventListener("keydown", (event) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step) selectTab(tabs[(i + step + tabs.length) % tabs.length]!, true);
  });
});

// ---- Timer ------------------------------------------------------------------------------------

const presetGrid = $("timer-presets");
for (const preset of presets) {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = preset.label;
  button.title = preset.description;
  button.addEventListener("click", () => saveTimer(setTime(timer, preset.seconds)));
  presetGrid.append(button);
}
$("timer-toggle").addEventListener("click", () => {
  const now = Date.now();
  saveTimer(timer.status === "running" ? pauseTimer(timer, now) : startTimer(timer, now));
});
$("timer-reset").addEventListener("click", () => saveTimer(resetTimer()));

// ---- Stopwatch --------------------------------------------------------------------------------

$("stopwatch-toggle").addEventListener("click", () => {
  const now = Date.now();
  saveStopwatch(isRunning(stopwatch) ? pause(stopwatch, now) : start(stopwatch, now));
});
$("stopwatch-lap").addEventListener("click", () => saveStopwatch(lap(stopwatch, Date.now())));
$("stopwatch-reset").addEventListener("click", () => saveStopwatch(reset()));

// ---- Alarm ------------------------------------------------------------------------------------

$("alarm-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const at = nextOccurrence($<HTMLInputElement>("alarm-time").value, new Date());
  if (!at) {
    $("alarm-status").textContent = "Please select a time for the alarm.";
    return;
  }
  alarm = { at: at.getTime() };
  void chrome.alarms.create(alarmNames.alarm, { when: alarm.at });
  void chrome.storage.local.set({ [keys.alarm]: alarm });
  render();
});
$("alarm-stop").addEventListener("click", () => {
  alarm = null;
  void chrome.alarms.clear(alarmNames.alarm);
  void chrome.storage.local.set({ [keys.alarm]: null });
  render();
});

// ---- World clock ------------------------------------------------------------------------------

const clockList = $("clock-list");
const clockRows = zones.map((zone) => {
  const item = document.createElement("li");
  const name = document.createElement("span");
  name.textContent = zone.label;
  const offset = document.createElement("small");
  name.append(offset);
  const time = document.createElement("time");
  item.append(name, time);
  clockList.append(item);
  return { zone: zone.value, offset, time };
});

// ---- Rendering --------------------------------------------------------------------------------

const timeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function render() {
  const now = Date.now();

  const left = remainingMs(timer, now);
  $("timer-display").textContent = formatHMS(left / 1000);
  $("timer-progress").style.width = `${progressPercent(timer, now)}%`;
  $("timer-toggle").textContent = timer.status === "running" ? "Pause" : "Start";
  $<HTMLButtonElement>("timer-toggle").disabled = timer.status !== "running" && left <= 0;
  const ended = timer.status === "idle" && left <= 0 && timer.initialSeconds > 0;
  $("timer-status").textContent =
    timer.status === "running" ? "Running" : timer.status === "paused" ? "Paused" : ended ? "Time's up!" : "";

  const reading = formatClock(elapsed(stopwatch, now));
  const display = $("stopwatch-display");
  display.firstChild!.textContent = reading.hms;
  display.querySelector(".ms")!.textContent = `.${reading.millis}`;
  $("stopwatch-toggle").textContent = isRunning(stopwatch) ? "Pause" : elapsed(stopwatch, now) > 0 ? "Resume" : "Start";
  $<HTMLButtonElement>("stopwatch-lap").disabled = !isRunning(stopwatch);
  const laps = $("stopwatch-laps");
  const rows = lapRows(stopwatch.laps);
  if (laps.childElementCount !== rows.length) {
    laps.replaceChildren(
      ...rows
        .slice()
        .reverse()
        .map((row) => {
          const item = document.createElement("li");
          item.innerHTML = "<span></span><span></span>";
          item.children[0]!.textContent = `Lap ${row.number}`;
          item.children[1]!.textContent = formatLapTime(row.lapMs);
          return item;
        }),
    );
  }

  const alarmRang = rang.find((r) => r.kind === "alarm");
  $("alarm-status").textContent = alarm
    ? `Alarm set for ${timeFormat.format(alarm.at)}`
    : alarmRang
      ? `Alarm! Time's up! (${timeFormat.format(alarmRang.at)})`
      : "No alarm set.";
  $("alarm-stop").hidden = !alarm;
  $<HTMLButtonElement>("alarm-set").disabled = alarm !== null;
  $<HTMLInputElement>("alarm-time").disabled = alarm !== null;

  for (const row of clockRows) {
    row.time.textContent = zonedClock(row.zone, now);
    row.offset.textContent = formatUtcOffset(utcOffsetMinutes(row.zone, now));
  }
}

function readStored(values: Record<string, unknown>) {
  const now = Date.now();
  if (keys.timer in values) {
    const restored = restoreTimer((values[keys.timer] as string | null | undefined) ?? null, now);
    if (restored)
      timer = isFinished(restored, now) ? { ...restored, status: "idle", remainingMs: 0, deadline: null } : restored;
  }
  if (keys.stopwatch in values && values[keys.stopwatch]) stopwatch = values[keys.stopwatch] as StopwatchState;
  if (keys.alarm in values) {
    const stored = values[keys.alarm] as StoredAlarm | null | undefined;
    alarm = stored && stored.at > now - 60_000 ? stored : null;
  }
  if (keys.rang in values) rang = (values[keys.rang] as RangEntry[] | undefined) ?? [];
}

chrome.storage.onChanged.addListener((changes, area) => {
  if (area !== "local") return;
  readStored(Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.newValue])));
  render();
});

void chrome.storage.local.get([keys.timer, keys.stopwatch, keys.alarm, keys.rang]).then((values) => {
  readStored(values);
  render();
  setInterval(render, 50);
});
render();
