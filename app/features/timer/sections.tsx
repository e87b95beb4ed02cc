import { goalQuery } from "@core/goals";
import { durationInWords } from "@core/time-format";
import type { Locale } from "@core/locales";
import { Target } from "lucide";
import { Icon } from "~/ui/icon";
import type { TimerStrings } from "./strings";

export interface Goal {
  id: string;
  title: string;
  seconds: number;
}

/** The goal context (docs/product.md, Timer): all three query parameters, and a usable duration. */
export function goalFromQuery(params: URLSearchParams): Goal | null {
  const id = params.get(goalQuery.id);
  const title = params.get(goalQuery.title);
  const duration = params.get(goalQuery.duration);
  if (!id || title === null || !title.trim() || duration === null) return null;
  const seconds = Number(duration);
  if (!/^\d+$/.test(duration.trim()) || !Number.isSafeInteger(seconds) || seconds <= 0) return null;
  return { id, title: title.trim().slice(0, 200), seconds };
}

/** "Working on Goal" banner with the goal's title and duration. */
export function GoalBanner({ goal, s, language }: { goal: Goal; s: TimerStrings; language: Locale }) {
  return (
    <aside
      className="flex items-start gap-3 rounded-2xl border border-brand bg-brand-soft p-4 text-slate-900 dark:text-slate-50"
      aria-label={s.goal.banner}
      data-testid="goal-banner"
    >
      <Icon node={Target} className="mt-1 h-6 w-6 shrink-0 text-brand" />
      <div>
        <p className="font-semibold">{s.goal.banner}</p>
        <p className="text-lg font-bold">{goal.title}</p>
        <p className="text-sm">{s.goal.duration(durationInWords(goal.seconds, language))}</p>
      </div>
    </aside>
  );
}
