import { goalsText } from "@content/goals/text";
import type { GoalDto } from "@core/goals";
import { QueryClientProvider } from "@tanstack/react-query";
import { Plus, X } from "lucide";
import { Icon } from "~/ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { getQueryClient } from "~/lib/query-client";
import { useText } from "~/lib/i18n";
import { QueryFallback } from "~/ui/query-fallback";
import { GoalCard } from "./goal-card";
import { focusGoalTitle, GoalForm } from "./goal-form";
import { useGoals } from "./use-goals";

/**
 * The Goals and Tasks screen (docs/product.md, Goals). The heading, introduction and the create
 * form are rendered on the server; the visitor's goals are loaded in the browser (they are private
 * to the visitor cookie, so there is nothing for a search engine to see).
 */
export function GoalsPage() {
  const [client] = useState(getQueryClient);
  return (
    <QueryClientProvider client={client}>
      <GoalsScreen />
    </QueryClientProvider>
  );
}

function GoalsScreen() {
  const text = useText(goalsText);
  const [formOpen, setFormOpen] = useState(false);
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Move focus into the form when it opens, back to the button when it closes.
    if (formOpen) focusGoalTitle(formId);
    else if (opened.current) toggleRef.current?.focus();
    opened.current = formOpen;
  }, [formOpen, formId]);

  return (
    <div className="mx-auto grid max-w-4xl gap-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.heading}</h1>
          <p className="mt-2 text-lg">{text.intro}</p>
          <p className="mt-1 text-sm text-muted">{text.privacy}</p>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="button-primary"
          aria-expanded={formOpen}
          aria-controls={formId}
          onClick={() => setFormOpen((open) => !open)}
        >
          {formOpen ? <Icon node={X} className="h-4 w-4" /> : <Icon node={Plus} className="h-4 w-4" />}
          {formOpen ? text.closeForm : text.newGoal}
        </button>
      </header>
      <GoalForm id={formId} open={formOpen} onDone={() => setFormOpen(false)} />
      <GoalLists />
    </div>
  );
}

function GoalLists() {
  const text = useText(goalsText);
  const query = useGoals();
  const activeId = useId();
  const completedId = useId();

  if (query.isPending || query.isError) return <QueryFallback query={query} text={text} />;
  const goals = query.data;
  const active = goals.filter((g) => !g.isCompleted);
  const completed = goals.filter((g) => g.isCompleted);
  return (
    <>
      <GoalSection id={activeId} heading={text.active(active.length)} goals={active} empty={text.emptyActive} />
      <GoalSection
        id={completedId}
        heading={text.completed(completed.length)}
        goals={completed}
        empty={text.emptyCompleted}
      />
    </>
  );
}

function GoalSection({ id, heading, goals, empty }: { id: string; heading: string; goals: GoalDto[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {goals.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-400 bg-white/60 p-6 text-center dark:border-slate-500 dark:bg-slate-900/60">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {goals.map((goal) => (
            <li key={goal.id}>
              <GoalCard goal={goal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
