/** A PerformanceObserver that knows paint timing; `deliver` hands it entries as the browser would. */
export function fakePaintTiming() {
  const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; on: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    private entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]["callback"]) {
      this.entry = { callback, on: false };
      observers.push(this.entry);
    }
    observe(options: { type: string }) {
      if (options.type === "paint") this.entry.on = true;
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  const deliver = (...names: string[]) => {
    for (const observer of observers.filter((o) => o.on)) {
      observer.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    }
  };
  return { FakeObserver, deliver };
}
