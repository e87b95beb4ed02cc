import { createStore, del, get, set, type UseStore } from "idb-keyval";

/**
 * The visitor's own alarm sound (docs/product.md, Settings and display). A 5 MB file does not fit in
 * local storage, so the file itself lives in IndexedDB; the settings only say `sound: "custom"`.
 * The audio engine plays it through `loadCustomSound()`.
 */

/** At most 5 MB (docs/product.md, Settings and display) … */
export const MAX_CUSTOM_AUDIO_BYTES = 5 * 1024 * 1024;
/** … and at most 5 seconds. */
export const MAX_CUSTOM_AUDIO_SECONDS = 5;
/** Compressed formats pad a few milliseconds of silence; a "5 s" MP3 decodes to about 5.03 s. */
const DURATION_TOLERANCE_SECONDS = 0.05;

export interface CustomSoundInfo {
  name: string;
  type: string;
  size: number;
  durationSeconds: number;
  savedAt: string;
}

interface StoredSound extends CustomSoundInfo {
  data: ArrayBuffer;
}

export type CustomAudioCheck =
  | { ok: true; data: ArrayBuffer; durationSeconds: number }
  | { ok: false; reason: "too-large" | "too-long" | "unreadable" };

const KEY = "custom-sound";
let store: UseStore | undefined;
const db = () => (store ??= createStore("tickwise", "custom-audio"));

const listeners = new Set<() => void>();
export function subscribeCustomSound(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const emit = () => listeners.forEach((l) => l());

/** Measures a decoded file's length, in seconds (throws when the browser cannot decode it). */
async function decodedDuration(data: ArrayBuffer): Promise<number> {
  const w = window as unknown as {
    OfflineAudioContext?: typeof OfflineAudioContext;
    webkitOfflineAudioContext?: typeof OfflineAudioContext;
    AudioContext?: typeof AudioContext;
  };
  const Offline = w.OfflineAudioContext ?? w.webkitOfflineAudioContext;
  // An offline context decodes without a user gesture and without touching the speakers.
  const context: BaseAudioContext = Offline ? new Offline(1, 1, 44100) : new w.AudioContext!();
  try {
    // decodeAudioData detaches the buffer it is given: decode a copy, keep the original to store.
    const buffer = await context.decodeAudioData(data.slice(0));
    return buffer.duration;
  } finally {
    if ("close" in context && typeof (context as AudioContext).close === "function") {
      void (context as AudioContext).close().catch(() => {});
    }
  }
}

/**
 * Checks an upload (docs/product.md, Settings and display): the size first (without reading a
 * too-large file), then the length, measured by decoding the audio (a file's name, type or metadata
 * can say anything).
 */
export async function checkCustomAudio(file: Blob): Promise<CustomAudioCheck> {
  if (file.size > MAX_CUSTOM_AUDIO_BYTES) return { ok: false, reason: "too-large" };
  let data: ArrayBuffer;
  let durationSeconds: number;
  try {
    data = await file.arrayBuffer();
    durationSeconds = await decodedDuration(data);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return { ok: false, reason: "unreadable" };
  if (durationSeconds > MAX_CUSTOM_AUDIO_SECONDS + DURATION_TOLERANCE_SECONDS) return { ok: false, reason: "too-long" };
  return { ok: true, data, durationSeconds };
}

/** Stores an accepted file (replacing any earlier one). */
export async function saveCustomSound(info: Omit<CustomSoundInfo, "savedAt">, data: ArrayBuffer): Promise<void> {
  const record: StoredSound = { ...info, savedAt: new Date().toISOString(), data };
  await set(KEY, record, db());
  emit();
}

async function read(): Promise<StoredSound | null> {
  if (typeof indexedDB === "undefined") return null;
  try {
    const record = await get<StoredSound>(KEY, db());
    return record && record.data instanceof ArrayBuffer ? record : null;
  } catch (error) {
    console.warn("custom sound could not be read", error);
    return null;
  }
}

/** The stored file's bytes, for the audio engine; null when there is none (it then plays beep). */
export async function loadCustomSound(): Promise<ArrayBuffer | null> {
  return (await read())?.data ?? null;
}

/** What the settings screen shows about the stored file. */
export async function customSoundInfo(): Promise<CustomSoundInfo | null> {
  const record = await read();
  if (!record) return null;
  const { data: _data, ...info } = record;
  return info;
}

export async function removeCustomSound(): Promise<void> {
  await del(KEY, db());
  emit();
}
