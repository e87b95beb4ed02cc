import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { throwIfNotOk } from "./api";

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
