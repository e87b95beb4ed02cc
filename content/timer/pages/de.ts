import { icu } from "@content/i18n/icu";
import { allOf, capitalize, oneOf } from "./grammar";
import type { Faq, GeneralFaqKey, PageKind, PageProfile, TimerCopyPack } from "../types";

/** "5-Minuten-Timer", "1-Stunden-Timer": the compound keeps its joining form for every number. */
const compound = "{amount}-{unit, select, second {Sekunden} minute {Minuten} other {Stunden}}-Timer";
/** The voice command for a duration: "Timer auf 1 Minute", "Timer auf 5 Minuten". */
const spoken =
  "Timer auf {unit, select, second {{amount, plural, one {# Sekunde} other {# Sekunden}}} minute {{amount, plural, one {# Minute} other {# Minuten}}} other {{amount, plural, one {# Stunde} other {# Stunden}}}}";

const usesEnding: Record<PageKind, string> = {
  short: "Bei so wenigen Sekunden ist ein sichtbarer Countdown zuverlässiger als Mitzählen im Kopf.",
  medium: "All das vergisst man leicht, sobald man mit etwas anderem beschäftigt ist – genau dafür ist der Alarm da.",
  long: "Bei so einer langen Zeitspanne verliert man leicht das Zeitgefühl, also lass den Timer mitzählen.",
};

