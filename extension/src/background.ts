/// <reference types="chrome" />
import { completeTimer, serializeTimer } from "@core/timer-engine";
import { alarmNames, keys, logRang, notificationText, type RangEntry } from "./shared";
import { readRang, storedTimer } from "./stored";

/*
 * The extension's service worker. The popup schedules a chrome.alarms alarm for the timer's
 * deadline and for the alarm clock; Chrome wakes this worker when one is due, even with the popup
 * closed, and it shows a notification and records what rang in chrome.storage.
 */

async function ring(kind: RangEntry["kind"]) {
  const now = Date.now();
  const stored = await chrome.storage.local.get([keys.rang, keys.timer]);
  const update: Record<string, unknown> = { [keys.rang]: logRang(readRang(stored[keys.rang]), { kind, at: now }) };
  if (kind === "alarm") update[keys.alarm] = null;
  if (kind === "timer") {
    const timer = storedTimer(stored[keys.timer], now);
    if (timer) update[keys.timer] = serializeTimer(completeTimer(timer));
  }
  await chrome.storage.local.set(update);
  const text = notificationText(kind);
  try {
    await chrome.notifications.create(`tickwise-${kind}-${now}`, {
      type: "basic",
      iconUrl: chrome.runtime.getURL("icons/icon-128.png"),
      title: text.title,
      message: text.message,
      priority: 2,
      requireInteraction: kind === "alarm",
    });
  } catch (error) {
    // Notifications may be turned off for Chrome; what rang is still recorded for the popup.
    console.warn("notification failed", error);
  }
}

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === alarmNames.alarm) void ring("alarm");
  else if (alarm.name === alarmNames.timer) void ring("timer");
});

chrome.notifications.onClicked.addListener((id) => {
  void chrome.notifications.clear(id);
});
