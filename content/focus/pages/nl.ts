import type { FocusFaq, FocusPagesText } from "../pages";

const pomodoroSteps = [
  "Typ waar je aan werkt (optioneel): het wordt bij elke voltooide focusperiode opgeslagen.",
  "Druk op Starten (of de spatiebalk). Werk tot de bel en neem dan de pauze die de timer start.",
  "Neem na vier focusperiodes de lange pauze. Sla een fase over met S en reset met R.",
  "Wijzig de duur onder Instellingen; zet automatisch starten aan om de fases vanzelf te laten doorlopen.",
];
const intervalSteps = [
  "Stel inspanning, rust, rondes en een optionele warming-up in, of open een preset.",
  "Druk op Starten (of de spatiebalk): elke wissel tussen inspanning en rust geeft een geluid, en de ronde is altijd zichtbaar.",
  "Kopieer de link om precies deze reeks te delen; hij opent met dezelfde intervallen.",
];

const pomodoroFaqs: FocusFaq[] = [
  {
    question: "Wat is de pomodorotechniek?",
    answer:
      "Een manier van werken in korte, getimede sprints: 25 minuten focus, 5 minuten pauze en na elke vier focusperiodes een langere pauze van 15 minuten. De timer regelt de hele cyclus voor je.",
  },
  {
    question: "Houdt de timer de tijd bij in een tabblad op de achtergrond?",
    answer:
      "Ja. Elke fase eindigt op een vast tijdstip, dus een verborgen, vertraagd of bevroren tabblad klopt meteen zodra het weer loopt; met automatisch starten haalt het zelfs fases in die intussen zijn afgelopen. De bel, een melding en de titel van het tabblad laten het je weten.",
  },
  {
    question: "Waar wordt mijn focusgeschiedenis bewaard?",
    answer:
      "Elke voltooide focusperiode wordt op onze server opgeslagen onder een anonieme cookie voor deze browser, zonder account. Alleen deze browser kan hem lezen; download hem wanneer je wilt als CSV-bestand.",
  },
  {
    question: "Wat gebeurt er als ik de pagina herlaad of sluit?",
    answer:
      "De cyclus, de instellingen en je taaklabel worden in deze browser bewaard, dus na herladen gaat alles precies verder waar de timer is.",
  },
];

const intervalFaqs: FocusFaq[] = [
  {
    question: "Hoe deel ik een intervaltraining?",
    answer:
      "De instellingen staan in het adres van de pagina, bijvoorbeeld /interval-timer?work=40&rest=20&rounds=10&warmup=60. Kopieer de link onder de editor en wie hem opent, krijgt dezelfde reeks.",
  },
  {
    question: "Hoor ik de wissels met het scherm uit of in een ander tabblad?",
    answer:
      "Elke wissel is een tijdstip dat wordt berekend wanneer je op Starten drukt, dus het geluid klinkt op tijd in een tabblad op de achtergrond en een bevroren tabblad haalt bij zodra het ontwaakt. Zet het volume aan; het scherm blijft aan waar de browser dat toestaat.",
  },
  {
    question: "Wat zijn de grenzen?",
    answer:
      "Inspanning van 1 seconde tot 1 uur, rust en warming-up van 0 tot 1 uur, en 1 tot 100 rondes. Een link met waarden daarbuiten meldt dat en opent met redelijke standaardwaarden.",
  },
];

