import { CONFETTI_ORIGIN, confettiBursts, particlesFor } from "@core/confetti";

/**
 * The completion celebration: 200 particles in five bursts (docs/product.md, Settings and display).
 * canvas-confetti (~10 KB gzipped) is loaded on first use, never with the page; visitors who ask
 * for reduced motion get none.
 */
export async function fireConfetti(): Promise<void> {
  if (typeof window === "undefined") return;
  try {
    const { default: confetti } = await import("canvas-confetti");
    await Promise.all(
      confettiBursts.map((burst) =>
        confetti({
          ...burst.options,
          particleCount: particlesFor(burst),
          origin: CONFETTI_ORIGIN,
          disableForReducedMotion: true,
          zIndex: 90,
        }),
      ),
    );
  } catch (error) {
    console.warn("confetti could not be shown", error);
  }
}

/** Fetches the confetti code ahead of time (e.g. when a timer starts), so completion is instant. */
export function preloadConfetti(): void {
  void import("canvas-confetti").catch(() => {});
}
