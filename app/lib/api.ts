import { sendWithVisitor } from "./visitor";

/**
 * The shared fetch client (docs/product.md, HTTP API). React Query's client lives in
 * `query-client.ts`: the pages that send a request or two (the timer's email form) need not load it.
 *
 * - Every request includes credentials (the visitor cookie scopes goals: docs/product.md, Goals).
 * - A JSON content type and body are sent only when there is a payload.
 * - A non-OK response becomes an Error whose message is "status: body text" (or the status text
 *   when the body is empty); `ApiRequestError` keeps the status and the server's `{error}` text.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiRequestError";
  }

  /** The `error` field of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      return typeof parsed.error === "string" ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => "");
  throw new ApiRequestError(response.status, body, response.statusText);
}

/** Sends one request; resolves to the raw response once it is known to be OK. */
export async function apiRequest(method: string, url: string, payload?: unknown): Promise<Response> {
  const response = await sendWithVisitor(method, url, payload);
  await throwIfNotOk(response);
  return response;
}

/** Sends one request and parses the JSON answer (undefined for 204 No Content). */
export async function apiJson<T>(method: string, url: string, payload?: unknown): Promise<T> {
  const response = await apiRequest(method, url, payload);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
