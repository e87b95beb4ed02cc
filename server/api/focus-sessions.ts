import {
  FOCUS_LIST_MAX,
  FOCUS_RANGE_MAX_DAYS,
  FOCUS_SESSION_LIMIT_REACHED,
  MAX_FOCUS_SESSIONS_PER_VISITOR,
  focusRangeSchema,
  focusSessionsCsv,
  newFocusSessionSchema,
  plausibleSession,
  type FocusSessionDto,
} from "@core/focus-sessions";
import { z } from "@core/zod";
import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { focusSessions } from "../db/schema";
import { DAY, MINUTE, checks, type RateLimitRule } from "../lib/rate-limit";
import { HttpError } from "../plugins/errors";
import { errorResponses, noBody, visitorOptional } from "./schemas";

export interface FocusSessionsOptions {
  db: Database;
}

/**
 * Recording a session is the one write, and it grows storage, so it is limited like goal creation
 * (decisions 028 and 032). A focus period lasts at least a minute, so a person records a handful an
 * hour; a tab catching up on a night of auto-started cycles sends a burst of at most a few dozen.
 */
export const focusSessionLimits = {
  createPerVisitor: [
    { limit: 30, windowMs: MINUTE },
    { limit: 500, windowMs: DAY },
  ],
  createPerClient: [
    { limit: 60, windowMs: MINUTE },
    { limit: 2000, windowMs: DAY },
  ],
} as const satisfies Record<string, readonly RateLimitRule[]>;

const TOO_MANY = "Too many focus sessions recorded, please try again later";

const noStore = (reply: FastifyReply) => void reply.header("cache-control", "private, no-store");

const focusSessionSchema = z.object({
  id: z.number().int(),
  startedAt: z.string().describe("ISO 8601 date-time"),
  minutes: z.number().int(),
  label: z.string(),
}) satisfies z.ZodType<FocusSessionDto>;

const toDto = (row: typeof focusSessions.$inferSelect): FocusSessionDto => ({
  id: row.id,
  startedAt: row.startedAt.toISOString(),
  minutes: row.minutes,
  label: row.label,
});

/**
 * /api/focus-sessions: a visitor's completed focus periods, scoped to the visitor cookie like goals
 * (nobody reads another's). GET takes `from`/`to` (ISO date-times, at most a year apart; the last
 * seven days by default); DELETE clears them all; `/api/focus-sessions.csv` answers them as a CSV
 * download (the last 366 days by default).
 */
const focusSessionsApi: FastifyPluginAsync<FocusSessionsOptions> = async (plugin, { db }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ["focus-sessions"], security: visitorOptional };
  // Before the schemas run, so a refused body or range is private too (as goals).
  app.addHook("preValidation", async (_request, reply) => noStore(reply));

  async function list(visitorId: string | undefined, { from, to }: { from: Date; to: Date }) {
    if (!visitorId) return [];
    const rows = await db
      .select()
      .from(focusSessions)
      .where(
        and(
          eq(focusSessions.visitorId, visitorId),
          gte(focusSessions.startedAt, from),
          lt(focusSessions.startedAt, to),
        ),
      )
      .orderBy(asc(focusSessions.startedAt), asc(focusSessions.id))
      .limit(FOCUS_LIST_MAX);
    return rows.map(toDto);
  }

  app.get(
    "/focus-sessions",
    {
      schema: {
        ...common,
        summary: "The visitor's focus sessions, oldest first",
        description: `Those that started from \`from\` (included) to \`to\` (excluded): the last 7 days by default, at most ${FOCUS_RANGE_MAX_DAYS} days apart, at most ${FOCUS_LIST_MAX} sessions. Without a visitor cookie the list is empty.`,
        querystring: focusRangeSchema(7),
        response: { 200: z.array(focusSessionSchema), ...errorResponses(400, 503) },
      },
    },
    async (request) => list(request.visitorId(), request.query),
  );

  app.get(
    "/focus-sessions.csv",
    {
      schema: {
        ...common,
        summary: "The visitor's focus sessions as a CSV download",
        description: `Columns started_at, minutes, label; the last ${FOCUS_RANGE_MAX_DAYS} days by default. A label starting with = + - @ is prefixed with ' so that a spreadsheet never runs it as a formula.`,
        querystring: focusRangeSchema(FOCUS_RANGE_MAX_DAYS),
        response: {
          200: {
            description: "The sessions, one per line after the header line",
            content: { "text/csv": { schema: z.string() } },
          },
          ...errorResponses(400, 503),
        },
      },
    },
    async (request, reply) => {
      const rows = await list(request.visitorId(), request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="tickwise-focus-sessions.csv"')
        .send(focusSessionsCsv(rows));
    },
  );

  /** Clears the visitor's whole history (the privacy policy's promise: kept until you clear it). */
  app.delete(
    "/focus-sessions",
    {
      schema: {
        ...common,
        summary: "Deletes all the visitor's focus sessions",
        description: "Without a visitor cookie there is nothing to delete (204 all the same).",
        response: { 204: noBody("Deleted"), ...errorResponses(403, 503) },
      },
    },
    async (request, reply) => {
      const visitorId = request.visitorId();
      if (visitorId) await db.delete(focusSessions).where(eq(focusSessions.visitorId, visitorId));
      return reply.code(204).send();
    },
  );

  app.post(
    "/focus-sessions",
    {
      schema: {
        ...common,
        summary: "Records a completed focus session",
        description: `Sets the visitor cookie when the request has none. A session that ends in the future or is too old is refused (400). At most ${MAX_FOCUS_SESSIONS_PER_VISITOR} sessions per visitor (409); recording is rate-limited (429).`,
        body: newFocusSessionSchema,
        response: { 201: focusSessionSchema, ...errorResponses(400, 403, 409, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const implausible = plausibleSession(input, Date.now());
      if (implausible) throw new HttpError(400, implausible);
      const known = request.visitorId();
      // Counted before a new visitor is minted, so a refused request sets no cookie (as goals).
      await app.rateLimiter.enforce(
        [
          ...checks("focus-create:ip", request.ip, focusSessionLimits.createPerClient),
          ...(known ? checks("focus-create:visitor", known, focusSessionLimits.createPerVisitor) : []),
        ],
        TOO_MANY,
      );
      const visitorId = known ?? request.ensureVisitorId(reply);
      const [existing] = await db
        .select({ n: count() })
        .from(focusSessions)
        .where(eq(focusSessions.visitorId, visitorId));
      if ((existing?.n ?? 0) >= MAX_FOCUS_SESSIONS_PER_VISITOR) throw new HttpError(409, FOCUS_SESSION_LIMIT_REACHED);
      const [row] = await db
        .insert(focusSessions)
        .values({ visitorId, startedAt: new Date(input.startedAt), minutes: input.minutes, label: input.label })
        .returning();
      return reply.code(201).send(toDto(row!));
    },
  );
};

export default focusSessionsApi;
