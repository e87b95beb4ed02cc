import type { DownloadsText } from "../text";

/** The download pages, in Italian. */
const it: DownloadsText = {
  extension: {
    meta: {
      title: "Estensione per Chrome: timer, cronometro, sveglia e orologio mondiale | Tickwise",
      description:
        "Scarica gratis l’estensione Tickwise per Chrome ed Edge: timer con preimpostazioni, cronometro con giri, notifiche della sveglia e orologio mondiale.",
    },
    heading: "Scarica l’estensione per Chrome",
    intro:
      "Porta gli strumenti di Tickwise nella barra del browser: timer, cronometro, sveglia e orologio mondiale, a un clic da qualsiasi pagina.",
    download: "Scarica l’estensione",
    alternative: "Download alternativo",
    newTab: "(si apre in una nuova scheda)",
    version: (version: string) => `Versione ${version}`,
    compatible: "Compatibile con Chrome ed Edge",
    notBuilt: "L’estensione non è ancora stata generata su questo server.",
    featuresHeading: "Cosa contiene",
    features: [
      { title: "Timer", text: "Conti alla rovescia con preimpostazioni" },
      { title: "Cronometro", text: "Misurazione precisa con giri" },
      { title: "Sveglia", text: "Notifiche del browser" },
      { title: "Orologio mondiale", text: "6 fusi orari del mondo" },
    ],
    installHeading: "Come installarla",
    steps: [
      "Scarica il file zip dell’estensione con il pulsante qui sopra.",
      "Estrai il file zip in una cartella del tuo computer.",
      "Apri la pagina delle estensioni: digita chrome://extensions (o edge://extensions) nella barra degli indirizzi.",
      "Attiva la Modalità sviluppatore con l’interruttore in alto a destra.",
      "Fai clic su Carica estensione non pacchettizzata e seleziona la cartella estratta.",
      "Fissa Tickwise alla barra dal menu a forma di tessera di puzzle, così è sempre a un clic.",
    ],
    back: "Torna al timer",
  },
  source: {
    meta: {
      title: "Scarica il codice sorgente di Tickwise | Tickwise",
      description:
        "Ricevi il codice sorgente completo di Tickwise e l’estensione per Chrome via email, come download Base64 o come download diretto dello zip.",
    },
    heading: "Scarica il codice sorgente",
    intro: "Ricevi il codice sorgente completo di Tickwise insieme all’estensione per Chrome.",
    size: (size: string) => `Archivio del codice sorgente: ${size}`,
    emailHeading: "Invia alla mia email",
    emailLabel: "Indirizzo email",
    emailPlaceholder: "tu@esempio.it",
    send: "Invia il codice sorgente",
    sending: "Invio dell’email...",
    sentHeading: "Email inviata!",
    sentText: (email: string) =>
      `Il codice sorgente e l’estensione per Chrome stanno arrivando a ${email}. Controlla la posta in arrivo (e la cartella spam).`,
    sendAnother: "Invia a un’altra email",
    alternativeHeading: "Metodi alternativi",
    whyEmail:
      "Alcune reti bloccano il download diretto dei file. L’email è il modo più affidabile per riceverli; gli altri due metodi funzionano dove i download sono consentiti.",
    base64: "Scarica tramite Base64",
    base64Help: "Recupera l’archivio come testo e lo salva da questa pagina.",
    downloading: "Download in corso...",
    direct: "Download diretto",
    directHelp: "Apre il file zip in una nuova scheda.",
    includedHeading: "Cosa è incluso",
    included: [
      { title: "Web app", text: "Pagine React Router di timer, cronometro, orologio mondiale, sveglia e obiettivi" },
      { title: "Server", text: "API Fastify, promemoria via email e lo schema del database" },
      { title: "Nucleo condiviso", text: "Motore del timer, preimpostazioni, fusi orari e convalida usati ovunque" },
      { title: "Estensione per Chrome", text: "L’estensione Manifest V3 con il suo popup e il suo service worker" },
      { title: "Contenuti", text: "Testi in dodici lingue, domande frequenti e guide pratiche" },
      { title: "Test", text: "Test unitari, di API ed end-to-end con i relativi strumenti" },
    ],
    notBuilt: "L’archivio del codice sorgente non è ancora stato generato su questo server.",
    back: "Torna al timer",
    toast: {
      invalidTitle: "Email non valida",
      invalidText: "Inserisci un indirizzo email valido",
      failedTitle: "Invio non riuscito",
      failedText: "Impossibile inviare l’email. Riprova.",
      sentTitle: "Email inviata!",
      sentText: "Controlla la tua email: troverai il codice sorgente e i file dell’estensione per Chrome",
    },
    downloadFailed: "Download non riuscito. Riprova.",
  },
};

export default it;
