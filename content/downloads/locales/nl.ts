import type { DownloadsText } from "../text";

/** The download pages, in Dutch. */
const nl: DownloadsText = {
  extension: {
    meta: {
      title: "Chrome-extensie: timer, stopwatch, wekker en wereldklok | Tickwise",
      description:
        "Download de gratis Tickwise-extensie voor Chrome en Edge: afteltimer met voorinstellingen, stopwatch met rondetijden, wekkermeldingen en een wereldklok.",
    },
    heading: "Chrome-extensie downloaden",
    intro:
      "Neem de tools van Tickwise mee in de werkbalk van je browser: een afteltimer, een stopwatch, een wekker en een wereldklok, op elke pagina met één klik bereikbaar.",
    download: "Extensie downloaden",
    alternative: "Alternatieve download",
    newTab: "(opent in een nieuw tabblad)",
    version: (version: string) => `Versie ${version}`,
    compatible: "Werkt met Chrome en Edge",
    notBuilt: "De extensie is op deze server nog niet gebouwd.",
    featuresHeading: "Wat erin zit",
    features: [
      { title: "Timer", text: "Afteltimers met voorinstellingen" },
      { title: "Stopwatch", text: "Nauwkeurige tijdmeting met rondetijden" },
      { title: "Wekker", text: "Browsermeldingen" },
      { title: "Wereldklok", text: "6 tijdzones wereldwijd" },
    ],
    installHeading: "Zo installeer je de extensie",
    steps: [
      "Download het zipbestand van de extensie met de knop hierboven.",
      "Pak het zipbestand uit in een map op je computer.",
      "Open de extensiepagina: typ chrome://extensions (of edge://extensions) in de adresbalk.",
      "Zet de ontwikkelaarsmodus aan met de schakelaar rechtsboven.",
      "Klik op Uitgepakte extensie laden en selecteer de uitgepakte map.",
      "Zet Tickwise vast in de werkbalk via het puzzelstukmenu, zodat Tickwise altijd met één klik bereikbaar is.",
    ],
    back: "Terug naar de timer",
  },
  source: {
    meta: {
      title: "De broncode van Tickwise downloaden | Tickwise",
      description:
        "Ontvang de volledige broncode van Tickwise en de Chrome-extensie per e-mail, als Base64-download of als directe download van het zipbestand.",
    },
    heading: "Broncode downloaden",
    intro: "Ontvang de volledige broncode van Tickwise samen met de Chrome-extensie.",
    size: (size: string) => `Broncodearchief: ${size}`,
    emailHeading: "Naar mijn e-mailadres sturen",
    emailLabel: "E-mailadres",
    emailPlaceholder: "jij@voorbeeld.nl",
    send: "Broncode versturen",
    sending: "E-mail wordt verstuurd...",
    sentHeading: "E-mail verstuurd!",
    sentText: (email: string) =>
      `De broncode en de Chrome-extensie zijn onderweg naar ${email}. Kijk in je inbox (en in de spammap).`,
    sendAnother: "Naar een ander e-mailadres sturen",
    alternativeHeading: "Andere manieren",
    whyEmail:
      "Sommige netwerken blokkeren directe downloads van bestanden. Per e-mail komen de bestanden het betrouwbaarst aan; de andere twee manieren werken waar downloads zijn toegestaan.",
    base64: "Downloaden via Base64",
    base64Help: "Haalt het archief op als tekst en slaat het op vanaf deze pagina.",
    downloading: "Bezig met downloaden...",
    direct: "Directe download",
    directHelp: "Opent het zipbestand in een nieuw tabblad.",
    includedHeading: "Wat erbij zit",
    included: [
      { title: "Webapp", text: "React Router-pagina's voor de timer, stopwatch, wereldklok, wekker en doelen" },
      { title: "Server", text: "Fastify-API, herinneringen per e-mail en het databaseschema" },
      {
        title: "Gedeelde kern",
        text: "Timer-engine, voorinstellingen, tijdzones en validatie die overal worden gebruikt",
      },
      { title: "Chrome-extensie", text: "De Manifest V3-extensie met pop-up en service worker" },
      { title: "Inhoud", text: "Teksten in twaalf talen, veelgestelde vragen en handleidingen" },
      { title: "Tests", text: "Unit-, API- en end-to-end-tests met hun hulpmiddelen" },
    ],
    notBuilt: "Het broncodearchief is op deze server nog niet gebouwd.",
    back: "Terug naar de timer",
    toast: {
      invalidTitle: "Ongeldig e-mailadres",
      invalidText: "Vul een geldig e-mailadres in",
      failedTitle: "E-mail mislukt",
      failedText: "De e-mail kon niet worden verstuurd. Probeer het opnieuw.",
      sentTitle: "E-mail verstuurd!",
      sentText: "Kijk in je e-mail voor de broncode en de bestanden van de Chrome-extensie",
    },
    downloadFailed: "Downloaden mislukt. Probeer het opnieuw.",
  },
};

export default nl;
