import { localizedRelatedArticles } from "@content/timer";
import { durationInWords } from "@core/time-format";
import type { Language } from "@core/settings";
import { BookOpen, Lightbulb, Target } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Card, SectionTitle } from "~/ui/card";
import type { TimerStrings } from "./strings";

/** How-to steps with tips (spec §2). */
export function HowTo({ s, steps, tips }: { s: TimerStrings; steps: readonly string[]; tips: readonly string[] }) {
  const headingId = useId();
  const tipsId = useId();
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{s.howTo.heading}</SectionTitle>
      <ol className="mt-4 grid list-decimal gap-2 pl-6 leading-relaxed marker:font-bold">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {tips.length > 0 && (
        <>
          <h3 id={tipsId} className="mt-6 flex items-center gap-2 text-lg font-semibold">
            <Lightbulb aria-hidden="true" className="h-5 w-5" />
            {s.howTo.tips}
          </h3>
          <ul aria-labelledby={tipsId} className="mt-2 grid list-disc gap-2 pl-6 leading-relaxed">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** The four blog articles every timer page links to (spec §2). */
export function RelatedArticles({ s, language }: { s: TimerStrings; language: Language }) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{s.articles.heading}</SectionTitle>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {localizedRelatedArticles(language).map((article) => (
          <li key={article.slug}>
            <Link
              to={`/blog/${article.slug}`}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-300 p-3 hover:border-brand hover:bg-brand-soft dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <BookOpen aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
              <span className="font-medium">{article.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export interface Goal {
  id: string;
  title: string;
  seconds: number;
}

/** The goal context of spec §2: all three query parameters, and a usable duration. */
export function goalFromQuery(params: URLSearchParams): Goal | null {
  const id = params.get("goalId");
  const title = params.get("goalTitle");
  const duration = params.get("duration");
  if (!id || title === null || !title.trim() || duration === null) return null;
  const seconds = Number(duration);
  if (!/^\d+$/.test(duration.trim()) || !Number.isSafeInteger(seconds) || seconds <= 0) return null;
  return { id, title: title.trim().slice(0, 200), seconds };
}

/** "Working on Goal" banner with the goal's title and duration. */
export function GoalBanner({ goal, s, language }: { goal: Goal; s: TimerStrings; language: Language }) {
  return (
    <aside
      className="flex items-start gap-3 rounded-2xl border border-brand bg-brand-soft p-4 text-slate-900 dark:text-slate-50"
      aria-label={s.goal.banner}
      data-testid="goal-banner"
    >
      <Target aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand" />
      <div>
        <p className="font-semibold">{s.goal.banner}</p>
        <p className="text-lg font-bold">{goal.title}</p>
        <p className="text-sm">{s.goal.duration(durationInWords(goal.seconds, language))}</p>
      </div>
    </aside>
  );
}
