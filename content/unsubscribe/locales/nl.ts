import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in Dutch. */
const nl: UnsubscribeText = {
  meta: {
    title: "Afmelden voor e-mails van Tickwise | Tickwise",
    description:
      "Ontvang geen enkele e-mail meer van Tickwise op je adres: geen timerherinneringen en geen broncode-e-mails.",
  },
  heading: "Afmelden voor e-mails van Tickwise",
  intro:
    "Tickwise stuurt geen e-mails meer naar het adres van deze link: geen timerherinneringen, geen broncode-e-mails, ook niet de e-mails die al gepland zijn.",
  confirm: "Afmelden",
  confirming: "Bezig met afmelden…",
  done: "Je bent afgemeld. Tickwise mailt dit adres niet meer.",
  invalid: "Deze afmeldlink is niet geldig. Open de link uit de e-mail opnieuw, volledig en ongewijzigd.",
  failed: "Het verzoek kon niet worden afgerond. Probeer het zo meteen opnieuw.",
  back: "Terug naar de timer",
};

export default nl;
