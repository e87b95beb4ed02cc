import { soundFor, type SoundSpec } from "@core/sounds";
import { loadCustomSound } from "./custom-audio";

/**
 * The Web Audio engine for the synthesized alarm sounds (docs/product.md, Settings and display).
 *
 * Browsers keep an AudioContext suspended until the page has had a user gesture. The engine
 * therefore unlocks itself on the first pointerdown/keydown (`installAudioUnlock`), and reports its
 * status so the interface can say, before the timer ends, that it could not ring.
 * Whole sequences are scheduled on the audio clock at once, so a busy or hidden page plays them
 * exactly as written.
 */

export type AudioStatus = "unsupported" | "locked" | "ready";

export interface ScheduledNote {
  frequency: number;
  /** Offset from the start of the sound, ms. */
  startMs: number;
  durationMs: number;
}

/**
 * When each note plays: the notes in order with `gapMs` between them, then the whole sequence
 * once more, `repeatDelayMs` after the first one ended. Pure, so it is unit-tested.
 */
export function soundSchedule(spec: SoundSpec): ScheduledNote[] {
  const noteMs = spec.noteSeconds * 1000;
  const once = spec.frequencies.map((frequency, i) => ({
    frequency,
    startMs: i * (noteMs + spec.gapMs),
    durationMs: noteMs,
  }));
  const sequenceMs = spec.frequencies.length * noteMs + Math.max(0, spec.frequencies.length - 1) * spec.gapMs;
  const repeatAt = sequenceMs + spec.repeatDelayMs;
  return [...once, ...once.map((note) => ({ ...note, startMs: note.startMs + repeatAt }))];
}

/** Total length of a sound including its repeat, ms. */
export function soundDurationMs(spec: SoundSpec): number {
  const notes = soundSchedule(spec);
  const last = notes[notes.length - 1];
  return last ? last.startMs + last.durationMs : 0;
}

type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;
let playing: { stop(): void } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function audioContextClass(): AudioContextConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

function hasBeenActivated(): boolean {
  return typeof navigator !== "undefined" && Boolean(navigator.userActivation?.hasBeenActive);
}

/** Creates the context only once it can actually start (a gesture happened), to avoid autoplay warnings. */
function getContext(): AudioContext | null {
  if (context) return context;
  const Ctor = audioContextClass();
  if (!Ctor) return null;
  try {
    context = new Ctor();
    context.addEventListener("statechange", emit);
  } catch (error) {
    console.warn("audio context could not be created", error);
    return null;
  }
  return context;
}

export function audioStatus(): AudioStatus {
  if (!audioContextClass()) return "unsupported";
  if (context) return context.state === "running" ? "ready" : "locked";
  return "locked";
}

export function subscribeAudioStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Finds out, without a gesture, whether this page may play sound: creating a context is allowed,
 * and it starts "running" only where the browser's autoplay policy lets it (Chrome then logs a
 * warning otherwise). Called only when it matters: a timer is running and no gesture happened yet.
 */
export function probeAudio(): AudioStatus {
  if (!context) {
    getContext();
    emit();
  }
  return audioStatus();
}

/** Resumes the context; call it from a user gesture. Resolves to whether sound can now play. */
export async function unlockAudio(): Promise<boolean> {
  const ctx = getContext();
  if (!ctx) return false;
  try {
    if (ctx.state !== "running") await ctx.resume();
    // A silent one-sample buffer: iOS needs something to be played inside the gesture.
    const buffer = ctx.createBuffer(1, 1, 22050);
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    source.connect(ctx.destination);
    source.start(0);
  } catch (error) {
    console.warn("audio could not be unlocked", error);
  }
  emit();
  return ctx.state === "running";
}

let unlockInstalled = false;

/** Unlocks audio on the first pointerdown or keydown anywhere on the page. Idempotent. */
export function installAudioUnlock(): void {
  if (unlockInstalled || typeof window === "undefined") return;
  unlockInstalled = true;
  const events = ["pointerdown", "keydown", "touchend"] as const;
  const handler = () => {
    void unlockAudio().then((ok) => {
      if (!ok) return;
      for (const name of events) window.removeEventListener(name, handler, true);
    });
  };
  for (const name of events) window.addEventListener(name, handler, true);
  // A page reached by an in-app navigation after a click already has the user's activation.
  if (hasBeenActivated()) void unlockAudio();
}

export function stopSound(): void {
  playing?.stop();
  playing = null;
}

/**
 * The audio context, resumed: null (and a warning) where Web Audio is missing or the browser still
 * blocks sound because the page has not been clicked yet — then the sound notice is told (emit).
 */
async function runningContext(): Promise<AudioContext | null> {
  const ctx = getContext();
  if (!ctx) {
    console.warn("audio playback failed: Web Audio is not supported");
    return null;
  }
  try {
    if (ctx.state !== "running") await ctx.resume();
  } catch {
    // handled below
  }
  if (ctx.state !== "running") {
    console.warn("audio playback failed: the browser blocked sound until the page is clicked");
    emit();
    return null;
  }
  return ctx;
}

/**
 * Plays a sound: its notes, then the whole sequence once more after the repeat delay.
 * Resolves to false (and logs a warning; docs/product.md, Settings and display) when it could not play.
 */
export async function playSound(spec: SoundSpec): Promise<boolean> {
  const ctx = await runningContext();
  if (!ctx) return false;
  stopSound();
  try {
    const master = ctx.createGain();
    master.gain.value = 1;
    master.connect(ctx.destination);
    const start = ctx.currentTime + 0.05;
    const oscillators: OscillatorNode[] = [];
    for (const note of soundSchedule(spec)) {
      const at = start + note.startMs / 1000;
      const end = at + note.durationMs / 1000;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = spec.wave;
      osc.frequency.setValueAtTime(note.frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.linearRampToValueAtTime(spec.volume, at + Math.min(0.02, note.durationMs / 4000));
      gain.gain.setValueAtTime(spec.volume, Math.max(at + 0.02, end - 0.05));
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      osc.connect(gain);
      gain.connect(master);
      osc.start(at);
      osc.stop(end + 0.01);
      oscillators.push(osc);
    }
    playing = {
      stop() {
        for (const osc of oscillators) {
          try {
            osc.stop();
          } catch {
            // already stopped
          }
        }
        master.disconnect();
      },
    };
    return true;
  } catch (error) {
    console.warn("audio playback failed", error);
    return false;
  }
}

/** Plays an audio file's bytes once (the visitor's custom sound); false (and a warning) when it cannot. */
export async function playAudioData(data: ArrayBuffer): Promise<boolean> {
  const ctx = await runningContext();
  if (!ctx) return false;
  try {
    const buffer = await ctx.decodeAudioData(data.slice(0));
    stopSound();
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    source.connect(ctx.destination);
    source.start();
    playing = {
      stop() {
        try {
          source.stop();
        } catch {
          // already stopped
        }
      },
    };
    return true;
  } catch (error) {
    console.warn("custom sound playback failed", error);
    return false;
  }
}

/**
 * Plays the sound the settings name: one of the 16 synthesized ones, or "custom" (the visitor's
 * file from IndexedDB, app/lib/custom-audio.ts), which falls back to beep when it is missing.
 */
export async function playChosenSound(name: string): Promise<boolean> {
  if (name === "custom") {
    const data = await loadCustomSound();
    if (data && (await playAudioData(data))) return true;
  }
  return playSound(soundFor(name));
}
