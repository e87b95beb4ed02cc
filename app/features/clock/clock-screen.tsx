import { optionLabel } from "@content/clock/names";
import { localeOf } from "@content/i18n/locale";
import { clockText, type LocationFacts } from "@content/clock/text";
import {
  canonicalZone,
  formatUtcOffset,
  timePathForZone,
  timezoneOptionsByOffset,
  type TimezoneOption,
  utcOffsetMinutes,
  zonedParts,
} from "@core/cities";
import { formatClockTime } from "@core/clock-format";
import { dateFormat } from "@core/intl";
import { memo, useEffect, useId, useRef } from "react";
import { useNavigate } from "~/lib/nav";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { useHourCycle } from "~/lib/preferences";
import { useClockStatus, useServerSecond } from "~/lib/server-time";
import type { Language } from "@core/settings";
import { CitySearchForm } from "~/ui/city-search-form";
import { ClockAccuracy } from "./accuracy";
import { PopularTimezones } from "./popular";
import { useVisitorZone } from "~/lib/use-visitor-zone";
import { PageHeader } from "~/ui/page-header";
import type { ToolHeadingCopy } from "~/ui/tool-page";

/** The world clock page's tool: `location` undefined is the visitor's own zone (`/time`). */
export function ClockScreen({ location, copy }: { location: LocationFacts | undefined; copy: ToolHeadingCopy }) {
  const { language } = useI18n();
  const s = useText(clockText);
  const to = useLocalePath();
  const now = useServerSecond();
  const status = useClockStatus();
  const visitorZone = useVisitorZone();
  const zone = location?.zone ?? visitorZone;
  const selectId = useId();
  const helpId = useId();
  const navigate = useNavigate();
  const hourCycle = useHourCycle(language);

  // One format of the zone each second gives both the time and the offset line.
  const parts = now !== null && zone ? zonedParts(zone, now) : null;
  const time =
    now !== null && zone ? formatClockTime(now, zone, hourCycle, localeOf[language], { seconds: true }) : null;
  const place = location?.city ?? s.yourTime;

  // The tab title shows the time too (docs/product.md, World clock), once it is known.
  useEffect(() => {
    if (time) document.title = `${time} ${location?.city ?? ""}`.trim() + ` - ${s.toolName}`;
  }, [time, location?.city, s.toolName]);

  const dateLine =
    now !== null && zone
      ? dateFormat(localeOf[language], {
          timeZone: zone,
          weekday: "long",
          year: "numeric",
          month: "long",
          day: "numeric",
        }).format(now)
      : null;
  const zoneName =
    now !== null && zone
      ? (dateFormat(localeOf[language], { timeZone: zone, timeZoneName: "long" })
          .formatToParts(now)
          .find((p) => p.type === "timeZoneName")?.value ?? zone)
      : null;
  const offsetLine = parts ? formatUtcOffset(parts.offsetMinutes) : null;

  // Offsets in the selector's labels only once hydrated (server and browser may differ in tz data);
  // they change at most at a daylight-saving switch, so once an hour is plenty.
  const hour = now === null ? null : Math.floor(now / 3_600_000);
  const selected = location ? canonicalZone(location.zone) : "";
  const extra =
    location && !timezoneOptionsByOffset.some((o) => o.value === selected)
      ? { value: selected, label: location.city }
      : null;
  const goToZone = (value: string) =>
    navigate(to(value ? timePathForZone(value) : "/time"), { preventScrollReset: true });

  // The selector is server HTML until the island hydrates (decision 045): a choice made in that
  // moment changed the list but went nowhere. It is followed as soon as the island runs.
  // `autoComplete="off"` keeps the browser from restoring an old choice on Back, which would
  // otherwise be taken for a new one here.
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = selectRef.current?.value;
    if (chosen !== undefined && chosen !== selected) goToZone(chosen);
    // Only once, on hydration: `selected` is the server's, what the list showed before a choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Back to this page from the back/forward cache shows the document as it was left: with the
  // city chosen then, not this page's.
  useEffect(() => {
    const showSelected = (event: PageTransitionEvent) => {
      if (event.persisted && selectRef.current) selectRef.current.value = selected;
    };
    window.addEventListener("pageshow", showSelected);
    return () => window.removeEventListener("pageshow", showSelected);
  }, [selected]);

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader h1={copy.h1} intro={copy.intro} />

      <section
        aria-label={s.timeLabel(place)}
        className="rounded-3xl border border-slate-400/50 p-4 text-center sm:p-8"
      >
        {/* One line at every width: the server's "--:--:--" becomes "8:19:25 PM" in the browser, and a
            second line then would push everything below down (CLS). 12vw fits 11 digits on a phone. */}
        <p
          className="time-display text-[clamp(2.25rem,12vw,9rem)] leading-none font-semibold tracking-tight whitespace-nowrap"
          data-testid="clock-time"
        >
          {time ? <time dateTime={new Date(now!).toISOString()}>{time}</time> : "--:--:--"}
        </p>
        <p className="mt-3 min-h-7 truncate text-lg font-semibold" data-testid="clock-date">
          {dateLine ?? "\u00a0"}
        </p>
        <p className="min-h-6 truncate text-muted" data-testid="clock-zone">
          {offsetLine && zoneName ? `${offsetLine} · ${zoneName}` : "\u00a0"}
        </p>
        {!location && (
          <p className="min-h-6 truncate text-sm text-muted">{visitorZone ? s.yourZone(visitorZone) : "\u00a0"}</p>
        )}
        <ClockAccuracy status={status} s={s} />

        <div className="mx-auto mt-6 grid max-w-md grid-cols-1 gap-1 text-start">
          <label htmlFor={selectId} className="font-semibold">
            {s.selector.label}
          </label>
          <select
            ref={selectRef}
            id={selectId}
            className="field w-full min-w-0"
            value={selected}
            autoComplete="off"
            aria-describedby={helpId}
            onChange={(event) => goToZone(event.target.value)}
          >
            <option value="">{s.selector.auto}</option>
            {extra && <option value={extra.value}>{extra.label}</option>}
            {timezoneOptionsByOffset.map((o) => (
              <ZoneOption key={o.value} option={o} hour={hour} language={language} />
            ))}
          </select>
          <p id={helpId} className="text-sm text-muted">
            {s.selector.help}
          </p>
        </div>
        <div className="mt-6">
          <CitySearchForm />
        </div>
      </section>

      <PopularTimezones
        s={s}
        language={language}
        hourCycle={hourCycle}
        now={now}
        localZone={visitorZone}
        currentSlug={location?.slug}
      />
    </div>
  );
}

/**
 * One zone of the selector, labelled with its current offset once the hour is known. Its own
 * (memoised) component: each label needs the zone's formatter, and 42 of them built in one render
 * would be one long task; React yields between components, and the labels re-render hourly only.
 */
const ZoneOption = memo(function ZoneOption({
  option,
  hour,
  language,
}: {
  option: TimezoneOption;
  hour: number | null;
  language: Language;
}) {
  const label = optionLabel(option.slug, option.label, language);
  return (
    <option value={option.value}>
      {hour === null ? label : `(${formatUtcOffset(utcOffsetMinutes(option.value, hour * 3_600_000))}) ${label}`}
    </option>
  );
});
