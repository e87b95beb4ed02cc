import { sounds, soundFor } from "@core/sounds";
import { VISITOR_REQUIRED } from "@core/visitor";
import { afterEach, describe, expect, it, vi } from "vitest";
import { soundDurationMs, soundSchedule } from "~/lib/audio";
import { ApiRequestError } from "~/lib/api";
import {
  cancelReminder,
  emailAvailability,
  isEmailNotConfigured,
  scheduleReminder,
  sendReminderNow,
  testEmailConnection,
} from "~/lib/email";
import { shareLinks } from "~/ui/share";

describe("soundSchedule", () => {
  it("plays the notes in order with the gap, then the whole sequence once more after the repeat delay", () => {
    expect(soundSchedule(sounds.chime)).toEqual([
      { frequency: 523.25, startMs: 0, durationMs: 800 },
      { frequency: 659.25, startMs: 1000, durationMs: 800 },
      { frequency: 783.99, startMs: 2000, durationMs: 800 },
      // sequence = 3 × 800 + 2 × 200 = 2800 ms, + 1200 ms repeat delay
      { frequency: 523.25, startMs: 4000, durationMs: 800 },
      { frequency: 659.25, startMs: 5000, durationMs: 800 },
      { frequency: 783.99, startMs: 6000, durationMs: 800 },
    ]);
  });

  it("a one-note sound repeats once after its delay", () => {
    expect(soundSchedule(sounds.beep).map((n) => n.startMs)).toEqual([0, 1300]);
    expect(soundDurationMs(sounds.beep)).toBe(1600);
  });

  it("every one of the 16 sounds plays each note twice; unknown values are the beep", () => {
    expect(Object.keys(sounds)).toHaveLength(16);
    for (const spec of Object.values(sounds)) {
      const notes = soundSchedule(spec);
      expect(notes).toHaveLength(spec.frequencies.length * 2);
      expect(notes.map((n) => n.startMs)).toEqual([...notes.map((n) => n.startMs)].sort((a, b) => a - b));
    }
    expect(soundFor("no-such-sound")).toBe(sounds.beep);
  });
});

describe("shareLinks", () => {
  it("carries the page URL and title to the five networks", () => {
    const links = shareLinks("https://tickwise.example/timer/5-minute-timer", "5 Minute Timer & more");
    expect(links.map((l) => l.network)).toEqual(["facebook", "whatsapp", "telegram", "linkedin", "x"]);
    for (const link of links) {
      expect(decodeURIComponent(link.href)).toContain("https://tickwise.example/timer/5-minute-timer");
      expect(link.href.startsWith("https://")).toBe(true);
    }
    expect(links.find((l) => l.network === "x")!.href).toContain("text=5%20Minute%20Timer%20%26%20more");
  });
});

describe("email client", () => {
  const input = {
    email: "me@example.com",
    duration: 300,
    message: "  Tea  ",
    sendAt: new Date(Date.now() + 300_000),
    language: "en" as const,
  };
  afterEach(() => vi.unstubAllGlobals());
  const stubFetch = (response: Response) => {
    const fetch = vi.fn(async () => response);
    vi.stubGlobal("fetch", fetch);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    return fetch;
  };

  it("schedules with the fire time and resolves to the id", async () => {
    const fetch = stubFetch(Response.json({ id: "abc" }, { status: 201 }));
    await expect(scheduleReminder(input)).resolves.toEqual({ id: "abc" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/email/reminder");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(JSON.parse(init.body as string)).toEqual({
      email: "me@example.com",
      type: "timer",
      duration: 300,
      message: "Tea",
      sendAt: input.sendAt.toISOString(),
      language: "en",
    });
    expect(emailAvailability()).toBe("available");
  });

  it("failures are only logged; a 503 'not configured' marks email unavailable", async () => {
    stubFetch(new Response("Not found", { status: 404 }));
    await expect(scheduleReminder(input)).resolves.toBeNull();
    stubFetch(Response.json({ error: "Email is not configured on this server" }, { status: 503 }));
    await expect(sendReminderNow(input)).resolves.toBe(false);
    expect(emailAvailability()).toBe("unavailable");
  });

  it("without the visitor cookie, asks for one once and sends again", async () => {
    const answers = [
      Response.json({ error: VISITOR_REQUIRED }, { status: 403 }),
      new Response(null, { status: 204 }),
      Response.json({ sent: true }),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal("fetch", fetch);
    await expect(sendReminderNow(input)).resolves.toBe(true);
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      "POST /api/email/reminder",
      "POST /api/visitor",
      "POST /api/email/reminder",
    ]);
    expect(calls[2]![1].body).toBe(calls[0]![1].body);
  });

  it("does not call the server with an invalid address", async () => {
    const fetch = stubFetch(Response.json({ id: "x" }));
    await expect(scheduleReminder({ ...input, email: "not-an-address" })).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("cancels with DELETE /api/email/reminder/{id}", async () => {
    const fetch = stubFetch(new Response(null, { status: 204 }));
    await expect(cancelReminder("a/b")).resolves.toBe(true);
    expect(fetch.mock.calls[0]).toEqual(["/api/email/reminder/a%2Fb", expect.objectContaining({ method: "DELETE" })]);
  });

  it("errors read 'status: body', or the status text when the body is empty", () => {
    expect(new ApiRequestError(404, "Not found", "Not Found").message).toBe("404: Not found");
    expect(new ApiRequestError(500, "", "Internal Server Error").message).toBe("500: Internal Server Error");
  });

  it("one test for 'not configured': a 503 whose error is the server's exact message", async () => {
    const body = JSON.stringify({ error: "Email is not configured on this server" });
    expect(isEmailNotConfigured(new ApiRequestError(503, body, ""))).toBe(true);
    expect(isEmailNotConfigured(new ApiRequestError(500, body, ""))).toBe(false);
    expect(isEmailNotConfigured(new ApiRequestError(503, "Service Unavailable", ""))).toBe(false);
    stubFetch(new Response(body, { status: 503 }));
    await expect(testEmailConnection()).resolves.toBe("not-configured");
    stubFetch(Response.json({ connected: false }));
    await expect(testEmailConnection()).resolves.toBe("failed");
  });
});
