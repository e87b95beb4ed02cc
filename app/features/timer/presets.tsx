import { localizedPopularPresets, localizedRelatedTimers } from "@content/timer";
import { slugForDuration } from "@core/timer-presets";
import { useId } from "react";
import { Link } from "~/lib/nav";
import { useLocalePath } from "~/lib/i18n";
import { Card, SectionTitle } from "~/ui/card";
import { RELATED_TIMERS_ID } from "./section-ids";
import type { TimerStrings } from "./strings";

/**
 * The 19 popular presets (docs/product.md, Timer). A duration with its own page is a link to it
 * (crawlable, and the route loads the time); any other loads the time on /timer.
 */
export function PresetsGrid({
  s,
  onSelect,
  disabled,
}: {
  s: TimerStrings;
  /** Called for every choice, before any navigation; `slug` is the page it goes to, if any. */
  onSelect(seconds: number, slug: string | undefined): void;
  /** While running a preset cannot load (docs/product.md, Timer): the links still navigate. */
  disabled: boolean;
}) {
  const headingId = useId();
  const to = useLocalePath();
  const cell =
    "flex h-full flex-col items-start gap-1 rounded-xl border border-slate-300 bg-white p-3 text-start text-slate-900 hover:border-brand hover:bg-brand-soft dark:border-slate-600 dark:bg-slate-800 dark:text-slate-50 dark:hover:bg-slate-700";
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{s.presets.heading}</SectionTitle>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {localizedPopularPresets(s.presets).map((preset) => {
          const slug = slugForDuration(preset.seconds);
          const body = (
            <>
              <span className="text-lg font-bold">{preset.label}</span>
              <span className="text-sm text-muted">{preset.description}</span>
            </>
          );
          return (
            <li key={preset.seconds}>
              {slug ? (
                <Link
                  to={to(`/timer/${slug}`)}
                  className={cell}
                  onClick={() => onSelect(preset.seconds, slug)}
                  data-seconds={preset.seconds}
                >
                  {body}
                </Link>
              ) : (
                <button
                  type="button"
                  className={`${cell} w-full disabled:cursor-not-allowed disabled:opacity-60`}
                  onClick={() => onSelect(preset.seconds, undefined)}
                  disabled={disabled}
                  data-seconds={preset.seconds}
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** Links to the 1, 3, 5, 10, 15 and 30 minute timers, minus the current one (docs/product.md, Timer). */
export function RelatedTimers({ s, currentSlug }: { s: TimerStrings; currentSlug: string | undefined }) {
  const headingId = useId();
  const to = useLocalePath();
  return (
    <Card labelledBy={headingId} hydratesWhenSeenAs={RELATED_TIMERS_ID}>
      <SectionTitle id={headingId}>{s.related.heading}</SectionTitle>
      <ul className="mt-4 flex flex-wrap gap-2">
        {localizedRelatedTimers(currentSlug, s.presets).map((timer) => (
          <li key={timer.slug}>
            <Link to={to(`/timer/${timer.slug}`)} className="button-secondary">
              {timer.label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
