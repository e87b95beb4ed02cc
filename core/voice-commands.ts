import { MAX_TIMER_SECONDS } from "./time-format";

/** Recognition and spoken answers are in US English at a calm rate (docs/product.md, Timer). */
export const VOICE_LANGUAGE = "en-US";
export const SPEECH_RATE = 0.8;

export interface VoiceCommand {
  action: "start" | "pause" | "reset" | "set";
  /** Only for "set". */
  seconds?: number;
  /** What the spoken answer names, e.g. "5 minute timer". */
  description: string;
}

export const voiceReplies = {
  unmatched: "Sorry, I didn't understand that command",
  starting: (description: string) => `Starting ${description}`,
  /** "Starting timer" would be wrong after "pause" or "reset", so those confirm what they did. */
  paused: "Timer paused",
  reset: "Timer reset",
} as const;

/** The sentence to speak back for a recognised command, or for none. */
export function voiceReply(command: VoiceCommand | null): string {
  if (!command) return voiceReplies.unmatched;
  if (command.action === "pause") return voiceReplies.paused;
  if (command.action === "reset") return voiceReplies.reset;
  return voiceReplies.starting(command.description);
}

const smallNumbers: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const digitWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const alternatives = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join("|");
// Recognisers return "5 minute timer", "five-minute timer" or "twenty five minutes" alike.
const durationPattern = new RegExp(
  `(?:^|\\s)(\\d+|(?:${alternatives(Object.keys(tens))})(?:\\s(?:${alternatives(digitWords)}))?|${alternatives(
    Object.keys(smallNumbers),
  )})\\s(seconds?|secs?|minutes?|mins?|hours?|hrs?)(?=\\s|$)`,
);

function readNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const [first = "", second] = text.split(" ");
  if (second === undefined) return tens[first] ?? smallNumbers[first] ?? null;
  const tensValue = tens[first];
  const unitValue = smallNumbers[second];
  return tensValue === undefined || unitValue === undefined ? null : tensValue + unitValue;
}

const hasWord = (text: string, words: RegExp) => words.test(text);

/**
 * Understands the product's commands (start, stop, pause, reset timer, 5/10/15/20/30 minute
 * and one hour timers) and, because people do not stick to a list, any "N minute/hour/second
 * timer" up to the display's 99:59:59. A bare number without a unit is not a command.
 */
export function matchVoiceCommand(transcript: string): VoiceCommand | null {
  const text = String(transcript)
    .toLowerCase()
    .replace(/[-_]/g, " ")
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    // "an hour" inside these would otherwise read as a one-hour timer.
    .replace(/\b(?:an|one|1) hour and a half\b/g, "90 minutes")
    .replace(/\bhalf (?:an )?hour\b/g, "30 minutes");
  if (!text) return null;

  if (hasWord(text, /\b(reset|restart|clear)\b/)) return { action: "reset", description: "timer" };

  const duration = durationPattern.exec(text);
  const wantsTimer = hasWord(text, /\b(timer|countdown|set|start|begin)\b/);
  if (duration && wantsTimer && !hasWord(text, /\b(stop|pause|cancel)\b/)) {
    const amount = readNumber((duration[1] ?? "").trim());
    const unit = (duration[2] ?? "").startsWith("h") ? 3600 : (duration[2] ?? "").startsWith("m") ? 60 : 1;
    if (amount !== null && amount > 0 && amount * unit <= MAX_TIMER_SECONDS) {
      const unitName = unit === 3600 ? "hour" : unit === 60 ? "minute" : "second";
      return { action: "set", seconds: amount * unit, description: `${amount} ${unitName} timer` };
    }
    return null;
  }

  if (hasWord(text, /\b(stop|pause|hold|cancel)\b/)) return { action: "pause", description: "timer" };
  if (hasWord(text, /\b(start|go|begin|resume|continue)\b/)) return { action: "start", description: "timer" };
  return null;
}