const pages: FocusPagesText["pages"] = {
  pomodoro: {
    title: "Pomodoro-timer – 25/5-focuscycli online | Tickwise",
    description:
      "Gratis online pomodoro-timer: 25 minuten focus, pauzes van 5 minuten en na elke vier een lange pauze, met geluiden, meldingen en een wekelijks focusoverzicht.",
    h1: "Pomodoro-timer",
    intro:
      "Focus 25 minuten, rust 5 minuten en neem na elke vier een lange pauze. Nauwkeurig, zelfs in een tabblad op de achtergrond.",
    steps: pomodoroSteps,
    tips: [
      "Zet meldingen van andere apps uit tijdens een focusperiode.",
      "Gebruik de pauze om op te staan en even van het scherm weg te kijken.",
    ],
    faqs: pomodoroFaqs,
  },
  "pomodoro/50-10": {
    title: "50/10-pomodoro-timer – 50 minuten focus, 10 pauze | Tickwise",
    description:
      "Een 50/10-focustimer: 50 minuten diep werk, 10 minuten pauze en na vier cycli 30 minuten pauze. Gratis, nauwkeurig op de achtergrond, zonder aanmelden.",
    h1: "50/10-pomodoro-timer",
    intro: "Langere focus voor diep werk: 50 minuten aan, 10 minuten uit en na vier cycli een pauze van 30 minuten.",
    steps: pomodoroSteps,
    tips: ["Vijftig minuten past bij schrijven en programmeren, waar het even duurt voor je in de taak zit."],
    faqs: [
      {
        question: "Waarom 50 minuten in plaats van 25?",
        answer:
          "Taken met een lange aanloop, zoals schrijven of programmeren, hebben in blokken van 50 minuten minder last van onderbrekingen. De pauze van 10 minuten houdt je fris.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "pomodoro/52-17": {
    title: "52/17-timer – 52 minuten werken, 17 minuten rust | Tickwise",
    description:
      "Het 52/17-werkritme als gratis timer: 52 minuten focus, 17 minuten pauze, geluiden, meldingen en een wekelijkse geschiedenis van je focustijd.",
    h1: "52/17-werktimer",
    intro: "Werk 52 minuten en rust 17: een ritme dat veel productieve mensen blijken te volgen.",
    steps: pomodoroSteps,
    tips: [
      "Ga tijdens de pauze van 17 minuten weg van je bureau: een wandeling frist je aandacht beter op dan je telefoon.",
    ],
    faqs: [
      {
        question: "Waar komt de 52/17-regel vandaan?",
        answer:
          "Een onderzoek naar werksoftware liet zien dat de productiefste gebruikers ongeveer 52 minuten werkten en dan ongeveer 17 minuten pauze namen. Deze pagina houdt dat ritme voor je bij.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "interval-timer": {
    title: "Intervaltimer – eigen rondes van inspanning en rust, deelbaar | Tickwise",
    description:
      "Stel een intervaltimer samen met inspanning, rust, rondes en warming-up en deel hem via een link. Geluid bij elke wissel, nauwkeurig op de achtergrond. Gratis.",
    h1: "Intervaltimer",
    intro: "Stel inspanning, rust, rondes en een warming-up in. Elke wissel klinkt op tijd en de link deelt je reeks.",
    steps: intervalSteps,
    tips: ["Leg je telefoon met het scherm naar boven: de grote fasenaam lees je vanaf de andere kant van de kamer."],
    faqs: intervalFaqs,
  },
  "interval-timer/tabata": {
    title: "Tabata-timer – 20 s inspanning, 10 s rust, 8 rondes | Tickwise",
    description:
      "Gratis tabata-timer: acht rondes van 20 seconden voluit en 10 seconden rust, vier minuten in totaal, met een geluid bij elke wissel.",
    h1: "Tabata-timer",
    intro: "Acht rondes van 20 seconden hard werken en 10 seconden rust: vier minuten die tellen.",
    steps: intervalSteps,
    tips: ["Warm een paar minuten op voor een tabataset; die is bedoeld om voluit te gaan."],
    faqs: [
      {
        question: "Wat is een tabatatraining?",
        answer:
          "Een intensief protocol van acht rondes van 20 seconden maximale inspanning gevolgd door 10 seconden rust, vier minuten in totaal, genoemd naar het onderzoek van Izumi Tabata.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
  "interval-timer/hiit-30-30": {
    title: "HIIT 30/30-timer – 30 s inspanning, 30 s rust | Tickwise",
    description:
      "Een HIIT-intervaltimer 30/30: een minuut warming-up, daarna tien rondes van 30 seconden inspanning en 30 seconden rust, met geluid bij elke wissel.",
    h1: "HIIT 30/30-intervaltimer",
    intro: "Een minuut warming-up, daarna tien rondes van 30 seconden aan en 30 seconden uit.",
    steps: intervalSteps,
    tips: [
      "Evenveel inspanning als rust past bij beginners en langere circuits; maak de rust korter naarmate je fitter wordt.",
    ],
    faqs: [
      {
        question: "Is 30 seconden aan, 30 uit een goed HIIT-interval?",
        answer:
          "Ja: evenveel inspanning als rust laat je in elke ronde een hoge intensiteit volhouden, daarom is het een veelgebruikt HIIT-formaat om mee te beginnen. Pas de waarden in de editor aan naarmate je vooruitgaat.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
};

const nl: FocusPagesText = {
  tools: { pomodoro: "Pomodoro", interval: "Intervaltimer" },
  pages,
};

export default nl;
