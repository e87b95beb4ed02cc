/// <reference types="chrome" />
import { msg } from "../i18n";
import { alarmNames, keys, nextOccurrence, type RangEntry, type StoredAlarm } from "../shared";
import { readAlarm, readRang } from "../stored";
import { byId, setFlag, setText, type Tool } from "../ui";

const timeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * The alarm clock: a chrome.alarms alarm that the service worker answers with a notification; it
 * then clears the stored alarm and logs the ring, which this panel shows. Nothing here counts
 * down, so it has no tick loop.
 */
export function createAlarm(): Tool {
  const input = byId("alarm-time", HTMLInputElement);
  const setButton = byId("alarm-set", HTMLButtonElement);
  const stopButton = byId("alarm-stop", HTMLButtonElement);
  const status = byId("alarm-status", HTMLElement);
  let alarm: StoredAlarm | null = null;
  let rang: RangEntry[] = [];

  function render() {
    const alarmRang = rang.find((r) => r.kind === "alarm");
    setText(
      status,
      alarm
        ? msg("alarmSetFor", timeFormat.format(alarm.at))
        : alarmRang
          ? msg("alarmRang", timeFormat.format(alarmRang.at))
          : msg("noAlarm"),
    );
    setFlag(stopButton, "hidden", !alarm);
    setFlag(setButton, "disabled", alarm !== null);
    setFlag(input, "disabled", alarm !== null);
  }

  function save(next: StoredAlarm | null) {
    alarm = next;
    render();
    if (next) void chrome.alarms.create(alarmNames.alarm, { when: next.at });
    else void chrome.alarms.clear(alarmNames.alarm);
    void chrome.storage.local.set({ [keys.alarm]: next });
  }

  byId("alarm-form", HTMLFormElement).addEventListener("submit", (event) => {
    event.preventDefault();
    const at = nextOccurrence(input.value, new Date());
    if (at) save({ at: at.getTime() });
    else setText(status, msg("selectTime"));
  });
  stopButton.addEventListener("click", () => save(null));
  render();

  return {
    panelId: "panel-alarm",
    load(values) {
      if (keys.alarm in values) alarm = readAlarm(values[keys.alarm], Date.now());
      if (keys.rang in values) rang = readRang(values[keys.rang]);
      render();
    },
    setVisible() {},
  };
}
