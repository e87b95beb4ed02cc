import { z } from "./zod";
import { GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX, goalDurations, isGoalDuration, type GoalDuration } from "./goals";

// The goal schemas apart from the rest of core/goals: the goals page needs zod only when a form
// is submitted, so it loads this module then, not with the page (decision 018).

const durationMessage = `Duration must be one of ${goalDurations.join(", ")} seconds`;

/**
 * A new goal (docs/product.md, Goals). The same schema validates the form in the browser and the body
 * of POST /api/goals on the server; unknown fields are refused.
 */
export const newGoalSchema = z.strictObject(
  {
    title: z
      .string({ error: (iss) => (iss.input === undefined ? "Title is required" : "Title must be text") })
      .trim()
      .min(1, "Title is required")
      .max(GOAL_TITLE_MAX, `Title must be at most ${GOAL_TITLE_MAX} characters`),
    description: z
      .string({ error: "Description must be text" })
      .trim()
      .max(GOAL_DESCRIPTION_MAX, `Description must be at most ${GOAL_DESCRIPTION_MAX} characters`)
      .nullish()
      .transform((v) => v ?? ""),
    durationInSeconds: z
      .custom<GoalDuration>(isGoalDuration, {
        error: (iss) => (iss.input === undefined ? "Duration is required" : durationMessage),
      })
      // What the check accepts, for the API's OpenAPI document (a custom check has no JSON Schema).
      .meta({ type: "integer", enum: [...goalDurations], description: "Seconds" }),
    isCompleted: z.boolean({ error: "isCompleted must be true or false" }).optional().default(false),
  },
  { error: (iss) => (iss.code === "invalid_type" ? "Body must be a JSON object" : undefined) },
);
export type NewGoalInput = z.input<typeof newGoalSchema>;
export type NewGoal = z.output<typeof newGoalSchema>;

/** PUT /api/goals/{id}: only the completion flag changes (docs/product.md, HTTP API). */
export const goalUpdateSchema = z.strictObject(
  {
    isCompleted: z.boolean({
      error: (iss) => (iss.input === undefined ? "isCompleted is required" : "isCompleted must be true or false"),
    }),
  },
  { error: (iss) => (iss.code === "invalid_type" ? "Body must be a JSON object" : undefined) },
);
export type GoalUpdate = z.output<typeof goalUpdateSchema>;
