/// <reference types="chrome" />
import { localizeDocument } from "./i18n";
import { keys } from "./shared";
import { createAlarm } from "./tools/alarm";
import { createStopwatch } from "./tools/stopwatch";
import { createTimer } from "./tools/timer";
import { createWorldClock } from "./tools/world-clock";
import { byId } from "./ui";

/*
 * The popup's entry: the tabs, and chrome.storage.local handed to the four tools. Every state lives
 * in storage, so closing the popup loses nothing, and a change the service worker makes while the
 * popup is open (a timer or alarm that rang) reaches the tools through storage.onChanged.
 */

// The words first: the tools then draw their own (buttons, status) in the same language.
localizeDocument(document);

const tools = [createTimer(), createStopwatch(), createAlarm(), createWorldClock()];

const tabs = [...document.querySelectorAll('[role="tab"]')].filter(
  (tab): tab is HTMLButtonElement => tab instanceof HTMLButtonElement,
);

function selectTab(tab: HTMLButtonElement, focus = false) {
  for (const t of tabs) {
    const selected = t === tab;
    t.setAttribute("aria-selected", String(selected));
    t.tabIndex = selected ? 0 : -1;
    const panelId = t.getAttribute("aria-controls") ?? "";
    byId(panelId, HTMLElement).hidden = !selected;
    tools.find((tool) => tool.panelId === panelId)?.setVisible(selected);
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
const initial = tabs.find((tab) => tab.getAttribute("aria-selected") === "true") ?? tabs[0];
if (initial) selectTab(initial);

function load(values: Readonly<Record<string, unknown>>) {
  for (const tool of tools) tool.load(values);
}

chrome.storage.onChanged.addListener((changes, area) => {
  if (area !== "local") return;
  load(Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.newValue])));
});
void chrome.storage.local.get(Object.values(keys)).then(load);
