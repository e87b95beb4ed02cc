import { Mic, MicOff } from "lucide";
import { Icon } from "~/ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { useI18n } from "~/lib/i18n";
import type { TimerStrings } from "./strings";

export interface VoiceActions {
  start(): void;
  pause(): void;
  reset(): void;
  set(seconds: number): void;
}

const supported = () =>
  typeof window !== "undefined" && ("SpeechRecognition" in window || "webkitSpeechRecognition" in window);

/**
 * The voice-command toggle (docs/product.md, Timer), kept only where the browser has speech
 * recognition. The recognition and command code is fetched on the first click.
 */
export function VoiceToggle({ actions, s }: { actions: VoiceActions; s: TimerStrings }) {
  // Rendered on the server as if available (Chromium and Safari have it), so the controls do not
  // move when the page becomes interactive; removed after hydration where it is missing.
  const [available, setAvailable] = useState(true);
  const [listening, setListening] = useState(false);
  const listener = useRef<{ stop(): void } | null>(null);
  const hintId = useId();
  const { language } = useI18n();
  const latest = useRef({ actions, replies: s.voice.replies });
  useEffect(() => {
    latest.current = { actions, replies: s.voice.replies };
  });

  // Decided after hydration: the server cannot know, and the markup must match.
  useEffect(() => setAvailable(supported()), []);
  useEffect(() => () => listener.current?.stop(), []);

  if (!available) return null;

  const toggle = async () => {
    if (listening) {
      listener.current?.stop();
      listener.current = null;
      setListening(false);
      return;
    }
    const [{ listen, speak }, voice] = await Promise.all([import("~/lib/speech"), import("@core/voice-commands")]);
    // Commands are understood, and answered, in the page's language.
    const lang = voice.voiceLanguage[language];
    const reply = (text: string) => speak(text, { lang, rate: voice.SPEECH_RATE });
    listener.current = listen({
      lang,
      onTranscript(transcript) {
        const command = voice.matchVoiceCommand(transcript, language);
        const act = latest.current.actions;
        if (command?.action === "start") act.start();
        else if (command?.action === "pause") act.pause();
        else if (command?.action === "reset") act.reset();
        else if (command?.action === "set" && command.seconds) {
          act.set(command.seconds);
          act.start();
        }
        reply(voice.voiceReply(command, latest.current.replies));
      },
      onError(error) {
        console.warn("voice recognition error:", error);
      },
      onEnd() {
        listener.current = null;
        setListening(false);
      },
    });
    setListening(listener.current !== null);
  };

  return (
    <>
      <button
        type="button"
        className={listening ? "button-primary" : "button-secondary"}
        onClick={() => void toggle()}
        title={s.voice.help}
        aria-describedby={hintId}
      >
        {listening ? <Icon node={Mic} className="h-5 w-5" /> : <Icon node={MicOff} className="h-5 w-5" />}
        {listening ? s.voice.turnOff : s.voice.turnOn}
      </button>
      <span id={hintId} className="sr-only">
        {listening ? `${s.voice.listening} ${s.voice.help}` : `${s.voice.help} ${s.voice.languageNote}`}
      </span>
    </>
  );
}
