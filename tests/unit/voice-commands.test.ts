import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_TIMER_SECONDS } from "@core/time-format";
import { timerUi } from "@content/timer";
import { locales } from "@core/locales";
import {
  SPEECH_RATE,
  VOICE_LANGUAGE,
  matchVoiceCommand,
  voiceLanguage,
  voiceReplies,
  voiceReply,
} from "@core/voice-commands";

describe("matchVoiceCommand", () => {
  it("understands start, stop, pause and reset", () => {
    expect(matchVoiceCommand("start")).toEqual({ action: "start", description: "timer" });
    expect(matchVoiceCommand("Start the timer.")).toMatchObject({ action: "start" });
    expect(matchVoiceCommand("stop")).toMatchObject({ action: "pause" });
    expect(matchVoiceCommand("pause")).toMatchObject({ action: "pause" });
    expect(matchVoiceCommand("Pause timer")).toMatchObject({ action: "pause" });
    expect(matchVoiceCommand("reset timer")).toMatchObject({ action: "reset" });
    expect(matchVoiceCommand("reset")).toMatchObject({ action: "reset" });
  });

  it("understands the product's minute timers in digits and words", () => {
    for (const [spoken, minutes] of [
      ["5 minute timer", 5],
      ["five minute timer", 5],
      ["10 minute timer", 10],
      ["ten-minute timer", 10],
      ["set a 10 minute timer", 10],
      ["set a fifteen minute timer", 15],
      ["20 minute timer", 20],
      ["twenty minute timer", 20],
      ["thirty minute timer", 30],
      ["start a 30-minute timer please", 30],
    ] as const) {
      expect(matchVoiceCommand(spoken), spoken).toEqual({
        action: "set",
        seconds: minutes * 60,
        description: `${minutes} minute timer`,
      });
    }
  });

  it("understands the one-hour timer", () => {
    for (const spoken of [
      "one hour timer",
      "1 hour timer",
      "an hour timer",
      "set a one-hour timer",
      "One Hour Timer!",
    ]) {
      expect(matchVoiceCommand(spoken), spoken).toEqual({ action: "set", seconds: 3600, description: "1 hour timer" });
    }
  });

  it("goes beyond the list the way people talk", () => {
    expect(matchVoiceCommand("twenty five minute timer")).toMatchObject({ seconds: 1500 });
    expect(matchVoiceCommand("timer for 7 minutes")).toMatchObject({ seconds: 420 });
    expect(matchVoiceCommand("2 hour timer")).toMatchObject({ seconds: 7200, description: "2 hour timer" });
    expect(matchVoiceCommand("30 second timer")).toMatchObject({ seconds: 30, description: "30 second timer" });
    expect(matchVoiceCommand("half an hour timer")).toMatchObject({ seconds: 1800 });
    expect(matchVoiceCommand("an hour and a half timer")).toMatchObject({ seconds: 5400 });
  });

  it("does not mistake other speech for a command", () => {
    expect(matchVoiceCommand("")).toBeNull();
    expect(matchVoiceCommand("   ")).toBeNull();
    expect(matchVoiceCommand("what's the weather")).toBeNull();
    expect(matchVoiceCommand("five")).toBeNull();
    expect(matchVoiceCommand("5 minutes")).toBeNull();
    expect(matchVoiceCommand("0 minute timer")).toBeNull();
    expect(matchVoiceCommand("1000 hour timer")).toBeNull();
    expect(matchVoiceCommand("restart")).toMatchObject({ action: "reset" });
    expect(matchVoiceCommand("stop the 5 minute timer")).toMatchObject({ action: "pause" });
  });

  it("never throws and only sets durations the display can show (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const command = matchVoiceCommand(text);
        if (command?.action === "set") {
          expect(Number.isInteger(command.seconds)).toBe(true);
          expect(command.seconds).toBeGreaterThan(0);
          expect(command.seconds).toBeLessThanOrEqual(MAX_TIMER_SECONDS);
        }
      }),
    );
  });
});

