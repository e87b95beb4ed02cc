import type { Language } from "@core/settings";
import { sendWithVisitor } from "./visitor";

/**
 * Client of the email-reminder API (docs/product.md, Email reminders). A timer with an email
 * address schedules its reminder on the server when it starts (`sendAt` = its deadline); pause and
 * reset cancel it.
 *
 * Failures never reach the visitor as errors (docs/product.md, Email reminders): they are logged,
 * and the functions resolve to null/false. The one failure the interface does show is a server
 * without mail credentials (503 "Email is not configured on this server"): `emailAvailability()`
 * then says "unavailable" and the email card tells the visitor.
 */

/** Mirrors core/email.ts (imported lazily there, with zod, so the page does not load it up front). */
export const EMAIL_NOT_CONFIGURED = "Email is not configured on this server";

export type EmailAvailability = "unknown" | "available" | "unavailable";

export interface ReminderInput {
  email: string;
  /** The timer's initial duration, seconds. */
  duration: number;
  message?: string;
  /** When the server should send it; omitted = at once. */
  sendAt?: Date;
  language: Language;
  /** The timer page, so the email can link back to it ("/timer/5-minute-timer"). */
  timerUrl?: string;
}

/** A non-OK response (docs/product.md, HTTP API) becomes "status: body text" (or the status text when empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

let availability: EmailAvailability = "unknown";
const listeners = new Set<() => void>();

export function emailAvailability(): EmailAvailability {
  return availability;
}

export function subscribeEmailAvailability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setAvailability(next: EmailAvailability) {
  if (next === availability) return;
  availability = next;
  listeners.forEach((l) => l());
}

async function request(method: string, path: string, payload?: unknown): Promise<Response> {
  const response = await sendWithVisitor(method, path, payload);
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    if (response.status === 503 && body.includes(EMAIL_NOT_CONFIGURED)) setAvailability("unavailable");
    throw new ApiError(response.status, body, response.statusText);
  }
  setAvailability("available");
  return response;
}

/** The request body, checked with the server's own schema (core/email.ts) before it is sent. */
async function reminderBody(input: ReminderInput) {
  const message = input.message?.trim();
  const body = {
    email: input.email.trim(),
    type: "timer" as const,
    duration: Math.max(1, Math.round(input.duration)),
    ...(message ? { message } : {}),
    ...(input.sendAt ? { sendAt: input.sendAt.toISOString() } : {}),
    language: input.language,
    ...(input.timerUrl ? { timerUrl: input.timerUrl } : {}),
  };
  const { reminderRequestSchema } = await import("@core/email");
  const parsed = reminderRequestSchema.safeParse(body);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "invalid reminder");
  return body;
}

/**
 * Schedules the reminder on the server; resolves to its id ("" when the server sent it at once and
 * there is nothing to cancel), or null when it could not be scheduled.
 */
export async function scheduleReminder(input: ReminderInput & { sendAt: Date }): Promise<{ id: string } | null> {
  try {
    const response = await request("POST", "/api/email/reminder", await reminderBody(input));
    const json = (await response.json().catch(() => ({}))) as { id?: unknown };
    // `{ sent: true }` (a server that sends at once) has nothing to cancel: id "".
    return { id: typeof json.id === "string" || typeof json.id === "number" ? String(json.id) : "" };
  } catch (error) {
    console.warn("Failed to schedule email reminder:", error);
    return null;
  }
}

/** Cancels a scheduled reminder; resolves to whether the server confirmed it. */
export async function cancelReminder(id: string): Promise<boolean> {
  try {
    await request("DELETE", `/api/email/reminder/${encodeURIComponent(id)}`);
    return true;
  } catch (error) {
    console.warn("Failed to cancel email reminder:", error);
    return false;
  }
}

/** The original call: send the reminder now (docs/product.md, Email reminders). */
export async function sendReminderNow(input: Omit<ReminderInput, "sendAt">): Promise<boolean> {
  try {
    await request("POST", "/api/email/reminder", await reminderBody(input));
    return true;
  } catch (error) {
    console.warn("Failed to send email reminder:", error);
    return false;
  }
}

/** GET /api/email/test → whether the server can reach its mail server. */
export async function testConnection(): Promise<boolean> {
  try {
    const response = await request("GET", "/api/email/test");
    const json = (await response.json().catch(() => ({}))) as { connected?: unknown };
    return json.connected === true;
  } catch (error) {
    console.warn("Email connection test failed:", error);
    return false;
  }
}
