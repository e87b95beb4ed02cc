/**
 * Web Speech wrappers: speech recognition (voice commands) and speech synthesis (spoken replies).
 * Loaded lazily, on the first use of the voice toggle: `speechRecognitionSupported` is the only
 * thing a page needs up front, and it is cheap enough to inline (see `hasSpeechRecognition`).
 */

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

interface RecognitionErrorEvent {
  error: string;
  message?: string;
}

interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export interface Listener {
  stop(): void;
}

export interface ListenOptions {
  lang: string;
  /** Every final transcript. */
  onTranscript(transcript: string): void;
  /** A recognition error: logged by the caller; listening has stopped. */
  onError(error: string): void;
  /** Listening ended (stopped, error, or the browser gave up). */
  onEnd(): void;
}

/** Starts continuous listening; returns null when speech recognition is unavailable. */
export function listen(options: ListenOptions): Listener | null {
  const Ctor = recognitionClass();
  if (!Ctor) return null;
  const recognition = new Ctor();
  recognition.lang = options.lang;
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  let stopped = false;
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      if (result?.isFinal) options.onTranscript(result[0].transcript);
    }
  };
  recognition.onerror = (event) => {
    stopped = true;
    options.onError(event.message ? `${event.error}: ${event.message}` : event.error);
    try {
      recognition.abort();
    } catch {
      // already ended
    }
  };
  recognition.onend = () => {
    // Chrome ends continuous recognition after a silence: keep listening until asked to stop.
    if (!stopped) {
      try {
        recognition.start();
        return;
      } catch {
        // fall through: report the end
      }
    }
    options.onEnd();
  };
  try {
    recognition.start();
  } catch (error) {
    options.onError(String(error));
    options.onEnd();
    return null;
  }
  return {
    stop() {
      stopped = true;
      try {
        recognition.stop();
      } catch {
        // already ended
      }
    },
  };
}

/** Speaks `text` (spoken replies: docs/product.md, Timer); does nothing where speech synthesis is missing. */
export function speak(text: string, options: { lang: string; rate: number }): void {
  if (typeof window === "undefined" || !("speechSynthesis" in window)) return;
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = options.lang;
    utterance.rate = options.rate;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  } catch (error) {
    console.warn("speech synthesis failed", error);
  }
}
