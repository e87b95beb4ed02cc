import type { StopwatchText } from "@content/stopwatch/text";
import { stopwatchUseCases, type StopwatchUseCase } from "@core/stopwatch";
import { BookOpen, Lightbulb } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Card, SectionTitle } from "~/ui/card";

/** The 25 use cases, each a page of its own. */
export function UseCaseGrid({ s, current }: { s: StopwatchText; current: StopwatchUseCase | undefined }) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{s.useCases.heading}</SectionTitle>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {stopwatchUseCases.map((slug) => {
          const c = s.useCase(slug);
          const here = slug === current;
          return (
            <li key={slug}>
              <Link
                to={`/stopwatch/${slug}`}
                aria-current={here ? "page" : undefined}
                preventScrollReset
                className={
                  "block h-full rounded-xl border p-3 hover:border-brand hover:bg-brand-soft dark:hover:bg-slate-800 " +
                  (here ? "border-brand bg-brand-soft" : "border-slate-300 dark:border-slate-600")
                }
              >
                <span className="block font-semibold">{c.name}</span>
                <span className="block text-sm text-slate-700 dark:text-slate-300">{c.blurb}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {current && (
        <p className="mt-4">
          <Link to="/stopwatch" className="font-medium text-brand underline underline-offset-4">
            {s.useCases.all}
          </Link>
        </p>
      )}
    </Card>
  );
}

export function HowTo({ s, tips }: { s: StopwatchText; tips: readonly string[] }) {
  const headingId = useId();
  const tipsId = useId();
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{s.howTo.heading}</SectionTitle>
      <ol className="mt-4 grid list-decimal gap-2 pl-6 leading-relaxed marker:font-bold">
        {s.howTo.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3 id={tipsId} className="mt-6 flex items-center gap-2 text-lg font-semibold">
        <Lightbulb aria-hidden="true" className="h-5 w-5" />
        {s.howTo.tipsHeading}
      </h3>
      <ul aria-labelledby={tipsId} className="mt-2 grid list-disc gap-2 pl-6 leading-relaxed">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}

export function RelatedArticles({ s }: { s: StopwatchText }) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{s.articles.heading}</SectionTitle>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {s.articles.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-300 p-3 hover:border-brand hover:bg-brand-soft dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <BookOpen aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
              <span className="font-medium">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
