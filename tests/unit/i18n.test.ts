/**
 * Every language says everything English says (decision 038). Each namespace of interface text
 * (`defineText`) and each table of server-side copy (`defineServerText`) under content/ is found
 * and walked key by key against English: a key missing, empty or added, a list of another length,
 * a function that throws or drops one of its arguments, and a sentence left in English all fail.
 */
import type { ServerText, TextNamespace } from "@content/i18n/text-namespace";
import { locales, type Locale } from "@core/locales";
import { describe, expect, it } from "vitest";

type Tree = unknown;

/** Words that are the same in every language (names, brands, units). */
const sameInEveryLanguage = new Set([
  "Tickwise",
  "Blog",
  "Error",
  "Audio",
  "iPhone",
  "Pomodoro",
  "Tabata",
  "HIIT",
  "OK",
]);

/** Arguments no sentence would contain by chance: their appearance proves an argument is used. */
const SAMPLES = [7, 23, 41, 59];

function sampleArgs(fn: (...args: never[]) => unknown): unknown[] {
  return Array.from({ length: fn.length }, (_, i) => SAMPLES[i] ?? i + 2);
}

function call(fn: unknown, args: unknown[]): { value?: unknown; error?: string } {
  try {
    return { value: (fn as (...a: unknown[]) => unknown)(...args) };
  } catch (error) {
    return { error: String(error) };
  }
}

/** Collects every difference between English and a translation of one tree. */
export function translationProblems(en: Tree, other: Tree, locale: string, path = ""): string[] {
  const at = path || "(root)";
  const missing = (what: Tree) => [`${at}: ${locale} is ${what === undefined ? "missing" : typeof what}`];
  if (typeof en === "string") {
    if (typeof other !== "string") return missing(other);
    const problems: string[] = [];
    if (en.trim() === "") problems.push(`${at}: English is empty`);
    if (other.trim() === "") problems.push(`${at}: ${locale} is empty`);
    // A sentence identical to the English one was not translated.
    if (en === other && en.trim().split(/\s+/).length >= 3 && !/^[`A-Z_=@.\s\d:/-]+$/.test(en)) {
      problems.push(`${at}: ${locale} is the English text "${en}"`);
    }
    return problems;
  }
  if (typeof en === "function") {
    if (typeof other !== "function") return missing(other);
    const args = sampleArgs(en as (...a: never[]) => unknown);
    const ours = call(en, args);
    const theirs = call(other, args);
    if (theirs.error) return [`${at}(): ${locale} throws ${theirs.error}`];
    if (ours.error) return [`${at}(): English throws ${ours.error}`];
    const problems = translationProblems(ours.value, theirs.value, locale, `${path}()`);
    // The same arguments: a number English shows, the translation shows too.
    if (typeof ours.value === "string" && typeof theirs.value === "string") {
      const theirDigits = theirs.value.replace(/\D+/g, " ");
      for (const sample of args) {
        if (typeof sample !== "number") continue;
        const shown = new RegExp(`(^|\\D)${sample}(\\D|$)`);
        if (shown.test(ours.value) && !shown.test(` ${theirDigits} `)) {
          problems.push(`${at}(): ${locale} drops the argument ${sample} ("${theirs.value}")`);
        }
      }
      // Plural forms: one, two, few and many must all format without error.
      for (const n of [0, 1, 2, 3, 5, 11, 22, 100]) {
        const result = call(
          other,
          args.map((a) => (typeof a === "number" ? n : a)),
        );
        if (result.error) problems.push(`${at}(${n}): ${locale} throws ${result.error}`);
      }
    }
    return problems;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other)) return missing(other);
    if (en.length !== other.length) return [`${at}: ${en.length} English items, ${other.length} ${locale} items`];
    return en.flatMap((item, i) => translationProblems(item, other[i], locale, `${path}[${i}]`));
  }
  if (en && typeof en === "object") {
    if (!other || typeof other !== "object") return missing(other);
    const keys = new Set([...Object.keys(en), ...Object.keys(other)]);
    return [...keys].flatMap((key) => {
      const child = path ? `${path}.${key}` : key;
      if (!(key in en)) return [`${child}: only in ${locale} (English missing)`];
      if (!(key in other)) return [`${child}: ${locale} missing`];
      return translationProblems(
        (en as Record<string, Tree>)[key],
        (other as Record<string, Tree>)[key],
        locale,
        child,
      );
    });
  }
  if (typeof en !== typeof other) return [`${at}: English is ${typeof en}, ${locale} is ${typeof other}`];
  return [];
}

function withoutAllowed(problems: string[]): string[] {
  return problems.filter((p) => ![...sameInEveryLanguage].some((word) => p.endsWith(`"${word}"`)));
}

const isNamespace = (value: unknown): value is TextNamespace<unknown> =>
  typeof value === "object" && value !== null && "peek" in value && "load" in value && "locales" in value;
const isServerText = (value: unknown): value is ServerText<unknown> =>
  typeof value === "object" && value !== null && "of" in value && "get" in value && "locales" in value;

const modules = import.meta.glob<Record<string, unknown>>(["../../content/**/*.ts", "../../core/**/*.ts"], {
  eager: true,
});
const exported = Object.values(modules).flatMap((module) => Object.values(module));
const namespaces = exported.filter(isNamespace);
const serverTexts = exported.filter(isServerText);

/** Every (name, locale, English, translation) to compare; only the locales a table has so far. */
const pairs: [string, Locale, Tree, Tree][] = [];
for (const namespace of namespaces) {
  const english = await namespace.load("en");
  for (const locale of namespace.locales.filter((l) => l !== "en")) {
    pairs.push([namespace.name, locale, english, await namespace.load(locale as "en")]);
  }
}
for (const table of serverTexts) {
  for (const locale of table.locales.filter((l) => l !== "en")) {
    pairs.push([`${table.name} (server)`, locale, table.of("en"), table.of(locale)]);
  }
}

describe("every language has every message of English", () => {
  it("finds the site's text tables", () => {
    expect(namespaces.map((n) => n.name)).toContain("shell");
  });

  it.each(pairs)("%s in %s", (_name, locale, english, translation) => {
    expect(withoutAllowed(translationProblems(english, translation, locale))).toEqual([]);
  });

  it("names no locale outside the site's twelve", () => {
    const unknown = [...namespaces, ...serverTexts].flatMap((t) => t.locales.filter((l) => !locales.includes(l)));
    expect(unknown).toEqual([]);
  });
});

describe("the translation check itself", () => {
  it("finds a missing, an empty, an untranslated key and a dropped argument", () => {
    const en = {
      a: "One",
      b: { c: "Two words here", d: "x" },
      f: (n: number) => `${n} items`,
      g: (n: number) => `${n} left`,
      list: ["a", "b"],
    };
    const de = { a: "Eins", b: { c: "Two words here", e: "y" }, f: () => "", g: () => "einige übrig", list: ["a"] };
    expect(translationProblems(en, de, "de")).toEqual([
      'b.c: de is the English text "Two words here"',
      "b.d: de missing",
      "b.e: only in de (English missing)",
      "f(): de is empty",
      'f(): de drops the argument 7 ("")',
      'g(): de drops the argument 7 ("einige übrig")',
      "list: 2 English items, 1 de items",
    ]);
  });

  it("accepts a complete translation", () => {
    expect(
      translationProblems(
        { a: "Hello there friend", f: (n: number) => `n=${n}` },
        { a: "Hallo Freund", f: (n: number) => `n = ${n}` },
        "de",
      ),
    ).toEqual([]);
  });
});
