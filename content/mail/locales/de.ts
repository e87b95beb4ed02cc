import type { MailText } from "../text";

/** Tickwise's emails, in German. */
const de: MailText = {
  reminder: {
    subject: (d) => `Tickwise: Dein Timer über ${d} ist abgelaufen`,
    finished: (d) => `Die Zeit ist um! Dein Timer über ${d} ist abgelaufen.`,
    note: "Deine Notiz:",
    again: "Timer erneut starten:",
    footer: [
      "Du erhältst diese E-Mail, weil ein Tickwise-Timer mit dieser Adresse für eine E-Mail-Erinnerung gestartet wurde.",
      "Tickwise speichert die Adresse nur, bis die Erinnerung verschickt ist.",
    ],
  },
  source: {
    subject: "Tickwise: Quellcode und Chrome-Erweiterung",
    intro: "Hier sind die Dateien, die du bei Tickwise angefordert hast, als Anhang dieser E-Mail:",
    files: [
      "tickwise-source.zip: der vollständige Quellcode der Website.",
      "tickwise-extension.zip: die Chrome-Erweiterung (Timer, Stoppuhr, Wecker und Weltuhr).",
    ],
    install:
      "So installierst du die Erweiterung: Entpacke die ZIP-Datei, öffne chrome://extensions, aktiviere den Entwicklermodus, wähle „Entpackte Erweiterung laden“ und dann den entpackten Ordner.",
    site: "Tickwise:",
    footer:
      "Du erhältst diese E-Mail, weil diese Adresse auf der Quellcode-Seite von Tickwise eingegeben wurde. Tickwise speichert sie nicht.",
  },
  durationList: { type: "conjunction", style: "long" },
  unsubscribe: "Keine E-Mails mehr von Tickwise? Hier abmelden:",
};

export default de;