const profiles: Record<string, PageProfile> = {
  "": {
    h1: "Online-Timer",
    title: "Online-Timer – kostenloser Countdown mit Alarm | Tickwise",
    description:
      "Kostenloser Online-Countdown mit Alarm. Beliebige Zeit eingeben oder Vorgabe wählen; läuft im Hintergrund exakt weiter und auch offline. Ohne Anmeldung.",
    noun: "Online-Timer",
    hook: "jede Aufgabe",
    uses: ["das Kochen", "Workouts", "Lerneinheiten", "Aktivitäten im Unterricht"],
    intro:
      "Gib eine beliebige Zeit bis 99:59:59 ein oder wähle eine Vorgabe, drück auf Start und mach weiter mit dem, was du gerade tust. Tickwise zählt auf einen festen Endzeitpunkt herunter, bleibt daher auch im Hintergrund-Tab exakt und klingelt genau bei null.",
    faqs: [
      {
        question: "Wie stelle ich meine eigene Zeit ein?",
        answer:
          "Klick auf die großen Ziffern und tippe. Eine Zahl sind Sekunden (90 ist anderthalb Minuten), zwei sind Minuten und Sekunden (7:30), drei sind Stunden, Minuten und Sekunden (1:15:00). Mit Enter übernimmst du die Zeit, mit Escape machst du die Eingabe rückgängig; was sich nicht lesen lässt, lässt die bisherige Zeit stehen.",
      },
      {
        question: "Warum startet der Timer mit 5 Minuten?",
        answer:
          "Fünf Minuten sind die Zeit, die am häufigsten gebraucht wird (Tee, eine kurze Pause, eine schnelle Aufgabe), und ein bereits eingestellter Timer startet mit einem Klick oder der Leertaste. Ändern lässt er sich in Sekunden: Zeit eintippen oder eine Vorgabe wählen.",
      },
      {
        question: "Ist Tickwise kostenlos? Brauche ich ein Konto?",
        answer:
          "Tickwise ist komplett kostenlos, ohne Konto und ohne Anmeldung. Deine Einstellungen (Ton, Farben, Schrift, Konfetti) bleiben in deinem Browser; der Server speichert nur eine E-Mail-Erinnerung, wenn du eine anforderst, und auch die nur, bis sie verschickt ist.",
      },
    ],
    tips: [
      "Setz ein Lesezeichen auf die Seite mit der Zeit, die du am häufigsten brauchst, etwa /timer/10-minute-timer – dann ist sie sofort startklar.",
      "Wähl in den Einstellungen einen Alarmton, der zum Raum passt: Soft Chime für die Bibliothek, Traditional Buzzer für eine laute Küche.",
    ],
  },
  "countdown-timer": {
    h1: "Countdown-Timer",
    title: "Countdown-Timer – groß, exakt, im Vollbild | Tickwise",
    description:
      "Ein schlichter Online-Countdown, startklar mit 5 Minuten oder jeder Zeit, die du eintippst. Große Vollbild-Ziffern, Alarm bei null, exakt im Hintergrund.",
    noun: "Countdown-Timer",
    hook: "Unterricht, Vorträge und Spiele",
    uses: ["Aktivitäten im Unterricht", "Präsentationen", "Spielrunden", "Aufgaben in der Küche"],
    intro:
      "Ein unkomplizierter Countdown, der mit fünf Minuten startklar ist – oder mit jeder Zeit, die du eintippst. Große Ziffern, die man quer durch den Raum lesen kann, ein Fortschrittsbalken und ein Alarm, sobald null erreicht ist.",
    faqs: [
      {
        question: "Was ist der Unterschied zwischen einem Countdown-Timer und einer Stoppuhr?",
        answer:
          "Ein Countdown-Timer zählt von einer gewählten Zeit auf null herunter und meldet sich dann; eine Stoppuhr zählt von null aufwärts und misst, wie lange etwas gedauert hat. Nimm diese Seite, wenn du weißt, wie viel Zeit du hast, und die Stoppuhr, wenn du es herausfinden willst.",
      },
      {
        question: "Kann ich den Countdown auf einem Beamer oder Fernseher zeigen?",
        answer:
          "Ja. Drück F (oder die Vollbild-Schaltfläche), und die Ziffern füllen den Bildschirm. In den Einstellungen kannst du kontrastreiche Hintergrund- und Schriftfarben wählen, und der Bildschirm bleibt an, solange der Timer läuft – er wird also nicht mitten in der Stunde dunkel.",
      },
      {
        question: "Wie zähle ich stattdessen bis zu einer bestimmten Uhrzeit herunter?",
        answer:
          "Dieser Timer zählt eine Zeitspanne. Wenn du um 7:30 oder 18:00 erinnert werden willst, nimm den Wecker, der ein Datum und eine Uhrzeit annimmt; für Feiertage zählt die Seite Feiertage die Tage für dich.",
      },
    ],
    tips: [
      "Du hältst einen Vortrag? Stell die gesamte Redezeit ein und wirf einen Blick auf den Fortschrittsbalken: Bei der Hälfte zeigt er 50 %.",
      "Ein Countdown auf der großen Leinwand wirkt auf eine Klasse fairer als ein gerufenes „noch fünf Minuten“.",
    ],
  },
  "study-timer": {
    h1: "Lerntimer (25-Minuten-Pomodoro)",
    title: "Lerntimer – Pomodoro-Timer mit 25 Minuten | Tickwise",
    description:
      "Ein Pomodoro-Lerntimer mit 25 Minuten: konzentriert lernen bis zum Alarm, 5 Minuten Pause, wiederholen. Kostenlos, exakt im Hintergrund, ohne Anmeldung.",
    noun: "Lerntimer",
    hook: "Pomodoro-Lerneinheiten",
    uses: [
      "einen Pomodoro zum Wiederholen",
      "das Durcharbeiten eines Übungsblatts",
      "ein Kapitel lesen und Notizen machen",
      "einen Abschnitt eines Aufsatzes entwerfen",
    ],
    intro:
      "Fünfundzwanzig Minuten konzentriert lernen, dann eine kurze Pause: Der Pomodoro-Rhythmus verhindert, dass das Lernen in Pauken oder Aufschieben abdriftet. Drück auf Start, leg dein Handy mit dem Display nach unten hin und arbeite bis zum Alarm.",
    faqs: [
      {
        question: "Was ist die Pomodoro-Technik?",
        answer:
          "Eine Zeitmanagement-Methode, die Francesco Cirillo Ende der 1980er-Jahre entwickelte und nach seinem tomatenförmigen Küchenwecker benannte (pomodoro ist Italienisch für Tomate). Du arbeitest 25 Minuten an einer Aufgabe, machst 5 Minuten Pause und nach vier Runden eine längere Pause von 15 bis 30 Minuten.",
      },
      {
        question: "Warum 25 Minuten?",
        answer:
          "Das ist lang genug, um richtig in eine Aufgabe einzutauchen, und kurz genug, dass der Anfang nie abschreckt. Das feste Ende setzt dir außerdem eine kleine Frist, sodass du Nachrichten leichter bis zum Alarm ignorierst. Passen dir 25 Minuten nicht, ändere sie: Der Rhythmus zählt mehr als die genaue Zahl.",
      },
      {
        question: "Was mache ich in den Pausen?",
        answer:
          "Weg vom Bildschirm: aufstehen, dehnen, Wasser nachfüllen, aus dem Fenster schauen. Meide alles, womit man schwer wieder aufhört, etwa Videos oder Social-Media-Feeds. Nimm den 5-Minuten-Timer für die kurzen Pausen und den 15-Minuten-Timer für die lange.",
      },
      {
        question: "Was, wenn ich während eines Pomodoros unterbrochen werde?",
        answer:
          "Wenn es warten kann, notier es kurz und mach weiter. Wenn nicht, drück auf Pause: Die restliche Zeit bleibt exakt erhalten, und Start macht genau dort weiter. Puristen beginnen den Pomodoro stattdessen neu; beides funktioniert, solange du ehrlich zu dir bist.",
      },
    ],
    tips: [
      "Schreib die eine Aufgabe für diesen Pomodoro auf, bevor du auf Start drückst.",
      "Zähl abgeschlossene Pomodoros statt Stunden am Schreibtisch: Das ist ein ehrlicheres Maß für einen Lerntag.",
      "Du arbeitest auf etwas Größeres hin? Leg auf der Seite Ziele ein Ziel an und starte dessen Timer von dort.",
    ],
  },
  "10-second-timer": {
    hook: "Quizantworten, Partyspiele und kurze Sprints",
    uses: [
      "Quizantworten",
      "10-Sekunden-Sprints in einem Intervalltraining",
      "kurzes Luftanhalten",
      "den Vorlauf vor einem Gruppenfoto",
    ],
    tips: ["Beim Gruppenfoto: Timer starten und dann deinen Platz einnehmen – alle sehen, wie lange es noch dauert."],
  },
  "15-second-timer": {
    hook: "Intervall-Sprints, Stationswechsel und Schnellrunden",
    uses: [
      "Vollgas-Intervalle im Intervalltraining",
      "den Wechsel zwischen Zirkelstationen",
      "Schnellrunden in einem Quiz",
      "eine kurze Dehnung",
    ],
    tips: [
      "Fünfzehn Sekunden sind kürzer, als sie sich anfühlen: Bereite die nächste Übung vor, bevor du auf Start drückst.",
    ],
  },
  "20-second-timer": {
    hook: "Händewaschen und Tabata-Intervalle",
    uses: [
      "gründliches Händewaschen",
      "die Belastungsphase einer Tabata-Runde",
      "die Augenpause der 20-20-20-Regel",
      "kurzes Wandsitzen",
    ],
    faqs: [
      {
        question: "Warum soll man sich 20 Sekunden lang die Hände waschen?",
        answer:
          "Gesundheitsbehörden wie die US-amerikanische CDC raten, mindestens 20 Sekunden lang mit Seife zu waschen: So lange dauert es, jede Stelle einzuseifen (Handrücken, zwischen den Fingern, unter den Nägeln) und Schmutz und Keime zu lösen. Zweimal „Happy Birthday“ summen ist der Klassiker; ein Countdown, den Kinder sehen, ist einfacher.",
      },
      {
        question: "Wie funktioniert ein Tabata-Training?",
        answer:
          "Acht Runden mit 20 Sekunden Vollgas und 10 Sekunden Pause, insgesamt vier Minuten. Nimm diesen Timer für die Belastungsphasen oder den 4-Minuten-Timer, um den ganzen Block am Stück zu messen.",
      },
    ],
    tips: ["Stell den Countdown auf einem Tablet neben das Waschbecken, und Händewaschen wird für Kinder zum Spiel."],
  },
  "30-second-timer": {
    hook: "Planks, Dehnübungen und 30-Sekunden-Intervalle",
    uses: [
      "das Halten einer Dehnung",
      "eine Plank für Einsteiger",
      "Intervalle mit 30 Sekunden Belastung und 30 Sekunden Pause",
      "das Üben eines 30-Sekunden-Elevator-Pitches",
    ],
    faqs: [
      {
        question: "Wie lange sollte ich eine Dehnung halten?",
        answer:
          "Für statisches Dehnen empfehlen Fitness-Leitlinien meist, jede Position etwa 10 bis 30 Sekunden zu halten und ein paarmal zu wiederholen; 30 Sekunden sind für die meisten ein angenehmes Ziel. Atme ruhig und lass nach, wenn es schmerzt statt nur zu ziehen.",
      },
    ],
    tips: ["Du übst einen Pitch? Sprich ihn laut gegen den Countdown, bis du entspannt vor null fertig bist."],
  },
  "45-second-timer": {
    hook: "HIIT-Sätze und Zirkelstationen",
    uses: [
      "45-Sekunden-Belastungsphasen im HIIT",
      "jede Station eines Zirkeltrainings",
      "eine längere Plank",
      "eine Schnellrunde in einem Spiel",
    ],
    faqs: [
      {
        question: "Was ist ein 45/15-Intervalltraining?",
        answer:
          "Du trainierst 45 Sekunden und pausierst 15, sodass jede Übung genau eine Minute dauert. Wähle fünf bis zehn Übungen und absolviere zwei oder drei Durchgänge; weil jede Übung eine Minute dauert, behältst du leicht den Überblick.",
      },
    ],
  },
  "90-second-timer": {
    hook: "Satzpausen und schnelle Küchenaufgaben",
    uses: [
      "Pausen zwischen schweren Kraftsätzen",
      "einen Tassenkuchen aus der Mikrowelle",
      "eine Erwiderung in einer Debatte",
      "eine beruhigende Atemübung",
    ],
    faqs: [
      {
        question: "Wie lange sollte ich zwischen den Sätzen pausieren?",
        answer:
          "Das hängt vom Ziel ab. Beim Muskelaufbau pausieren viele etwa 1 bis 2 Minuten zwischen den Sätzen, bei schwerem Krafttraining länger (2 bis 5 Minuten). Neunzig Sekunden sind ein beliebter Mittelweg: Du erholst dich, ohne auszukühlen.",
      },
    ],
    tips: ["Starte den Pausentimer, sobald die Hantel abgelegt ist, nicht erst, wenn du wieder zu Atem gekommen bist."],
  },
  "1-minute-timer": {
    hook: "Ein-Minuten-Übungen, Challenges und EMOM-Runden",
    uses: [
      "„Minute to win it“-Partyspiele",
      "Ein-Minuten-Redeübungen",
      "EMOM-Runden (every minute on the minute)",
      "eine Minute langsames Atmen",
    ],
    faqs: [
      {
        question: "Was ist ein EMOM-Workout?",
        answer:
          "Every Minute On the Minute: Zu Beginn jeder Minute machst du eine festgelegte Zahl an Wiederholungen und ruhst dich den Rest der Minute aus. Starte diesen Timer zu Beginn jeder Runde; je schneller du fertig bist, desto mehr Pause hast du dir verdient.",
      },
      {
        question: "Was kann ich in einer Minute wirklich schaffen?",
        answer:
          "Mehr, als man denkt: eine kurze E-Mail beantworten, einen Schreibtisch freiräumen, 20 Kniebeugen machen oder etwa sechs langsame Atemzüge nehmen. Die Ein-Minuten-Regel (was weniger als eine Minute dauert, sofort erledigen) verhindert, dass sich Kleinkram anhäuft.",
      },
    ],
    tips: ["Starte mit der Leertaste: In einer Ein-Minuten-Runde bleibt keine Zeit, nach der Schaltfläche zu suchen."],
  },
  "2-minute-timer": {
    hook: "Zähneputzen, grünen Tee und kurze Pausen",
    uses: [
      "das Zähneputzen",
      "das Ziehenlassen von grünem Tee",
      "eine Zwei-Minuten-Plank-Challenge",
      "die Zwei-Minuten-Regel für kleine Aufgaben",
    ],
    faqs: [
      {
        question: "Wie lange sollte ich Zähne putzen?",
        answer:
          "Zahnärzte, darunter die American Dental Association, empfehlen zweimal täglich zwei Minuten. Die meisten hören deutlich früher auf; wenn du jedem Viertel des Mundes etwa 30 Sekunden widmest, vergehen die zwei Minuten ganz leicht.",
      },
      {
        question: "Was ist die Zwei-Minuten-Regel?",
        answer:
          "Eine Gewohnheit aus David Allens „Getting Things Done“: Wenn etwas weniger als zwei Minuten dauert, erledige es sofort, statt es aufzuschreiben. Ein Timer zeigt ehrlich, was wirklich nur zwei Minuten dauert.",
      },
    ],
    tips: [
      "Für Kinder: Stell ein Handy neben den Spiegel – wer zusieht, wie sich der Balken füllt, dem kommen zwei Minuten Zähneputzen kürzer vor.",
    ],
  },
  "3-minute-timer": {
    hook: "Schwarztee, Instantnudeln und Boxrunden",
    uses: ["Instantnudeln", "das Ziehenlassen von Schwarztee", "eine Boxrunde", "einen Drei-Minuten-Vortrag"],
    faqs: [
      {
        question: "Wie lange sollte Schwarztee ziehen?",
        answer:
          "Die meisten Schwarztees schmecken am besten nach 3 bis 5 Minuten in frisch aufgekochtem Wasser: Drei Minuten ergeben eine leichtere Tasse, fünf eine kräftigere, herbere. Fang mit drei an, probiere, und gib beim nächsten Mal eine Minute dazu, wenn du mehr Körper willst.",
      },
      {
        question: "Wie lange dauert eine Boxrunde?",
        answer:
          "Runden im Profiboxen dauern drei Minuten, mit einer Minute Pause dazwischen. Für Sandsacktraining oder Schattenboxen nimm diesen Timer für jede Runde und den 1-Minuten-Timer für die Pause.",
      },
    ],
  },
  "4-minute-timer": {
    hook: "French-Press-Kaffee und Tabata-Blöcke",
    uses: [
      "Kaffee aus der French Press",
      "einen kompletten Tabata-Block",
      "eine kurze Dehnroutine",
      "das Aufwärmen vor dem Laufen",
    ],
    faqs: [
      {
        question: "Wie lange sollte Kaffee in der French Press ziehen?",
        answer:
          "Vier Minuten sind die klassische Empfehlung: Wasser knapp unter dem Siedepunkt über grob gemahlenen Kaffee gießen, umrühren, Deckel aufsetzen und beim Alarm den Stempel herunterdrücken. Längeres Ziehen macht den Kaffee bitterer, nicht stärker.",
      },
      {
        question: "Wie lange dauert ein Tabata-Training?",
        answer:
          "Vier Minuten: acht Runden mit 20 Sekunden maximaler Belastung und 10 Sekunden Pause. Es ist kurz, aber hart, also wärm dich vorher auf.",
      },
    ],
  },
  "5-minute-timer": {
    hook: "Tee, schnelles Aufräumen oder eine kurze Pause",
    uses: [
      "eine kurze Pomodoro-Pause",
      "schnelles Aufräumen",
      "eine Fünf-Minuten-Meditation",
      "den Einstieg in eine Aufgabe, die du vor dir herschiebst",
    ],
    intro:
      "Fünf Minuten sind kurz genug, um Ja zu sagen, und lang genug, um etwas zu schaffen: eine Pause zwischen Fokusphasen, schnelles Aufräumen, ein ruhiger Moment. Drück auf Start, und es klingelt, wenn die Zeit um ist.",
    faqs: [
      {
        question: "Was ist die Fünf-Minuten-Regel gegen Aufschieben?",
        answer:
          "Nimm dir vor, nur fünf Minuten an der Aufgabe zu arbeiten, und erlaube dir aufzuhören, wenn der Alarm klingelt. Der Anfang ist meist das Schwerste; bist du erst einmal dabei, machst du oft weiter – und wenn nicht, hast du immerhin fünf Minuten mehr geschafft als vorher.",
      },
      {
        question: "Reichen fünf Minuten für eine Pause?",
        answer:
          "Bei kurzen Fokusphasen ja: Die Pomodoro-Technik sieht nach jeweils 25 Minuten Arbeit fünf Minuten Pause vor. Steh auf, beweg dich und schau weg vom Bildschirm, dann erfüllt die Pause ihren Zweck.",
      },
      {
        question: "Wie lange sollten Anfänger meditieren?",
        answer:
          "Fünf Minuten am Tag sind ein realistischer Einstieg. Setz dich bequem hin, folge deinem Atem, und wenn die Gedanken abschweifen (das werden sie), hol sie ohne Urteil zurück. Wähl in den Einstellungen einen sanften Alarm wie Soft Chime, damit das Ende nicht erschreckt.",
      },
    ],
    tips: ["Du meditierst? Wähl in den Einstellungen Soft Chime oder Gentle Wake für ein ruhiges Ende."],
  },
  "6-minute-timer": {
    hook: "wachsweiche Eier und kurze Workouts",
    uses: [
      "wachsweiche Eier",
      "ein Sechs-Minuten-Bauchtraining",
      "eine angeleitete Atemübung",
      "ein Zeitlimit pro Zug im Brettspiel",
    ],
    faqs: [
      {
        question: "Wie lange kocht ein Ei, bis das Eigelb wachsweich ist?",
        answer:
          "Gib ein großes Ei direkt aus dem Kühlschrank in kochendes Wasser, koche es etwa 6 bis 7 Minuten und schrecke es dann in kaltem Wasser ab. Nach fünf Minuten ist das Eigelb flüssig, nach 9 bis 10 ganz fest; Eigröße und Höhenlage verschieben die Zeit ein wenig.",
      },
    ],
  },
  "7-minute-timer": {
    hook: "das 7-Minuten-Workout und kurze Meditationen",
    uses: [
      "das 7-Minuten-Workout",
      "eine kurze Meditation",
      "einen Aufräum-Sprint in einem Zimmer",
      "das Aufwärmen vor dem Laufen",
    ],
    faqs: [
      {
        question: "Was ist das 7-Minuten-Workout?",
        answer:
          "Ein Zirkeltraining, das 2013 durch einen Artikel im ACSM's Health & Fitness Journal bekannt wurde: 12 Übungen mit dem eigenen Körpergewicht zu je 30 Sekunden, mit etwa 10 Sekunden Pause dazwischen. Nimm diesen Timer für den ganzen Zirkel oder den 30-Sekunden-Timer, wenn du für jede Übung ein Signal willst.",
      },
    ],
  },
  "8-minute-timer": {
    hook: "Pasta, schnelles Bauchtraining und Stand-up-Meetings",
    uses: ["getrocknete Pasta", "ein 8-Minuten-Bauchtraining", "ein Stand-up-Meeting", "eine kurze Tagebuchrunde"],
    faqs: [
      {
        question: "Wie lange braucht Pasta zum Kochen?",
        answer:
          "Die meisten getrockneten Spaghetti und Penne brauchen 8 bis 12 Minuten in gut gesalzenem, sprudelnd kochendem Wasser; die genaue Zeit steht auf der Packung. Starte den Timer, wenn das Wasser wieder kocht, und probiere eine Minute vor dem Alarm, ob sie al dente ist.",
      },
    ],
  },
  "9-minute-timer": {
    hook: "hart gekochte Eier und kurze Fokus-Sprints",
    uses: [
      "hart gekochte Eier",
      "einen kurzen Fokus-Sprint",
      "schnelles Aufräumen, bevor Gäste kommen",
      "gedämpftes Gemüse",
    ],
    faqs: [
      {
        question: "Wie lange braucht ein hart gekochtes Ei?",
        answer:
          "Etwa 9 bis 12 Minuten ab dem Moment, in dem das Wasser kocht: Nach 9 ist das Eigelb fest, aber noch zart, nach 12 fest und hell. Schreck die Eier sofort in kaltem Wasser ab, damit sie nicht nachgaren und sich leichter schälen lassen.",
      },
    ],
  },
  "10-minute-timer": {
    hook: "Aufräumen, Meditation oder ein schnelles Workout",
    uses: [
      "zehn Minuten Aufräumen in einem Zimmer",
      "einen kurzen Yoga-Flow",
      "ein schnelles Workout mit dem eigenen Körpergewicht",
      "die letzten zehn Minuten einer Unterrichtsaktivität",
    ],
    intro:
      "Zehn Minuten sind die Einheit guter Gewohnheiten: genug für ein echtes Workout, gründliches Aufräumen oder eine ruhige Meditation, und kurz genug für jeden Tag. Der Timer ist eingestellt, also drück auf Start.",
    faqs: [
      {
        question: "Was kann ich in 10 Minuten schaffen?",
        answer:
          "Erstaunlich viel: die Küchenarbeitsplatte freiräumen und die Spülmaschine einräumen, etwa einen Kilometer gehen, ein Kapitel eines kurzen Buchs lesen oder einen kompletten Zirkel mit dem eigenen Körpergewicht absolvieren. Zehn konzentrierte Minuten schlagen dreißig abgelenkte.",
      },
      {
        question: "Wie nutzen Lehrkräfte einen 10-Minuten-Timer?",
        answer:
          "Für zeitlich begrenzte Aufgaben, Gruppenarbeit und Übergänge. Zeig ihn im Vollbild über den Beamer (drück F), damit alle dieselbe Zeit sehen; der Fortschrittsbalken zeigt auf einen Blick, wie viel noch übrig ist, sodass niemand es ständig ansagen muss.",
      },
    ],
    tips: [
      "Probier jeden Abend zehn Minuten Aufräumen: Timer starten, so viel wie möglich wegräumen und beim Alarm aufhören.",
    ],
  },
  "12-minute-timer": {
    hook: "den Cooper-Test und kurze Workouts",
    uses: [
      "den 12-Minuten-Lauftest nach Cooper",
      "eine kurze HIIT-Einheit",
      "Pasta al dente",
      "eine konzentrierte E-Mail-Runde",
    ],
    faqs: [
      {
        question: "Was ist der Cooper-Test?",
        answer:
          "Ein Fitnesstest, den Dr. Kenneth Cooper 1968 entwickelte: Du läufst (oder gehst) in 12 Minuten so weit wie möglich, und die Strecke gibt Aufschluss über deine Ausdauer. Nutze eine Laufbahn, damit sich die Strecke leicht messen lässt, und wärm dich vorher auf.",
      },
    ],
  },
  "15-minute-timer": {
    hook: "Kaffeepausen, Powernaps und lange Pomodoro-Pausen",
    uses: ["eine Kaffeepause", "die lange Pause nach vier Pomodoros", "ein schnelles Workout", "einen Powernap"],
    intro:
      "Eine Viertelstunde: die Kaffeepause, die lange Pause nach vier Pomodoros, ein flotter Spaziergang um den Block. Starte ihn und hör auf, auf die Uhr zu schauen.",
    faqs: [
      {
        question: "Wie lange sollte ein Powernap dauern?",
        answer:
          "Schlafforscher empfehlen meist 10 bis 20 Minuten: lang genug, um sich erfrischt zu fühlen, und kurz genug, um nicht benommen aus dem Tiefschlaf aufzuwachen. Fünfzehn Minuten lassen ein wenig Zeit zum Einschlafen.",
      },
      {
        question: "Was ist ein gutes 15-Minuten-Workout?",
        answer:
          "Drei Runden mit fünf Übungen (Kniebeugen, Liegestütze, Ausfallschritte, Plank und Hampelmänner), jeweils 45 Sekunden mit 15 Sekunden Pause. Das füllt die 15 Minuten genau aus und trainiert den ganzen Körper.",
      },
    ],
  },
  "18-minute-timer": {
    hook: "Vorträge in TED-Länge und Präsentationsproben",
    uses: [
      "die Probe eines 18-minütigen Vortrags im TED-Stil",
      "einen Vortragsslot auf einer Konferenz",
      "ein Blech Muffins",
      "einen kurzen Lauf",
    ],
    faqs: [
      {
        question: "Warum dauern TED-Talks 18 Minuten?",
        answer:
          "TED begrenzt seine Vorträge auf 18 Minuten – eine Länge, die laut TED reicht, um etwas Ernsthaftes zu sagen, und kurz genug ist, um die Aufmerksamkeit des Publikums zu halten. Probe mit diesem Timer und versuch, eine Minute vor Schluss fertig zu sein.",
      },
    ],
  },
  "20-minute-timer": {
    hook: "Powernaps, die 20-20-20-Regel und Fokusblöcke",
    uses: [
      "einen Powernap",
      "einen konzentrierten Arbeitsblock",
      "die 20-20-20-Regel für die Augen",
      "einen flotten Spaziergang",
    ],
    intro:
      "Zwanzig Minuten: der klassische Powernap, ein flotter Spaziergang oder ein solider Fokusblock. Drück auf Start und überlass dem Alarm den Blick auf die Uhr.",
    faqs: [
      {
        question: "Was ist die 20-20-20-Regel?",
        answer:
          "Eine Gewohnheit, die Augenärzte für die Bildschirmarbeit empfehlen: Schau alle 20 Minuten 20 Sekunden lang auf etwas, das etwa 6 Meter (20 Fuß) entfernt ist. Lass diesen Timer beim Arbeiten laufen und danach den 20-Sekunden-Timer für die Pause.",
      },
      {
        question: "Sind 20 Minuten die beste Länge für ein Nickerchen?",
        answer:
          "Für die meisten Erwachsenen sind 10 bis 20 Minuten ideal: Du bleibst im leichten Schlaf und wachst erfrischt auf. Deutlich länger, und du riskierst, benommen aus dem Tiefschlaf zu erwachen. Plane beim Einstellen ein paar Minuten zum Einschlafen ein.",
      },
    ],
  },
  "25-minute-timer": {
    hook: "einen Pomodoro, Ofengemüse oder einen kurzen Lauf",
    uses: [
      "eine Pomodoro-Fokusphase",
      "ein Blech Ofengemüse",
      "einen kurzen Lauf",
      "ein Kurzprogramm der Waschmaschine",
    ],
    faqs: [
      {
        question: "Ist ein 25-Minuten-Timer dasselbe wie ein Pomodoro?",
        answer:
          "Ja: 25 Minuten sind die klassische Pomodoro-Länge. Für die ganze Methode mit Tipps zu Pausen und Unterbrechungen sieh dir die Seite Lerntimer an; dieser hier ist ein einfacher 25-Minuten-Countdown für alles.",
      },
    ],
  },
  "30-minute-timer": {
    hook: "Workouts, Fokusphasen und Backen",
    uses: [
      "ein halbstündiges Workout",
      "einen konzentrierten Lernblock",
      "einen Biskuitboden",
      "ein zeitlich begrenztes Meeting",
    ],
    intro:
      "Eine halbe Stunde ist lang genug für ein echtes Workout oder ein ordentliches Stück Arbeit und kurz genug für die Mittagspause. Drück auf Start; der Alarm erreicht dich auch in einem anderen Tab.",
    faqs: [
      {
        question: "Sind 30 Minuten Bewegung am Tag genug?",
        answer:
          "Dreißig Minuten an fünf Tagen pro Woche ergeben 150 Minuten – das Minimum an moderater Bewegung, das die Weltgesundheitsorganisation Erwachsenen pro Woche empfiehlt. Ein zügiger Spaziergang zählt.",
      },
      {
        question: "Warum Meetings auf 30 Minuten begrenzen?",
        answer:
          "Arbeit dehnt sich meist so weit aus, wie Zeit zur Verfügung steht (Parkinsonsches Gesetz). Ein sichtbarer 30-Minuten-Countdown hält ein Meeting bei seiner Tagesordnung, und der Fortschrittsbalken zeigt deutlich, wenn die Hälfte um ist und man noch bei Punkt eins steht.",
      },
    ],
  },
  "35-minute-timer": {
    hook: "Backen, Yogastunden und lange Lernblöcke",
    uses: ["Bananenbrot", "eine Pilates-Einheit", "einen längeren Lernblock", "einen lockeren Lauf"],
    tips: ["Du backst? Schau ein paar Minuten vor dem Alarm nach: Öfen unterscheiden sich mehr, als Rezepte zugeben."],
  },
  "40-minute-timer": {
    hook: "Unterrichtsstunden, Probeklausuren und längere Workouts",
    uses: ["eine Schulstunde", "einen Teil einer Probeklausur", "eine lange Radtour", "Hähnchenteile im Ofen"],
    tips: ["Für eine Probeklausur: Timer ins Vollbild, Handy in einen anderen Raum."],
  },
  "45-minute-timer": {
    hook: "Schulstunden, Fußballhalbzeiten und Workouts",
    uses: [
      "eine Schulstunde",
      "eine Halbzeit eines Fußballspiels",
      "ein 45-Minuten-Workout",
      "einen langen Fokusblock",
    ],
    faqs: [
      {
        question: "Wie lange dauert eine Halbzeit im Fußball?",
        answer:
          "Ein Fußballspiel hat zwei Halbzeiten von 45 Minuten mit 15 Minuten Halbzeitpause, dazu die Nachspielzeit, die der Schiedsrichter anzeigt. Für ein Kick auf dem Bolzplatz nimm diesen Timer für jede Halbzeit und den 15-Minuten-Timer für die Pause.",
      },
    ],
  },
  "50-minute-timer": {
    hook: "Deep Work, Vorlesungen und 50-Minuten-Sitzungen",
    uses: [
      "einen 50-minütigen Deep-Work-Block mit 10 Minuten Pause",
      "eine Vorlesung",
      "eine Coaching-Sitzung",
      "eine lange Übungseinheit am Instrument",
    ],
    faqs: [
      {
        question: "Warum in 50-Minuten-Blöcken arbeiten?",
        answer:
          "Fünfzig Minuten Fokus und zehn Minuten Pause passen genau in eine Stunde, sodass deine Pausen mit der Uhr und mit Meetings zusammenfallen. Es ist der große Bruder des Pomodoro für Aufgaben, die mehr Anlaufzeit brauchen.",
      },
    ],
  },
  "60-minute-timer": {
    hook: "Meetings, Prüfungen und einstündige Workouts",
    uses: [
      "ein einstündiges Meeting",
      "eine Prüfungsarbeit",
      "eine Unterrichtsstunde",
      "eine Stunde Üben am Instrument",
    ],
    faqs: [
      {
        question: "Wie übe ich für eine Prüfung mit Zeitlimit?",
        answer:
          "Stell die Bearbeitungszeit ein, drück F für Vollbild und räum deine Notizen weg. Schau nach einem Viertel, der Hälfte und drei Vierteln auf den Fortschrittsbalken, um dein Tempo zu prüfen, und heb dir die letzten fünf Minuten zum Kontrollieren deiner Antworten auf.",
      },
    ],
  },
  "90-minute-timer": {
    hook: "Deep Work, Schlafzyklen und Fußballspiele",
    uses: [
      "eine Deep-Work-Sitzung",
      "ein langes Nickerchen über einen Schlafzyklus",
      "ein Fußballspiel (zwei Halbzeiten à 45 Minuten)",
      "eine lange Prüfung",
    ],
    intro:
      "Neunzig Minuten sind eine beliebte Länge für konzentrierte Arbeit: lang genug, um tief in ein Problem einzutauchen, und etwa so lang wie ein Schlafzyklus oder ein Fußballspiel. Starte den Timer und lass dich vom Alarm zurückholen.",
    faqs: [
      {
        question: "Warum arbeiten manche in 90-Minuten-Blöcken?",
        answer:
          "Viele Autorinnen und Forscher stellen fest, dass sie sich rund 90 Minuten lang intensiv konzentrieren können, bevor die Aufmerksamkeit nachlässt; danach lohnt sich eine echte Pause von 15 bis 20 Minuten. Das ist eine Faustregel, kein Gesetz – probier aus, ob es zu dir passt.",
      },
      {
        question: "Ist ein 90-minütiges Nickerchen eine gute Idee?",
        answer:
          "Ein vollständiger Schlafzyklus dauert ungefähr 90 Minuten, sodass du nach einem Nickerchen dieser Länge aus leichtem Schlaf statt mitten aus dem Tiefschlaf aufwachst. Für einen Powernap am Arbeitstag ist das allerdings zu lang; nimm dafür den 20-Minuten-Timer.",
      },
    ],
  },
  "1-hour-timer": {
    hook: "Deep Work, Brotteig und Parken",
    uses: [
      "eine Stunde Deep Work",
      "das Gehenlassen von Brotteig",
      "eine Stunde bezahltes Parken",
      "ein Bildschirmzeit-Limit für Kinder",
    ],
    intro:
      "Eine Stunde, exakt gemessen. Lass Teig gehen, behalte einen Parkschein im Auge oder blocke eine Stunde Deep Work: Tickwise klingelt am Ende, selbst wenn der Tab die ganze Stunde im Hintergrund war.",
    faqs: [
      {
        question: "Wie lange sollte Brotteig gehen?",
        answer:
          "Ein einfacher Hefeteig braucht bei Zimmertemperatur meist etwa eine Stunde, um sein Volumen zu verdoppeln; in einer kalten Küche kann es länger dauern. Versteh den Alarm als Erinnerung nachzusehen: Der Teig ist fertig, wenn er sich verdoppelt hat und eine Delle von einem bemehlten Finger langsam zurückfedert.",
      },
      {
        question: "Kann ich ihn für die Bildschirmzeit von Kindern nutzen?",
        answer:
          "Ja, und es hilft, den Countdown zu zeigen. Wenn Kinder sehen, wie viel Zeit noch übrig ist, kommt das Ende weniger überraschend, und es gibt weniger Streit. Einstellen, sichtbar hinstellen und den Alarm den Bösewicht spielen lassen.",
      },
    ],
  },
  "2-hour-timer": {
    hook: "Prüfungen, Schmorbraten und lange Lerneinheiten",
    uses: [
      "eine vollständige Prüfungsarbeit",
      "einen langsam gegarten Braten",
      "eine lange Lerneinheit mit Pausen",
      "ein Limit für die Spielzeit",
    ],
    intro:
      "Zwei Stunden für die langen Aufgaben: eine komplette Probeklausur, ein Schmorbraten, ein Nachmittag Lernen. Tickwise zählt auf einen festen Endzeitpunkt herunter und ist daher am Ende so exakt wie am Anfang.",
    faqs: [
      {
        question: "Ist ein 2-Stunden-Timer am Ende noch exakt?",
        answer:
          "Ja. Die Restzeit wird immer aus dem Endzeitpunkt berechnet, sodass sich kleine Verzögerungen nie summieren: Nach zwei Stunden klingelt der Alarm auf Bruchteile einer Sekunde pünktlich, auch mit dem Tab im Hintergrund. Nur ein Computer im Ruhezustand kann nicht klingeln, also halte ihn wach oder füge eine E-Mail-Erinnerung hinzu.",
      },
      {
        question: "Wie teile ich eine zweistündige Lerneinheit ein?",
        answer:
          "Probier drei Blöcke à 35 Minuten mit 5 Minuten Pause oder vier Pomodoros mit einer längeren Pause in der Mitte. Lass diesen Timer die ganze Einheit über laufen, damit du immer weißt, wie viel noch übrig ist.",
      },
    ],
  },
};

