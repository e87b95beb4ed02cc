import type { GoalDto } from "@core/goals";
import type { DbHandle } from "./client";
import { iso } from "./prepared";

/** Columns in GoalDto's order; the order matches drizzle's query it replaces (newest first). */
const GOAL_LIST_SQL = `SELECT id, title, description, duration_in_seconds, is_completed, ${iso("created_at")}, ${iso("updated_at")}
FROM goals WHERE visitor_id = $1 ORDER BY created_at DESC, id DESC`;

/**
 * The visitor's goals, newest first: GET /api/goals, the busiest read of the API. A prepared
 * statement (decision 039) instead of drizzle's query builder, which built and planned the same
 * SQL on every request.
 */
export function goalLister(database: DbHandle): (visitorId: string) => Promise<GoalDto[]> {
  const statement = database.prepare("tickwise_goal_list", GOAL_LIST_SQL);
  return async (visitorId) => {
    const rows = await statement([visitorId]);
    return rows.map(([id, title, description, duration, completed, createdAt, updatedAt]) => ({
      id: Number(id),
      title: title!,
      description: description!,
      durationInSeconds: Number(duration),
      isCompleted: completed === "t",
      createdAt: createdAt!,
      updatedAt: updatedAt!,
    }));
  };
}
