import { LRUCache } from "lru-cache";
import { BEST_BROTLI_QUALITY, bestBrotli, type CachedPage } from "./entry";
import { rawHeads } from "./raw";

/**
 * The stored pages, least recently used evicted first within a byte bound (HTML + brotli + gzip of
 * every entry), each kept `ttlMs` at most; the renders in flight; and the background
 * recompression of pages asked for again.
 */
export class PageStore {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private generation = 0;
  private refining = false;

  constructor(
    readonly ttlMs: number,
    readonly maxBytes: number,
  ) {
    // A page larger than the whole bound is not stored (lru-cache's maxEntrySize defaults to maxSize).
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => page.bytes, ttl: ttlMs });
  }

  get size(): number {
    return this.pages.size;
  }

  /** Forgets every page (content changed); a render in flight is served once and not kept. */
  clear(): void {
    this.pages.clear();
    this.generation++;
  }

  /** A fresh page for the key, if any. */
  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** A page being stored right now for the key (concurrent misses wait for one render). */
  inFlight(key: string): Promise<CachedPage> | undefined {
    return this.pending.get(key);
  }

  /** Keeps the page `work` makes under `key`, unless content changed while it was being made. */
  add(key: string, work: Promise<CachedPage>): Promise<CachedPage> {
    const generation = this.generation;
    const stored = work.then((page) => {
      if (generation === this.generation) this.pages.set(key, page);
      return page;
    });
    this.pending.set(key, stored);
    void stored.finally(() => this.pending.delete(key)).catch(() => undefined);
    return stored;
  }

  /**
   * Recompresses a page asked for again at brotli's best quality, off the request path and one
   * page at a time: a flood of distinct pages never queues more than one such compression.
   */
  refine(key: string, page: CachedPage): void {
    if (page.brQuality === BEST_BROTLI_QUALITY || this.refining) return;
    this.refining = true;
    void bestBrotli(page)
      .then((br) => {
        page.bytes += br.length - page.br.length;
        page.br = br;
        page.brQuality = BEST_BROTLI_QUALITY;
        if (page.rawBase) page.rawHeads = rawHeads(page, page.rawBase);
        // Set again so the byte bound counts the new size; it keeps its expiry.
        if (this.pages.peek(key) === page) this.pages.set(key, page, { noUpdateTTL: true });
      })
      .catch(() => undefined)
      .finally(() => (this.refining = false));
  }
}
