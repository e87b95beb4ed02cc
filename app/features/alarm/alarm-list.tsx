import { ringText, weekdayName, type AlarmText } from "@content/alarm/text";
import { settingsText } from "@content/settings/text";
import { useText } from "~/lib/i18n";
import { minutesOfDay } from "@core/alarm";
import { alarmCalendarHref, type Alarm } from "@core/alarm-list";
import { ringWords, type Weekday } from "@core/alarm-schedule";
import type { HourCycle } from "@core/clock-format";
import { dateFormat } from "@core/intl";
import type { Language } from "@core/settings";
import type { SoundName } from "@core/sounds";
import { CalendarPlus, Trash2 } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { Card, SectionTitle } from "~/ui/card";

/** "7:00 AM" or "7:00": an alarm's wall-clock time in the visitor's 12- or 24-hour preference. */
export function formatAlarmTime(time: string, locale: string, hourCycle: HourCycle): string {
  const minutes = minutesOfDay(time) ?? 0;
  return dateFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC", hourCycle }).format(
    Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60),
  );
}

function daysText(s: AlarmText, days: readonly Weekday[], locale: string): string {
  const key = days.join("");
  if (key === "") return s.days.once;
  if (key === "1234567") return s.days.everyDay;
  if (key === "12345") return s.days.weekdays;
  if (key === "67") return s.days.weekend;
  return days.map((d) => weekdayName(locale, d, "short")).join(", ");
}

/** Your Alarms (docs/product.md, Alarm): each alarm's time, label, days, sound and next ring in words. */
export function AlarmList({
  s,
  locale,
  hourCycle,
  alarms,
  refused,
  now,
  zone,
  nameOf,
  formatClock,
  onToggle,
  onRemove,
}: {
  s: AlarmText;
  language: Language;
  locale: string;
  hourCycle: HourCycle;
  alarms: Alarm[];
  refused: number;
  now: number | null;
  zone: string;
  nameOf(alarm: Alarm): string;
  formatClock(at: number): string;
  onToggle(id: string, enabled: boolean): void;
  onRemove(id: string): void;
}) {
  const headingId = useId();
  const settingsWords = useText(settingsText);
  const soundName = (sound: string) =>
    sound === "custom"
      ? settingsWords.panel.custom
      : (settingsWords.sounds[sound as SoundName] ?? settingsWords.sounds.beep);
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{s.list.heading}</SectionTitle>
      {refused > 0 && (
        <p className="mt-3 rounded-xl border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
          {s.list.refused(refused)}
        </p>
      )}
      {alarms.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">{s.list.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {alarms.map((alarm) => {
            const name = nameOf(alarm);
            const time = formatAlarmTime(alarm.time, locale, hourCycle);
            const next =
              alarm.at === null || now === null
                ? s.list.off
                : alarm.snoozed
                  ? `${s.list.snoozedUntil(formatClock(alarm.at))} · ${ringText(s, ringWords(alarm.at, now, zone), locale)}`
                  : ringText(s, ringWords(alarm.at, now, zone), locale);
            return (
              <li
                key={alarm.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-300 p-3 dark:border-slate-600"
                data-testid="alarm-item"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-3">
                    <span className="time-display text-2xl font-semibold">{time}</span>
                    <span className="truncate font-semibold">{name}</span>
                  </p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {daysText(s, alarm.days, locale)} · {s.list.sound(soundName(alarm.sound))}
                  </p>
                  <p className="text-sm font-semibold" data-testid="alarm-next">
                    {next}
                  </p>
                </div>
                <button
                  type="button"
                  role="switch"
                  aria-checked={alarm.enabled}
                  aria-label={s.list.switchLabel(name, time)}
                  className="relative h-7 w-12 shrink-0 rounded-full border-2 border-slate-500 bg-slate-200 aria-checked:border-brand aria-checked:bg-brand dark:bg-slate-700"
                  onClick={() => onToggle(alarm.id, !alarm.enabled)}
                >
                  <span
                    aria-hidden="true"
                    className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-[left] motion-reduce:transition-none dark:bg-slate-900 ${
                      alarm.enabled ? "start-5.5" : "start-0.5"
                    }`}
                  />
                </button>
                <a
                  className="icon-button"
                  href={alarmCalendarHref(alarm, name, zone)}
                  download
                  aria-label={s.list.calendar(name, time)}
                  title={s.list.calendar(name, time)}
                >
                  <Icon node={CalendarPlus} className="h-5 w-5" />
                </a>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={s.list.delete(name, time)}
                  onClick={() => onRemove(alarm.id)}
                >
                  <Icon node={Trash2} className="h-5 w-5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
