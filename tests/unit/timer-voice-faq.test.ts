/**
 * The timer pages' voice FAQ tells the truth in every language: commands are spoken in the
 * page's language, and every command it quotes is one core/voice-commands.ts understands there.
 */
import { describe, expect, it } from "vitest";
import { timerPageCopy, timerPageSlugs } from "@content/timer";
import { timerPages, voiceCommand } from "@content/timer/pages";
import type { Locale } from "@core/locales";
import type { Language } from "@core/settings";
import { DEFAULT_TIMER_SECONDS, secondsForSlug } from "@core/timer-presets";
import { matchVoiceCommand } from "@core/voice-commands";

/** The texts between quotation marks: “…”, «…», „…“, ‘…’ and 「…」. */
const quoted = (text: string) =>
  Array.from(text.matchAll(/[“«„‘「]\s*([^”»“’」]+?)\s*[”»“’」]/gu), (match) => match[1] ?? "");

/** The generic page (/ and /timer) and every preset page, with the seconds each loads. */
const pages: [string | undefined, number][] = [
  [undefined, DEFAULT_TIMER_SECONDS],
  ...timerPageSlugs.map((slug): [string, number] => [slug, secondsForSlug(slug) ?? 0]),
];

/** "English" in each language: none of the answers may ask for English any more. */
const english = /english|inglés|Englisch|anglais|inglese|Engels|angielsk|英語|英语|अंग्रेज़ी|الإنجليزية/i;

describe.each(timerPages.locales)("the voice FAQ in %s", (locale) => {
  const language = locale as Language;
  const pack = timerPages.get(language);
  const answerFor = (seconds: number) =>
    pack.generalFaqs("medium", pack.noun(5, "minute"), "5", voiceCommand(seconds, pack)).voice.answer;

  it("quotes a command for the page's own duration that the recogniser understands", () => {
    for (const [slug, seconds] of pages) {
      const command = voiceCommand(seconds, pack);
      expect(matchVoiceCommand(command, locale as Locale), `${String(slug)}: ${command}`).toMatchObject({
        action: "set",
        seconds,
      });
      expect(quoted(answerFor(seconds))[0], String(slug)).toBe(command);
    }
  });

  it("quotes start, pause and reset words that the recogniser understands", () => {
    const [, ...others] = quoted(answerFor(300));
    const actions = others.map((words) => matchVoiceCommand(words, locale as Locale)?.action);
    expect(actions, others.join(" | ")).not.toContain(undefined);
    expect(actions).not.toContain("set");
    expect(new Set(actions)).toEqual(new Set(["start", "pause", "reset"]));
  });

  it("parses the 5-minute page's example", () => {
    const command = voiceCommand(secondsForSlug("5-minute-timer") ?? 0, pack);
    expect(matchVoiceCommand(command, locale as Locale)).toMatchObject({ action: "set", seconds: 300 });
  });

  it("does not ask for English commands", () => {
    if (locale === "en") return;
    const answer = answerFor(300);
    expect(answer).not.toMatch(english);
    expect(quoted(answer)).not.toContain("reset timer");
    expect(quoted(answer)).not.toContain(voiceCommand(300, timerPages.get("en")));
  });

  it("shows that answer on the pages that ask about voice", () => {
    let shown = 0;
    for (const [slug, seconds] of pages) {
      const voice = pack.generalFaqs("medium", "", "", voiceCommand(seconds, pack)).voice;
      const faq = timerPageCopy(slug, language).faqs.find((f) => f.answer === voice.answer);
      if (!faq) continue;
      shown += 1;
      const command = quoted(faq.answer)[0] ?? "";
      expect(matchVoiceCommand(command, locale as Locale), `${String(slug)}: ${command}`).toMatchObject({
        action: "set",
        seconds,
      });
    }
    expect(shown).toBeGreaterThan(0);
  });
});
