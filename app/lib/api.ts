import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { sendWithVisitor } from "./visitor";

/**
 * The shared fetch client (docs/product.md, HTTP API).
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

async function throwIfNotOk(response: Response): Promise<void> {
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

type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The default data loading (docs/product.md, HTTP API) is a GET of the query key's first element,
 * with credentials, parsing JSON; a 401 throws unless the query asks for null.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior } = { on401: "throw" }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(String(queryKey[0]), { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** No refetch interval, no refetch on focus, data never stale, no retries (docs/product.md, HTTP API). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The query client: one per page view in the browser, a fresh one per render on the server (a
 * module-level client there would share one visitor's data with the next request).
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserClient ??= createQueryClient());
}