function generalFaqs(kind: PageKind, noun: string, words: string, command: string): Record<GeneralFaqKey, Faq> {
  return {
    accuracy: {
      question: `Ist der ${noun} genau genug für Intervalle?`,
      answer:
        "Ja. Tickwise speichert den Moment, in dem der Countdown enden soll, und liest bei jeder Aktualisierung die Uhr ab, sodass er weder abdriften noch Sekunden verlieren kann. Die Anzeige rundet auf: 00:00:01 bleibt stehen, bis die Zeit wirklich abgelaufen ist, und der Alarm ertönt bei null, nicht eine Sekunde zu spät.",
    },
    background:
      kind === "long"
        ? {
            question: `Muss die Seite ${words} lang geöffnet bleiben?`,
            answer:
              "Lass den Tab geöffnet (im Hintergrund ist in Ordnung), damit er klingeln und eine Benachrichtigung senden kann. Lädst du ihn versehentlich neu oder schließt ihn, geht nichts verloren: Öffne die Seite wieder, und der Timer läuft mit demselben Endzeitpunkt weiter oder sagt dir, dass er abgelaufen ist, während du weg warst.",
          }
        : {
            question: `Läuft der ${noun} weiter, wenn ich den Tab wechsle?`,
            answer:
              "Ja. Browser bremsen Tabs, die du gerade nicht ansiehst, aber Tickwise berechnet die Restzeit aus dem Endzeitpunkt, statt Takte zu zählen, und bleibt deshalb exakt. Läuft die Zeit in einem verborgenen Tab ab, hörst du trotzdem den Alarm und bekommst, wenn du es erlaubt hast, eine Systembenachrichtigung.",
          },
    pauseAdd: {
      question: `Kann ich den ${noun} pausieren oder Zeit hinzufügen?`,
      answer:
        "Drück auf Pause (oder die Leertaste), und die Restzeit bleibt auf die Millisekunde erhalten; Start macht dort weiter. Vor dem Start oder in der Pause fügen +30s, +1m und +5m Zeit hinzu; während der Timer läuft, sind sie nicht verfügbar, damit ein versehentliches Tippen keinen laufenden Countdown verändert.",
    },
    alarm: {
      question: `Woran merke ich, dass der ${noun} abgelaufen ist?`,
      answer:
        "Ein Alarm ertönt (16 Töne in den Einstellungen, von Soft Chime bis Rooster Crow), Konfetti fällt, wenn es eingeschaltet ist, der Tab-Titel meldet, dass die Zeit um ist, und ist die Seite verborgen, bekommst du eine Systembenachrichtigung. Browser halten Seiten stumm, bis du sie angeklickt hast, also nutze vorher Ton testen.",
    },
    email: {
      question: "Kann Tickwise mir eine E-Mail schicken, wenn der Timer abläuft?",
      answer:
        "Ja: Gib deine Adresse (und optional eine Notiz) in der Karte E-Mail-Erinnerung ein, bevor du auf Start drückst. Die Erinnerung wird beim Start des Timers geplant, bei Pause oder Zurücksetzen storniert und vom Server verschickt, auch wenn du den Tab schließt. Deine Adresse wird gelöscht, sobald sie verschickt ist.",
    },
    voice: {
      question: `Kann ich den ${noun} per Sprache starten?`,
      answer: `In Browsern mit Spracherkennung wie Chrome schaltest du die Sprachbefehle ein und sagst „${command}“. Außerdem versteht er „Start“, „Pause“ oder „Stopp“ und „Timer zurücksetzen“. Die Befehle werden auf Deutsch erkannt.`,
    },
    keyboard: {
      question: "Gibt es Tastenkürzel?",
      answer:
        "Die Leertaste startet und pausiert, R setzt zurück und F schaltet das Vollbild ein und aus. Praktisch, wenn du die Hände voll hast oder der Timer auf einem Bildschirm am anderen Ende des Raums läuft.",
    },
    custom: {
      question: `Kann ich statt ${words} eine andere Zeit einstellen?`,
      answer:
        "Klick auf die Ziffern und tippe eine neue Zeit: 90 sind 90 Sekunden, 7:30 sind siebeneinhalb Minuten und 1:05:00 ist eine Stunde und fünf Minuten. Enter bestätigt, Escape bricht ab, und die Vorgaben darunter wechseln zu anderen gängigen Zeiten.",
    },
    offline: {
      question: "Funktioniert der Timer offline?",
      answer:
        "Ja. Nach deinem ersten Besuch speichert dein Browser eine Kopie des Timers, sodass er sich auch ohne Verbindung öffnet und läuft – im Fitnessraum im Keller oder im Flugzeug. Nur die E-Mail-Erinnerung braucht Internet.",
    },
    screen: {
      question: "Schaltet sich der Bildschirm ab, während der Timer läuft?",
      answer:
        "Wo der Browser es unterstützt, bittet Tickwise den Bildschirm, wach zu bleiben, solange ein Timer läuft, und lässt ihn danach wieder schlafen. In älteren Browsern verlängerst du für lange Timer die automatische Sperre.",
    },
  };
}

