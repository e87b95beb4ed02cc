import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { Suspense, use } from "react";
import { preload } from "react-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToPipeableStream } from "~/lib/react-dom-server.server";

/** The whole document, once every boundary is ready (as app/entry.server.tsx sends it). */
function renderDocument(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      onAllReady() {
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              resolve(Buffer.concat(chunks).toString("utf8"));
              done();
            },
          }),
        );
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

function Page({ title }: { title: string }) {
  // A resource hint from inside the render reaches this request's document.
  preload("/assets/font-test.woff2", { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang="en">
      <head>
        <title>{title}</title>
      </head>
      <body>
        <h1>{title}</h1>
        <Suspense fallback={<p>loading</p>}>
          <Later value={later} />
        </Suspense>
      </body>
    </html>
  );
}

const later = new Promise<string>((resolve) => setTimeout(() => resolve("after a wait"), 5));
function Later({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

describe("React DOM's Node renderer without AsyncLocalStorage (decision 046)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("renders whole documents, with hints and suspended parts, and never runs a real AsyncLocalStorage", async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, "run");
    const [first, second] = await Promise.all([
      renderDocument(<Page title="One" />),
      renderDocument(<Page title="Two" />),
    ]);
    for (const [html, title] of [
      [first, "One"],
      [second, "Two"],
    ] as const) {
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain("<p>after a wait</p>");
      expect(html).not.toContain("loading");
      expect(html.match(/<link rel="preload" href="\/assets\/font-test.woff2"/g)).toHaveLength(1);
    }
    expect(run).not.toHaveBeenCalled();
  });
});
