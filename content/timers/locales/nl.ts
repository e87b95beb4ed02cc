import { icu } from "@content/i18n/icu";
import type { TimersText } from "../text";

const nl: TimersText = {
  meta: {
    title: "Meerdere timers online – aftellers met een naam | Tickwise",
    description:
      "Gebruik meerdere afteltimers tegelijk, elk met een eigen naam, kleur en geluid. Gesorteerd op wat het eerst afloopt, bewaard na herladen, te delen via een link.",
  },
  breadcrumb: "Meerdere timers",
  h1: "Meerdere timers",
  intro:
    "Drie gerechten tegelijk koken, circuits in de les leiden of vergaderingen plannen? Voeg zoveel timers met een naam toe als je nodig hebt; elke timer loopt, pauzeert en gaat af op zichzelf.",
  form: {
    heading: "Timer toevoegen",
    label: "Naam",
    labelHelp: "Maximaal 60 tekens, bijv. Pasta of Post 2.",
    defaultLabel: (n) => `Timer ${n}`,
    duration: "Duur",
    hours: "Uren",
    minutes: "Minuten",
    seconds: "Seconden",
    colour: "Kleur",
    sound: "Geluid",
    add: "Timer toevoegen",
    full: (max) =>
      `Je hebt ${max} timers, het maximum dat deze pagina bewaart. Verwijder er een om een nieuwe toe te voegen.`,
    problems: {
      label: (max) => `De naam mag maximaal ${max} tekens hebben.`,
      duration: "Kies een duur tussen 1 seconde en 99:59:59.",
      other: "Kies een kleur en een geluid uit de lijsten.",
    },
  },
  colours: { blue: "Blauw", green: "Groen", amber: "Amber", rose: "Roze", violet: "Violet", slate: "Grijs" },
  list: {
    heading: "Je timers",
    empty: "Nog geen timers. Voeg er hierboven een toe of open een gedeelde link.",
    loading: "Je timers worden geladen…",
    status: {
      running: "Loopt",
      paused: "Gepauzeerd",
      idle: "Klaar om te starten",
      ended: "De tijd is om!",
      missed: "Afgelopen terwijl de pagina gesloten was",
    },
    start: (label) => `${label} starten`,
    resume: (label) => `${label} hervatten`,
    pause: (label) => `${label} pauzeren`,
    reset: (label) => `${label} resetten`,
    remove: (label) => `${label} verwijderen`,
    startText: "Starten",
    resumeText: "Hervatten",
    pauseText: "Pauzeren",
    resetText: "Resetten",
    removeText: "Verwijderen",
    progress: (label) => `Voortgang van ${label}`,
  },
  announce: {
    ended: (label) => `${label}: de tijd is om!`,
    added: (label) => `${label} toegevoegd`,
    removed: (label) => `${label} verwijderd`,
    started: (label) => `${label} gestart`,
    paused: (label) => `${label} gepauzeerd`,
    reset: (label) => `${label} gereset`,
  },
  documentTitle: (time, label) => `${time} ${label} - Meerdere timers`,
  documentTitleDone: (label) => `De tijd is om! ${label} - Meerdere timers`,
  notification: {
    title: (label) => `${label}: de tijd is om!`,
    body: (duration) => `Je timer van ${duration} is afgelopen.`,
  },
  share: {
    heading: "Deze set delen",
    help: "De link bevat de namen, duur, kleuren en geluiden van je timers, niet of ze lopen. Geen account nodig.",
    button: "Deellink maken",
    link: "Deellink",
    copy: "Link kopiëren",
    copied: "Link gekopieerd",
    copyFailed: "De link kon niet worden gekopieerd; selecteer hem en kopieer hem zelf.",
  },
  shared: {
    heading: "Een gedeelde set timers",
    intro: (count) =>
      icu("nl", "{count, plural, one {Deze link deelt # timer.} other {Deze link deelt # timers.}}", { count }),
    add: "Toevoegen aan mijn timers",
    replace: "Mijn timers vervangen",
    replaceConfirm: "Al je timers vervangen door deze set? Lopende timers worden verwijderd.",
    replaceTitle: "Je timers vervangen?",
    cancel: "Annuleren",
    replaceButton: "Vervangen",
    dismiss: "Sluiten",
    added: (count) => icu("nl", "{count, plural, one {# timer toegevoegd.} other {# timers toegevoegd.}}", { count }),
    replaced: (count) =>
      icu(
        "nl",
        "{count, plural, one {Je timers zijn vervangen door # timer.} other {Je timers zijn vervangen door # timers.}}",
        { count },
      ),
    tooManyToAdd: (max) =>
      `Hiermee zou je boven de ${max} timers komen. Verwijder er eerst een paar of vervang je timers.`,
    problemHeading: "Deze gedeelde link kan niet worden geopend",
    problems: {
      malformed: "De link is beschadigd of onvolledig. Vraag de link opnieuw op of stel hieronder je eigen set samen.",
      empty: "De link bevat geen timers.",
      tooMany: (max) => `De link bevat meer dan ${max} timers, het maximum dat een link kan delen.`,
      label: (n, max) => `Timer ${n} in de link heeft een lege naam of een naam van meer dan ${max} tekens.`,
      duration: (n) => `Timer ${n} in de link heeft een duur buiten 1 seconde tot 99:59:59.`,
    },
  },
  howTo: {
    heading: "Zo gebruik je meerdere timers",
    steps: [
      "Typ een naam, stel uren, minuten en seconden in en kies een kleur en een geluid.",
      "Klik op Timer toevoegen. Herhaal dit voor elk gerecht, elke post of taak.",
      "Start elke timer wanneer je hem nodig hebt; pauzeer, reset of verwijder hem met zijn eigen knoppen.",
      "Bovenaan de lijst staat de timer die het eerst afloopt. Elke timer gaat af met zijn eigen geluid.",
      "Maak een deellink om dezelfde set naar iemand te sturen of op een ander apparaat te openen.",
    ],
    tipsHeading: "Tips",
    tips: [
      "Geef elke timer een ander geluid, dan weet je zonder te kijken welke afging.",
      "Laat het tabblad open, ook op de achtergrond: timers lopen op tijd af en tonen een melding als je dat toestaat.",
      "Open de pagina gerust in twee tabbladen: ze tonen dezelfde timers en elke timer gaat maar één keer af.",
    ],
  },
  faq: {
    heading: "Veelgestelde vragen",
    items: [
      {
        question: "Hoeveel timers kan ik tegelijk gebruiken?",
        answer:
          "Tot 50 op dit apparaat, desgewenst allemaal tegelijk lopend. Een gedeelde link bevat maximaal 20 timers.",
      },
      {
        question: "Lopen mijn timers door als ik de pagina herlaad of sluit?",
        answer:
          "Ja. Elke timer bewaart zijn eindtijd in je browser, dus na herladen toont hij meteen de juiste tijd. Een timer die afliep terwijl de pagina dicht was, meldt dat in plaats van te laat af te gaan.",
      },
      {
        question: "Gaat een timer twee keer af als de pagina in twee tabbladen open is?",
        answer:
          "Nee. De tabbladen delen dezelfde timers en spreken af welk tabblad afgaat, dus elke timer gaat één keer af en beide tabbladen tonen dat hij is afgelopen.",
      },
      {
        question: "Wat staat er in een deellink?",
        answer:
          "Alleen de naam, duur, kleur en het geluid van elke timer, in de link zelf. Er wordt niets op onze server opgeslagen en je hebt geen account nodig.",
      },
      {
        question: "Zijn de timers nauwkeurig in een tabblad op de achtergrond?",
        answer:
          "Ja. Elke timer telt af naar een vaste eindtijd in plaats van tikken te tellen, dus een vertraagd of bevroren tabblad klopt meteen weer zodra het doorloopt en gaat af op de eindtijd.",
      },
    ],
  },
  related: {
    heading: "Andere tijdtools",
    items: [
      { to: "/timer", label: "Eén afteltimer" },
      { to: "/stopwatch", label: "Stopwatch met rondetijden" },
      { to: "/alarm", label: "Wekker" },
      { to: "/goals", label: "Doelen met timers" },
    ],
  },
};

export default nl;
