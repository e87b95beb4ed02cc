import { goalsText } from "@content/goals/text";
import { goalDurationLabel, goalTimerHref, type GoalDto } from "@core/goals";
import { CheckCircle2, Clock, Play, RotateCcw } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { Link } from "react-router";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { ConfirmButton } from "~/ui/confirm-button";
import { useDeleteGoal, useSetGoalCompleted } from "./use-goals";

/** One goal: its title, description and duration, and what can be done with it. */
export function GoalCard({ goal }: { goal: GoalDto }) {
  const { language } = useI18n();
  const text = useText(goalsText);
  const to = useLocalePath();
  const titleId = useId();
  const setCompleted = useSetGoalCompleted();
  const remove = useDeleteGoal();
  const busy = setCompleted.isPending || remove.isPending;

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-testid="goal-card"
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold break-words">
          {goal.title}
        </h3>
        {goal.isCompleted && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-50">
            <Icon node={CheckCircle2} className="h-3.5 w-3.5" />
            {text.card.completedBadge}
          </span>
        )}
      </div>
      {goal.description && <p className="break-words whitespace-pre-line text-muted">{goal.description}</p>}
      <p className="flex items-center gap-2 text-sm text-muted">
        <Icon node={Clock} className="h-4 w-4" />
        <span>
          {text.card.duration}: {goalDurationLabel(goal.durationInSeconds, language)}
        </span>
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {!goal.isCompleted && (
          <Link to={to(goalTimerHref(goal))} className="button-primary">
            <Icon node={Play} className="h-4 w-4" />
            {text.card.startTimer}
          </Link>
        )}
        <button
          type="button"
          className="button-secondary"
          disabled={busy}
          onClick={() => setCompleted.mutate({ goal, isCompleted: !goal.isCompleted })}
        >
          {goal.isCompleted ? (
            <Icon node={RotateCcw} className="h-4 w-4" />
          ) : (
            <Icon node={CheckCircle2} className="h-4 w-4" />
          )}
          {goal.isCompleted ? text.card.markPending : text.card.complete}
        </button>
        <ConfirmButton
          trigger={text.card.delete}
          disabled={busy}
          title={text.confirm.title}
          description={
            <>
              {text.confirm.text} <strong className="break-words">{goal.title}</strong>
            </>
          }
          cancel={text.confirm.cancel}
          confirm={text.confirm.confirm}
          onConfirm={() => remove.mutate(goal)}
        />
      </div>
    </article>
  );
}
