import { Writable } from "node:stream";
import { renderToPipeableStream } from "~/lib/react-dom-server.server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { NonceContext } from "~/lib/nonce";
import { deferPageScripts } from "~/lib/page-scripts";
import { runtime as reactRuntime } from "virtual:tickwise-islands";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it (onAllReady): every page is complete HTML for
 * readers and crawlers alike, and scripts carry the response's CSP nonce. Its modules load after
 * its first paint (`deferPageScripts`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared once the document is ready: a pending timer would keep the whole render (its tree and
    // chunks) alive for six seconds after the answer, hundreds of them under load.
    const deadline = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every Suspense boundary is written in place, never as a separate later segment moved in
        // by an inline script: the document is complete when sent, and the parts that hydrate later
        // (decision 042) keep their server HTML until then, with no layout shift.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(deadline);
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = deferPageScripts(Buffer.concat(chunks).toString("utf8"), nonce, reactRuntime);
              resolve(new Response(html, { headers: responseHeaders, status }));
              done();
            },
          });
          pipe(document);
        },
        onShellError(error) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}

/**
 * Errors thrown by loaders and actions: the server is told (it answers 503 when the database is
 * away, which is expected and logged there); anything else is logged here. An aborted request
 * (the visitor left) is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (context.reportServerError?.(error)) return;
  console.error(error);
};
