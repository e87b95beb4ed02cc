import { EMAIL_NOT_CONFIGURED, emailPaths } from "@core/email-api";
import type { Language } from "@core/settings";
import { ApiRequestError, apiRequest } from "./api";
import { useBrowserStore } from "./client-value";

/**
 * The one client of the email API (docs/product.md, Email reminders and Downloads): the timer's
 * reminder (at once, scheduled, cancelled), the connection test and the source-code email. Errors are
 * the API client's `ApiRequestError`, and `isEmailNotConfigured` is the one test for a server
 * without mail credentials; every call that meets it marks email "unavailable" for the whole page.
 *
 * Reminder failures never reach the visitor as errors: they are logged and resolve to null/false.
 */

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

/** The server answered that it has no mail credentials (503 with EMAIL_NOT_CONFIGURED). */
export function isEmailNotConfigured(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 503 && error.serverMessage === EMAIL_NOT_CONFIGURED;
}

let availability: EmailAvailability = "unknown";
const listeners = new Set<() => void>();

export function emailAvailability(): EmailAvailability {
  return availability;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the page knows of the server's email; "unknown" on the server and until a call answers. */
export function useEmailAvailability(): EmailAvailability {
  return useBrowserStore(subscribe, emailAvailability, () => "unknown");
}

function setAvailability(next: EmailAvailability) {
  if (next === availability) return;
  availability = next;
  listeners.forEach((l) => l());
}

async function request(method: string, path: string, payload?: unknown): Promise<Response> {
  try {
    const response = await apiRequest(method, path, payload);
    setAvailability("available");
    return response;
  } catch (error) {
    if (isEmailNotConfigured(error)) setAvailability("unavailable");
    throw error;
  }
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
  // Imported when a reminder is sent, not with the page: the schema brings zod.
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
    const response = await request("POST", emailPaths.reminder, await reminderBody(input));
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
    await request("DELETE", `${emailPaths.reminder}/${encodeURIComponent(id)}`);
    return true;
  } catch (error) {
    console.warn("Failed to cancel email reminder:", error);
    return false;
  }
}

/** The original call: send the reminder now (docs/product.md, Email reminders). */
export async function sendReminderNow(input: Omit<ReminderInput, "sendAt">): Promise<boolean> {
  try {
    await request("POST", emailPaths.reminder, await reminderBody(input));
    return true;
  } catch (error) {
    console.warn("Failed to send email reminder:", error);
    return false;
  }
}

/** GET /api/email/test: whether the server signed in to its mail account, has none, or could not say. */
export async function testEmailConnection(): Promise<"connected" | "failed" | "not-configured" | "error"> {
  try {
    const response = await request("GET", emailPaths.test);
    const json = (await response.json().catch(() => ({}))) as { connected?: unknown };
    return json.connected === true ? "connected" : "failed";
  } catch (error) {
    console.warn("Email connection test failed:", error);
    return isEmailNotConfigured(error) ? "not-configured" : "error";
  }
}

/** Emails both archives (docs/product.md, Downloads); resolves to the server's reason when it refused. */
export async function sendSourceCode(
  email: string,
  language: Language,
): Promise<{ sent: true } | { sent: false; reason: string | undefined }> {
  try {
    await request("POST", emailPaths.sourceCode, { email: email.trim(), language });
    return { sent: true };
  } catch (error) {
    console.warn("Failed to send the source code:", error);
    return { sent: false, reason: error instanceof ApiRequestError ? error.serverMessage : undefined };
  }
}
