import { randomUUID } from "node:crypto";
import {
  GOAL_DESCRIPTION_MAX,
  GOAL_LIMIT_REACHED,
  GOAL_TITLE_MAX,
  MAX_GOALS_PER_VISITOR,
  goalDurations,
  type GoalDto,
} from "@core/goals";
import { goalLimits } from "@server/api/goals";
import { goals } from "@server/db/schema";
import { VISITOR_COOKIE } from "@server/plugins/visitor";
import { asc, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomIp } from "../helpers/smtp";
import { buildTestApp, visitorCookie, type TestApp } from "../helpers/test-app";

type Method = "GET" | "POST" | "PUT" | "DELETE";

describe("/api/goals", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
  });
  afterAll(async () => {
    await t.cleanup();
  });
  beforeEach(async () => {
    await t.database.db.delete(goals);
  });

  /** A new visitor: a validly signed cookie header carrying a fresh id. */
  const newVisitor = () => visitorCookie(t.app);

  /** From a client of its own unless `ip` says otherwise, so only the limit tests meet the per-client limit. */
  function call(
    method: Method,
    url: string,
    cookie?: string,
    payload?: unknown,
    ip = randomIp(),
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  function rawCall(method: Method, url: string, cookie: string, body: string) {
    return t.app.inject({ method, url, headers: { cookie, "content-type": "application/json" }, payload: body });
  }

  async function create(cookie: string, body: Record<string, unknown> = {}): Promise<GoalDto> {
    const res = await call("POST", "/api/goals", cookie, { title: "Write", durationInSeconds: 1500, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<GoalDto>();
  }

  async function list(cookie?: string): Promise<GoalDto[]> {
    const res = await call("GET", "/api/goals", cookie);
    expect(res.statusCode).toBe(200);
    return res.json<GoalDto[]>();
  }

  /** Every stored row, in id order: what "nothing changed" is compared against. */
  const snapshot = () => t.database.db.select().from(goals).orderBy(asc(goals.id));

  function expectError(res: LightMyRequestResponse, status: number, error: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error });
  }

  it("lists nothing, and sets no cookie, for a visitor without a cookie", async () => {
    const res = await call("GET", "/api/goals");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("creates a goal for a first-time visitor, gives it the signed httpOnly cookie, and lists it back", async () => {
    const res = await call("POST", "/api/goals", undefined, {
      title: "  Read chapter 3  ",
      description: "Pages 40–60",
      durationInSeconds: 1800,
      isCompleted: false,
    });
    expect(res.statusCode).toBe(201);
    const goal = res.json<GoalDto>();
    expect(goal).toMatchObject({
      title: "Read chapter 3",
      description: "Pages 40–60",
      durationInSeconds: 1800,
      isCompleted: false,
    });
    expect(Object.keys(goal).sort()).toEqual(
      ["createdAt", "description", "durationInSeconds", "id", "isCompleted", "title", "updatedAt"].sort(),
    );
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(";")[0]!;
    expect(await list(cookie)).toEqual([goal]);
    // The same visitor keeps its id: a second goal joins the first one.
    const second = await call("POST", "/api/goals", cookie, { title: "Second", durationInSeconds: 300 });
    expect(second.headers["set-cookie"]).toBeUndefined();
    expect((await list(cookie)).map((g) => g.title)).toEqual(["Second", "Read chapter 3"]);
  });

  it("applies the product's defaults: empty description, not completed", async () => {
    const goal = await create(newVisitor(), { title: "Defaults", durationInSeconds: 1500 });
    expect(goal.description).toBe("");
    expect(goal.isCompleted).toBe(false);
    const nullDescription = await create(newVisitor(), { description: null });
    expect(nullDescription.description).toBe("");
  });

  it("accepts each of the ten durations and nothing else", async () => {
    const cookie = newVisitor();
    for (const seconds of goalDurations) {
      expect((await create(cookie, { durationInSeconds: seconds })).durationInSeconds).toBe(seconds);
    }
    for (const bad of [0, 60, 1499, 1500.5, -300, 86400, "1500", null, true]) {
      const res = await call("POST", "/api/goals", cookie, { title: "x", durationInSeconds: bad });
      expectError(res, 400, `durationInSeconds: Duration must be one of ${goalDurations.join(", ")} seconds`);
    }
    expect(await list(cookie)).toHaveLength(goalDurations.length);
  });

  it("keeps two visitors' goals apart", async () => {
    const alice = newVisitor();
    const bob = newVisitor();
    const a = await create(alice, { title: "Alice's goal" });
    const b = await create(bob, { title: "Bob's goal" });
    expect((await list(alice)).map((g) => g.id)).toEqual([a.id]);
    expect((await list(bob)).map((g) => g.id)).toEqual([b.id]);
    expect(await list(newVisitor())).toEqual([]);
  });

  it("answers 404 for another visitor's goal and changes nothing", async () => {
    const alice = newVisitor();
    const bob = newVisitor();
    const goal = await create(alice, { title: "Private" });
    const before = await snapshot();

    expectError(await call("PUT", `/api/goals/${goal.id}`, bob, { isCompleted: true }), 404, "Goal not found");
    expectError(await call("DELETE", `/api/goals/${goal.id}`, bob), 404, "Goal not found");
    // Without any cookie it is just as unknown.
    expectError(await call("PUT", `/api/goals/${goal.id}`, undefined, { isCompleted: true }), 404, "Goal not found");
    expectError(await call("DELETE", `/api/goals/${goal.id}`), 404, "Goal not found");

    expect(await snapshot()).toEqual(before);
    expect(await list(alice)).toEqual([goal]);
  });

  it("does not trust an unsigned or tampered visitor cookie", async () => {
    const alice = newVisitor();
    const goal = await create(alice);
    const aliceId = decodeURIComponent(alice.split("=")[1]!).split(".")[0]!;
    const forged = [`${VISITOR_COOKIE}=${aliceId}`, `${VISITOR_COOKIE}=${encodeURIComponent(`${aliceId}.forged`)}`];
    for (const cookie of forged) {
      expect(await list(cookie)).toEqual([]);
      expectError(await call("PUT", `/api/goals/${goal.id}`, cookie, { isCompleted: true }), 404, "Goal not found");
      expectError(await call("DELETE", `/api/goals/${goal.id}`, cookie), 404, "Goal not found");
    }
    expect(await list(alice)).toEqual([goal]);
  });

  it("marks a goal completed and pending again, and lists the change", async () => {
    const cookie = newVisitor();
    const goal = await create(cookie);
    const done = await call("PUT", `/api/goals/${goal.id}`, cookie, { isCompleted: true });
    expect(done.statusCode).toBe(200);
    expect(done.json<GoalDto>()).toMatchObject({ id: goal.id, title: goal.title, isCompleted: true });
    expect(Date.parse(done.json<GoalDto>().updatedAt)).toBeGreaterThanOrEqual(Date.parse(goal.updatedAt));
    expect((await list(cookie))[0]!.isCompleted).toBe(true);

    const pending = await call("PUT", `/api/goals/${goal.id}`, cookie, { isCompleted: false });
    expect(pending.json<GoalDto>().isCompleted).toBe(false);
    expect((await list(cookie))[0]!.isCompleted).toBe(false);
  });

  it("lists goals byte for byte as their writes answered them, newest first", async () => {
    const cookie = newVisitor();
    const titles = ['Quote " and \\ back', "Émoji 🎯 and 中文", "</script><b>x</b>", "Tab\there"];
    const written = [];
    for (const title of titles) written.push(await create(cookie, { title, description: `${title}\nline 2` }));
    const done = await call("PUT", `/api/goals/${written[1]!.id}`, cookie, { isCompleted: true });
    written[1] = done.json<GoalDto>();
    const res = await call("GET", "/api/goals", cookie);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.body).toBe(JSON.stringify([...written].reverse()));
  });

  it("lists correctly while writes run at the same time", async () => {
    const cookie = newVisitor();
    await create(cookie, { title: "First" });
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        call("POST", "/api/goals", cookie, { title: `Goal ${i}`, durationInSeconds: 300 }),
      ),
      ...Array.from({ length: 12 }, () => call("GET", "/api/goals", cookie)),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([...Array(4).fill(201), ...Array(12).fill(200)]);
    for (const res of answers.slice(4)) expect(res.json<GoalDto[]>().at(-1)!.title).toBe("First");
    expect((await list(cookie)).map((goal) => goal.title).sort()).toEqual([
      "First",
      "Goal 0",
      "Goal 1",
      "Goal 2",
      "Goal 3",
    ]);
  });

  it("lists stored instants as ISO strings truncated to the millisecond, as the other answers give them", async () => {
    const cookie = newVisitor();
    const goal = await create(cookie);
    // PostgreSQL keeps microseconds; a JavaScript Date keeps milliseconds and drops the rest.
    await t.database.db.execute(
      sql`UPDATE goals SET created_at = '2026-03-04T05:06:07.999999Z', updated_at = '2026-03-04T05:06:59.0005Z' WHERE id = ${goal.id}`,
    );
    const [stored] = await t.database.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(await list(cookie)).toEqual([
      { ...goal, createdAt: stored!.createdAt.toISOString(), updatedAt: stored!.updatedAt.toISOString() },
    ]);
    expect(stored!.createdAt.toISOString()).toBe("2026-03-04T05:06:07.999Z");
  });

  it("deletes a goal once; a second delete is 404", async () => {
    const cookie = newVisitor();
    const keep = await create(cookie, { title: "Keep" });
    const drop = await create(cookie, { title: "Drop" });
    const res = await call("DELETE", `/api/goals/${drop.id}`, cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await list(cookie)).toEqual([keep]);
    expectError(await call("DELETE", `/api/goals/${drop.id}`, cookie), 404, "Goal not found");
  });

  it("creates goals up to the title and description limits", async () => {
    const cookie = newVisitor();
    const goal = await create(cookie, {
      title: "t".repeat(GOAL_TITLE_MAX),
      description: "d".repeat(GOAL_DESCRIPTION_MAX),
    });
    expect(goal.title).toHaveLength(GOAL_TITLE_MAX);
    expect(goal.description).toHaveLength(GOAL_DESCRIPTION_MAX);
  });

  const invalidCreates: [string, unknown, string][] = [
    ["an empty object", {}, "title: Title is required"],
    ["a missing title", { durationInSeconds: 1500 }, "title: Title is required"],
    ["a blank title", { title: "   ", durationInSeconds: 1500 }, "title: Title is required"],
    ["a numeric title", { title: 42, durationInSeconds: 1500 }, "title: Title must be text"],
    [
      "a title over 200 characters",
      { title: "t".repeat(GOAL_TITLE_MAX + 1), durationInSeconds: 1500 },
      "title: Title must be at most 200 characters",
    ],
    [
      "a description over 1000 characters",
      { title: "x", description: "d".repeat(GOAL_DESCRIPTION_MAX + 1), durationInSeconds: 1500 },
      "description: Description must be at most 1000 characters",
    ],
    [
      "a non-text description",
      { title: "x", description: 5, durationInSeconds: 1500 },
      "description: Description must be text",
    ],
    ["a missing duration", { title: "x" }, "durationInSeconds: Duration is required"],
    [
      "a non-boolean isCompleted",
      { title: "x", durationInSeconds: 1500, isCompleted: "yes" },
      "isCompleted: isCompleted must be true or false",
    ],
    ["an unknown field", { title: "x", durationInSeconds: 1500, priority: 1 }, 'Unrecognized key: "priority"'],
    [
      "someone else's visitor id",
      { title: "x", durationInSeconds: 1500, visitorId: randomUUID() },
      'Unrecognized key: "visitorId"',
    ],
    ["an id of its own", { id: 1, title: "x", durationInSeconds: 1500 }, 'Unrecognized key: "id"'],
    ["an array", [{ title: "x", durationInSeconds: 1500 }], "Body must be a JSON object"],
    ["a string", "x", "Body must be a JSON object"],
  ];

  it.each(invalidCreates)("refuses to create a goal from %s (400) and stores nothing", async (_name, body, error) => {
    const cookie = newVisitor();
    const existing = await create(cookie, { title: "Existing" });
    const before = await snapshot();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/goals",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expectError(res, 400, error);
    expect(await snapshot()).toEqual(before);
    expect(await list(cookie)).toEqual([existing]);
  });

  const invalidUpdates: [string, unknown, string][] = [
    ["an empty object", {}, "isCompleted: isCompleted is required"],
    ["a string flag", { isCompleted: "true" }, "isCompleted: isCompleted must be true or false"],
    ["a numeric flag", { isCompleted: 1 }, "isCompleted: isCompleted must be true or false"],
    ["null", { isCompleted: null }, "isCompleted: isCompleted must be true or false"],
    ["another field", { isCompleted: true, title: "Renamed" }, 'Unrecognized key: "title"'],
    ["a duration change", { isCompleted: true, durationInSeconds: 300 }, 'Unrecognized key: "durationInSeconds"'],
    ["an array", [{ isCompleted: true }], "Body must be a JSON object"],
  ];

  it.each(invalidUpdates)("refuses to update a goal with %s (400) and changes nothing", async (_name, body, error) => {
    const cookie = newVisitor();
    const goal = await create(cookie);
    const before = await snapshot();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/goals/${goal.id}`,
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expectError(res, 400, error);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a PUT without a body (400)", async () => {
    const cookie = newVisitor();
    const goal = await create(cookie);
    const before = await snapshot();
    expectError(await call("PUT", `/api/goals/${goal.id}`, cookie), 400, "Body must be a JSON object");
    expect(await snapshot()).toEqual(before);
  });

  it("answers malformed JSON with 400 and stores nothing", async () => {
    const cookie = newVisitor();
    const goal = await create(cookie);
    const before = await snapshot();
    for (const body of ['{"title": "unterminated', "{title: 'x'}", "[1,2", "nul"]) {
      expectError(await rawCall("POST", "/api/goals", cookie, body), 400, "Body is not valid JSON");
      expectError(await rawCall("PUT", `/api/goals/${goal.id}`, cookie, body), 400, "Body is not valid JSON");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a plain-text body (400) and stores nothing", async () => {
    const cookie = newVisitor();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/goals",
      headers: { cookie, "content-type": "text/plain" },
      payload: "title=x",
    });
    expectError(res, 400, "Body must be a JSON object");
    expect(await snapshot()).toEqual([]);
  });

  it.each(["abc", "0", "-1", "1.5", "01", "99999999999", "2147483648", "1e3"])(
    "answers 404 for the impossible goal id %s",
    async (id) => {
      const cookie = newVisitor();
      await create(cookie);
      const before = await snapshot();
      expectError(await call("PUT", `/api/goals/${id}`, cookie, { isCompleted: true }), 404, "Goal not found");
      expectError(await call("DELETE", `/api/goals/${id}`, cookie), 404, "Goal not found");
      expect(await snapshot()).toEqual(before);
    },
  );

  it("answers 404 for methods and paths the goals API does not have", async () => {
    const cookie = newVisitor();
    const goal = await create(cookie);
    expectError(await call("GET", `/api/goals/${goal.id}/extra`, cookie), 404, "Not found");
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/goals/${goal.id}`,
      headers: { cookie },
      payload: { isCompleted: true },
    });
    expect(patch.statusCode).toBe(404);
    expect(await list(cookie)).toEqual([goal]);
  });

  it("bounds how many goals one visitor keeps (409) without touching others", async () => {
    const cookie = newVisitor();
    const first = await create(cookie);
    const visitorId = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    await t.database.db.insert(goals).values(
      Array.from({ length: MAX_GOALS_PER_VISITOR - 1 }, (_, i) => ({
        visitorId,
        title: `Goal ${i}`,
        durationInSeconds: 300,
      })),
    );
    const before = await snapshot();
    const refused = await call("POST", "/api/goals", cookie, { title: "One too many", durationInSeconds: 300 });
    expectError(refused, 409, GOAL_LIMIT_REACHED);
    expect(refused.json().error).toBe("You have reached the limit of 200 goals. Delete some to add more.");
    expect(await snapshot()).toEqual(before);
    // Another visitor is not affected, and deleting one makes room again.
    await create(newVisitor());
    expect((await call("DELETE", `/api/goals/${first.id}`, cookie)).statusCode).toBe(204);
    await create(cookie, { title: "Room again" });
  });

  /** 429 with a Retry-After within the minute, no cookie set, and nothing stored. */
  async function expectRefusedCreate(cookie: string | undefined, ip: string) {
    const before = await snapshot();
    const res = await call("POST", "/api/goals", cookie, { title: "Refused", durationInSeconds: 300 }, ip);
    expectError(res, 429, "Too many goals created, please try again later");
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  }

  it("limits goal creation per visitor (429 with Retry-After), from any client", async () => {
    const perMinute = goalLimits.createPerVisitor[0].limit;
    const cookie = newVisitor();
    for (let i = 0; i < perMinute; i++) await create(cookie, { title: `Goal ${i}` });
    await expectRefusedCreate(cookie, randomIp());
    // Another visitor on the same client still may; the refused one may still complete and delete
    // (neither grows what is stored).
    const ip = randomIp();
    expect(
      (await call("POST", "/api/goals", newVisitor(), { title: "Other", durationInSeconds: 300 }, ip)).statusCode,
    ).toBe(201);
    const [latest] = await list(cookie);
    expect((await call("PUT", `/api/goals/${latest!.id}`, cookie, { isCompleted: true })).statusCode).toBe(200);
    expect((await call("DELETE", `/api/goals/${latest!.id}`, cookie)).statusCode).toBe(204);
    expect(await list(cookie)).toHaveLength(perMinute - 1);
  });

  it("limits goal creation per client, also when every request is a new visitor without a cookie", async () => {
    const perMinute = goalLimits.createPerClient[0].limit;
    const ip = randomIp();
    const minted = new Set<string>();
    for (let i = 0; i < perMinute; i++) {
      const res = await call("POST", "/api/goals", undefined, { title: `Anonymous ${i}`, durationInSeconds: 300 }, ip);
      expect(res.statusCode, res.body).toBe(201);
      minted.add(String(res.headers["set-cookie"]).split(";")[0]!);
    }
    // Each of them was a new visitor, so no per-visitor limit could have stopped them.
    expect(minted.size).toBe(perMinute);
    await expectRefusedCreate(undefined, ip);
    // The client's limit holds for its visitors with a cookie too; another client is not affected.
    await expectRefusedCreate(newVisitor(), ip);
    expect(
      (await call("POST", "/api/goals", undefined, { title: "Elsewhere", durationInSeconds: 300 })).statusCode,
    ).toBe(201);
  });
});
