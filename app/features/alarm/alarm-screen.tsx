import { alarmText } from "@content/alarm/text";
import { localeOf } from "@content/i18n/locale";
import {
  alarmPresets,
  alarmProgress,
  nextOccurrence,
  parseDateTimeLocal,
  secondsRemaining,
  toDateTimeLocal,
} from "@core/alarm";
import { dateFormat } from "@core/intl";
import { formatHMS } from "@core/time-format";
import { AlarmClock, AlarmClockOff, BellOff, VolumeX } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useBrowserStore } from "~/lib/client-value";
import { audioStatus, installAudioUnlock, subscribeAudioStatus, type AudioStatus } from "~/lib/audio";
import { useI18n } from "~/lib/i18n";
import {
  notificationPermission,
  subscribeNotificationPermission,
  type NotificationPermissionState,
} from "~/lib/notify";
import { serverNow, useClockStatus, useServerSecond } from "~/lib/server-time";
import { Card, SectionTitle } from "~/ui/card";
import { Faq } from "~/ui/faq";
import { ProgressBar } from "~/ui/progress";
import { LinksCard, StepsCard } from "~/ui/sections";
import { useAlarm } from "./use-alarm";

const pad2 = (n: number) => String(n).padStart(2, "0");
const localClock = (ms: number) => {
  const d = new Date(ms);
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
};
const serverAudio = (): AudioStatus => "ready";
const serverPermission = (): NotificationPermissionState => "default";

