import { goalUpdateSchema, newGoalSchema } from "@core/goal-schema";
import { GOAL_LIMIT_REACHED, MAX_GOALS_PER_VISITOR, type GoalDto } from "@core/goals";
import { z } from "@core/zod";
import { and, count, eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { goalLister } from "../db/goal-list";
import { goals, type Goal } from "../db/schema";
import { DAY, MINUTE, checks, type RateLimitRule } from "../lib/rate-limit";
import { HttpError } from "../plugins/errors";
import { errorResponses, intIdParams, noBody, stringifyTyped, visitorOptional } from "./schemas";

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
const GOAL_NOT_FOUND = "Goal not found";

const goalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  durationInSeconds: z.number().int(),
  isCompleted: z.boolean(),
  createdAt: z.string().describe("ISO 8601 date-time"),
  updatedAt: z.string().describe("ISO 8601 date-time"),
}) satisfies z.ZodType<GoalDto>;

/** Anything that cannot be a goal's id is simply not found. */
const goalParams = intIdParams(GOAL_NOT_FOUND);

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

const noStore = (reply: FastifyReply) => void reply.header("cache-control", "private, no-store");

/**
 * /api/goals (docs/product.md, Goals and HTTP API), scoped to the anonymous visitor cookie: every
 * query filters on the visitor's id, so another visitor's goal is indistinguishable from a
 * missing one (404) and is never read or changed. Bodies are validated by the zod schemas of
 * core/goal-schema.ts, shared with the form; a refused body changes nothing.
 */
const goalsApi: FastifyPluginAsync<GoalsOptions> = async (plugin, opts) => {
  const { db } = opts;
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const listGoals = goalLister(plugin.database);
  const common = { tags: ["goals"], security: visitorOptional };
  // Before the schemas run, so a refused body or id is private too; after the body is read, as
  // ever (a 413 or 415 carries no cache header).
  app.addHook("preValidation", async (_request, reply) => noStore(reply));

  app.get(
    "/goals",
    {
      schema: {
        ...common,
        summary: "The visitor's goals, newest first",
        description: "Without a visitor cookie the list is empty.",
        response: { 200: z.array(goalSchema), ...errorResponses(503) },
      },
      serializerCompiler: stringifyTyped(200),
    },
    async (request) => {
      const visitorId = request.visitorId();
      return visitorId ? listGoals(visitorId) : [];
    },
  );

  app.post(
    "/goals",
    {
      schema: {
        ...common,
        summary: "Adds a goal",
        description: `Sets the visitor cookie when the request has none. At most ${MAX_GOALS_PER_VISITOR} goals per visitor (409); creation is rate-limited (429).`,
        body: newGoalSchema,
        response: { 201: goalSchema, ...errorResponses(400, 403, 409, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const input = request.body;
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
    },
  );

  app.put(
    "/goals/:id",
    {
      schema: {
        ...common,
        summary: "Marks a goal completed or not",
        description: "Another visitor's goal is not found (404).",
        params: goalParams,
        body: goalUpdateSchema,
        response: { 200: goalSchema, ...errorResponses(400, 403, 404, 413, 415, 503) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { isCompleted } = request.body;
      const visitorId = request.visitorId();
      if (!visitorId) throw new HttpError(404, GOAL_NOT_FOUND);
      const [row] = await db
        .update(goals)
        .set({ isCompleted, updatedAt: new Date() })
        .where(and(eq(goals.id, id), eq(goals.visitorId, visitorId)))
        .returning();
      if (!row) throw new HttpError(404, GOAL_NOT_FOUND);
      return toDto(row);
    },
  );

  app.delete(
    "/goals/:id",
    {
      schema: {
        ...common,
        summary: "Deletes a goal",
        description: "Another visitor's goal is not found (404).",
        params: goalParams,
        response: { 204: noBody("Deleted"), ...errorResponses(403, 404, 503) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const visitorId = request.visitorId();
      if (!visitorId) throw new HttpError(404, GOAL_NOT_FOUND);
      const [row] = await db
        .delete(goals)
        .where(and(eq(goals.id, id), eq(goals.visitorId, visitorId)))
        .returning({ id: goals.id });
      if (!row) throw new HttpError(404, GOAL_NOT_FOUND);
      return reply.code(204).send();
    },
  );
};

export default goalsApi;
