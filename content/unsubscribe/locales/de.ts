import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in German. */
const de: UnsubscribeText = {
  meta: {
    title: "Von E-Mails von Tickwise abmelden | Tickwise",
    description: "Keine E-Mails mehr von Tickwise an deine Adresse: weder Timer-Erinnerungen noch Quellcode-E-Mails.",
  },
  heading: "Von E-Mails von Tickwise abmelden",
  intro:
    "Tickwise sendet keine E-Mails mehr an die Adresse, zu der dieser Link gehört: keine Timer-Erinnerungen, keine Quellcode-E-Mails, auch keine bereits geplanten.",
  confirm: "Abmelden",
  confirming: "Wird abgemeldet …",
  done: "Du bist abgemeldet. Tickwise schreibt dieser Adresse keine E-Mails mehr.",
  invalid: "Dieser Abmeldelink ist ungültig. Öffne den Link aus der E-Mail noch einmal, vollständig und unverändert.",
  failed: "Die Anfrage konnte nicht abgeschlossen werden. Bitte versuche es gleich noch einmal.",
  back: "Zurück zum Timer",
};

export default de;
