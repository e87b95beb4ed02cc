import { icu } from "@content/i18n/icu";
import { allOf, capitalize, oneOf } from "./grammar";
import type { Faq, GeneralFaqKey, PageKind, PageProfile, TimerCopyPack } from "../types";

/** "5 minuten", "1 minuut", "2 uur": Dutch counts hours with the singular. */
const amountOf = (amount: number, unit: string) =>
  icu(
    "nl",
    "{unit, select, second {{amount, plural, one {# seconde} other {# seconden}}} minute {{amount, plural, one {# minuut} other {# minuten}}} other {{amount} uur}}",
    { amount, unit },
  );

const usesEnding: Record<PageKind, string> = {
  short: "Met maar een paar seconden is een aftelling die je kunt zien betrouwbaarder dan in je hoofd tellen.",
  medium:
    "Dat zijn allemaal dingen die je makkelijk vergeet zodra je met iets anders bezig bent, en daar is het alarm nou juist voor.",
  long: "Over zo’n lange tijd verlies je makkelijk het besef van tijd, dus laat de timer het voor je bijhouden.",
};

const profiles: Record<string, PageProfile> = {
  "": {
    h1: "Online timer",
    title: "Online timer – gratis afteltimer met alarm | Tickwise",
    description:
      "Gratis online afteltimer met alarm. Typ een tijd of kies een voorinstelling; blijft exact in achtergrondtabbladen en werkt offline. Zonder account.",
    noun: "online timer",
    hook: "elke taak",
    uses: ["koken", "workouts", "studiesessies", "activiteiten in de klas"],
    intro:
      "Typ een tijd tot 99:59:59 of kies een voorinstelling, druk op Start en ga verder met waar je mee bezig bent. Tickwise telt af naar een vast eindtijdstip, dus hij blijft exact in een tabblad op de achtergrond en gaat precies op nul af.",
    faqs: [
      {
        question: "Hoe stel ik zelf een tijd in?",
        answer:
          "Klik op de grote cijfers en typ. Eén getal is seconden (90 is anderhalve minuut), twee zijn minuten en seconden (7:30), drie zijn uren, minuten en seconden (1:15:00). Druk op Enter om de tijd te bewaren of op Esc om terug te gaan; wat niet te lezen is, laat de vorige tijd staan.",
      },
      {
        question: "Waarom opent de timer op 5 minuten?",
        answer:
          "Vijf minuten is de tijd die mensen het vaakst nodig hebben (thee, een korte pauze, een snelle klus), en een timer die al klaarstaat start met één klik of de spatiebalk. Je past hem in een tel aan door een tijd te typen of een voorinstelling te kiezen.",
      },
      {
        question: "Is Tickwise gratis? Heb ik een account nodig?",
        answer:
          "Het is helemaal gratis, zonder account en zonder registratie. Je instellingen (geluid, kleuren, lettertype, confetti) blijven in je browser; het enige wat de server ooit bewaart is een e-mailherinnering die je zelf aanvraagt, en alleen tot die verstuurd is.",
      },
    ],
    tips: [
      "Maak een bladwijzer van de pagina met de tijd die je het meest gebruikt, zoals /timer/10-minute-timer, dan staat hij meteen klaar.",
      "Kies in Instellingen een alarmgeluid dat bij de ruimte past: Soft Chime voor een bibliotheek, Traditional Buzzer voor een luidruchtige keuken.",
    ],
  },
  "countdown-timer": {
    h1: "Afteltimer",
    title: "Afteltimer – groot, exact en schermvullend | Tickwise",
    description:
      "Een overzichtelijke online afteltimer, klaar op 5 minuten of elke tijd die je typt. Grote schermvullende cijfers, alarm op nul en exact op de achtergrond.",
    noun: "afteltimer",
    hook: "de klas, presentaties en spelletjes",
    uses: ["activiteiten in de klas", "presentaties", "spelrondes", "klusjes in de keuken"],
    intro:
      "Een afteltimer zonder poespas die klaarstaat op vijf minuten, of typ zelf een tijd. Grote cijfers die je door de hele ruimte kunt lezen, een voortgangsbalk en een alarm zodra hij op nul staat.",
    faqs: [
      {
        question: "Wat is het verschil tussen een afteltimer en een stopwatch?",
        answer:
          "Een afteltimer loopt van een tijd die jij kiest terug naar nul en waarschuwt je dan; een stopwatch telt op vanaf nul om te meten hoe lang iets duurde. Gebruik deze pagina als je weet hoeveel tijd je hebt, en de Stopwatch als je dat wilt uitzoeken.",
      },
      {
        question: "Kan ik de aftelling op een beamer of tv laten zien?",
        answer:
          "Ja. Druk op F (of op de knop voor volledig scherm) en de cijfers vullen het scherm. In Instellingen kies je een achtergrond- en letterkleur met veel contrast, en het scherm blijft aan zolang de timer loopt, dus het dimt niet halverwege de les.",
      },
      {
        question: "Hoe tel ik af naar een bepaald tijdstip van de dag?",
        answer:
          "Deze timer telt een tijdsduur af. Wil je om 7:30 of 18:00 gewaarschuwd worden, gebruik dan de Wekker, die een datum en tijd aanneemt; voor feestdagen telt de pagina Feestdagen de dagen voor je af.",
      },
    ],
    tips: [
      "Geef je een presentatie? Stel je hele spreektijd in en kijk af en toe naar de voortgangsbalk: halverwege staat hij op 50%.",
      "Een aftelling op het grote scherm voelt voor een klas eerlijker dan een geroepen ‘nog vijf minuten’.",
    ],
  },
  "study-timer": {
    h1: "Studietimer (Pomodoro van 25 minuten)",
    title: "Studietimer – Pomodoro-timer van 25 minuten | Tickwise",
    description:
      "Pomodoro-studietimer van 25 minuten: werk geconcentreerd tot het alarm, neem 5 minuten pauze en herhaal. Gratis en zonder account.",
    noun: "studietimer",
    hook: "Pomodoro-studiesessies",
    uses: [
      "een Pomodoro voor het herhalen van de stof",
      "het maken van een reeks opgaven",
      "een hoofdstuk lezen en aantekeningen maken",
      "een deel van een essay schrijven",
    ],
    intro:
      "Vijfentwintig minuten geconcentreerd studeren en dan een korte pauze: het Pomodoro-ritme voorkomt dat leren ontaardt in stampen of uitstellen. Druk op Start, leg je telefoon omgekeerd neer en werk door tot het alarm.",
    faqs: [
      {
        question: "Wat is de Pomodorotechniek?",
        answer:
          "Een timemanagementmethode die Francesco Cirillo eind jaren tachtig bedacht en vernoemde naar zijn kookwekker in de vorm van een tomaat (pomodoro is Italiaans voor tomaat). Je werkt 25 minuten aan één taak, neemt 5 minuten pauze en neemt na vier rondes een langere pauze van 15 tot 30 minuten.",
      },
      {
        question: "Waarom 25 minuten?",
        answer:
          "Het is lang genoeg om echt in een taak te komen en kort genoeg om er nooit tegen op te zien. Het vaste einde geeft je ook een kleine deadline, waardoor je berichten makkelijker laat liggen tot het alarm. Past 25 minuten niet bij je, pas het dan aan: het ritme is belangrijker dan het precieze getal.",
      },
      {
        question: "Wat doe ik in de pauzes?",
        answer:
          "Ga weg van het scherm: sta op, rek je uit, vul je water bij, kijk uit het raam. Vermijd alles waar je moeilijk mee stopt, zoals een video of een social feed. Gebruik de Timer van 5 minuten voor de korte pauzes en de Timer van 15 minuten voor de lange.",
      },
      {
        question: "Wat als ik tijdens een pomodoro gestoord word?",
        answer:
          "Als het kan wachten, schrijf je het op en ga je door. Kan het niet wachten, druk dan op Pauze: de resterende tijd blijft precies bewaard en Start gaat verder waar je was. Puristen beginnen de pomodoro opnieuw; allebei werkt, zolang je eerlijk bent tegen jezelf.",
      },
    ],
    tips: [
      "Schrijf de ene taak voor deze pomodoro op voordat je op Start drukt.",
      "Tel afgeronde pomodoro’s in plaats van uren achter je bureau: dat is een eerlijkere maat voor een studiedag.",
      "Werk je naar iets groters toe? Maak een doel aan op de pagina Doelen en start de timer daar.",
    ],
  },
  "10-second-timer": {
    hook: "quizantwoorden, partyspelletjes en korte sprints",
    uses: [
      "quizantwoorden",
      "sprints van 10 seconden in een intervaltraining",
      "je adem even inhouden",
      "het aftellen voor een groepsfoto",
    ],
    tips: ["Voor een groepsfoto start je de timer en neem je daarna je plek in: iedereen ziet hoe lang het nog duurt."],
  },
  "15-second-timer": {
    hook: "intervalsprints, stationwissels en snelle rondes",
    uses: [
      "explosieve inspanningen in een intervaltraining",
      "de wissel tussen stations in een circuit",
      "snelle rondes in een quiz",
      "een korte rekoefening",
    ],
    tips: ["Vijftien seconden is korter dan het voelt: zet de volgende oefening klaar voordat je op Start drukt."],
  },
  "20-second-timer": {
    hook: "handen wassen en Tabata-intervallen",
    uses: [
      "goed je handen wassen",
      "het inspanningsdeel van een Tabata-ronde",
      "de oogpauze van de 20-20-20-regel",
      "even tegen de muur zitten",
    ],
    faqs: [
      {
        question: "Waarom je handen 20 seconden wassen?",
        answer:
          "Gezondheidsinstanties zoals de Amerikaanse CDC adviseren om minstens 20 seconden met zeep te wassen: zo lang duurt het om elk deel in te zepen (handruggen, tussen de vingers, onder de nagels) en vuil en ziektekiemen los te maken. Twee keer ‘Lang zal ze leven’ neuriën is het klassieke alternatief; een aftelling die kinderen kunnen zien is makkelijker.",
      },
      {
        question: "Hoe werkt een Tabata-training?",
        answer:
          "Acht rondes van 20 seconden voluit en 10 seconden rust, samen vier minuten. Gebruik deze timer voor de inspanningsdelen, of de Timer van 4 minuten om het hele blok in één keer te timen.",
      },
    ],
    tips: ["Zet de aftelling op een tablet naast de wastafel en handen wassen wordt een spelletje voor kinderen."],
  },
  "30-second-timer": {
    hook: "planken, rekoefeningen en intervallen van 30 seconden",
    uses: [
      "een rekoefening vasthouden",
      "een plank voor beginners",
      "intervallen van 30 seconden aan en 30 seconden uit",
      "een elevator pitch van 30 seconden oefenen",
    ],
    faqs: [
      {
        question: "Hoe lang moet ik een rekoefening vasthouden?",
        answer:
          "Voor statisch rekken adviseren fitnessrichtlijnen meestal om elke oefening zo’n 10 tot 30 seconden vast te houden en een paar keer te herhalen; 30 seconden is voor de meeste mensen een prettig doel. Adem rustig en geef mee als het pijn doet in plaats van alleen trekt.",
      },
    ],
    tips: ["Oefen je een pitch? Spreek hem hardop uit tegen de aftelling tot je ruim voor nul klaar bent."],
  },
  "45-second-timer": {
    hook: "HIIT-sets en circuitstations",
    uses: [
      "werksets van 45 seconden bij HIIT",
      "elk station van een circuit",
      "een langere plank",
      "een snelle ronde in een spel",
    ],
    faqs: [
      {
        question: "Wat is een 45/15-intervaltraining?",
        answer:
          "Je werkt 45 seconden en rust 15, zodat elke oefening precies één minuut duurt. Kies vijf tot tien oefeningen en doe twee of drie rondes; omdat elke oefening een minuut duurt, weet je altijd makkelijk waar je bent.",
      },
    ],
  },
  "90-second-timer": {
    hook: "rust tussen sets en snelle klusjes in de keuken",
    uses: [
      "rust tussen zware krachtsets",
      "een mugcake uit de magnetron",
      "een weerwoord in een debat",
      "een kalmerende ademhalingsoefening",
    ],
    faqs: [
      {
        question: "Hoe lang moet ik rusten tussen sets?",
        answer:
          "Dat hangt af van je doel. Wie spiermassa opbouwt, rust vaak ongeveer 1 tot 2 minuten tussen sets, en langer (2 tot 5 minuten) bij zwaar krachtwerk. Negentig seconden is een populaire middenweg waarmee je herstelt zonder af te koelen.",
      },
    ],
    tips: ["Start de rusttimer zodra je het gewicht teruglegt, niet pas als je weer op adem bent."],
  },
  "1-minute-timer": {
    hook: "uitdagingen van een minuut, oefeningen en EMOM-rondes",
    uses: [
      "‘Minute to win it’-partyspelletjes",
      "spreekoefeningen van één minuut",
      "EMOM-rondes (every minute on the minute)",
      "een minuut rustig ademhalen",
    ],
    faqs: [
      {
        question: "Wat is een EMOM-workout?",
        answer:
          "Every Minute On the Minute: aan het begin van elke minuut doe je een vast aantal herhalingen en rust je de rest van die minuut. Start deze timer aan het begin van elke ronde; hoe sneller je klaar bent, hoe meer rust je verdient.",
      },
      {
        question: "Wat kan ik echt doen in één minuut?",
        answer:
          "Meer dan je denkt: een korte e-mail beantwoorden, een bureau opruimen, 20 squats doen of ongeveer zes keer rustig ademhalen. De eenminuutregel (duurt een taak minder dan een minuut, doe hem dan meteen) voorkomt dat kleine klusjes zich opstapelen.",
      },
    ],
    tips: ["Start met de spatiebalk: in een ronde van één minuut is er geen tijd om de knop te zoeken."],
  },
  "2-minute-timer": {
    hook: "tandenpoetsen, groene thee en korte pauzes",
    uses: [
      "tandenpoetsen",
      "groene thee laten trekken",
      "een plankuitdaging van twee minuten",
      "de tweeminutenregel voor kleine taken",
    ],
    faqs: [
      {
        question: "Hoe lang moet ik mijn tanden poetsen?",
        answer:
          "Tandartsen, waaronder de American Dental Association, raden aan twee keer per dag twee minuten te poetsen. De meeste mensen stoppen veel eerder; als je elk kwart van je mond zo’n 30 seconden geeft, gaan de twee minuten vanzelf voorbij.",
      },
      {
        question: "Wat is de tweeminutenregel?",
        answer:
          "Een gewoonte uit ‘Getting Things Done’ van David Allen: als iets minder dan twee minuten kost, doe het dan meteen in plaats van het op te schrijven. Een timer laat eerlijk zien wat echt maar twee minuten duurt.",
      },
    ],
    tips: [
      "Zet voor kinderen een telefoon bij de spiegel: wie de balk ziet vollopen, vindt twee minuten poetsen een stuk korter.",
    ],
  },
  "3-minute-timer": {
    hook: "zwarte thee, instantnoedels en bokspartijen",
    uses: ["instantnoedels", "zwarte thee laten trekken", "een bokspartij", "een presentatie van drie minuten"],
    faqs: [
      {
        question: "Hoe lang moet zwarte thee trekken?",
        answer:
          "De meeste zwarte theesoorten smaken het best na 3 tot 5 minuten in vers gekookt water: drie minuten geeft een lichtere kop, vijf een sterkere en wrangere. Begin met drie, proef, en voeg de volgende keer een minuut toe als je meer body wilt.",
      },
      {
        question: "Hoe lang duurt een bokspartij?",
        answer:
          "In het profboksen duren rondes drie minuten, met een minuut rust ertussen. Voor werk aan de bokszak of schaduwboksen gebruik je deze timer voor elke ronde en de Timer van 1 minuut voor de rust.",
      },
    ],
  },
  "4-minute-timer": {
    hook: "koffie uit de cafetière en Tabata-blokken",
    uses: [
      "koffie zetten in een cafetière",
      "een compleet Tabata-blok",
      "een korte rekroutine",
      "een warming-up voor het hardlopen",
    ],
    faqs: [
      {
        question: "Hoe lang moet koffie in een cafetière trekken?",
        answer:
          "Vier minuten is het klassieke advies: giet water net van de kook over grof gemalen koffie, roer, zet het deksel erop en druk de pers naar beneden als het alarm gaat. Langer laten trekken maakt de koffie bitterder, niet sterker.",
      },
      {
        question: "Hoe lang duurt een Tabata-training?",
        answer:
          "Vier minuten: acht rondes van 20 seconden maximale inspanning en 10 seconden rust. Het is kort maar zwaar, dus doe eerst een warming-up.",
      },
    ],
  },
  "5-minute-timer": {
    hook: "thee, even opruimen of een korte pauze",
    uses: [
      "een korte Pomodoro-pauze",
      "even snel opruimen",
      "een meditatie van vijf minuten",
      "beginnen aan een taak die je al lang uitstelt",
    ],
    intro:
      "Vijf minuten is kort genoeg om ja tegen te zeggen en lang genoeg om iets gedaan te krijgen: een pauze tussen focussessies, snel even opruimen, een moment van rust. Druk op Start en hij gaat af als de tijd om is.",
    faqs: [
      {
        question: "Wat is de vijfminutenregel tegen uitstelgedrag?",
        answer:
          "Beloof jezelf dat je maar vijf minuten aan de taak werkt en mag stoppen als het alarm gaat. Beginnen is meestal het moeilijkste; ben je eenmaal bezig, dan ga je vaak door, en zo niet, dan heb je toch vijf minuten meer gedaan dan eerst.",
      },
      {
        question: "Is vijf minuten lang genoeg voor een pauze?",
        answer:
          "Bij korte focussessies wel: de Pomodorotechniek gebruikt een pauze van vijf minuten na elke 25 minuten werk. Sta op, beweeg en kijk weg van het scherm, dan doet de pauze zijn werk.",
      },
      {
        question: "Hoe lang moet een beginner mediteren?",
        answer:
          "Vijf minuten per dag is een realistische start. Ga comfortabel zitten, volg je ademhaling en breng je gedachten zonder oordeel terug als ze afdwalen (dat gebeurt). Kies in Instellingen een zacht alarm zoals Soft Chime, zodat het einde niet als een schok komt.",
      },
    ],
    tips: ["Ga je mediteren? Kies Soft Chime of Gentle Wake in Instellingen voor een rustig einde."],
  },
  "6-minute-timer": {
    hook: "zachtgekookte eieren en korte workouts",
    uses: [
      "zachtgekookte eieren met een smeuïge dooier",
      "een buikspierroutine van zes minuten",
      "een begeleide ademhalingssessie",
      "een tijdslimiet per beurt bij een bordspel",
    ],
    faqs: [
      {
        question: "Hoe lang kook ik een ei voor een smeuïge dooier?",
        answer:
          "Laat een groot ei rechtstreeks uit de koelkast in kokend water zakken, kook het ongeveer 6 tot 7 minuten en laat het daarna afkoelen in koud water. Na vijf minuten is de dooier vloeibaar, na 9 tot 10 helemaal gestold; de grootte van het ei en de hoogte verschuiven de tijd een beetje.",
      },
    ],
  },
  "7-minute-timer": {
    hook: "de 7-minutenworkout en korte meditaties",
    uses: [
      "de 7-minutenworkout",
      "een korte meditatie",
      "een opruimsprint in één kamer",
      "een warming-up voor het hardlopen",
    ],
    faqs: [
      {
        question: "Wat is de 7-minutenworkout?",
        answer:
          "Een circuit dat in 2013 populair werd door een artikel in ACSM's Health & Fitness Journal: 12 oefeningen met je eigen lichaamsgewicht van elk 30 seconden, met ongeveer 10 seconden ertussen. Gebruik deze timer voor het hele circuit, of de Timer van 30 seconden als je per oefening een signaal wilt.",
      },
    ],
  },
  "8-minute-timer": {
    hook: "pasta, snelle buikspieroefeningen en staande vergaderingen",
    uses: [
      "gedroogde pasta koken",
      "een buikspierroutine van 8 minuten",
      "een staande vergadering",
      "een korte schrijfsessie in je dagboek",
    ],
    faqs: [
      {
        question: "Hoe lang moet pasta koken?",
        answer:
          "De meeste gedroogde spaghetti en penne hebben 8 tot 12 minuten nodig in ruim gezouten kokend water; de verpakking vermeldt de precieze tijd. Start de timer als het water weer kookt en proef een minuut voor het alarm voor pasta al dente.",
      },
    ],
  },
  "9-minute-timer": {
    hook: "hardgekookte eieren en korte focussprints",
    uses: [
      "hardgekookte eieren",
      "een korte focussprint",
      "snel opruimen voordat de gasten komen",
      "gestoomde groenten",
    ],
    faqs: [
      {
        question: "Hoe lang duurt een hardgekookt ei?",
        answer:
          "Ongeveer 9 tot 12 minuten zodra het water kookt: na 9 is de dooier gestold maar nog zacht, na 12 stevig en lichtgeel. Leg de eieren meteen in koud water, zodat ze niet verder garen en makkelijker te pellen zijn.",
      },
    ],
  },
  "10-minute-timer": {
    hook: "opruimen, mediteren of een snelle workout",
    uses: [
      "tien minuten één kamer opruimen",
      "een korte yogaflow",
      "een snelle workout met je eigen lichaamsgewicht",
      "de laatste tien minuten van een opdracht in de klas",
    ],
    intro:
      "Tien minuten is de maat van een goede gewoonte: genoeg voor een echte workout, flink opruimen of een rustige meditatie, en kort genoeg om in elke dag te passen. De timer staat klaar, dus druk op Start.",
    faqs: [
      {
        question: "Wat kan ik in 10 minuten doen?",
        answer:
          "Verrassend veel: het aanrecht leegmaken en de vaatwasser inruimen, ongeveer een kilometer wandelen, een hoofdstuk van een kort boek lezen of een heel circuit met je eigen lichaamsgewicht doen. Tien geconcentreerde minuten zijn meer waard dan dertig afgeleide.",
      },
      {
        question: "Hoe gebruiken leraren een timer van 10 minuten?",
        answer:
          "Voor opdrachten op tijd, groepswerk en overgangen. Zet hem schermvullend op het digibord (druk op F) zodat iedereen dezelfde tijd ziet; de voortgangsbalk laat in één oogopslag zien hoeveel tijd er nog is, dus niemand hoeft het steeds te roepen.",
      },
    ],
    tips: [
      "Probeer elke avond tien minuten op te ruimen: start de timer, ruim zoveel mogelijk op en stop bij het alarm.",
    ],
  },
  "12-minute-timer": {
    hook: "de Coopertest en korte workouts",
    uses: [
      "de 12-minutenloop van de Coopertest",
      "een korte HIIT-sessie",
      "pasta al dente",
      "een geconcentreerde e-mailronde",
    ],
    faqs: [
      {
        question: "Wat is de Coopertest?",
        answer:
          "Een conditietest die Dr. Kenneth Cooper in 1968 ontwikkelde: je loopt (of wandelt) in 12 minuten zo ver mogelijk, en die afstand geeft een schatting van je aerobe conditie. Gebruik een atletiekbaan zodat je de afstand makkelijk kunt meten, en doe eerst een warming-up.",
      },
    ],
  },
  "15-minute-timer": {
    hook: "koffiepauzes, powernaps en lange Pomodoro-pauzes",
    uses: ["een koffiepauze", "de lange pauze na vier pomodoro’s", "een snelle workout", "een powernap"],
    intro:
      "Een kwartier: de koffiepauze, de lange pauze na vier pomodoro’s, een stevige wandeling om het blok. Start hem en kijk niet meer op de klok.",
    faqs: [
      {
        question: "Hoe lang moet een powernap duren?",
        answer:
          "Slaaponderzoekers raden meestal 10 tot 20 minuten aan: lang genoeg om je uitgerust te voelen, kort genoeg om niet suf wakker te worden uit een diepere slaap. Vijftien minuten laat je even tijd om in slaap te vallen.",
      },
      {
        question: "Wat is een goede workout van 15 minuten?",
        answer:
          "Drie rondes van vijf oefeningen (squats, push-ups, lunges, plank en jumping jacks), elk 45 seconden met 15 seconden rust. Dat vult de 15 minuten precies en traint je hele lichaam.",
      },
    ],
  },
  "18-minute-timer": {
    hook: "talks van TED-lengte en het oefenen van presentaties",
    uses: [
      "het oefenen van een talk van 18 minuten in TED-stijl",
      "een presentatieslot op een congres",
      "een bakplaat muffins",
      "een kort rondje hardlopen",
    ],
    faqs: [
      {
        question: "Waarom duren TED-talks 18 minuten?",
        answer:
          "TED beperkt zijn talks tot 18 minuten, een lengte die volgens TED lang genoeg is om iets serieus te zeggen en kort genoeg om de aandacht van het publiek vast te houden. Oefen met deze timer en probeer een minuut voor tijd klaar te zijn.",
      },
    ],
  },
  "20-minute-timer": {
    hook: "powernaps, de 20-20-20-regel en focusblokken",
    uses: ["een powernap", "een geconcentreerd werkblok", "de 20-20-20-regel voor je ogen", "een stevige wandeling"],
    intro:
      "Twintig minuten: de klassieke powernap, een stevige wandeling of een flink focusblok. Druk op Start en laat het alarm de klok in de gaten houden.",
    faqs: [
      {
        question: "Wat is de 20-20-20-regel?",
        answer:
          "Een gewoonte die oogzorgprofessionals aanraden bij beeldschermwerk: kijk elke 20 minuten 20 seconden lang naar iets op ongeveer 6 meter (20 voet) afstand. Laat deze timer lopen terwijl je werkt, en daarna de Timer van 20 seconden voor de pauze.",
      },
      {
        question: "Is 20 minuten de beste lengte voor een dutje?",
        answer:
          "Voor de meeste volwassenen is 10 tot 20 minuten ideaal: je blijft in de lichte slaap en wordt uitgerust wakker. Veel langer en je loopt het risico suf wakker te worden uit een diepe slaap. Reken bij het instellen een paar minuten om in slaap te vallen.",
      },
    ],
  },
  "25-minute-timer": {
    hook: "een Pomodoro, groenten uit de oven of een kort rondje hardlopen",
    uses: [
      "een Pomodoro-focussessie",
      "een bakplaat groenten uit de oven",
      "een kort rondje hardlopen",
      "een snelwasprogramma",
    ],
    faqs: [
      {
        question: "Is een timer van 25 minuten hetzelfde als een Pomodoro?",
        answer:
          "Ja: 25 minuten is de klassieke Pomodoro-lengte. Voor de hele methode, met tips over pauzes en onderbrekingen, kijk je op de pagina Studietimer; deze is een gewone aftelling van 25 minuten voor van alles.",
      },
    ],
  },
  "30-minute-timer": {
    hook: "workouts, focussessies en bakken",
    uses: [
      "een workout van een halfuur",
      "een geconcentreerd studieblok",
      "een biscuittaart bakken",
      "een vergadering met een vaste eindtijd",
    ],
    intro:
      "Een halfuur is lang genoeg voor een echte workout of een flink stuk werk, en kort genoeg voor een lunchpauze. Druk op Start; het alarm vindt je ook in een ander tabblad.",
    faqs: [
      {
        question: "Is 30 minuten bewegen per dag genoeg?",
        answer:
          "Dertig minuten op vijf dagen per week is samen 150 minuten, het minimum aan matig intensieve beweging dat de Wereldgezondheidsorganisatie volwassenen per week aanraadt. Een stevige wandeling telt mee.",
      },
      {
        question: "Waarom vergaderingen beperken tot 30 minuten?",
        answer:
          "Werk heeft de neiging uit te dijen tot alle beschikbare tijd gevuld is (de wet van Parkinson). Een zichtbare aftelling van 30 minuten houdt een vergadering bij de agenda, en de voortgangsbalk maakt duidelijk wanneer je halverwege bent en nog bij punt één zit.",
      },
    ],
  },
  "35-minute-timer": {
    hook: "bakken, yogalessen en lange studieblokken",
    uses: ["bananenbrood bakken", "een pilatessessie", "een langer studieblok", "een rustig rondje hardlopen"],
    tips: ["Aan het bakken? Kijk een paar minuten voor het alarm: ovens verschillen meer dan recepten toegeven."],
  },
  "40-minute-timer": {
    hook: "lessen, oefenexamens en langere workouts",
    uses: ["een les op school", "een onderdeel van een oefenexamen", "een lange fietstocht", "kipstukken uit de oven"],
    tips: ["Bij een oefenexamen zet je de timer schermvullend en je telefoon in een andere kamer."],
  },
  "45-minute-timer": {
    hook: "lesuren, voetbalhelften en workouts",
    uses: ["een lesuur", "één helft van een voetbalwedstrijd", "een workout van 45 minuten", "een lang focusblok"],
    faqs: [
      {
        question: "Hoe lang duurt een helft bij voetbal?",
        answer:
          "Een voetbalwedstrijd heeft twee helften van 45 minuten met een rust van 15 minuten, plus de blessuretijd die de scheidsrechter erbij doet. Voor een partijtje gebruik je deze timer voor elke helft en de Timer van 15 minuten voor de rust.",
      },
    ],
  },
  "50-minute-timer": {
    hook: "deep work, colleges en sessies van 50 minuten",
    uses: [
      "een deep-workblok van 50 minuten met 10 minuten pauze",
      "een hoorcollege",
      "een coachingsessie",
      "een lange oefensessie op je instrument",
    ],
    faqs: [
      {
        question: "Waarom werken in blokken van 50 minuten?",
        answer:
          "Vijftig minuten focus en tien minuten rust passen precies in een uur, zodat je pauzes samenvallen met de klok en met vergaderingen. Het is een langere neef van de Pomodoro voor taken die meer aanlooptijd nodig hebben.",
      },
    ],
  },
  "60-minute-timer": {
    hook: "vergaderingen, examens en workouts van een uur",
    uses: ["een vergadering van een uur", "een examen", "een les", "een uur oefenen op je instrument"],
    faqs: [
      {
        question: "Hoe oefen ik voor een examen met tijdslimiet?",
        answer:
          "Stel de tijd van het examen in, druk op F voor volledig scherm en berg je aantekeningen op. Kijk na een kwart, de helft en driekwart op de voortgangsbalk om je tempo te bewaken, en houd de laatste vijf minuten over om je antwoorden na te kijken.",
      },
    ],
  },
  "90-minute-timer": {
    hook: "deep work, slaapcycli en voetbalwedstrijden",
    uses: [
      "een deep-worksessie",
      "een lang dutje van één slaapcyclus",
      "een voetbalwedstrijd (twee helften van 45 minuten)",
      "een lang examen",
    ],
    intro:
      "Negentig minuten is een geliefde lengte voor serieus werk: lang genoeg om diep in één probleem te duiken, en ongeveer zo lang als een slaapcyclus of een voetbalwedstrijd. Start hem en laat het alarm je vertellen wanneer je weer boven water komt.",
    faqs: [
      {
        question: "Waarom werken mensen in blokken van 90 minuten?",
        answer:
          "Veel schrijvers en onderzoekers merken dat ze zich ongeveer 90 minuten intensief kunnen concentreren voordat hun aandacht wegzakt; daarna loont een echte pauze van 15 tot 20 minuten. Het is een vuistregel, geen wet, dus probeer het en kijk of het bij je past.",
      },
      {
        question: "Is een dutje van 90 minuten een goed idee?",
        answer:
          "Een volledige slaapcyclus duurt ongeveer 90 minuten, dus na een dutje van die lengte word je wakker uit een lichte slaap in plaats van midden in een diepe slaap. Voor een powernap op een werkdag is het wel te lang; gebruik daarvoor de Timer van 20 minuten.",
      },
    ],
  },
  "1-hour-timer": {
    hook: "deep work, rijzend brooddeeg en parkeren",
    uses: [
      "een uur deep work",
      "brooddeeg laten rijzen",
      "een uur betaald parkeren",
      "een schermtijdlimiet voor kinderen",
    ],
    intro:
      "Eén uur, precies getimed. Laat deeg rijzen, houd een parkeerkaartje in de gaten of reserveer een uur deep work: Tickwise gaat aan het eind af, ook als het tabblad het hele uur op de achtergrond stond.",
    faqs: [
      {
        question: "Hoe lang moet brooddeeg rijzen?",
        answer:
          "Een eenvoudig gistdeeg heeft op kamertemperatuur meestal ongeveer een uur nodig om in volume te verdubbelen, al kan het in een koude keuken langer duren. Zie het alarm als een herinnering om te kijken: het deeg is klaar als het verdubbeld is en een deukje van een bebloemde vinger langzaam terugveert.",
      },
      {
        question: "Kan ik hem gebruiken voor de schermtijd van kinderen?",
        answer:
          "Ja, en de aftelling laten zien helpt. Als kinderen zien hoeveel tijd er nog is, komt het einde minder als een verrassing en is er minder discussie. Stel hem in, zet hem waar ze hem kunnen zien en laat het alarm de boeman zijn.",
      },
    ],
  },
  "2-hour-timer": {
    hook: "examens, langzaam gegaard vlees en lange studiesessies",
    uses: [
      "een volledig examen",
      "langzaam gegaard vlees uit de oven",
      "een lange studiesessie met pauzes",
      "een limiet voor gamen",
    ],
    intro:
      "Twee uur voor de lange klussen: een volledig oefenexamen, een stoofschotel uit de oven, een middag studeren. Tickwise telt af naar een vast eindtijdstip en is daardoor aan het eind net zo exact als aan het begin.",
    faqs: [
      {
        question: "Is een timer van 2 uur aan het eind nog exact?",
        answer:
          "Ja. De resterende tijd wordt altijd berekend vanaf het eindtijdstip, dus kleine vertragingen stapelen zich nooit op: na twee uur, ook met het tabblad op de achtergrond, gaat het alarm tot op een fractie van een seconde op tijd af. Alleen een computer in slaapstand kan niet afgaan, dus houd hem wakker of voeg een e-mailherinnering toe.",
      },
      {
        question: "Hoe verdeel ik een studiesessie van twee uur?",
        answer:
          "Probeer drie blokken van 35 minuten met 5 minuten pauze, of vier pomodoro’s met een langere pauze in het midden. Laat deze timer de hele sessie doorlopen, zodat je altijd weet hoeveel tijd er nog over is.",
      },
    ],
  },
};

