import { defineServerText } from "../i18n/text-namespace";
import ar from "./locales/ar";
import de from "./locales/de";
import en from "./locales/en";
import es from "./locales/es";
import fr from "./locales/fr";
import hi from "./locales/hi";
import it from "./locales/it";
import ja from "./locales/ja";
import nl from "./locales/nl";
import pl from "./locales/pl";
import ptBR from "./locales/pt-BR";
import zhHans from "./locales/zh-Hans";

/** The words of Tickwise's emails (server/mail/templates.ts) in one language. */
export interface MailText {
  reminder: {
    /** `duration` is already in words ("25 minutes"). */
    subject(duration: string): string;
    finished(duration: string): string;
    note: string;
    again: string;
    footer: string[];
  };
  source: {
    subject: string;
    intro: string;
    files: string[];
    install: string;
    site: string;
    footer: string;
  };
  /**
   * How the amounts of a duration are listed (Intl.ListFormat options): a narrow unit list reads
   * "1 hour 30 minutes", a long conjunction "1 hora y 30 minutos", a long unit list "1 時間 30 分".
   */
  durationList: { type: "unit" | "conjunction"; style: "long" | "narrow" };
  /** The last line of every email, before the link: how to get no more of them (decision 028). */
  unsubscribe: string;
}

/** Read only by the server's mail templates; a reminder may be in any of the twelve locales. */
export const mailText = defineServerText<MailText>("mail", {
  en,
  es,
  de,
  fr,
  "pt-BR": ptBR,
  it,
  nl,
  pl,
  ja,
  "zh-Hans": zhHans,
  hi,
  ar,
});
