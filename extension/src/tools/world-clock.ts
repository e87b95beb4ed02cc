import { formatUtcOffset, optionForZone, utcOffsetMinutes, zonedClock, type TimezoneOption } from "@core/cities";
import { byId, createTicker, setText, type Tool } from "../ui";

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

/** The world clock: stores nothing, and ticks each second only while its panel is shown. */
export function createWorldClock(): Tool {
  const list = byId("clock-list", HTMLUListElement);
  const rows = zones.map((zone) => {
    const item = document.createElement("li");
    const name = document.createElement("span");
    name.textContent = zone.label;
    const offset = document.createElement("small");
    name.append(offset);
    const time = document.createElement("time");
    item.append(name, time);
    list.append(item);
    return { zone: zone.value, offset, time };
  });

  const ticker = createTicker({
    state: undefined,
    periodMs: 1000,
    drawControls() {},
    drawTime(_, now) {
      for (const row of rows) {
        setText(row.time, zonedClock(row.zone, now));
        setText(row.offset, formatUtcOffset(utcOffsetMinutes(row.zone, now)));
      }
      return true;
    },
  });

  return { panelId: "panel-clock", load() {}, setVisible: ticker.setVisible };
}
