/** One synthesized alarm sound (docs/product.md, Settings and display). */
export interface SoundSpec {
  label: string;
  frequencies: readonly number[];
  /** Length of each note, seconds. */
  noteSeconds: number;
  volume: number;
  /** Silence between notes, ms. */
  gapMs: number;
  /** Pause before the sequence plays once more, ms. */
  repeatDelayMs: number;
  wave: "sine" | "square" | "sawtooth" | "triangle";
}

export const sounds = {
  beep: {
    label: "Classic Beep",
    frequencies: [800],
    noteSeconds: 0.3,
    volume: 0.1,
    gapMs: 150,
    repeatDelayMs: 1000,
    wave: "sine",
  },
  chime: {
    label: "Soft Chime",
    frequencies: [523.25, 659.25, 783.99],
    noteSeconds: 0.8,
    volume: 0.08,
    gapMs: 200,
    repeatDelayMs: 1200,
    wave: "sine",
  },
  bell: {
    label: "Bell",
    frequencies: [440, 554.37, 659.25],
    noteSeconds: 1,
    volume: 0.07,
    gapMs: 300,
    repeatDelayMs: 1500,
    wave: "sine",
  },
  digital: {
    label: "Digital Alert",
    frequencies: [1000, 1200, 800],
    noteSeconds: 0.2,
    volume: 0.12,
    gapMs: 100,
    repeatDelayMs: 800,
    wave: "square",
  },
  gentle: {
    label: "Gentle Wake",
    frequencies: [261.63, 329.63, 392],
    noteSeconds: 1.2,
    volume: 0.06,
    gapMs: 400,
    repeatDelayMs: 2000,
    wave: "sine",
  },
  iphone: {
    label: "iPhone Style",
    frequencies: [1109, 1319, 1568, 1397],
    noteSeconds: 0.4,
    volume: 0.09,
    gapMs: 180,
    repeatDelayMs: 1000,
    wave: "sine",
  },
  birds: {
    label: "Birds Chirping",
    frequencies: [2000, 2400, 1800, 2200, 1600],
    noteSeconds: 0.2,
    volume: 0.08,
    gapMs: 120,
    repeatDelayMs: 800,
    wave: "sine",
  },
  sunrise: {
    label: "Sunrise Yoga",
    frequencies: [220, 261.63, 329.63, 392, 523.25],
    noteSeconds: 0.8,
    volume: 0.07,
    gapMs: 350,
    repeatDelayMs: 2500,
    wave: "sine",
  },
  buzzer: {
    label: "Traditional Buzzer",
    frequencies: [200, 200, 200],
    noteSeconds: 0.5,
    volume: 0.15,
    gapMs: 200,
    repeatDelayMs: 600,
    wave: "sawtooth",
  },
  alarmclock: {
    label: "Alarm Clock",
    frequencies: [600, 800, 600, 800],
    noteSeconds: 0.3,
    volume: 0.12,
    gapMs: 150,
    repeatDelayMs: 700,
    wave: "square",
  },
  siren: {
    label: "Emergency Siren",
    frequencies: [400, 800, 400, 800, 400],
    noteSeconds: 0.4,
    volume: 0.13,
    gapMs: 180,
    repeatDelayMs: 900,
    wave: "sawtooth",
  },
  rooster: {
    label: "Rooster Crow",
    frequencies: [1200, 1000, 1400, 1100, 1300],
    noteSeconds: 0.3,
    volume: 0.11,
    gapMs: 140,
    repeatDelayMs: 1000,
    wave: "square",
  },
  elephant: {
    label: "Elephant Trumpet",
    frequencies: [100, 150, 120, 180],
    noteSeconds: 0.8,
    volume: 0.12,
    gapMs: 250,
    repeatDelayMs: 1500,
    wave: "sawtooth",
  },
  cat: {
    label: "Cat Meow",
    frequencies: [800, 1200, 900, 1100],
    noteSeconds: 0.25,
    volume: 0.09,
    gapMs: 160,
    repeatDelayMs: 800,
    wave: "sine",
  },
  dog: {
    label: "Dog Bark",
    frequencies: [300, 400, 350, 450],
    noteSeconds: 0.2,
    volume: 0.11,
    gapMs: 120,
    repeatDelayMs: 600,
    wave: "square",
  },
  fart: {
    label: "Funny Fart",
    frequencies: [80, 120, 90, 110],
    noteSeconds: 0.6,
    volume: 0.1,
    gapMs: 200,
    repeatDelayMs: 1200,
    wave: "sawtooth",
  },
} as const satisfies Record<string, SoundSpec>;

export type SoundName = keyof typeof sounds;
export const soundNames = Object.keys(sounds) as SoundName[];

/** The sound to synthesize for a stored value; unknown values fall back to beep. */
export function soundFor(value: string): SoundSpec {
  return (sounds as Record<string, SoundSpec>)[value] ?? sounds.beep;
}
