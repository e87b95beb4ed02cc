import type { MailText } from "../text";

/** Tickwise's emails, in Dutch. */
const nl: MailText = {
  reminder: {
    subject: (d) => `Tickwise: je timer van ${d} is afgelopen`,
    finished: (d) => `De tijd is om! Je timer van ${d} is afgelopen.`,
    note: "Je notitie:",
    again: "Start de timer opnieuw:",
    footer: [
      "Je ontvangt deze e-mail omdat er met dit adres een Tickwise-timer is gestart voor een herinnering per e-mail.",
      "Tickwise bewaart het adres alleen tot de herinnering is verstuurd.",
    ],
  },
  source: {
    subject: "Tickwise: broncode en Chrome-extensie",
    intro: "Hier zijn de bestanden die je bij Tickwise hebt aangevraagd, als bijlage bij deze e-mail:",
    files: [
      "tickwise-source.zip: de volledige broncode van de website.",
      "tickwise-extension.zip: de Chrome-extensie (timer, stopwatch, wekker en wereldklok).",
    ],
    install:
      "Zo installeer je de extensie: pak het zipbestand uit, open chrome://extensions, zet de ontwikkelaarsmodus aan, kies Uitgepakte extensie laden en selecteer de uitgepakte map.",
    site: "Tickwise:",
    footer:
      "Je ontvangt deze e-mail omdat dit adres is ingevuld op de broncodepagina van Tickwise. Tickwise bewaart het niet.",
  },
  durationList: { type: "conjunction", style: "long" },
  unsubscribe: "Geen e-mails meer van Tickwise? Afmelden:",
};

export default nl;
