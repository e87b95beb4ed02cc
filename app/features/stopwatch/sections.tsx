import type { StopwatchText } from "@content/stopwatch/text";
import type { StopwatchPageData } from "@content/stopwatch/use-cases";
import type { StopwatchUseCase } from "@core/stopwatch";
import { useId } from "react";
import { Link } from "~/lib/nav";
import { useLocalePath } from "~/lib/i18n";
import { Card, SectionTitle } from "~/ui/card";

/** The 25 use cases, each a page of its own (their names come with the page's loader data). */
export function UseCaseGrid({
  s,
  uses,
  current,
}: {
  s: StopwatchText;
  uses: StopwatchPageData["uses"];
  current: StopwatchUseCase | undefined;
}) {
  const headingId = useId();
  const to = useLocalePath();
  return (
    // Below the presets, 1,300 px under a phone's fold: laid out once near (decision 072).
    <Card
      labelledBy={headingId}
      className="below-fold [--skipped-height:130rem] sm:[--skipped-height:75rem] lg:[--skipped-height:50rem]"
    >
      <SectionTitle id={headingId}>{s.useCases.heading}</SectionTitle>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {uses.map((c) => {
          const here = c.slug === current;
          return (
            <li key={c.slug}>
              <Link
                to={to(`/stopwatch/${c.slug}`)}
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
          <Link to={to("/stopwatch")} className="font-semibold text-brand underline underline-offset-4">
            {s.useCases.all}
          </Link>
        </p>
      )}
    </Card>
  );
}
