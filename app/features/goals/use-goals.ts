import { goalsText } from "@content/goals/text";
import type { NewGoal } from "@core/goal-schema";
import { MAX_GOALS_PER_VISITOR, type GoalDto } from "@core/goals";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiJson } from "~/lib/api";
import { useText } from "~/lib/i18n";
import { toast } from "~/ui/toast";

/** The list is the query keyed by its URL (docs/product.md, HTTP API); the default query function GETs it. */
export const goalsQueryKey = ["/api/goals"] as const;

export function useGoals() {
  return useQuery<GoalDto[]>({ queryKey: goalsQueryKey });
}

/** Every change refetches the list and reports itself with a toast (docs/product.md, Goals). */
function useRefetchGoals() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: goalsQueryKey });
}

export function useCreateGoal(options: { onCreated?: (goal: GoalDto) => void } = {}) {
  const text = useText(goalsText).toast;
  const refetch = useRefetchGoals();
  return useMutation({
    mutationFn: (goal: NewGoal) => apiJson<GoalDto>("POST", "/api/goals", goal),
    onSuccess: async (goal) => {
      options.onCreated?.(goal);
      toast({ title: text.created, description: text.createdText(goal.title) });
      await refetch();
    },
    onError: (error) => {
      console.warn("creating the goal failed", error);
      const full = error instanceof ApiRequestError && error.status === 409;
      toast({
        title: text.error,
        description: full ? text.limitReached(MAX_GOALS_PER_VISITOR) : text.createFailed,
        variant: "destructive",
      });
    },
  });
}

export function useSetGoalCompleted() {
  const text = useText(goalsText).toast;
  const refetch = useRefetchGoals();
  return useMutation({
    mutationFn: ({ goal, isCompleted }: { goal: GoalDto; isCompleted: boolean }) =>
      apiJson<GoalDto>("PUT", `/api/goals/${goal.id}`, { isCompleted }),
    onSuccess: async (goal) => {
      toast({
        title: text.updated,
        description: goal.isCompleted ? text.completedText(goal.title) : text.pendingText(goal.title),
      });
      await refetch();
    },
    onError: async (error) => {
      console.warn("updating the goal failed", error);
      toast({ title: text.error, description: text.updateFailed, variant: "destructive" });
      await refetch();
    },
  });
}

export function useDeleteGoal() {
  const text = useText(goalsText).toast;
  const refetch = useRefetchGoals();
  return useMutation({
    mutationFn: (goal: GoalDto) => apiJson<void>("DELETE", `/api/goals/${goal.id}`),
    onSuccess: async (_nothing, goal) => {
      toast({ title: text.deleted, description: text.deletedText(goal.title) });
      await refetch();
    },
    onError: async (error) => {
      console.warn("deleting the goal failed", error);
      toast({ title: text.error, description: text.deleteFailed, variant: "destructive" });
      await refetch();
    },
  });
}
