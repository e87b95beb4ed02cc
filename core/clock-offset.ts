/**
 * How far the device's clock is off (docs/product.md, Keeping time), estimated NTP-style.
 *
 * Each sample is one round trip to `GET /api/time`: the device's clock when the request left
 * (`sentAt`), the round-trip time measured on a monotonic clock (`roundTripMs`), and the server's
 * clock in the answer (`serverNow`). Assuming the server read its clock halfway through the trip,
 * the device read `sentAt + roundTripMs / 2` at that moment, so
 *   offset = serverNow − (sentAt + roundTripMs / 2)
 * and the true value lies within ± roundTripMs / 2 of it. The fastest trip has the smallest
 * uncertainty (queueing delays are what make trips slow and lopsided), so it wins.
 */

export interface ClockSample {
  /** Device clock (Date.now) when the request was sent, ms. */
  sentAt: number;
  /** Round-trip time on a monotonic clock (performance.now), ms. */
  roundTripMs: number;
  /** The server's clock from the response, epoch ms. */
  serverNow: number;
}

export interface ClockOffset {
  /** Add to the device clock to get the server's: positive when the device is behind. */
  offsetMs: number;
  /** Half the fastest round trip: the true offset lies within ± this. */
  uncertaintyMs: number;
}

/** Round trips the client makes: enough for one fast one, few enough to be invisible. */
export const CLOCK_SAMPLES = 5;

/** The offset from the fastest usable sample; null when there is none. */
export function estimateClockOffset(samples: readonly ClockSample[]): ClockOffset | null {
  let best: ClockSample | null = null;
  for (const sample of samples) {
    if (![sample.sentAt, sample.roundTripMs, sample.serverNow].every(Number.isFinite) || sample.roundTripMs < 0)
      continue;
    if (!best || sample.roundTripMs < best.roundTripMs) best = sample;
  }
  if (!best) return null;
  return {
    offsetMs: best.serverNow - (best.sentAt + best.roundTripMs / 2),
    uncertaintyMs: best.roundTripMs / 2,
  };
}

/** Below this, an offset is "exact" for anyone reading a clock (and beyond what the browser can show). */
export const EXACT_THRESHOLD_MS = 100;

export type ClockVerdict =
  | { kind: "exact"; uncertaintySeconds: string }
  | { kind: "ahead" | "behind"; seconds: string; uncertaintySeconds: string };

/**
 * How to word an offset: "exact" when it is under 0.1 s or within the measurement's uncertainty,
 * otherwise "ahead" (device clock later than the server's) or "behind", with the amounts formatted
 * as seconds: one decimal for the offset ("1.3"), two for the uncertainty ("0.05", at least 0.01).
 */
export function describeClockOffset(offset: ClockOffset): ClockVerdict {
  const uncertaintySeconds = (Math.max(offset.uncertaintyMs, 10) / 1000).toFixed(2);
  const magnitude = Math.abs(offset.offsetMs);
  if (magnitude < EXACT_THRESHOLD_MS || magnitude <= offset.uncertaintyMs) return { kind: "exact", uncertaintySeconds };
  return {
    // offset = server − device: negative means the device reads later, i.e. it is ahead.
    kind: offset.offsetMs < 0 ? "ahead" : "behind",
    seconds: (magnitude / 1000).toFixed(1),
    uncertaintySeconds,
  };
}