describe("spoken answers", () => {
  it("use the product's language, rate and sentences", () => {
    expect(VOICE_LANGUAGE).toBe("en-US");
    expect(SPEECH_RATE).toBe(0.8);
    expect(voiceReplies.unmatched).toBe("Sorry, I didn't understand that command");
    expect(voiceReplies.starting("5 minute timer")).toBe("Starting 5 minute timer");
  });

  it("voiceReply answers each command", () => {
    expect(voiceReply(null)).toBe("Sorry, I didn't understand that command");
    expect(voiceReply(matchVoiceCommand("5 minute timer"))).toBe("Starting 5 minute timer");
    expect(voiceReply(matchVoiceCommand("start"))).toBe("Starting timer");
    expect(voiceReply(matchVoiceCommand("pause"))).toBe("Timer paused");
    expect(voiceReply(matchVoiceCommand("reset timer"))).toBe("Timer reset");
  });
});

describe("commands in the page's language", () => {
  const cases: [Parameters<typeof matchVoiceCommand>[1], string, string, string, string, number][] = [
    // locale, start, pause, reset, a timer, its seconds
    ["es", "inicia", "pausa", "reiniciar temporizador", "pon un temporizador de 10 minutos", 600],
    ["de", "Starte den Timer", "Stopp", "Timer zurücksetzen", "Timer auf 5 Minuten stellen", 300],
    ["fr", "Démarre", "Pause", "Réinitialise le minuteur", "Lance un minuteur de 10 minutes", 600],
    ["pt-BR", "Iniciar", "Pausar", "Zerar o timer", "Timer de 15 minutos", 900],
    ["it", "Avvia", "Ferma il timer", "Azzera il timer", "Imposta un timer di 20 minuti", 1200],
    ["nl", "Start", "Pauzeer", "Reset de timer", "Zet een timer van 30 minuten", 1800],
    ["pl", "Start", "Wstrzymaj", "Resetuj minutnik", "Ustaw minutnik na 5 minut", 300],
    ["ja", "スタート", "一時停止", "タイマーをリセット", "5分のタイマーをセットして", 300],
    ["zh-Hans", "开始", "暂停", "重置计时器", "设置一个十分钟的计时器", 600],
    ["hi", "शुरू करो", "टाइमर रोको", "टाइमर रीसेट करो", "10 मिनट का टाइमर लगाओ", 600],
    ["ar", "ابدأ", "أوقف المؤقت", "إعادة ضبط المؤقت", "اضبط مؤقت ٥ دقائق", 300],
  ];

  it.each(cases)("understands start, pause, reset and a timer in %s", (locale, start, pause, reset, timer, seconds) => {
    expect(matchVoiceCommand(start, locale)?.action).toBe("start");
    expect(matchVoiceCommand(pause, locale)?.action).toBe("pause");
    expect(matchVoiceCommand(reset, locale)?.action).toBe("reset");
    expect(matchVoiceCommand(timer, locale)).toMatchObject({ action: "set", seconds });
    expect(matchVoiceCommand("🙂", locale)).toBeNull();
  });

  it("reads hours and minutes together and names the duration in the language", () => {
    expect(matchVoiceCommand("Starte einen Timer für 1 Stunde und 30 Minuten", "de")).toEqual({
      action: "set",
      seconds: 5400,
      description: "1 Stunde und 30 Minuten",
    });
    expect(matchVoiceCommand("temporizador de cinco minutos", "es")?.description).toBe("5 minutos");
  });

  it("listens and answers with each locale's voice, in its words", async () => {
    expect(Object.keys(voiceLanguage).sort()).toEqual([...locales].sort());
    expect(voiceLanguage["zh-Hans"]).toBe("zh-CN");
    const es = (await timerUi.load("es")).voice.replies;
    expect(voiceReply(matchVoiceCommand("temporizador de 10 minutos", "es"), es)).toBe(
      "Iniciando el temporizador de 10 minutos",
    );
    expect(voiceReply(matchVoiceCommand("inicia", "es"), es)).toBe("Iniciando el temporizador");
    expect(voiceReply(null, es)).toBe("Lo siento, no he entendido esa orden");
  });

  it("never throws in any language (property)", () => {
    for (const locale of locales) {
      fc.assert(
        fc.property(fc.string(), (text) => {
          const command = matchVoiceCommand(text, locale);
          if (command?.action === "set") expect(command.seconds).toBeLessThanOrEqual(MAX_TIMER_SECONDS);
        }),
        { numRuns: 50 },
      );
    }
  });
});
