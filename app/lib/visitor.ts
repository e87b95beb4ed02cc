import { VISITOR_REQUIRED, VISITOR_URL } from "@core/visitor";

async function asksForVisitor(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  return body?.error === VISITOR_REQUIRED;
}

/**
 * Sends one request with credentials. Email calls refuse a browser without the visitor cookie,
 * which a first visit may not have yet (cached pages set no cookie): it is fetched once and the
 * request sent again (decision 028).
 */
export async function sendWithVisitor(method: string, url: string, payload?: unknown): Promise<Response> {
  const hasBody = payload !== undefined;
  const send = () =>
    fetch(url, {
      method,
      credentials: "include",
      headers: hasBody ? { "content-type": "application/json" } : undefined,
      body: hasBody ? JSON.stringify(payload) : undefined,
    });
  const response = await send();
  if (!(await asksForVisitor(response))) return response;
  const visitor = await fetch(VISITOR_URL, { method: "POST", credentials: "include" });
  return visitor.ok ? send() : response;
}