const de: TimerCopyPack = {
  heading: (amount, unit) => icu("de", compound, { amount, unit }),
  noun: (amount, unit) => icu("de", compound, { amount, unit }),
  voiceCommand: (amount, unit) => icu("de", spoken, { amount, unit }),
  title: (h1) => [`${h1} – kostenloser Online-Countdown | Tickwise`, `${h1} – kostenlos online | Tickwise`],
  description: (noun, hook) =>
    `Kostenloser ${noun} mit Alarm für ${hook}. Exakt im Hintergrund, offline nutzbar, ohne Anmeldung.`,
  intro: (kind, words, first, second, third) => {
    if (kind === "short")
      return `${capitalize("de", words)} auf der Uhr: genug für ${oneOf("de", [first, second, third])}. Drück auf Start oder die Leertaste, behalte die großen Ziffern im Blick, und der Alarm ertönt genau bei null.`;
    if (kind === "long")
      return `${capitalize("de", words)} für ${oneOf("de", [first, second])}. Starte den Timer, lass den Tab im Hintergrund, und Tickwise klingelt, benachrichtigt dich und schickt dir auf Wunsch am Ende eine E-Mail.`;
    return `${capitalize("de", words)} sind genau richtig für ${oneOf("de", [first, second, third])}. Der Timer ist eingestellt: Drück auf Start, und er klingelt, wenn die Zeit um ist, auch wenn du in einen anderen Tab wechselst.`;
  },
  usesFaq: (kind, noun, uses) => ({
    question:
      kind === "short"
        ? `Wann brauche ich einen ${noun}?`
        : kind === "long"
          ? `Wofür eignet sich ein ${noun}?`
          : `Was kann ich mit einem ${noun} messen?`,
    answer: `Man nutzt ihn für ${allOf("de", uses)}. ${usesEnding[kind] ?? usesEnding.medium}`,
  }),
  generalFaqs,
  steps: (kind, display, words, amount) => [
    display === undefined
      ? "Tippe eine Zeit in die Anzeige oder wähle eine der beliebten Vorgaben; der Timer startet mit 5 Minuten."
      : `Der Timer steht bereits auf ${display}. Drück auf Start oder die Leertaste, um zu beginnen.`,
    kind === "short"
      ? icu(
          "de",
          "Geh vor dem Start in Position: {words} {amount, plural, one {vergeht} other {vergehen}} schnell. Drück F für Vollbild, um die Zeit auch aus der Entfernung zu lesen.",
          { words, amount },
        )
      : kind === "long"
        ? "Lass den Tab geöffnet; im Hintergrund ist in Ordnung. Füll vorher die E-Mail-Erinnerung aus, wenn du am Ende zusätzlich eine Nachricht möchtest."
        : "Mach weiter mit dem, was du gerade tust. Du kannst Tabs oder Apps wechseln: Der Countdown bleibt exakt und klingelt bei null.",
    "Du brauchst eine andere Zeit? Klick auf die Ziffern, tippe sie ein (90, 7:30 oder 1:15:00) und drück Enter, oder nutze vor dem Start +30s, +1m und +5m.",
    "Bei 00:00:00 ertönt der Alarm, und auf dem Bildschirm steht Zeit ist um! Pause hält die Zeit jederzeit an; Zurücksetzen löscht sie.",
  ],
  kindTips: {
    short: [
      "Drück vor dem Training einmal auf Ton testen: Browser halten Seiten stumm, bis du mit ihnen interagiert hast.",
      "Stell dein Handy auf und drück F: Die Ziffern füllen den Bildschirm, sodass du sie mitten in der Übung lesen kannst.",
    ],
    medium: [
      "Erlaube Benachrichtigungen, wenn du gefragt wirst, dann bemerkst du auch einen Timer, der in einem Hintergrund-Tab abläuft.",
      "Die Leertaste startet und pausiert, R setzt zurück: Mit vollen Händen musst du nicht auf eine Schaltfläche zielen.",
    ],
    long: [
      "Lass den Laptop bei langen Timern am Strom: Ein Computer im Ruhezustand kann nicht klingeln. Wo möglich, hält Tickwise den Bildschirm wach, solange der Timer läuft.",
      "Füg zur Sicherheit eine E-Mail-Erinnerung hinzu; der Server verschickt sie, auch wenn der Tab geschlossen wird.",
    ],
  },
  profiles,
};

export default de;
