import { goalUpdateSchema, newGoalSchema } from "@core/goal-schema";
import { GOAL_LIMIT_REACHED, MAX_GOALS_PER_VISITOR, type GoalDto } from "@core/goals";
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Database } from "../db/client";
import { goals, type Goal } from "../db/schema";
import { DAY, MINUTE, checks, type RateLimitRule } from "../lib/rate-limit";
import { HttpError } from "../plugins/errors";

export interface GoalsOptions {
  db: Database;
}

/**
 * Goal creation is the one goal write that grows storage (an update only flips a flag, a delete
 * shrinks), so it alone is limited (decision 028). Someone typing goals never reaches these; a
 * script does. The per-client limit also bounds cookieless requests, each of which would mint a
 * new visitor and so escape the per-visitor limit.
 */
export const goalLimits = {
  createPerVisitor: [
    { limit: 30, windowMs: MINUTE },
    { limit: 300, windowMs: DAY },
  ],
  createPerClient: [
    { limit: 60, windowMs: MINUTE },
    { limit: 1000, windowMs: DAY },
  ],
} as const satisfies Record<string, readonly RateLimitRule[]>;

const TOO_MANY_GOALS = "Too many goals created, please try again later";
const INT4_MAX = 2_147_483_647;

function toDto(goal: Goal): GoalDto {
  return {
    id: goal.id,
    title: goal.title,
    description: goal.description,
    durationInSeconds: goal.durationInSeconds,
    isCompleted: goal.isCompleted,
    createdAt: goal.createdAt.toISOString(),
    updatedAt: goal.updatedAt.toISOString(),
  };
}

/** A goal id from the path; anything that cannot be a goal's id is simply not found. */
function parseId(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw new HttpError(404, "Goal not found");
  const id = Number(raw);
  if (id > INT4_MAX) throw new HttpError(404, "Goal not found");
  return id;
}

const noStore = (reply: FastifyReply) => void reply.header("cache-control", "private, no-store");

/**
 * /api/goals (docs/product.md, Goals and HTTP API), scoped to the anonymous visitor cookie: every
 * query filters on the visitor's id, so another visitor's goal is indistinguishable from a
 * missing one (404) and is never read or changed. Bodies are validated by the zod schemas of
 * core/goal-schema.ts, shared with the form; a refused body changes nothing.
 */
const goalsApi: FastifyPluginAsync<GoalsOptions> = async (app, opts) => {
  const { db } = opts;

  app.get("/goals", async (request, reply) => {
    noStore(reply);
    const visitorId = request.visitorId();
    if (!visitorId) return [];
    const rows = await db
      .select()
      .from(goals)
      .where(eq(goals.visitorId, visitorId))
      .orderBy(desc(goals.createdAt), desc(goals.id));
    return rows.map(toDto);
  });

  app.post("/goals", async (request, reply) => {
    noStore(reply);
    const input = newGoalSchema.parse(request.body);
    const known = request.visitorId();
    // Counted before a new visitor is minted, so a refused request sets no cookie.
    await app.rateLimiter.enforce(
      [
        ...checks("goals-create:ip", request.ip, goalLimits.createPerClient),
        ...(known ? checks("goals-create:visitor", known, goalLimits.createPerVisitor) : []),
      ],
      TOO_MANY_GOALS,
    );
    const visitorId = known ?? request.ensureVisitorId(reply);
    const [existing] = await db.select({ n: count() }).from(goals).where(eq(goals.visitorId, visitorId));
    if ((existing?.n ?? 0) >= MAX_GOALS_PER_VISITOR) throw new HttpError(409, GOAL_LIMIT_REACHED);
    const [row] = await db
      .insert(goals)
      .values({ visitorId, ...input })
      .returning();
    return reply.code(201).send(toDto(row!));
  });

  app.put<{ Params: { id: string } }>("/goals/:id", async (request, reply) => {
    noStore(reply);
    const id = parseId(request.params.id);
    const { isCompleted } = goalUpdateSchema.parse(request.body);
    const visitorId = request.visitorId();
    if (!visitorId) throw new HttpError(404, "Goal not found");
    const [row] = await db
      .update(goals)
      .set({ isCompleted, updatedAt: new Date() })
      .where(and(eq(goals.id, id), eq(goals.visitorId, visitorId)))
      .returning();
    if (!row) throw new HttpError(404, "Goal not found");
    return toDto(row);
  });

  app.delete<{ Params: { id: string } }>("/goals/:id", async (request, reply) => {
    noStore(reply);
    const id = parseId(request.params.id);
    const visitorId = request.visitorId();
    if (!visitorId) throw new HttpError(404, "Goal not found");
    const [row] = await db
      .delete(goals)
      .where(and(eq(goals.id, id), eq(goals.visitorId, visitorId)))
      .returning({ id: goals.id });
    if (!row) throw new HttpError(404, "Goal not found");
    return reply.code(204).send();
  });
};

export default goalsApi;
