import { mailText, type MailText } from "@content/mail/text";
import { escapeHtml } from "@core/escape-html";
import type { Locale } from "@core/locales";
import { amountsInWords, durationAmounts } from "@core/time-format";

export interface ReminderContent {
  durationSeconds: number;
  /** The visitor's note, plain text; null or empty when there is none. */
  message: string | null | undefined;
  /** Any of the twelve locales: the email is written in it. */
  language: Locale;
  /** Absolute link back to the timer, or null when none can be given. */
  timerUrl: string | null | undefined;
  /** The page where the reader stops every Tickwise email. */
  unsubscribeUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The words of a locale's emails; a locale without them (none today) falls back to English. */
const wordsOf = (locale: Locale): MailText => mailText.of(locale) ?? mailText.get("en");

/**
 * "25 minutes", "1 hour 30 minutes", "1 Stunde und 30 Minuten", "1 時間 30 分": the amounts in words
 * (core/time-format.ts), joined as the language's emails list them.
 */
export function durationWords(seconds: number, locale: Locale): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  return amountsInWords(durationAmounts(total), locale, wordsOf(locale).durationList);
}

function unsubscribeText(language: Locale, url: string): string[] {
  return [wordsOf(language).unsubscribe, url];
}

function unsubscribeHtml(language: Locale, url: string): string {
  const words = escapeHtml(wordsOf(language).unsubscribe);
  return `<p style="font-size:12px;color:#666">${words} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
}

/** One kind of line break, no trailing blanks: the note reads the same in every mail client. */
function normaliseNote(message: string | null | undefined): string | undefined {
  const note = message?.replace(/\r\n?/g, "\n").trim();
  return note ? note : undefined;
}

/**
 * The reminder email in the visitor's language: which timer finished (duration in words), the
 * note as plain text (escaped in the HTML part), a link back to the timer. No images, no
 * tracking: the HTML part is the text part with markup, nothing more.
 */
export function renderReminder(content: ReminderContent): RenderedMail {
  const t = wordsOf(content.language).reminder;
  const duration = durationWords(content.durationSeconds, content.language);
  const note = normaliseNote(content.message);
  const url = content.timerUrl ?? undefined;

  const text: string[] = [t.finished(duration), ""];
  if (note) text.push(t.note, note, "");
  if (url) text.push(t.again, url, "");
  text.push("--", ...t.footer, "", ...unsubscribeText(content.language, content.unsubscribeUrl));

  const p = (inner: string, style = "") => `<p${style ? ` style="${style}"` : ""}>${inner}</p>`;
  const html: string[] = [
    `<!doctype html><html lang="${content.language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject(duration))}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    p(`<strong>${escapeHtml(t.finished(duration))}</strong>`),
  ];
  if (note) {
    html.push(p(escapeHtml(t.note)));
    html.push(
      `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc">${escapeHtml(note).replace(/\n/g, "<br>")}</blockquote>`,
    );
  }
  if (url) html.push(p(`${escapeHtml(t.again)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`));
  html.push(
    p(t.footer.map(escapeHtml).join("<br>"), "font-size:12px;color:#666"),
    unsubscribeHtml(content.language, content.unsubscribeUrl),
    "</body></html>",
  );

  return { subject: t.subject(duration), text: text.join("\n"), html: html.join("\n") };
}

/** The source-code email (docs/product.md, Downloads): what is attached and how to install the extension. */
export function renderSourceCode(language: Locale, siteUrl: string, unsubscribeUrl: string): RenderedMail {
  const t = wordsOf(language).source;
  const text = [t.intro, "", ...t.files.map((f) => `- ${f}`), "", t.install, ""];
  text.push(t.site, siteUrl, "", "--", t.footer, "", ...unsubscribeText(language, unsubscribeUrl));
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<ul>${t.files.map((f) => `<li>${escapeHtml(f)}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(t.install)}</p>`,
    `<p>${escapeHtml(t.site)} <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a></p>`,
    `<p style="font-size:12px;color:#666">${escapeHtml(t.footer)}</p>`,
    unsubscribeHtml(language, unsubscribeUrl),
    "</body></html>",
  ];
  return { subject: t.subject, text: text.join("\n"), html: html.join("\n") };
}