function generalFaqs(kind: PageKind, noun: string, words: string, command: string): Record<GeneralFaqKey, Faq> {
  return {
    accuracy: {
      question: `Is de ${noun} precies genoeg voor intervallen?`,
      answer:
        "Ja. Tickwise slaat het moment op waarop de aftelling moet eindigen en leest bij elke update de klok af, dus hij kan niet verlopen of seconden kwijtraken. De weergave rondt naar boven af: 00:00:01 blijft staan tot de tijd echt om is, en het alarm gaat op nul af, niet een seconde te laat.",
    },
    background:
      kind === "long"
        ? {
            question: `Moet ik de pagina ${words} lang open laten?`,
            answer:
              "Laat het tabblad open (op de achtergrond is prima) zodat het alarm kan afgaan en een melding kan sturen. Herlaad of sluit je het per ongeluk, dan gaat er niets verloren: open de pagina opnieuw en de timer loopt door met hetzelfde eindtijdstip, of meldt dat hij afliep terwijl je weg was.",
          }
        : {
            question: `Loopt de ${noun} door als ik van tabblad wissel?`,
            answer:
              "Ja. Browsers vertragen tabbladen waar je niet naar kijkt, maar Tickwise berekent de resterende tijd vanaf het moment waarop de timer eindigt in plaats van tikken te tellen, dus hij blijft exact. Is de tijd om in een verborgen tabblad, dan hoor je toch het alarm en krijg je, als je dat hebt toegestaan, een systeemmelding.",
          },
    pauseAdd: {
      question: `Kan ik de ${noun} pauzeren of tijd toevoegen?`,
      answer:
        "Druk op Pauze (of de spatiebalk) en de resterende tijd blijft tot op de milliseconde bewaard; Start gaat vanaf daar verder. Voor de start of tijdens een pauze voegen +30s, +1m en +5m tijd toe; terwijl de timer loopt zijn ze niet beschikbaar, zodat een verkeerde tik een lopende aftelling niet kan veranderen.",
    },
    alarm: {
      question: `Hoe weet ik dat de ${noun} klaar is?`,
      answer:
        "Er gaat een alarm af (kies uit 16 geluiden in Instellingen, van Soft Chime tot Rooster Crow), er valt confetti als dat aanstaat, de titel van het tabblad meldt dat de tijd om is en als de pagina verborgen is, krijg je een systeemmelding. Browsers houden pagina’s stil tot je erop hebt geklikt, dus gebruik vooraf Geluid testen.",
    },
    email: {
      question: "Kan Tickwise me mailen als de timer afloopt?",
      answer:
        "Ja: vul je adres (en eventueel een notitie) in op de kaart E-mailherinnering voordat je op Start drukt. De herinnering wordt ingepland als de timer start, geannuleerd als je pauzeert of reset, en door de server verstuurd, ook als je het tabblad sluit. Je adres wordt verwijderd zodra de mail verstuurd is.",
    },
    voice: {
      question: `Kan ik de ${noun} met mijn stem starten?`,
      answer: `In browsers met spraakherkenning, zoals Chrome, zet je de spraakopdrachten aan en zeg je ‘${command}’. Je kunt ook ‘start’, ‘pauze’ of ‘stop’ en ‘timer resetten’ zeggen. Opdrachten worden in het Nederlands herkend.`,
    },
    keyboard: {
      question: "Zijn er sneltoetsen?",
      answer:
        "De spatiebalk start en pauzeert, R reset en F zet volledig scherm aan en uit. Handig als je je handen vol hebt of de timer op een scherm aan de andere kant van de ruimte staat.",
    },
    custom: {
      question: `Kan ik een andere tijd dan ${words} instellen?`,
      answer:
        "Klik op de cijfers en typ een nieuwe tijd: 90 is 90 seconden, 7:30 is zeven en een halve minuut en 1:05:00 is een uur en vijf minuten. Enter bevestigt, Esc annuleert, en de voorinstellingen eronder schakelen naar andere gangbare tijden.",
    },
    offline: {
      question: "Werkt de timer offline?",
      answer:
        "Ja. Na je eerste bezoek bewaart je browser een kopie van de timer, zodat hij ook zonder verbinding opent en loopt, in een sportschool in de kelder of in het vliegtuig. Alleen de e-mailherinnering heeft internet nodig.",
    },
    screen: {
      question: "Gaat mijn scherm uit terwijl de timer loopt?",
      answer:
        "Waar de browser het ondersteunt, vraagt Tickwise het scherm aan te blijven zolang er een timer loopt en laat het daarna weer slapen. Stel in oudere browsers voor lange timers een langere automatische vergrendeling in.",
    },
  };
}

