/**
 * Tells the other tabs of this browser that the stored timers changed, and hears them (decision
 * 033). BroadcastChannel carries the new value itself, so a tab need not wait for its own copy of
 * localStorage to catch up; the `storage` event is the fallback where BroadcastChannel is missing,
 * and a second path where it is not (the store ignores a value it already has).
 */
export interface Sync {
  post(raw: string): void;
  close(): void;
}

export function openSync(key: string, receive: (raw: string | null) => void): Sync {
  let channel: BroadcastChannel | null = null;
  try {
    if (typeof BroadcastChannel === "function") {
      channel = new BroadcastChannel(key);
      channel.onmessage = (event: MessageEvent) => {
        if (typeof event.data === "string") receive(event.data);
      };
    }
  } catch {
    channel = null;
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) receive(event.newValue);
  };
  window.addEventListener("storage", onStorage);
  return {
    post(raw) {
      try {
        channel?.postMessage(raw);
      } catch {
        // a closed channel: the storage event still tells the other tabs
      }
    },
    close() {
      channel?.close();
      window.removeEventListener("storage", onStorage);
    },
  };
}
