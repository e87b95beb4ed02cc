/**
 * docs/product.md, Languages: English and Spanish cover all interface text. Every message tree that
 * has an English and a Spanish side is walked key by key; a key missing (or empty) on either side
 * fails, as does a text that was copied over untranslated.
 */
import { shellText } from "@content/i18n";
import { downloadsText } from "@content/downloads/text";
import { blogPagesText } from "@content/blog-pages/text";
import { adminText } from "@content/admin/text";
import { focusPageCopy, type FocusPageKey } from "@content/focus/pages";
import { focusText } from "@content/focus/ui";
import { goalsText } from "@content/goals/text";
import { holidayNamesEs, holidaysText } from "@content/holidays/text";
import { holidays } from "@core/holidays";
import { pwaText } from "@content/pwa/text";
import { settingsText } from "@content/settings/text";
import { timersText } from "@content/timers/text";
import { goalDurationLabels } from "@core/goals";
import { describe, expect, it } from "vitest";

type Tree = unknown;

/** Texts that are the same word in both languages. */
const sameInBothLanguages = new Set(["Tickwise", "Blog", "Error", "Audio", "English", "Español", "iPhone"]);

function sampleArgs(fn: (...args: never[]) => unknown): unknown[] {
  return Array.from({ length: fn.length }, (_, i) => i + 2);
}

/** Collects every problem between the English and the Spanish side of one tree. */
export function translationProblems(en: Tree, es: Tree, path = ""): string[] {
  const at = path || "(root)";
  if (typeof en === "string") {
    if (typeof es !== "string") return [`${at}: Spanish is ${es === undefined ? "missing" : typeof es}`];
    const problems: string[] = [];
    if (en.trim() === "") problems.push(`${at}: English is empty`);
    if (es.trim() === "") problems.push(`${at}: Spanish is empty`);
    // A sentence identical in both languages was not translated.
    if (en === es && en.trim().split(/\s+/).length >= 3 && !/^[`A-Z_=@.\s\d:/-]+$/.test(en)) {
      problems.push(`${at}: Spanish is the English text "${en}"`);
    }
    return problems;
  }
  if (typeof en === "function") {
    if (typeof es !== "function") return [`${at}: Spanish is ${es === undefined ? "missing" : typeof es}`];
    const args = sampleArgs(en as (...a: never[]) => unknown);
    return translationProblems(
      (en as (...a: unknown[]) => unknown)(...args),
      (es as (...a: unknown[]) => unknown)(...args),
      `${path}()`,
    );
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return [`${at}: Spanish is ${es === undefined ? "missing" : "not a list"}`];
    if (en.length !== es.length) return [`${at}: ${en.length} English items, ${es.length} Spanish items`];
    return en.flatMap((item, i) => translationProblems(item, es[i], `${path}[${i}]`));
  }
  if (en && typeof en === "object") {
    if (!es || typeof es !== "object") return [`${at}: Spanish is ${es === undefined ? "missing" : typeof es}`];
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((key) => {
      const child = path ? `${path}.${key}` : key;
      if (!(key in en)) return [`${child}: only in Spanish (English missing)`];
      if (!(key in es)) return [`${child}: Spanish missing`];
      return translationProblems((en as Record<string, Tree>)[key], (es as Record<string, Tree>)[key], child);
    });
  }
  if (typeof en !== typeof es) return [`${at}: English is ${typeof en}, Spanish is ${typeof es}`];
  return [];
}

function withoutAllowed(problems: string[]): string[] {
  return problems.filter((p) => ![...sameInBothLanguages].some((word) => p.endsWith(`"${word}"`)));
}

/** The timer's interface text, when the timer's content exists (content/timer/ui.ts exports timerUi). */
const timerModules = import.meta.glob<Record<string, unknown>>("../../content/timer/ui.ts", { eager: true });
const timerUi = Object.values(timerModules)
  .map((mod) => mod.timerUi)
  .find((value) => value !== undefined) as Record<string, Tree> | undefined;

const trees: [string, Record<string, Tree>][] = [
  ["content/i18n (shell)", { en: await shellText.load("en"), es: await shellText.load("es") }],
  ["content/goals", goalsText],
  ["content/admin", adminText],
  ["content/settings", settingsText],
  ["content/holidays", holidaysText],
  ["content/holidays names", { en: Object.fromEntries(holidays.map((h) => [h.urlSlug, h.name])), es: holidayNamesEs }],
  ["content/downloads", downloadsText],
  ["content/blog-pages", blogPagesText],
  ["content/pwa", pwaText],
  ["content/timers", timersText],
  ["content/focus", focusText as unknown as Record<string, Tree>],
  [
    "content/focus pages",
    Object.fromEntries(
      (["en", "es"] as const).map((language) => [
        language,
        Object.fromEntries(
          (
            [
              "pomodoro",
              "pomodoro/50-10",
              "pomodoro/52-17",
              "interval-timer",
              "interval-timer/tabata",
              "interval-timer/hiit-30-30",
            ] satisfies FocusPageKey[]
          ).map((key) => [key, focusPageCopy(key, language) as unknown as Tree]),
        ),
      ]),
    ),
  ],
  [
    "core/goals duration labels",
    { en: pickLanguage(goalDurationLabels, "en"), es: pickLanguage(goalDurationLabels, "es") },
  ],
  ...(timerUi ? ([["content/timer timerUi", timerUi]] as [string, Record<string, Tree>][]) : []),
];

function pickLanguage(table: Record<string, Record<"en" | "es", string>>, language: "en" | "es") {
  return Object.fromEntries(Object.entries(table).map(([key, value]) => [key, value[language]]));
}

describe("every message has an English and a Spanish text", () => {
  it.each(trees)("%s", (_name, tree) => {
    expect(Object.keys(tree).sort()).toEqual(["en", "es"]);
    expect(withoutAllowed(translationProblems(tree.en, tree.es))).toEqual([]);
  });
});

describe("the translation check itself", () => {
  it("finds a missing, an empty and an untranslated key on either side", () => {
    const en = { a: "One", b: { c: "Two words here", d: "x" }, f: (n: number) => `${n} items`, list: ["a", "b"] };
    const es = { a: "Uno", b: { c: "Two words here", e: "y" }, f: () => "", list: ["a"] };
    expect(translationProblems(en, es)).toEqual([
      'b.c: Spanish is the English text "Two words here"',
      "b.d: Spanish missing",
      "b.e: only in Spanish (English missing)",
      "f(): Spanish is empty",
      "list: 2 English items, 1 Spanish items",
    ]);
  });

  it("accepts a complete translation", () => {
    expect(
      translationProblems(
        { a: "Hello there friend", f: (n: number) => `n=${n}` },
        { a: "Hola amigo", f: (n: number) => `n=${n}` },
      ),
    ).toEqual([]);
  });
});
