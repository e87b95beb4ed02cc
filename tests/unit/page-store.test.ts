import { describe, expect, it } from "vitest";
import type { CachedPage } from "@server/page-cache/entry";
import { chooseBody } from "@server/page-cache/negotiation";
import { PageStore } from "@server/page-cache/store";

function page(bytes: number, tag = "x"): CachedPage {
  const body = Buffer.alloc(bytes / 4, tag);
  return {
    html: body,
    br: Buffer.from(`br-${tag}`),
    gzip: Buffer.from(`gz-${tag}`),
    etag: `W/"${tag}"`,
    headers: {},
    csp: "",
    bytes,
    brQuality: 11,
  };
}

describe("the page store", () => {
  it("evicts the least recently used page, not the oldest, to stay within its byte bound", async () => {
    const store = new PageStore(60_000, 1000);
    await store.add("a", Promise.resolve(page(400, "a")));
    await store.add("b", Promise.resolve(page(400, "b")));
    expect(store.get("a")).toBeDefined(); // a is now the most recently used
    await store.add("c", Promise.resolve(page(400, "c")));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.size).toBe(2);
  });

  it("does not keep a page larger than its whole bound, nor one rendered while content changed", async () => {
    const store = new PageStore(60_000, 1000);
    await store.add("huge", Promise.resolve(page(2000)));
    expect(store.get("huge")).toBeUndefined();
    let finish!: (value: CachedPage) => void;
    const stored = store.add("late", new Promise<CachedPage>((resolve) => (finish = resolve)));
    store.clear();
    finish(page(100));
    await stored;
    expect(store.get("late")).toBeUndefined();
  });
});

describe("the encoding a stored page is sent in", () => {
  const entry = { ...page(400), etag: 'W/"e"' };
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.8, br;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    ["deflate", undefined],
    ["", undefined],
  ])("Accept-Encoding %j → %s", (accept, encoding) => {
    const answer = chooseBody(entry, undefined, accept);
    expect(answer.status === 200 ? answer.encoding : "304").toBe(encoding);
  });

  it("answers 304 when If-None-Match names the page", () => {
    expect(chooseBody(entry, 'W/"other", W/"e"', "br").status).toBe(304);
    expect(chooseBody(entry, 'W/"other"', "br").status).toBe(200);
  });
});
