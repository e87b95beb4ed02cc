import { alarmText } from "@content/alarm/text";
import { localeOf } from "@content/i18n/locale";
import { alarmProgress, secondsRemaining } from "@core/alarm";
import type { Alarm } from "@core/alarm-list";
import { formatClockTime } from "@core/clock-format";
import { dateFormat } from "@core/intl";
import { formatHMS } from "@core/time-format";
import { BellOff, VolumeX } from "lucide";
import { Icon } from "~/ui/icon";
import { useCallback, useEffect, useState } from "react";
import { useBrowserStore } from "~/lib/client-value";
import { audioStatus, installAudioUnlock, subscribeAudioStatus, type AudioStatus } from "~/lib/audio";
import { useI18n, useText } from "~/lib/i18n";
import { useHourCycle } from "~/lib/preferences";
import {
  notificationPermission,
  subscribeNotificationPermission,
  type NotificationPermissionState,
} from "~/lib/notify";
import { useClockOffsetMeasurement, useServerSecond } from "~/lib/server-time";
import { ProgressBar } from "~/ui/progress";
import { addAlarm } from "./add-alarm";
import { AlarmForm } from "./alarm-form";
import { AlarmList, formatAlarmTime } from "./alarm-list";
import { AlarmRinging } from "./alarm-ringing";
import { localZone } from "./alarm-store";
import { useAlarms } from "./use-alarms";
import { PageHeader } from "~/ui/page-header";
import type { ToolHeadingCopy } from "~/ui/tool-page";

const serverAudio = (): AudioStatus => "ready";
const serverPermission = (): NotificationPermissionState => "default";

/** The alarm page's tool: `time` ("HH:MM") comes from `/alarm/{time}` and pre-fills a new alarm as its next occurrence. */
export function AlarmScreen({ time, copy }: { time: string | undefined; copy: ToolHeadingCopy }) {
  const { language } = useI18n();
  const s = useText(alarmText);
  const locale = localeOf[language];
  const hourCycle = useHourCycle(language);
  const now = useServerSecond();
  useClockOffsetMeasurement(); // alarms ring by the corrected time
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);
  const formatWhen = useCallback(
    (at: number) => dateFormat(locale, { dateStyle: "medium", timeStyle: "short", hourCycle }).format(at),
    [locale, hourCycle],
  );
  const formatClock = useCallback(
    (at: number) => dateFormat(locale, { timeStyle: "short", hourCycle }).format(at),
    [locale, hourCycle],
  );
  const nameOf = useCallback((alarm: Alarm) => alarm.label || s.unnamed, [s]);
  const { alarms, refused, ringing, snooze, stop, toggle, remove } = useAlarms({
    s,
    formatWhen,
    formatClock,
    announce,
    nameOf,
  });
  const onAdd = useCallback(
    (input: Parameters<typeof addAlarm>[0]) => addAlarm(input, { s, formatWhen, announce }),
    [s, formatWhen, announce],
  );
  // The soonest alarm still to ring: the big clock counts down to it.
  const next = alarms.find((a) => a.at !== null && a.id !== ringing?.id && now !== null && a.at > now - 1000) ?? null;
  const active = next !== null;
  const audio = useBrowserStore(subscribeAudioStatus, audioStatus, serverAudio);
  const permission = useBrowserStore(subscribeNotificationPermission, notificationPermission, serverPermission);
  const hydrated = now !== null;

  useEffect(() => installAudioUnlock(), []);

  // Tab title: the ringing alarm, else "Alarm - {remaining} remaining" (docs/product.md, Alarm), else the page's.
  const remaining = next && now !== null ? secondsRemaining(next.at!, now) : null;
  const ringingName = ringing ? nameOf(ringing) : null;
  useEffect(() => {
    document.title =
      ringingName !== null
        ? s.ring.documentTitle(ringingName)
        : remaining !== null
          ? s.documentTitle(formatHMS(remaining))
          : copy.title;
  }, [ringingName, remaining, s, copy.title]);

  const clockText =
    now === null
      ? null
      : remaining !== null
        ? formatHMS(remaining)
        : formatClockTime(now, localZone(), hourCycle, locale, { seconds: true });
  const subtitle =
    now === null
      ? "\u00a0"
      : next
        ? s.clock.alarmAt(formatWhen(next.at!))
        : dateFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(now);
  const progress = next && now !== null ? alarmProgress(next.at!, now) : 0;

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader h1={copy.h1} intro={copy.intro} />

      {ringing && (
        <AlarmRinging
          s={s}
          name={nameOf(ringing)}
          time={formatAlarmTime(ringing.time, locale, hourCycle)}
          onSnooze={snooze}
          onStop={stop}
        />
      )}

      <section
        aria-label={active ? s.clock.countdownLabel : s.clock.label}
        className="rounded-3xl border border-slate-400/50 p-4 text-center sm:p-8"
        data-active={active || undefined}
      >
        {/* One line at every width: the server's "--:--:--" becomes "8:19:25 PM" in the browser, and a
            second line then would push everything below down (CLS). 12vw fits 11 digits on a phone.
            The time is an element of its own, new when it appears and when the clock becomes a
            countdown: the same text node, centred and wider, would be a layout shift. */}
        <p
          className="time-display text-[clamp(2.25rem,12vw,9rem)] leading-none font-semibold tracking-tight whitespace-nowrap"
          data-testid="alarm-clock"
        >
          {clockText === null ? "--:--:--" : <span key={active ? "countdown" : "clock"}>{clockText}</span>}
        </p>
        <p className="mt-3 min-h-7 truncate text-lg font-semibold" data-testid="alarm-subtitle">
          {subtitle}
        </p>
        <div className="mt-4 min-h-3">
          {active && (
            <ProgressBar
              value={progress}
              label={s.clock.progress}
              valueText={s.clock.progressText(Math.round(progress))}
            />
          )}
        </div>
        <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="alarm-status">
          {announcement.text}
          {announcement.n % 2 === 1 ? "\u200b" : ""}
        </p>
      </section>

      {(permission === "denied" || (active && audio !== "ready")) && (
        <div className="grid gap-2 rounded-xl border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
          {active && audio !== "ready" && (
            <p className="flex items-start gap-2">
              <Icon node={VolumeX} className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{s.form.soundBlocked}</span>
            </p>
          )}
          {permission === "denied" && (
            <p className="flex items-start gap-2">
              <Icon node={BellOff} className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{s.form.notificationsDenied}</span>
            </p>
          )}
        </div>
      )}

      <AlarmForm
        s={s}
        language={language}
        time={time}
        hydrated={hydrated}
        onAdd={onAdd}
        note={permission === "default" ? s.form.permission : null}
      >
        <AlarmList
          s={s}
          language={language}
          locale={locale}
          hourCycle={hourCycle}
          alarms={alarms}
          refused={refused}
          now={now}
          zone={hydrated ? localZone() : "UTC"}
          nameOf={nameOf}
          formatClock={formatClock}
          onToggle={toggle}
          onRemove={remove}
        />
      </AlarmForm>
    </div>
  );
}
