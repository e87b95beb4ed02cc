import type { MailText } from "../text";

/** Tickwise's emails, in Italian. */
const it: MailText = {
  reminder: {
    subject: (d) => `Tickwise: il tuo timer di ${d} è terminato`,
    finished: (d) => `Tempo scaduto! Il tuo timer di ${d} è terminato.`,
    note: "La tua nota:",
    again: "Avvia di nuovo il timer:",
    footer: [
      "Ricevi questa email perché un timer di Tickwise è stato avviato con questo indirizzo per un promemoria via email.",
      "Tickwise conserva l’indirizzo solo fino all’invio del promemoria.",
    ],
  },
  source: {
    subject: "Tickwise: codice sorgente ed estensione per Chrome",
    intro: "Ecco i file che hai richiesto su Tickwise, allegati a questa email:",
    files: [
      "tickwise-source.zip: il codice sorgente completo del sito.",
      "tickwise-extension.zip: l’estensione per Chrome (timer, cronometro, sveglia e orologio mondiale).",
    ],
    install:
      "Per installare l’estensione: estrai lo zip, apri chrome://extensions, attiva la Modalità sviluppatore, scegli Carica estensione non pacchettizzata e seleziona la cartella estratta.",
    site: "Tickwise:",
    footer:
      "Ricevi questa email perché questo indirizzo è stato inserito nella pagina del codice sorgente di Tickwise. Tickwise non lo conserva.",
  },
  durationList: { type: "conjunction", style: "long" },
  unsubscribe: "Non vuoi più ricevere email da Tickwise? Annulla l’iscrizione:",
};

export default it;
