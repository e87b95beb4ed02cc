/**
 * Every route in every published language: the server's HTML is in the page's language (decision
 * 038). Each text a reader or a screen reader meets (text nodes, title, description, labels,
 * alternative texts, JSON-LD strings) is compared with the English page of the same route; a
 * sentence of three words or more found in both was left untranslated. Parts marked with another
 * `lang` (a blog post in English, a language's own name in the picker) are exempt, as they say
 * which language they are in, and so are names marked `translate="no"` (fonts).
 */
import { JSDOM } from "jsdom";
import { localeDirection, localizePath } from "../../core/locales";
import { languages } from "../../core/settings";
import { expect, test } from "./fixtures";
import { localizedRoutes } from "./routes";

/** Words that stay the same in every language: the product, tool names used as brands. */
const sameEverywhere = [/^Tickwise\b/, /^Pomodoro\b/i, /^Tabata\b/i, /^HIIT\b/];

const ATTRIBUTES = ["aria-label", "title", "alt", "placeholder", "aria-description"];

/** The texts of a page a person meets, outside parts marked as another language. */
function textsOf(html: string, { head = true } = {}): { lang: string; dir: string; texts: Set<string> } {
  const { document } = new JSDOM(html).window;
  const lang = document.documentElement.lang;
  const texts = new Set<string>();
  const add = (text: string | null | undefined) => {
    const clean = (text ?? "").replace(/\s+/g, " ").trim();
    if (clean) texts.add(clean);
  };
  if (head) {
    add(document.title);
    add(document.querySelector('meta[name="description"]')?.getAttribute("content"));
  }
  const collectJson = (value: unknown): void => {
    if (typeof value === "string") {
      if (!/^https?:\/\//.test(value)) add(value);
    } else if (Array.isArray(value)) value.forEach(collectJson);
    else if (value && typeof value === "object") Object.values(value).forEach(collectJson);
  };
  for (const script of head ? document.querySelectorAll('script[type="application/ld+json"]') : []) {
    collectJson(JSON.parse(script.textContent ?? "null"));
  }
  // Texts the page marks as another language (a post's title) are exempt wherever they appear.
  const foreign = new Set<string>();
  const collectForeign = (element: Element) => {
    for (const name of ATTRIBUTES) foreign.add((element.getAttribute(name) ?? "").replace(/\s+/g, " ").trim());
    foreign.add((element.textContent ?? "").replace(/\s+/g, " ").trim());
    for (const child of element.children) collectForeign(child);
  };
  const walk = (element: Element) => {
    const own = element.getAttribute("lang");
    if (own && own !== lang) return collectForeign(element);
    // Code a reader types as it is (a command line) is not prose.
    if (["CODE", "KBD", "PRE", "SAMP"].includes(element.tagName)) return;
    // Names marked as never translated (fonts, brands): HTML's own signal for it.
    if (element.getAttribute("translate") === "no") return;
    if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "svg"].includes(element.tagName)) return;
    for (const name of ATTRIBUTES) add(element.getAttribute(name));
    for (const child of element.childNodes) {
      if (child.nodeType === 3) add(child.textContent);
      else if (child.nodeType === 1) walk(child as Element);
    }
  };
  walk(document.body);
  for (const text of foreign) texts.delete(text);
  return { lang, dir: document.documentElement.dir, texts };
}

/**
 * A sentence: three words or more, one of them a lower-case word of three letters or more ("the",
 * "and", "with"). Names ("New York → London", "Martin Luther King Jr. Day", "Isle of Man") are
 * the same in many languages and are not sentences.
 */
const isSentence = (text: string) =>
  text.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length >= 3 &&
  /(^|[\s(])\p{Ll}{3,}/u.test(text) &&
  !sameEverywhere.some((p) => p.test(text));

/** English texts per route, read once per worker. */
const englishTexts = new Map<string, Set<string>>();

// One test per language, every route inside it: ~40 requests each, no browser.
for (const language of languages.filter((l) => l !== "en")) {
  test(`every page in ${language} is all in ${language}`, async ({ request }) => {
    const leftovers: Record<string, string[]> = {};
    for (const path of localizedRoutes(language)) {
      const address = localizePath(path, language);
      let english = englishTexts.get(path);
      if (!english) {
        english = new Set([...textsOf(await (await request.get(path)).text()).texts].filter(isSentence));
        englishTexts.set(path, english);
      }
      // A blog post keeps its own language: its title and summary head the page, whatever the prefix.
      const page = textsOf(await (await request.get(address)).text(), { head: !/^\/blog\/./.test(path) });
      expect(page.lang, address).toBe(language);
      expect(page.dir, address).toBe(localeDirection(language));
      const found = [...page.texts].filter((text) => english.has(text));
      if (found.length) leftovers[address] = found;
    }
    expect(leftovers).toEqual({});
  });
}
