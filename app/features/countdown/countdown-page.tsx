import { momentWords } from "@content/countdown/moment";
import { countdownText } from "@content/countdown/text";
import { shareWords } from "@content/share/text";
import { localeOf } from "@content/i18n/locale";
import { formatClockTime } from "@core/clock-format";
import { countdownParts } from "@core/holidays";
import type { CountdownProblem } from "@core/countdown";
import type { WallFit } from "@core/zoned-time";
import { useId } from "react";
import { useI18n, useText } from "~/lib/i18n";
import { useHourCycle } from "~/lib/preferences";
import { useVisitorZone } from "~/lib/use-visitor-zone";
import { CountdownDisplay } from "./countdown-display";
import { CountdownForm, type FormValues } from "./countdown-form";
import { CalendarLink, EventLinks } from "./moment-links";
import { useNow } from "./use-now";
import { Faq, ShareSection, StepsCard } from "~/ui/below-fold";

export interface CountdownMoment {
  to: string;
  zone: string;
  title: string;
  instant: number;
  fit: WallFit;
}

export interface CountdownPageProps {
  moment: CountdownMoment | null;
  problem: CountdownProblem | null;
  /** What the form starts with when there is no moment (the next New Year). */
  defaults: { date: string; time: string };
  renderedAt: number;
  url: string;
}

/** /countdown: the maker, and the moment of the URL counted down (docs/product.md, Countdown). */
export function CountdownPage(props: CountdownPageProps) {
  const { language } = useI18n();
  const shareWordsText = useText(shareWords);
  const text = useText(countdownText);
  const hourCycle = useHourCycle(language);
  const now = useNow(props.renderedAt);
  const visitorZone = useVisitorZone();
  const problemId = useId();
  const { moment } = props;
  const title = text.momentTitle(moment?.title ?? "");
  const initial: FormValues = moment
    ? { date: moment.to.slice(0, 10), time: moment.to.slice(11), zone: moment.zone, title: moment.title }
    : { ...props.defaults, zone: visitorZone ?? "UTC", title: "" };
  const locale = localeOf[language];

  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{moment ? title : text.heading}</h1>
        {moment ? (
          <p className="mt-3 text-lg" data-testid="countdown-words">
            {momentWords(
              text,
              moment.instant,
              moment.zone,
              title,
              countdownParts(moment.instant, now).days,
              language,
              hourCycle,
            )}
          </p>
        ) : (
          <p className="mt-3 text-lg text-muted">{text.intro}</p>
        )}
        {moment && moment.fit !== "exact" && (
          <p className="mt-2 text-muted" data-testid="countdown-fit">
            {moment.fit === "gap"
              ? text.gap(moment.to.slice(11), formatClockTime(moment.instant, moment.zone, hourCycle, locale))
              : text.overlap(moment.to.slice(11))}
          </p>
        )}
      </header>

      {props.problem && (
        <section
          role="alert"
          aria-labelledby={problemId}
          className="rounded-2xl border-2 border-red-700 p-5 dark:border-red-400"
        >
          <h2 id={problemId} className="text-xl font-bold">
            {text.problemHeading}
          </h2>
          <p className="mt-2" data-testid="countdown-problem">
            {text.problems[props.problem]}
          </p>
        </section>
      )}

      {moment && (
        <>
          <CountdownDisplay instant={moment.instant} now={now} title={title} text={text} />
          <p className="flex flex-wrap gap-3">
            <CalendarLink to={moment.to} zone={moment.zone} title={moment.title} text={text} />
          </p>
        </>
      )}

      <CountdownForm
        key={moment ? moment.to + moment.zone + moment.title : (visitorZone ?? "")}
        initial={initial}
        text={text}
      />
      <EventLinks text={text} />
      <StepsCard heading={text.howTo.heading} steps={text.howTo.steps} />
      <Faq heading={text.faqHeading} items={text.faqs} />
      <ShareSection
        url={props.url}
        title={moment ? title : text.meta.title}
        labels={{ heading: text.shareHeading, ...shareWordsText }}
      />
    </div>
  );
}
