/** One celebration is 200 particles (docs/product.md, Settings and display). */
export const CONFETTI_PARTICLES = 200;

/** The subset of canvas-confetti options a burst varies; kept here so core stays library-free. */
export interface ConfettiBurstOptions {
  spread: number;
  startVelocity?: number;
  decay?: number;
  scalar?: number;
}

export interface ConfettiBurst {
  /** Fraction of CONFETTI_PARTICLES this burst fires. */
  share: number;
  options: ConfettiBurstOptions;
}

/**
 * Five overlapping bursts (25/20/35/10/10 %): narrow and fast, wide, widest with
 * small slow-settling pieces, then large slow pieces and a fast wide scatter. Mixing them
 * reads as a real handful of confetti rather than one uniform cone.
 */
export const confettiBursts: readonly ConfettiBurst[] = [
  { share: 0.25, options: { spread: 26, startVelocity: 55 } },
  { share: 0.2, options: { spread: 60 } },
  { share: 0.35, options: { spread: 100, decay: 0.91, scalar: 0.8 } },
  { share: 0.1, options: { spread: 120, startVelocity: 25, decay: 0.92, scalar: 1.2 } },
  { share: 0.1, options: { spread: 120, startVelocity: 45 } },
];

/** Where the bursts start: a little below the centre, under the big time display. */
export const CONFETTI_ORIGIN = { x: 0.5, y: 0.7 } as const;

/** Particles for one burst, whole as canvas-confetti expects. */
export const particlesFor = (burst: ConfettiBurst) => Math.floor(CONFETTI_PARTICLES * burst.share);
