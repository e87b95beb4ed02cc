import { asClause, type StopwatchPages } from "../use-cases";

const lower = (name: string) => String(name).toLocaleLowerCase("nl");

const nl: StopwatchPages = {
  breadcrumb: "Stopwatch",
  home: {
    title: "Online stopwatch met rondetijden – gratis en tot op de milliseconde | Tickwise",
    description:
      "Gratis online stopwatch: milliseconden, rondes met snelste en langzaamste, voorinstellingen, volledig scherm en sneltoetsen. Exact, ook op de achtergrond.",
    h1: "Online stopwatch",
    intro:
      "Starten, pauzeren en resetten met één toets, rondes met tussentijden vastleggen en de tijd tot op de milliseconde aflezen. Tickwise rekent vanaf het startmoment, dus de tijd blijft exact, ook als het tabblad op de achtergrond staat.",
    tips: [
      "Kopieer je rondes als CSV om een trainings- of oefenlogboek in een spreadsheet bij te houden.",
      "Druk op F voor volledig scherm als de hele zaal de tijd moet kunnen zien.",
    ],
  },
  faqs: [
    {
      question: "Is de online stopwatch nauwkeurig?",
      answer:
        "Ja. Tickwise telt nooit tikken: het onthoudt het moment waarop je op Starten drukte en berekent de verstreken tijd bij elke weergave met de monotone klok met hoge resolutie van de browser. De weergave klopt tot op de milliseconde, ook als het tabblad op de achtergrond heeft gestaan.",
    },
    {
      question: "Loopt de stopwatch door in een tabblad op de achtergrond?",
      answer:
        "Ja. Browsers vertragen verborgen tabbladen, maar omdat de tijd wordt afgeleid van het startmoment in plaats van geteld, toont de stopwatch de exacte tijd zodra je terugkomt, en de titel van het tabblad blijft hem intussen tonen.",
    },
    {
      question: "Hoe leg ik rondes vast?",
      answer:
        "Druk op Ronde (of de L-toets) terwijl de stopwatch loopt. Elke ronde toont zijn eigen tijd en het totaal; de snelste en langzaamste ronde worden gemarkeerd. Kopieer de rondes als tekst of CSV, of download ze als CSV-bestand.",
    },
    {
      question: "Welke sneltoetsen zijn er?",
      answer:
        "De spatiebalk start en pauzeert, L legt een ronde vast, R reset en F schakelt volledig scherm in of uit. Sneltoetsen worden genegeerd terwijl je in een tekstveld typt.",
    },
    {
      question: "Wat doen de voorinstellingen?",
      answer:
        "Elke voorinstelling geeft de stopwatch een doel: Sprint geeft elke minuut een signaal, tien herhalingen lang, Plank na 30 s en 1 min, HIIT bij elke Tabata-wissel, Koken na 10 minuten, Studeren na 20 en 25 minuten en Vergadering na 25 en 30 minuten. Na het doel loopt de stopwatch gewoon door.",
    },
  ],
  useCasePage: {
    title: (name) => `Stopwatch voor ${lower(name)} – rondes en tussentijden | Tickwise`,
    description: (name, blurb) =>
      `Stopwatch voor ${lower(name)}: ${asClause(blurb, "nl")}. Milliseconden, gemarkeerde rondes, voorinstellingen en volledig scherm. Gratis.`,
    h1: (name) => `Stopwatch voor ${lower(name)}`,
    tip: "Kopieer je rondes als tekst of CSV als je klaar bent, voordat je op Resetten drukt.",
  },
  useCases: {
    "workout-timing": {
      name: "Workouts",
      blurb: "Sets, rustpauzes en circuits.",
      intro:
        "Time sets, rustpauzes en hele circuits tot op de milliseconde. Druk aan het eind van elke set op L om hem als ronde vast te leggen en vergelijk na afloop je snelste en langzaamste rondes.",
      tip: "Gebruik de voorinstelling HIIT voor Tabata-intervallen: die geeft bij elke wissel tussen inspanning en rust een signaal.",
      faq: {
        question: "Hoe lang moet ik rusten tussen de sets?",
        answer:
          "Gangbaar advies is 30–90 seconden voor spieruithoudingsvermogen en spiergroei en 2–5 minuten voor zware krachtsets. Start de stopwatch als je het gewicht neerlegt en begin aan de volgende set als je rusttijd erop zit.",
      },
    },
    "running-laps": {
      name: "Hardlooprondes",
      blurb: "Tussentijden voor elke ronde op de baan.",
      intro:
        "Leg bij elke ronde met één druk op de knop een tussentijd vast. De rondetabel toont de tijd van elke ronde en het lopende totaal, en markeert je snelste en langzaamste ronde zodat tempoproblemen meteen opvallen.",
      tip: "Op een baan van 400 m is een ronde in 1:30 een tempo van 6:00 per kilometer; houd je rondes binnen een paar seconden van elkaar voor een gelijkmatige loop.",
      faq: {
        question: "Hoe leg ik tijdens het hardlopen een ronde vast?",
        answer:
          "Druk op L (of de knop Ronde) elke keer dat je de streep passeert. De grote knoppen werken goed op een telefoon aan je arm; op een laptop langs de baan is het toetsenbord het snelst.",
      },
    },
    "swimming-practice": {
      name: "Zwemtraining",
      blurb: "Banen, series en vertrektijden.",
      intro:
        "Time banen, 100'en en hele series vanaf de kant. Leg elke baan vast als ronde en bekijk je tussentijden achteraf, of zet een tablet op volledig scherm neer als tempoklok.",
      tip: "Volledig scherm (F) maakt van de pagina een tempoklok die je vanuit het water kunt aflezen.",
      faq: {
        question: "Kan ik dit als tempoklok voor een zwemserie gebruiken?",
        answer:
          "Ja. Start hem aan het begin van de serie en druk op F voor volledig scherm; de grote cijfers en de balk van 10 seconden maken vertrektijden als ‘elke 1:45’ makkelijk af te lezen.",
      },
    },
    "speech-practice": {
      name: "Speeches oefenen",
      blurb: "Presentaties oefenen tegen de klok.",
      intro:
        "Oefen een presentatie, een pitch of een speech voor een bruiloft en zie precies hoe lang die duurt. Zet aan het eind van elk onderdeel een ronde om te zien waar de minuten blijven.",
      tip: "De meeste mensen spreken 130–160 woorden per minuut: een presentatie van 5 minuten is zo'n 700 woorden.",
      faq: {
        question: "Hoe time ik elk onderdeel van mijn speech?",
        answer:
          "Start de stopwatch als je begint en druk op L zodra je naar het volgende onderdeel gaat. De rondetabel laat dan zien hoe lang de inleiding, elk punt en de afsluiting duurden.",
      },
    },
    "cooking-timing": {
      name: "Koken",
      blurb: "Hoe lang elke stap echt duurt.",
      intro:
        "Ontdek hoe lang een recept echt duurt, of time stappen die je op het oog doet, zoals uien karamelliseren of een steak laten rusten. De voorinstelling Koken geeft na tien minuten een signaal.",
      tip: "Noteer je rondes als je het gerecht opnieuw maakt: de tweede keer is dan veel makkelijker te plannen.",
      faq: {
        question: "Stopwatch of timer in de keuken?",
        answer:
          "Gebruik de timer als het recept een tijd noemt (‘8 minuten koken’) en de stopwatch als je iets wilt meten: hoe lang je oven nodig heeft om voor te verwarmen, of hoe lang jij over een stap doet.",
      },
    },
    "study-sessions": {
      name: "Studiesessies",
      blurb: "Meet je echte focustijd.",
      intro:
        "Meet hoe lang je echt studeert en pauzeer als je even wegloopt. De voorinstelling Studeren geeft een signaal na 25 minuten, de lengte van een klassieke Pomodoro, met een waarschuwing vijf minuten vooraf.",
      tip: "Pauzeer de stopwatch elke keer dat je je telefoon pakt: het eerlijke totaal is vaak een verrassing.",
      faq: {
        question: "Stopwatch of Pomodoro-timer om te studeren?",
        answer:
          "Een Pomodoro-timer geeft vaste blokken; een stopwatch laat zien hoe lang je echt gefocust was. Veel mensen gebruiken de stopwatch met de voorinstelling Studeren, die na 25 minuten een signaal geeft maar doortelt als je lekker bezig bent.",
      },
    },
    "meditation-timing": {
      name: "Meditatie",
      blurb: "Rustige sessies zonder vast einde.",
      intro:
        "Zit zo lang als goed voelt en zie achteraf hoe lang het was. Geen getik en geen alarm, tenzij je een voorinstelling kiest: alleen een stille telling waar je af en toe naar kunt kijken.",
      tip: "Kies in de weergave-instellingen het geluid Soft Chime of Gentle Wake voor een rustiger signaal.",
      faq: {
        question: "Maakt de stopwatch geluid terwijl ik mediteer?",
        answer:
          "Nee. De stopwatch is stil, tenzij je een voorinstelling met een doel kiest; dan speelt hij je gekozen alarmgeluid één keer af wanneer het doel is bereikt.",
      },
    },
    "reaction-time": {
      name: "Reactietijd",
      blurb: "Reactietests tot op de milliseconde.",
      intro:
        "Test je reacties met z'n tweeën: de een start, de ander stopt zodra die het merkt. De weergave toont milliseconden, en met rondes leg je meerdere pogingen achter elkaar vast.",
      tip: "De visuele reactietijd van een mens ligt meestal rond 200–250 milliseconden; neem de mediaan van vijf pogingen.",
      faq: {
        question: "Hoe nauwkeurig is de stopwatch?",
        answer:
          "Hij leest de monotone klok met hoge resolutie van de browser, dus de tijden kloppen tot op de milliseconde. Je eigen druk op de toets varieert meer dan de stopwatch.",
      },
    },
    "gaming-speedruns": {
      name: "Speedruns",
      blurb: "Tussentijden voor elk level.",
      intro:
        "Houd een stopwatch naast je game en leg bij elk level of elke baas een tussentijd vast. Vergelijk de snelste en langzaamste stukken om te zien waar je run tijd verliest.",
      tip: "Zet de stopwatch in een apart venster: hij blijft exact, ook als de browser op de achtergrond staat.",
      faq: {
        question: "Loopt de stopwatch door als ik naar mijn game overschakel?",
        answer:
          "Ja. De tijd wordt berekend vanaf het startmoment en niet tik voor tik geteld, dus een verborgen of vertraagd tabblad toont de exacte tijd als je terugkomt.",
      },
    },
    "art-creation": {
      name: "Tekenen en schilderen",
      blurb: "Gesture drawing en getimede schetsen.",
      intro:
        "Time gesture drawings, speedpaintings of een heel werk. Leg per pose of fase een ronde vast om te zien hoe je werktijd verdeeld is.",
      tip: "Begin bij gesture drawing met poses van 30 seconden en werk toe naar 2 en 5 minuten.",
      faq: {
        question: "Hoe time ik poses bij gesture drawing?",
        answer:
          "Start de stopwatch en druk aan het eind van elke pose op L. De balk van 10 seconden geeft gevoel voor de verstrijkende tijd zonder naar de cijfers te kijken.",
      },
    },
    "music-practice": {
      name: "Muziek oefenen",
      blurb: "Oefentijd per stuk bijhouden.",
      intro:
        "Houd bij hoe lang je elk stuk, elke toonladder of passage oefent. Zet een ronde als je van oefening wisselt en bekijk aan het eind hoe je sessie verdeeld was.",
      tip: "Kopieer je rondes na elke sessie als CSV om een oefenlogboek in een spreadsheet bij te houden.",
      faq: {
        question: "Hoe houd ik een oefenlogboek bij?",
        answer:
          "Zet een ronde telkens als je van oefening wisselt, gebruik dan ‘Kopiëren als CSV’ en plak het in een spreadsheet. Na een paar weken zie je waar je oefentijd echt naartoe gaat.",
      },
    },
    "photography-shoots": {
      name: "Fotoshoots",
      blurb: "Lange sluitertijden en sessieblokken.",
      intro:
        "Time lange belichtingen in bulb-stand, lightpainting-sessies of portretsessies achter elkaar. De milliseconden en de grote cijfers op volledig scherm werken ook in een donkere studio.",
      tip: "Schakel in een donkere ruimte over op het donkere thema en volledig scherm, zodat de weergave je belichting niet verpest.",
      faq: {
        question: "Kan ik met deze stopwatch een lange belichting timen?",
        answer:
          "Ja: start hem als je de sluiter opent en stop hem als je hem sluit. Bij belichtingen van een paar minuten helpt de balk van 10 seconden om te tellen zonder de cijfers te lezen.",
      },
    },
    "typing-speed": {
      name: "Typsnelheid",
      blurb: "Een tekst timen en je WPM berekenen.",
      intro:
        "Time hoe lang je doet over het typen van een tekst en deel het aantal woorden door de minuten: dat zijn je woorden per minuut. Sneltoetsen worden genegeerd terwijl je in een tekstveld typt.",
      tip: "WPM = woorden ÷ minuten. Een standaard-‘woord’ telt vijf tekens, spaties meegerekend.",
      faq: {
        question: "Activeert typen de sneltoetsen van de stopwatch?",
        answer:
          "Nee. Spatie, L, R en F werken alleen als je niet in een tekstveld typt, dus je kunt ergens anders op de pagina een testtekst typen zonder de klok te stoppen.",
      },
    },
    "board-games": {
      name: "Bordspellen",
      blurb: "Beurttijden en hele spellen.",
      intro:
        "Time beurten, rondes of de hele spelavond. Druk aan het eind van elke beurt op L en zie na afloop wie er het langst over deed.",
      tip: "Spreek een limiet per beurt af en gebruik de balk van 10 seconden als subtiele visuele herinnering.",
      faq: {
        question: "Hoe time ik de beurt van elke speler?",
        answer:
          "Start de stopwatch en druk op L telkens als een beurt eindigt. De rondetabel toont alle beurten op volgorde, met de snelste en langzaamste gemarkeerd.",
      },
    },
    "cleaning-tasks": {
      name: "Schoonmaken",
      blurb: "Hoe lang schoonmaakklussen echt duren.",
      intro:
        "Ontdek hoe lang elke schoonmaakklus echt duurt. Als je weet dat de badkamer 12 minuten kost, past hij veel makkelijker in een drukke dag.",
      tip: "Race tegen je eigen record: een ronde per kamer maakt van een klus een spel.",
      faq: {
        question: "Waarom zou je schoonmaken timen?",
        answer:
          "De meeste mensen schatten verkeerd in hoe lang klussen duren. Een paar getimede sessies geven echte cijfers om een schoonmaakroutine op te plannen.",
      },
    },
    "dog-walks": {
      name: "Hondenwandelingen",
      blurb: "Wandelduur en speeltijd.",
      intro:
        "Time wandelingen en speelsessies om zeker te weten dat je hond genoeg beweegt. Pauzeer tijdens praatjes met andere hondenbezitters, zodat de looptijd eerlijk blijft.",
      tip: "Veel dierenartsen raden afhankelijk van het ras 30 minuten tot 2 uur beweging per dag aan.",
      faq: {
        question: "Werkt de stopwatch als het scherm van mijn telefoon uitgaat?",
        answer:
          "De tijd wordt afgeleid van het startmoment, dus als je je telefoon ontgrendelt, zie je de exacte verstreken tijd, ook als de browser intussen gepauzeerd was.",
      },
    },
    "gardening-work": {
      name: "Tuinwerk",
      blurb: "Water geven, wieden en maaien.",
      intro:
        "Time het water geven per zone, het wieden of hoe lang het maaien van het gazon duurt. Een ronde per border laat zien waar het werk zit.",
      tip: "Time hoe lang een slang erover doet om een emmer van 10 liter te vullen: zo ken je je waterdebiet.",
      faq: {
        question: "Hoe time ik het water geven per border?",
        answer: "Start de stopwatch als je begint met water geven en druk op L als je naar de volgende border gaat.",
      },
    },
    "commute-tracking": {
      name: "Woon-werkverkeer",
      blurb: "Reistijden van deur tot deur.",
      intro:
        "Meet je reis van deur tot deur en zet bij elke overstap een ronde: lopen, trein, bus. Na een week weet je welke route echt het snelst is.",
      tip: "Kopieer de rondes na elke rit als tekst en bewaar ze in een notitie om routes te vergelijken.",
      faq: {
        question: "Loopt de stopwatch door als ik mijn telefoon vergrendel?",
        answer:
          "Ja. De verstreken tijd komt van de klok en niet van tellen, dus hij klopt als je terugkeert naar de pagina.",
      },
    },
    "phone-calls": {
      name: "Telefoongesprekken",
      blurb: "Gespreksduur voor facturen of notities.",
      intro:
        "Time gesprekken voor facturatie, om te oefenen voor een callcenter of gewoon om ze kort te houden. Pauzeer als je in de wacht staat, zodat alleen de gesprekstijd telt.",
      tip: "Gebruik de voorinstelling Vergadering om na 25 minuten gewaarschuwd te worden als je voor het halve uur klaar moet zijn.",
      faq: {
        question: "Kan ik declarabele gesprekken timen?",
        answer:
          "Ja. Start als het gesprek begint, pauzeer tijdens de wachttijd en stop aan het eind. Kopieer het resultaat als tekst naar je urenstaat.",
      },
    },
    "reading-sessions": {
      name: "Leessessies",
      blurb: "Leestijd en pagina's per uur.",
      intro:
        "Time je leessessies en zet een ronde per hoofdstuk. Deel de pagina's door de uren om je leessnelheid te bepalen en te plannen hoe lang een boek gaat duren.",
      tip: "Een gemiddelde volwassene leest zo'n 200–250 woorden per minuut aan niet-technische tekst.",
      faq: {
        question: "Hoe bereken ik mijn leessnelheid?",
        answer:
          "Lees een getimede sessie, tel de woorden of pagina's en deel door het aantal minuten. Zet een ronde per hoofdstuk om te zien of je tempo in de loop van een boek verandert.",
      },
    },
    "household-chores": {
      name: "Huishoudelijke klusjes",
      blurb: "Afwassen, was vouwen, opruimen.",
      intro:
        "Time de dagelijkse klusjes: afwassen, de was vouwen, de kinderkamer opruimen. Als je de cijfers kent, verdeel je het huishouden eerlijker.",
      tip: "De meeste klusjes duren korter dan ze voelen: ze timen maakt beginnen makkelijker.",
      faq: {
        question: "Wat heb je eraan om klusjes te timen?",
        answer:
          "Als je ziet dat de vaatwasser uitruimen vier minuten kost, doe je het sneller meteen. Getimede klusjes zijn bovendien makkelijker eerlijk te verdelen.",
      },
    },
    "baby-activities": {
      name: "Babyverzorging",
      blurb: "Voedingen, dutjes en buiktijd.",
      intro:
        "Time voedingen, dutjes en buiktijd met één hand. Grote knoppen en sneltoetsen maken het makkelijk, en rondes leggen elke kant of sessie vast.",
      tip: "Zet een ronde als je tijdens een voeding van kant wisselt, zodat je weet hoe lang elke kant duurde.",
      faq: {
        question: "Kan ik de stopwatch met één hand bedienen?",
        answer:
          "Ja. De knoppen Starten, Ronde en Resetten zijn groot, en op een toetsenbord start of pauzeert de spatiebalk, zet L een ronde en reset R.",
      },
    },
    "car-maintenance": {
      name: "Auto-onderhoud",
      blurb: "Klussen, opwarmen en tests.",
      intro:
        "Time onderhoudsklussen, het opwarmen van de motor of sprints van 0 naar 100 (op een afgesloten circuit). Leg per stap van een klus een ronde vast om de volgende beter te plannen.",
      tip: "Wacht bij het controleren van de olie een paar minuten na het uitzetten van de motor, zodat de olie kan zakken; time het.",
      faq: {
        question: "Hoe lang moet een automotor opwarmen?",
        answer:
          "Moderne motoren hebben maar zo'n 30 seconden nodig voordat je rustig wegrijdt. Time het in plaats van te gokken en laat de motor niet lang stationair draaien.",
      },
    },
    "home-repair": {
      name: "Klussen in huis",
      blurb: "Droogtijden en doe-het-zelfklussen.",
      intro:
        "Time doe-het-zelfklussen en de droog- of uithardingstijd tussen twee lagen. Als je weet hoe lang een klus duurde, plan je de volgende nauwkeuriger.",
      tip: "Kijk op het blik: veel verf heeft 2 tot 4 uur nodig tussen twee lagen; een stopwatch vanaf de eerste laag vertelt je wanneer je verder kunt.",
      faq: {
        question: "Hoe houd ik de droogtijd tussen twee lagen bij?",
        answer:
          "Start de stopwatch als je een laag af hebt. Omdat de tijd van de klok wordt afgeleid, kun je je laptop dichtklappen en zie je later toch de juiste tijd.",
      },
    },
    "laundry-cycles": {
      name: "Wasprogramma's",
      blurb: "Duur van wassen en drogen.",
      intro:
        "Meet hoe lang de programma's van wasmachine en droger echt duren, zodat je weet wanneer je terug moet zijn. Een ronde aan het eind van de was markeert het begin van het drogen.",
      tip: "Echte programma's duren vaak anders dan de machine aangeeft; time er van elk één om het zeker te weten.",
      faq: {
        question: "Waarom duurt mijn wasmachine langer dan aangegeven?",
        answer:
          "Veel machines passen het programma aan de lading en de watertemperatuur aan. Time een paar wasbeurten om de echte duur van je favoriete programma te kennen.",
      },
    },
  },
};

export default nl;
