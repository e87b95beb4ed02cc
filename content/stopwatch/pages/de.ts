import type { StopwatchPages } from "../use-cases";

const de: StopwatchPages = {
  breadcrumb: "Stoppuhr",
  home: {
    title: "Online-Stoppuhr mit Runden – kostenlos und auf die Millisekunde genau | Tickwise",
    description:
      "Kostenlose Online-Stoppuhr mit Millisekunden, Runden (schnellste und langsamste markiert), Vorlagen, Vollbild und Tastenkürzeln. Genau auch im Hintergrund-Tab.",
    h1: "Online-Stoppuhr",
    intro:
      "Starten, anhalten und zurücksetzen mit einer Taste, Runden samt Zwischenzeiten erfassen und die Zeit auf die Millisekunde ablesen. Tickwise rechnet ab dem Startzeitpunkt, deshalb bleibt die Zeit auch im Hintergrund-Tab genau.",
    tips: [
      "Kopiere deine Runden als CSV, um ein Trainings- oder Übungsprotokoll in einer Tabelle zu führen.",
      "Drücke F für das Vollbild, wenn der ganze Raum die Zeit sehen soll.",
    ],
  },
  faqs: [
    {
      question: "Ist die Online-Stoppuhr genau?",
      answer:
        "Ja. Tickwise zählt keine Ticks: Die Stoppuhr merkt sich den Moment, in dem du Start gedrückt hast, und berechnet die verstrichene Zeit bei jeder Anzeige aus der hochauflösenden, monotonen Uhr des Browsers. Die Anzeige ist auf die Millisekunde genau, auch wenn der Tab im Hintergrund war.",
    },
    {
      question: "Läuft die Stoppuhr in einem Hintergrund-Tab weiter?",
      answer:
        "Ja. Browser bremsen verborgene Tabs, aber da die Zeit aus dem Startzeitpunkt abgeleitet und nicht gezählt wird, zeigt die Stoppuhr sofort die exakte Zeit, wenn du zurückkommst. Der Tab-Titel zeigt sie in der Zwischenzeit weiter an.",
    },
    {
      question: "Wie erfasse ich Runden?",
      answer:
        "Drücke Runde (oder die Taste L), während die Stoppuhr läuft. Jede Runde zeigt ihre eigene Zeit und die Gesamtzeit; die schnellste und die langsamste Runde werden markiert. Kopiere die Runden als Text oder CSV oder lade sie als CSV-Datei herunter.",
    },
    {
      question: "Welche Tastenkürzel gibt es?",
      answer:
        "Die Leertaste startet und pausiert, L erfasst eine Runde, R setzt zurück und F schaltet das Vollbild um. Während du in ein Textfeld tippst, werden die Tastenkürzel ignoriert.",
    },
    {
      question: "Was machen die Vorlagen?",
      answer:
        "Jede Vorlage gibt der Stoppuhr ein Ziel: Sprint meldet sich jede Minute für zehn Wiederholungen, Plank nach 30 s und 1 Minute, HIIT bei jedem Tabata-Wechsel, Kochen nach 10 Minuten, Lernen nach 20 und 25 Minuten, Meeting nach 25 und 30 Minuten. Nach dem Ziel läuft die Stoppuhr weiter.",
    },
  ],
  useCasePage: {
    title: (name) => `Stoppuhr für ${name} – Runden und Zwischenzeiten | Tickwise`,
    description: (name, blurb) =>
      `Stoppuhr für ${name}: ${blurb} Millisekunden, Runden mit Bestzeit, Vorlagen und Vollbild. Kostenlos.`,
    h1: (name) => `Stoppuhr für ${name}`,
    tip: "Kopiere deine Runden am Ende als Text oder CSV, bevor du auf Zurücksetzen drückst.",
  },
  useCases: {
    "workout-timing": {
      name: "Workouts",
      blurb: "Sätze, Pausen und Zirkel.",
      intro:
        "Miss Sätze, Pausen und ganze Zirkel auf die Millisekunde. Drücke am Ende jedes Satzes L, um ihn als Runde zu erfassen, und vergleiche danach deine schnellsten und langsamsten Durchgänge.",
      tip: "Nutze die Vorlage HIIT für Tabata-Intervalle: Sie meldet jeden Wechsel zwischen Belastung und Pause.",
      faq: {
        question: "Wie lange sollte ich zwischen den Sätzen pausieren?",
        answer:
          "Üblich sind 30–90 Sekunden für Kraftausdauer und Muskelaufbau und 2–5 Minuten für schwere Kraftsätze. Starte die Stoppuhr, wenn du das Gewicht ablegst, und beginne den nächsten Satz, wenn deine Pausenzeit erreicht ist.",
      },
    },
    "running-laps": {
      name: "Laufrunden",
      blurb: "Zwischenzeiten für jede Runde auf der Bahn.",
      intro:
        "Erfasse mit einem Tastendruck bei jeder Runde eine Zwischenzeit. Die Rundentabelle zeigt die Zeit jeder Runde und die Gesamtzeit und markiert die schnellste und die langsamste Runde, damit Tempoprobleme sofort auffallen.",
      tip: "Auf einer 400-m-Bahn entspricht eine Runde in 1:30 einem Tempo von 6:00 pro Kilometer; halte deine Runden für einen gleichmäßigen Lauf auf wenige Sekunden beieinander.",
      faq: {
        question: "Wie erfasse ich beim Laufen eine Runde?",
        answer:
          "Drücke L (oder die Schaltfläche Runde) jedes Mal, wenn du die Linie passierst. Die großen Schaltflächen funktionieren gut auf einem Handy am Oberarm; auf einem Laptop an der Bahn ist die Tastatur am schnellsten.",
      },
    },
    "swimming-practice": {
      name: "Schwimmtraining",
      blurb: "Bahnen, Serien und Abgangszeiten.",
      intro:
        "Miss Bahnen, 100er und ganze Serien vom Beckenrand aus. Erfasse jede Bahn als Runde und lies danach die Zwischenzeiten ab, oder nutze ein Tablet im Vollbild als Trainingsuhr.",
      tip: "Das Vollbild (F) macht die Seite zu einer Trainingsuhr, die man auch aus dem Wasser ablesen kann.",
      faq: {
        question: "Kann ich die Stoppuhr als Trainingsuhr für eine Schwimmserie nutzen?",
        answer:
          "Ja. Starte sie zu Beginn der Serie und drücke F für das Vollbild; die großen Ziffern und der 10-Sekunden-Balken machen Abgangszeiten wie „alle 1:45“ leicht ablesbar.",
      },
    },
    "speech-practice": {
      name: "Redeübungen",
      blurb: "Vorträge gegen die Uhr proben.",
      intro:
        "Probe einen Vortrag, einen Pitch oder eine Hochzeitsrede und sieh genau, wie lange er dauert. Setze am Ende jedes Abschnitts eine Runde, um zu erfahren, wo die Minuten bleiben.",
      tip: "Die meisten Menschen sprechen 130–160 Wörter pro Minute: Ein 5-Minuten-Vortrag hat etwa 700 Wörter.",
      faq: {
        question: "Wie messe ich die einzelnen Teile meiner Rede?",
        answer:
          "Starte die Stoppuhr, wenn du beginnst, und drücke L bei jedem Übergang zum nächsten Abschnitt. Die Rundentabelle zeigt dann, wie lange Einleitung, jeder Punkt und der Schluss gedauert haben.",
      },
    },
    "cooking-timing": {
      name: "Kochen",
      blurb: "Wie lange jeder Schritt wirklich dauert.",
      intro:
        "Finde heraus, wie lange ein Rezept wirklich dauert, oder miss Schritte, die man nach Gefühl macht, etwa Zwiebeln karamellisieren oder ein Steak ruhen lassen. Die Vorlage Kochen meldet sich nach zehn Minuten.",
      tip: "Notiere dir deine Runden, wenn du das Gericht das nächste Mal kochst: Der zweite Versuch lässt sich dann viel leichter planen.",
      faq: {
        question: "Stoppuhr oder Timer in der Küche?",
        answer:
          "Nimm den Timer, wenn das Rezept eine Zeit vorgibt („8 Minuten kochen“), und die Stoppuhr, wenn du messen willst: wie lange dein Ofen zum Vorheizen braucht oder wie lange du für einen Schritt brauchst.",
      },
    },
    "study-sessions": {
      name: "Lerneinheiten",
      blurb: "Echte Konzentrationszeit messen.",
      intro:
        "Miss, wie lange du tatsächlich lernst, und pausiere, wenn du aufstehst. Die Vorlage Lernen meldet sich nach 25 Minuten, der Länge eines klassischen Pomodoro, mit einem Hinweis fünf Minuten vorher.",
      tip: "Pausiere die Stoppuhr jedes Mal, wenn du zum Handy greifst: Die ehrliche Gesamtzeit ist oft eine Überraschung.",
      faq: {
        question: "Stoppuhr oder Pomodoro-Timer zum Lernen?",
        answer:
          "Ein Pomodoro-Timer gibt feste Blöcke vor; eine Stoppuhr zeigt, wie lange du dich wirklich konzentriert hast. Viele nutzen die Stoppuhr mit der Vorlage Lernen, die sich nach 25 Minuten meldet, aber weiterzählt, wenn du gerade im Flow bist.",
      },
    },
    "meditation-timing": {
      name: "Meditation",
      blurb: "Ruhige Sitzungen ohne festes Ende.",
      intro:
        "Sitze so lange, wie es sich richtig anfühlt, und sieh danach, wie lange es war. Kein Ticken, kein Alarm, außer du wählst eine Vorlage: nur eine stille Zählung, auf die du kurz blicken kannst.",
      tip: "Wähle in den Anzeigeeinstellungen den Ton Soft Chime oder Gentle Wake für ein sanfteres Signal.",
      faq: {
        question: "Macht die Stoppuhr Geräusche, während ich meditiere?",
        answer:
          "Nein. Die Stoppuhr ist stumm, solange du keine Vorlage mit Ziel wählst; dann spielt sie deinen gewählten Alarmton einmal, wenn das Ziel erreicht ist.",
      },
    },
    "reaction-time": {
      name: "Reaktionszeit",
      blurb: "Reaktionstests auf die Millisekunde.",
      intro:
        "Teste Reaktionen zu zweit: Eine Person startet, die andere stoppt, sobald sie es bemerkt. Die Anzeige zeigt Millisekunden, und mit Runden erfasst du mehrere Versuche hintereinander.",
      tip: "Die typische visuelle Reaktionszeit des Menschen liegt bei etwa 200–250 Millisekunden; nimm den Median aus fünf Versuchen.",
      faq: {
        question: "Wie genau ist die Stoppuhr?",
        answer:
          "Sie liest die hochauflösende, monotone Uhr des Browsers, deshalb sind die Zeiten auf die Millisekunde genau. Dein eigener Tastendruck schwankt stärker als die Stoppuhr.",
      },
    },
    "gaming-speedruns": {
      name: "Speedruns",
      blurb: "Zwischenzeiten für jedes Level.",
      intro:
        "Lass eine Stoppuhr neben deinem Spiel laufen und erfasse bei jedem Level oder Boss eine Zwischenzeit. Vergleiche die schnellsten und langsamsten Abschnitte, um zu sehen, wo dein Run Zeit verliert.",
      tip: "Öffne die Stoppuhr in einem eigenen Fenster: Sie bleibt genau, auch wenn der Browser im Hintergrund ist.",
      faq: {
        question: "Läuft die Stoppuhr weiter, wenn ich ins Spiel wechsle?",
        answer:
          "Ja. Die Zeit wird aus dem Startzeitpunkt berechnet und nicht Tick für Tick gezählt, deshalb zeigt auch ein verborgener oder gebremster Tab die exakte Zeit, wenn du zurückkommst.",
      },
    },
    "art-creation": {
      name: "Zeichnen und Malen",
      blurb: "Gestenzeichnen und Skizzen auf Zeit.",
      intro:
        "Miss Gestenzeichnungen, Speed-Paintings oder ein ganzes Werk. Erfasse für jede Pose oder Phase eine Runde, um zu sehen, wie sich deine Arbeitszeit verteilt.",
      tip: "Beginne beim Gestenzeichnen mit 30-Sekunden-Posen und steigere dich auf 2 und 5 Minuten.",
      faq: {
        question: "Wie messe ich die Posen beim Gestenzeichnen?",
        answer:
          "Starte die Stoppuhr und drücke am Ende jeder Pose L. Der 10-Sekunden-Balken vermittelt ein Gefühl für die verstreichende Zeit, ohne dass du auf die Ziffern schauen musst.",
      },
    },
    "music-practice": {
      name: "Musik üben",
      blurb: "Übezeit pro Stück erfassen.",
      intro:
        "Halte fest, wie lange du jedes Stück, jede Tonleiter oder jede Passage übst. Erfasse beim Wechsel der Übung eine Runde und sieh am Ende die Aufteilung deiner Übeeinheit.",
      tip: "Kopiere deine Runden nach jeder Einheit als CSV, um ein Übeprotokoll in einer Tabelle zu führen.",
      faq: {
        question: "Wie führe ich ein Übeprotokoll?",
        answer:
          "Erfasse bei jedem Wechsel der Übung eine Runde, nutze dann „Als CSV kopieren“ und füge das Ergebnis in eine Tabelle ein. Nach ein paar Wochen siehst du, wohin deine Übezeit wirklich geht.",
      },
    },
    "photography-shoots": {
      name: "Fotoshootings",
      blurb: "Langzeitbelichtungen und Termine.",
      intro:
        "Miss Langzeitbelichtungen im Bulb-Modus, Lightpainting-Durchgänge oder aufeinanderfolgende Porträttermine. Die Millisekundenanzeige und die großen Ziffern im Vollbild funktionieren auch im dunklen Studio.",
      tip: "Wechsle in einem dunklen Raum zum dunklen Design und ins Vollbild, damit die Anzeige deine Belichtung nicht stört.",
      faq: {
        question: "Kann ich mit dieser Stoppuhr eine Langzeitbelichtung messen?",
        answer:
          "Ja: Starte sie beim Öffnen des Verschlusses und stoppe sie beim Schließen. Bei Belichtungen von mehreren Minuten hilft der 10-Sekunden-Balken beim Zählen, ohne die Ziffern abzulesen.",
      },
    },
    "typing-speed": {
      name: "Tippgeschwindigkeit",
      blurb: "Einen Text stoppen und die WPM berechnen.",
      intro:
        "Miss, wie lange du für das Abtippen eines Textes brauchst, und teile dann die Wörter durch die Minuten: Das ergibt deine Wörter pro Minute. Während du in ein Textfeld tippst, werden die Tastenkürzel ignoriert.",
      tip: "WPM = Wörter ÷ Minuten. Ein Standard-„Wort“ hat fünf Zeichen einschließlich Leerzeichen.",
      faq: {
        question: "Lösen beim Tippen die Tastenkürzel der Stoppuhr aus?",
        answer:
          "Nein. Leertaste, L, R und F wirken nur, wenn du nicht in ein Textfeld tippst. So kannst du einen Testtext an anderer Stelle der Seite schreiben, ohne die Uhr anzuhalten.",
      },
    },
    "board-games": {
      name: "Brettspiele",
      blurb: "Zugzeiten und ganze Partien.",
      intro:
        "Miss Züge, Runden oder den ganzen Spieleabend. Drücke am Ende jedes Zugs L und sieh nach der Partie, wer am längsten gebraucht hat.",
      tip: "Vereinbart ein Zeitlimit pro Zug und nutzt den 10-Sekunden-Balken als sanfte optische Erinnerung.",
      faq: {
        question: "Wie messe ich den Zug jedes Spielers?",
        answer:
          "Starte die Stoppuhr und drücke L, wenn ein Zug endet. Die Rundentabelle listet alle Züge der Reihe nach auf, der schnellste und der langsamste sind markiert.",
      },
    },
    "cleaning-tasks": {
      name: "Putzen",
      blurb: "Wie lange Putzarbeiten wirklich dauern.",
      intro:
        "Finde heraus, wie lange jede Putzarbeit wirklich dauert. Wenn du weißt, dass das Bad 12 Minuten braucht, passt es viel leichter in einen vollen Tag.",
      tip: "Tritt gegen deinen eigenen Rekord an: Eine Runde pro Zimmer macht aus der Pflicht ein Spiel.",
      faq: {
        question: "Warum sollte ich die Hausreinigung stoppen?",
        answer:
          "Die meisten Menschen schätzen falsch ein, wie lange Hausarbeit dauert. Ein paar gestoppte Durchgänge liefern echte Zahlen, um eine Putzroutine zu planen.",
      },
    },
    "dog-walks": {
      name: "Gassigehen",
      blurb: "Spaziergänge und Spielzeit.",
      intro:
        "Miss Spaziergänge und Spielzeiten, damit dein Hund genug Bewegung bekommt. Pausiere bei Plaudereien mit anderen Hundebesitzern, damit die Gehzeit ehrlich bleibt.",
      tip: "Viele Tierärzte empfehlen je nach Rasse 30 Minuten bis 2 Stunden Bewegung am Tag.",
      faq: {
        question: "Funktioniert die Stoppuhr, wenn sich der Bildschirm meines Handys ausschaltet?",
        answer:
          "Die Zeit wird aus dem Startzeitpunkt abgeleitet. Wenn du das Handy entsperrst, zeigt sie die exakte verstrichene Zeit, auch wenn der Browser zwischendurch angehalten war.",
      },
    },
    "gardening-work": {
      name: "Gartenarbeit",
      blurb: "Gießen, Jäten und Rasenmähen.",
      intro:
        "Miss Bewässerungszonen, Jäteinheiten oder wie lange das Rasenmähen dauert. Eine Runde pro Beet zeigt, wohin die Arbeit geht.",
      tip: "Miss, wie lange ein Schlauch braucht, um einen 10-Liter-Eimer zu füllen: So kennst du deine Durchflussmenge beim Gießen.",
      faq: {
        question: "Wie messe ich das Gießen für jedes Beet?",
        answer:
          "Starte die Stoppuhr, wenn du mit dem Gießen beginnst, und drücke L, wenn du zum nächsten Beet wechselst.",
      },
    },
    "commute-tracking": {
      name: "Arbeitsweg",
      blurb: "Fahrzeiten von Tür zu Tür.",
      intro:
        "Miss deinen Arbeitsweg von Tür zu Tür und erfasse bei jedem Wechsel eine Runde: Fußweg, Zug, Bus. Nach einer Woche weißt du, welche Route wirklich am schnellsten ist.",
      tip: "Kopiere die Runden am Ende jeder Fahrt als Text und sammle sie in einer Notiz, um Routen zu vergleichen.",
      faq: {
        question: "Läuft die Stoppuhr weiter, wenn ich mein Handy sperre?",
        answer:
          "Ja. Die verstrichene Zeit kommt von der Uhr und nicht vom Zählen, deshalb ist sie genau, wenn du zur Seite zurückkehrst.",
      },
    },
    "phone-calls": {
      name: "Telefonate",
      blurb: "Gesprächsdauer für Abrechnung oder Notizen.",
      intro:
        "Miss Telefonate für die Abrechnung, zum Üben im Callcenter oder einfach, um sie kurz zu halten. Pausiere in der Warteschleife, damit nur die Gesprächszeit zählt.",
      tip: "Nutze die Vorlage Meeting, um nach 25 Minuten gewarnt zu werden, wenn du bis halb fertig sein musst.",
      faq: {
        question: "Kann ich abrechenbare Telefonate stoppen?",
        answer:
          "Ja. Starte zu Beginn des Gesprächs, pausiere in Warteschleifen und stoppe am Ende. Kopiere das Ergebnis als Text in deinen Stundenzettel.",
      },
    },
    "reading-sessions": {
      name: "Lesezeit",
      blurb: "Lesedauer und Seiten pro Stunde.",
      intro:
        "Miss deine Lesezeiten und erfasse eine Runde pro Kapitel. Teile die Seiten durch die Stunden, um dein Lesetempo zu ermitteln und zu planen, wie lange ein Buch dauert.",
      tip: "Ein durchschnittlicher Erwachsener liest etwa 200–250 Wörter pro Minute bei nicht fachlichen Texten.",
      faq: {
        question: "Wie berechne ich mein Lesetempo?",
        answer:
          "Lies eine gestoppte Zeit lang, zähle die Wörter oder Seiten und teile durch die Minuten. Erfasse eine Runde pro Kapitel, um zu sehen, ob sich dein Tempo im Laufe eines Buchs ändert.",
      },
    },
    "household-chores": {
      name: "Hausarbeit",
      blurb: "Abwasch, Wäsche falten, Aufräumen.",
      intro:
        "Miss die alltäglichen Aufgaben: abwaschen, Wäsche falten, das Kinderzimmer aufräumen. Wer die Zahlen kennt, teilt die Hausarbeit gerechter auf.",
      tip: "Die meisten Aufgaben dauern kürzer, als sie sich anfühlen: Wer sie stoppt, fängt leichter an.",
      faq: {
        question: "Wie hilft es, Hausarbeit zu stoppen?",
        answer:
          "Wer sieht, dass das Ausräumen der Spülmaschine vier Minuten dauert, erledigt es eher sofort. Gestoppte Aufgaben lassen sich außerdem fairer aufteilen.",
      },
    },
    "baby-activities": {
      name: "Babyalltag",
      blurb: "Stillen, Schlafen und Bauchlage.",
      intro:
        "Miss Mahlzeiten, Nickerchen und die Zeit in Bauchlage mit einer Hand. Große Schaltflächen und Tastenkürzel machen es leicht, und Runden erfassen jede Seite oder Einheit.",
      tip: "Erfasse beim Seitenwechsel während des Stillens eine Runde, um zu sehen, wie lange jede Seite gedauert hat.",
      faq: {
        question: "Kann ich die Stoppuhr mit einer Hand bedienen?",
        answer:
          "Ja. Die Schaltflächen Start, Runde und Zurücksetzen sind groß, und auf der Tastatur startet oder pausiert die Leertaste, L erfasst eine Runde und R setzt zurück.",
      },
    },
    "car-maintenance": {
      name: "Autopflege",
      blurb: "Arbeiten, Warmlaufen und Tests.",
      intro:
        "Miss Wartungsarbeiten, das Warmlaufen des Motors oder Beschleunigungen von 0 auf 100 (auf abgesperrter Strecke). Erfasse Runden für jeden Arbeitsschritt, um den nächsten Einsatz zu planen.",
      tip: "Warte beim Ölstand-Prüfen nach dem Abstellen des Motors ein paar Minuten, bis sich das Öl gesetzt hat; stoppe die Zeit.",
      faq: {
        question: "Wie lange sollte ein Automotor warmlaufen?",
        answer:
          "Moderne Motoren brauchen nur etwa 30 Sekunden, bevor man sanft losfährt. Miss die Zeit, statt zu schätzen, und vermeide langes Laufenlassen im Stand.",
      },
    },
    "home-repair": {
      name: "Heimwerken",
      blurb: "Trockenzeiten und Reparaturen.",
      intro:
        "Miss Heimwerkerarbeiten und die Trocknungs- oder Aushärtezeiten zwischen zwei Schichten. Wer weiß, wie lange eine Arbeit gedauert hat, plant die nächste genauer.",
      tip: "Schau auf die Dose: Viele Farben brauchen 2 bis 4 Stunden zwischen zwei Anstrichen; eine Stoppuhr ab dem ersten Anstrich sagt dir, wann es weitergeht.",
      faq: {
        question: "Wie behalte ich die Trockenzeit zwischen zwei Anstrichen im Blick?",
        answer:
          "Starte die Stoppuhr, wenn ein Anstrich fertig ist. Da die Zeit von der Uhr abgeleitet wird, kannst du den Laptop zuklappen und siehst später trotzdem die richtige Zeit.",
      },
    },
    "laundry-cycles": {
      name: "Waschgänge",
      blurb: "Wasch- und Trockenzeiten.",
      intro:
        "Miss, wie lange Waschmaschine und Trockner wirklich brauchen, damit du weißt, wann du zurückkommen musst. Eine Runde am Ende des Waschgangs markiert den Beginn des Trocknens.",
      tip: "Tatsächliche Programme dauern oft anders als angezeigt; miss je eines, um es genau zu wissen.",
      faq: {
        question: "Warum braucht meine Waschmaschine länger als angezeigt?",
        answer:
          "Viele Maschinen passen das Programm an die Beladung und die Wassertemperatur an. Miss ein paar Waschgänge, um die echte Dauer deines Lieblingsprogramms zu kennen.",
      },
    },
  },
};

export default de;