const nl: TimerCopyPack = {
  heading: (amount, unit) => `Timer van ${amountOf(amount, unit)}`,
  noun: (amount, unit) => `timer van ${amountOf(amount, unit)}`,
  voiceCommand: (amount, unit) => `timer van ${amountOf(amount, unit)}`,
  title: (h1) => [`${h1} – Gratis online aftellen | Tickwise`, `${h1} – Gratis online | Tickwise`],
  description: (noun, hook) => `Gratis ${noun} met alarm voor ${hook}. Exact op de achtergrond en zonder account.`,
  intro: (kind, words, first, second, third) => {
    if (kind === "short")
      return `${capitalize("nl", words)} op de klok: genoeg voor ${oneOf("nl", [first, second, third])}. Druk op Start of de spatiebalk, volg de grote cijfers en het alarm gaat precies op nul af.`;
    if (kind === "long")
      return `Trek ${words} uit voor ${oneOf("nl", [first, second])}. Start de timer, laat het tabblad op de achtergrond staan en Tickwise gaat af, stuurt een melding en mailt je desgewenst aan het eind.`;
    return `${capitalize("nl", words)} is precies goed voor ${oneOf("nl", [first, second, third])}. De timer staat klaar: druk op Start en hij gaat af als de tijd om is, ook als je naar een ander tabblad gaat.`;
  },
  usesFaq: (kind, noun, uses) => ({
    question:
      kind === "short"
        ? `Wanneer gebruik je een ${noun}?`
        : kind === "long"
          ? `Waar is een ${noun} handig voor?`
          : `Wat kan ik timen met een ${noun}?`,
    answer: `Mensen gebruiken hem voor ${allOf("nl", uses)}. ${usesEnding[kind] ?? usesEnding.medium}`,
  }),
  generalFaqs,
  steps: (kind, display, words, amount) => [
    display === undefined
      ? "Typ een tijd in de weergave of kies een van de populaire voorinstellingen; de timer opent op 5 minuten."
      : `De timer staat al op ${display}. Druk op Start of de spatiebalk om te beginnen.`,
    kind === "short"
      ? icu(
          "nl",
          "Ga in positie staan voordat je begint: {words} {amount, plural, one {is} other {zijn}} zo voorbij. Druk op F voor volledig scherm om de tijd van een afstand te lezen.",
          { words, amount },
        )
      : kind === "long"
        ? "Laat het tabblad open; op de achtergrond is prima. Vul eerst de e-mailherinnering in als je aan het eind ook een bericht wilt."
        : "Ga verder met waar je mee bezig bent. Je kunt van tabblad of app wisselen: de aftelling blijft exact en gaat op nul af.",
    "Andere tijd nodig? Klik op de cijfers, typ hem (90, 7:30 of 1:15:00) en druk op Enter, of gebruik +30s, +1m en +5m voordat je start.",
    "Op 00:00:00 gaat het alarm af en staat er De tijd is om! op het scherm. Pauze zet de tijd op elk moment stil; Resetten wist hem.",
  ],
  kindTips: {
    short: [
      "Druk voor een workout één keer op Geluid testen: browsers houden pagina’s stil tot je er iets mee hebt gedaan.",
      "Zet je telefoon rechtop en druk op F: de cijfers vullen het scherm, zodat je ze midden in een oefening kunt lezen.",
    ],
    medium: [
      "Sta meldingen toe als daarom gevraagd wordt, dan trekt een timer die in een achtergrondtabblad afloopt toch je aandacht.",
      "De spatiebalk start en pauzeert, R reset: je hoeft met volle handen niet op een knop te mikken.",
    ],
    long: [
      "Laat een laptop bij lange timers aan de stroom: een computer in slaapstand kan niet afgaan. Waar het kan, houdt Tickwise het scherm aan zolang de timer loopt.",
      "Voeg een e-mailherinnering toe als reserve; de server verstuurt hem ook als het tabblad gesloten wordt.",
    ],
  },
  profiles,
};

export default nl;
