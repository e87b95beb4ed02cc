import type { DownloadsText } from "../text";

/** The download pages, in German. */
const de: DownloadsText = {
  extension: {
    meta: {
      title: "Chrome-Erweiterung: Timer, Stoppuhr, Wecker und Weltuhr | Tickwise",
      description:
        "Lade die kostenlose Tickwise-Erweiterung für Chrome und Edge herunter: Countdown-Timer mit Vorlagen, Stoppuhr mit Runden, Wecker-Hinweise und eine Weltuhr.",
    },
    heading: "Chrome-Erweiterung herunterladen",
    intro:
      "Nimm die Tools von Tickwise mit in die Symbolleiste deines Browsers: Countdown-Timer, Stoppuhr, Wecker und Weltuhr, auf jeder Seite nur einen Klick entfernt.",
    download: "Erweiterung herunterladen",
    alternative: "Alternativer Download",
    newTab: "(öffnet sich in einem neuen Tab)",
    version: (version: string) => `Version ${version}`,
    compatible: "Kompatibel mit Chrome und Edge",
    notBuilt: "Die Erweiterung wurde auf diesem Server noch nicht erstellt.",
    featuresHeading: "Was drin ist",
    features: [
      { title: "Timer", text: "Countdown-Timer mit Vorlagen" },
      { title: "Stoppuhr", text: "Genaue Zeitmessung mit Runden" },
      { title: "Wecker", text: "Browser-Benachrichtigungen" },
      { title: "Weltuhr", text: "6 Zeitzonen der Welt" },
    ],
    installHeading: "So installierst du sie",
    steps: [
      "Lade die ZIP-Datei der Erweiterung mit der Schaltfläche oben herunter.",
      "Entpacke die ZIP-Datei in einen Ordner auf deinem Computer.",
      "Öffne die Erweiterungsseite: Gib chrome://extensions (oder edge://extensions) in die Adressleiste ein.",
      "Aktiviere den Entwicklermodus mit dem Schalter oben rechts.",
      "Klicke auf „Entpackte Erweiterung laden“ und wähle den entpackten Ordner aus.",
      "Hefte Tickwise über das Puzzleteil-Menü an die Symbolleiste an, damit es immer nur einen Klick entfernt ist.",
    ],
    back: "Zurück zum Timer",
  },
  source: {
    meta: {
      title: "Den Quellcode von Tickwise herunterladen | Tickwise",
      description:
        "Erhalte den vollständigen Quellcode von Tickwise und die Chrome-Erweiterung per E-Mail, als Base64-Download oder als direkten ZIP-Download.",
    },
    heading: "Quellcode herunterladen",
    intro: "Erhalte den vollständigen Quellcode von Tickwise zusammen mit der Chrome-Erweiterung.",
    size: (size: string) => `Quellcode-Archiv: ${size}`,
    emailHeading: "An meine E-Mail-Adresse senden",
    emailLabel: "E-Mail-Adresse",
    emailPlaceholder: "du@beispiel.de",
    send: "Quellcode senden",
    sending: "E-Mail wird gesendet …",
    sentHeading: "E-Mail gesendet!",
    sentText: (email: string) =>
      `Der Quellcode und die Chrome-Erweiterung sind auf dem Weg zu ${email}. Sieh in deinem Posteingang (und im Spam-Ordner) nach.`,
    sendAnother: "An eine andere Adresse senden",
    alternativeHeading: "Andere Wege",
    whyEmail:
      "Manche Netzwerke blockieren direkte Datei-Downloads. Per E-Mail kommen die Dateien am zuverlässigsten an; die beiden anderen Wege funktionieren überall, wo Downloads erlaubt sind.",
    base64: "Über Base64 herunterladen",
    base64Help: "Lädt das Archiv als Text und speichert es von dieser Seite aus.",
    downloading: "Wird heruntergeladen …",
    direct: "Direkter Download",
    directHelp: "Öffnet die ZIP-Datei in einem neuen Tab.",
    includedHeading: "Was enthalten ist",
    included: [
      { title: "Web-App", text: "React-Router-Seiten für Timer, Stoppuhr, Weltuhr, Wecker und Ziele" },
      { title: "Server", text: "Fastify-API, E-Mail-Erinnerungen und das Datenbankschema" },
      { title: "Gemeinsamer Kern", text: "Timer-Engine, Vorlagen, Zeitzonen und Validierung für alle Teile" },
      { title: "Chrome-Erweiterung", text: "Die Manifest-V3-Erweiterung mit Pop-up und Service Worker" },
      { title: "Inhalte", text: "Texte in zwölf Sprachen, FAQs und Anleitungen" },
      { title: "Tests", text: "Unit-, API- und End-to-End-Tests mit ihren Hilfsmitteln" },
    ],
    notBuilt: "Das Quellcode-Archiv wurde auf diesem Server noch nicht erstellt.",
    back: "Zurück zum Timer",
    toast: {
      invalidTitle: "Ungültige E-Mail-Adresse",
      invalidText: "Bitte gib eine gültige E-Mail-Adresse ein",
      failedTitle: "E-Mail fehlgeschlagen",
      failedText: "Die E-Mail konnte nicht gesendet werden. Bitte versuche es erneut.",
      sentTitle: "E-Mail gesendet!",
      sentText: "Sieh in deinen E-Mails nach: Dort findest du den Quellcode und die Dateien der Chrome-Erweiterung",
    },
    downloadFailed: "Download fehlgeschlagen. Bitte versuche es erneut.",
  },
};

export default de;
