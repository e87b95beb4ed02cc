import type { TimeZonesPages } from "../pages";

const nl: TimeZonesPages = {
  search: {
    title: "De huidige tijd van een stad opzoeken | Tickwise",
    description:
      "Zoek in meer dan 850 steden op naam en open van elke stad de exacte lokale tijd, de tijdzone en de data van de zomertijd.",
  },
  converter: {
    breadcrumb: "Tijdzone-omrekenaar",
    meta: {
      title: "Tijdzone-omrekenaar – een tijd tussen steden omrekenen | Tickwise",
      description:
        "Reken een datum en tijd in één stad om naar maximaal 10 andere, met de juiste zomertijd voor die datum. Toont overgeslagen en dubbele uren. Gratis.",
      h1: "Tijdzone-omrekenaar",
      intro:
        "Kies een stad, een datum en een tijd, en zie hetzelfde moment in maximaal 10 andere steden. Elke verschuiving volgt de tijdzoneregels die op die datum gelden.",
    },
    pair: (from, to) => ({
      title: `Tijd omrekenen van ${from} naar ${to} | Tickwise`,
      description: `Reken een tijd in ${from} om naar ${to} voor elke datum, met de zomertijd van beide plaatsen, en zie het tijdsverschil op die dag.`,
      h1: `Tijd van ${from} naar ${to}`,
      intro: `Hoe laat is het in ${to} als het in ${from} een bepaalde tijd is? Kies datum en tijd; het verschil volgt de zomertijddata van elke stad.`,
    }),
    howTo: {
      heading: "Zo reken je een tijd om",
      steps: [
        "Typ de stad waarvan je de tijd weet en kies die uit de suggesties.",
        "Voeg maximaal 10 steden toe om mee te vergelijken.",
        "Kies de datum en de tijd en klik op Omrekenen.",
        "Kopieer het adres van de pagina om precies deze omrekening te delen.",
      ],
    },
    faqHeading: "Tijdzone-omrekenaar: veelgestelde vragen",
    faqs: [
      {
        question: "Waarom doet de datum ertoe?",
        answer:
          "Veel plaatsen gaan op verschillende data over op zomertijd, dus het verschil tussen twee steden kan in de loop van het jaar een uur (of een half uur) veranderen. De omrekenaar gebruikt de regels die gelden op de gekozen datum.",
      },
      {
        question: "Wat betekent ‘deze tijd bestaat niet’?",
        answer:
          "In de nacht dat de klokken vooruitgaan, wordt een uur lokale tijd overgeslagen: in New York bestaat 2.30 uur niet op de tweede zondag van maart. De omrekenaar meldt dat en toont het moment waarop de klokken al verder waren.",
      },
      {
        question: "Waarom wordt een tijd twee keer getoond?",
        answer:
          "Als de klokken teruggaan, herhaalt zich een uur, dus een tijd als 1.30 uur komt twee keer voor. De omrekenaar toont beide momenten.",
      },
    ],
  },
  planner: {
    breadcrumb: "Vergaderplanner",
    meta: {
      title: "Vergaderplanner – beste vergadertijd over tijdzones heen | Tickwise",
      description:
        "Vind het beste uur voor een vergadering in 2 tot 10 steden: een raster van 24 uur met werktijden voor elke datum, beste overlap eerst, en een agendabestand.",
      h1: "Vergaderplanner",
      intro:
        "Voeg de steden van alle genodigden toe en kies een datum: de planner toont de uren die binnen de werkdag van de meesten vallen, met de juiste zomertijd voor die datum.",
    },
    howTo: {
      heading: "Zo plan je een vergadering over tijdzones heen",
      steps: [
        "Voeg de steden van de deelnemers toe, je eigen stad eerst.",
        "Kies de datum: de verschuivingen volgen de zomertijdregels van die dag.",
        "Pas de werktijden aan als je team andere tijden aanhoudt.",
        "Kies een van de beste tijden, of een willekeurig uur in het raster, en zet het in je agenda of deel de link.",
      ],
    },
    faqHeading: "Vergaderplanner: veelgestelde vragen",
    faqs: [
      {
        question: "Hoe worden de beste tijden gekozen?",
        answer:
          "Eerst de uren waarin elke stad binnen werktijd valt, dan de uren die het dichtst bij het midden van ieders werkdag liggen, en daarna de vroegste.",
      },
      {
        question: "Waarom heeft het raster 23 of 25 uur?",
        answer:
          "Op de dag dat de klokken in de eerste stad worden verzet, is die dag een uur korter of langer. Het raster volgt de echte dag.",
      },
    ],
  },
};
export default nl;
