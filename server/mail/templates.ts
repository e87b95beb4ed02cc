import type { Language } from "@core/settings";
import { durationInWords } from "@core/time-format";

export interface ReminderContent {
  durationSeconds: number;
  /** The visitor's note, plain text; null or empty when there is none. */
  message: string | null | undefined;
  language: Language;
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

const words: Record<
  Language,
  {
    subject: (duration: string) => string;
    finished: (duration: string) => string;
    note: string;
    again: string;
    footer: string[];
  }
> = {
  en: {
    subject: (d) => `Tickwise: your timer for ${d} has finished`,
    finished: (d) => `Time's up! Your timer for ${d} has finished.`,
    note: "Your note:",
    again: "Start the timer again:",
    footer: [
      "You receive this email because a Tickwise timer was started with this address for an email reminder.",
      "Tickwise keeps the address only until the reminder has been sent.",
    ],
  },
  es: {
    subject: (d) => `Tickwise: tu temporizador de ${d} ha terminado`,
    finished: (d) => `¡Se acabó el tiempo! Tu temporizador de ${d} ha terminado.`,
    note: "Tu nota:",
    again: "Vuelve a iniciar el temporizador:",
    footer: [
      "Recibes este correo porque se inició un temporizador de Tickwise con esta dirección para un recordatorio por correo.",
      "Tickwise guarda la dirección solo hasta que se ha enviado el recordatorio.",
    ],
  },
};

/** The last line of every email: how to get no more of them (decision 028). */
const unsubscribeWords: Record<Language, string> = {
  en: "Don't want emails from Tickwise? Unsubscribe:",
  es: "¿No quieres recibir correos de Tickwise? Date de baja:",
};

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEntities[c]!);
}

function unsubscribeText(language: Language, url: string): string[] {
  return [unsubscribeWords[language] ?? unsubscribeWords.en, url];
}

function unsubscribeHtml(language: Language, url: string): string {
  const words = escapeHtml(unsubscribeWords[language] ?? unsubscribeWords.en);
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
  const t = words[content.language] ?? words.en;
  const duration = durationInWords(content.durationSeconds, content.language);
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

const sourceWords: Record<
  Language,
  { subject: string; intro: string; files: string[]; install: string; site: string; footer: string }
> = {
  en: {
    subject: "Tickwise: source code and Chrome extension",
    intro: "Here are the files you asked for on Tickwise, attached to this email:",
    files: [
      "tickwise-source.zip: the complete source code of the website.",
      "tickwise-extension.zip: the Chrome extension (timer, stopwatch, alarm and world clock).",
    ],
    install:
      "To install the extension: extract the zip, open chrome://extensions, turn on Developer mode, choose Load unpacked and select the extracted folder.",
    site: "Tickwise:",
    footer:
      "You receive this email because this address was entered on the Tickwise source code page. Tickwise does not keep it.",
  },
  es: {
    subject: "Tickwise: código fuente y extensión de Chrome",
    intro: "Aquí tienes los archivos que pediste en Tickwise, adjuntos a este correo:",
    files: [
      "tickwise-source.zip: el código fuente completo del sitio web.",
      "tickwise-extension.zip: la extensión de Chrome (temporizador, cronómetro, alarma y reloj mundial).",
    ],
    install:
      "Para instalar la extensión: descomprime el zip, abre chrome://extensions, activa el Modo de desarrollador, elige Cargar descomprimida y selecciona la carpeta extraída.",
    site: "Tickwise:",
    footer:
      "Recibes este correo porque esta dirección se escribió en la página de código fuente de Tickwise. Tickwise no la guarda.",
  },
};

/** The source-code email (docs/product.md, Downloads): what is attached and how to install the extension. */
export function renderSourceCode(language: Language, siteUrl: string, unsubscribeUrl: string): RenderedMail {
  const t = sourceWords[language] ?? sourceWords.en;
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