/** The alarm page: `time` ("HH:MM") comes from `/alarm/{time}` and is pre-filled as its next occurrence. */
export function AlarmScreen({ time }: { time: string | undefined }) {
  const { language } = useI18n();
  const s = alarmText[language];
  // Stable across the per-second renders, so the memoised cards below keep their props.
  const copy = useMemo(() => s.page(time), [s, time]);
  const now = useServerSecond();
  useClockStatus(); // measure the device clock's offset: the alarm rings by the corrected time
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);
  const formatWhen = useCallback(
    (at: number) => dateFormat(localeOf[language], { dateStyle: "medium", timeStyle: "short" }).format(at),
    [language],
  );
  const { alarm, set, stop } = useAlarm({ s, formatWhen, announce });
  const active = alarm !== null;
  const audio = useBrowserStore(subscribeAudioStatus, audioStatus, serverAudio);
  const permission = useBrowserStore(subscribeNotificationPermission, notificationPermission, serverPermission);

  const inputId = useId();
  const helpId = useId();
  const formHeadingId = useId();
  const presetsHeadingId = useId();
  const [value, setValue] = useState("");

  useEffect(() => installAudioUnlock(), []);

  // After hydration: the URL's time (or the active alarm) fills the input; the server cannot know the date.
  const hydrated = now !== null;
  useEffect(() => {
    if (!hydrated) return;
    if (alarm) setValue(toDateTimeLocal(alarm.at));
    else if (time) setValue(toDateTimeLocal(nextOccurrence(time, serverNow())));
  }, [hydrated, alarm, time]);

  // Tab title: "Alarm - {remaining} remaining" while active (docs/product.md, Alarm), the page title otherwise.
  const remaining = alarm && now !== null ? secondsRemaining(alarm.at, now) : null;
  useEffect(() => {
    document.title = remaining !== null ? s.documentTitle(formatHMS(remaining)) : copy.title;
  }, [remaining, s, copy.title]);

  const clockText = now === null ? "--:--:--" : remaining !== null ? formatHMS(remaining) : localClock(now);
  const subtitle =
    now === null
      ? "\u00a0"
      : alarm
        ? s.clock.alarmAt(formatWhen(alarm.at))
        : dateFormat(localeOf[language], { weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
            now,
          );
  const progress = alarm && now !== null ? alarmProgress(alarm.at, now) : 0;

  return (
    <div className="grid grid-cols-1 gap-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.h1}</h1>
        <p className="mx-auto mt-3 max-w-3xl text-lg text-muted">{copy.intro}</p>
      </header>

      <section
        aria-label={active ? s.clock.countdownLabel : s.clock.label}
        className="rounded-3xl border border-slate-400/50 p-4 text-center sm:p-8"
        data-active={active || undefined}
      >
        <p
          className="time-display text-[clamp(3rem,15vw,9rem)] leading-none font-semibold tracking-tight"
          data-testid="alarm-clock"
        >
          {clockText}
        </p>
        <p className="mt-3 min-h-7 truncate text-lg font-medium" data-testid="alarm-subtitle">
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

      <Card labelledBy={formHeadingId}>
        <SectionTitle id={formHeadingId}>{s.form.heading}</SectionTitle>
        <form
          noValidate
          className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (active) return;
            set(parseDateTimeLocal(value));
          }}
        >
          <div className="grid gap-1">
            <label htmlFor={inputId} className="font-semibold">
              {s.form.input}
            </label>
            <input
              id={inputId}
              type="datetime-local"
              className="field disabled:cursor-not-allowed disabled:opacity-70"
              value={value}
              min={now === null ? undefined : toDateTimeLocal(now)}
              onChange={(event) => setValue(event.target.value)}
              disabled={active}
              aria-describedby={helpId}
              data-testid="alarm-input"
            />
          </div>
          {active ? (
            // Distinct keys: the clicked Stop button must not turn into the submit button during its own
            // click (React re-renders synchronously), or the browser would submit and set the alarm again.
            <button key="stop" type="button" className="button-primary justify-center px-6 py-3" onClick={stop}>
              <AlarmClockOff aria-hidden="true" className="h-5 w-5" />
              {s.form.stop}
            </button>
          ) : (
            <button key="set" type="submit" className="button-primary justify-center px-6 py-3" disabled={!value}>
              <AlarmClock aria-hidden="true" className="h-5 w-5" />
              {s.form.set}
            </button>
          )}
        </form>
        <p id={helpId} className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {s.form.help} {s.form.oneAtATime} {s.form.keepOpen}
        </p>
        {(permission === "denied" || (active && audio !== "ready")) && (
          <div className="mt-3 grid gap-2 rounded-xl border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
            {active && audio !== "ready" && (
              <p className="flex items-start gap-2">
                <VolumeX aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{s.form.soundBlocked}</span>
              </p>
            )}
            {permission === "denied" && (
              <p className="flex items-start gap-2">
                <BellOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{s.form.notificationsDenied}</span>
              </p>
            )}
          </div>
        )}
        {permission === "default" && !active && (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{s.form.permission}</p>
        )}
      </Card>

      <Card labelledBy={presetsHeadingId}>
        <SectionTitle id={presetsHeadingId}>{s.presets.heading}</SectionTitle>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
          {alarmPresets.map((preset) => (
            <li key={preset.slug}>
              <button
                type="button"
                className="flex h-full w-full flex-col items-start gap-1 rounded-xl border border-slate-300 p-3 text-left hover:border-brand hover:bg-brand-soft disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-slate-300 disabled:hover:bg-transparent dark:border-slate-600 dark:hover:bg-slate-800"
                disabled={active}
                data-testid={`preset-${preset.slug}`}
                onClick={() => {
                  const at = nextOccurrence(preset.time, serverNow());
                  if (set(at)) setValue(toDateTimeLocal(at));
                }}
              >
                <span className="font-semibold">{s.presets.title(preset.time)}</span>
                <span className="text-sm text-slate-700 dark:text-slate-300">{s.presets.part[preset.part]}</span>
              </button>
            </li>
          ))}
        </ul>
      </Card>

      <StepsCard
        heading={s.steps.heading}
        steps={s.steps.items}
        tipsHeading={s.steps.tipsHeading}
        tips={s.steps.tips}
      />
      <Faq heading={s.faqHeading} items={copy.faqs} />
      <LinksCard heading={s.articles.heading} items={s.articles.items} />
    </div>
  );
}
