import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeClockOffset, estimateClockOffset, type ClockSample } from "@core/clock-offset";

describe("estimateClockOffset", () => {
  it("uses the midpoint of the fastest round trip", () => {
    const samples: ClockSample[] = [
      { sentAt: 1_000, roundTripMs: 300, serverNow: 3_000 },
      { sentAt: 2_000, roundTripMs: 40, serverNow: 3_520 },
      { sentAt: 3_000, roundTripMs: 120, serverNow: 4_600 },
    ];
    // Fastest: the device read 2_020 when the server read 3_520.
    expect(estimateClockOffset(samples)).toEqual({ offsetMs: 1_500, uncertaintyMs: 20 });
  });

  it("ignores unusable samples and answers null without any", () => {
    expect(estimateClockOffset([])).toBeNull();
    expect(estimateClockOffset([{ sentAt: 0, roundTripMs: -1, serverNow: 0 }])).toBeNull();
    expect(estimateClockOffset([{ sentAt: 0, roundTripMs: Number.NaN, serverNow: 0 }])).toBeNull();
  });

  it("recovers a true offset within the reported uncertainty, whatever the delays", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3_600_000, max: 3_600_000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (trueOffset, delays) => {
          let device = 1_700_000_000_000;
          const samples = delays.map(([up, down]) => {
            const sample = { sentAt: device, roundTripMs: up + down, serverNow: device + up + trueOffset };
            device += up + down + 10;
            return sample;
          });
          const estimate = estimateClockOffset(samples)!;
          expect(Math.abs(estimate.offsetMs - trueOffset)).toBeLessThanOrEqual(estimate.uncertaintyMs + 1e-9);
        },
      ),
    );
  });
});

describe("describeClockOffset", () => {
  it("says ahead when the device reads later than the server", () => {
    expect(describeClockOffset({ offsetMs: -1300, uncertaintyMs: 50 })).toEqual({
      kind: "ahead",
      seconds: "1.3",
      uncertaintySeconds: "0.05",
    });
  });

  it("says behind when the device reads earlier", () => {
    expect(describeClockOffset({ offsetMs: 5000, uncertaintyMs: 3 })).toEqual({
      kind: "behind",
      seconds: "5.0",
      uncertaintySeconds: "0.01",
    });
  });

  it("calls small offsets, or offsets within the uncertainty, exact", () => {
    expect(describeClockOffset({ offsetMs: 60, uncertaintyMs: 5 }).kind).toBe("exact");
    expect(describeClockOffset({ offsetMs: -400, uncertaintyMs: 450 }).kind).toBe("exact");
    expect(describeClockOffset({ offsetMs: 0, uncertaintyMs: 1 })).toEqual({
      kind: "exact",
      uncertaintySeconds: "0.01",
    });
  });
});
