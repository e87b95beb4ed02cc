import type { FocusFaq, FocusPagesText } from "../pages";

const pomodoroSteps = [
  "Gib ein, woran du arbeitest (optional): Es wird mit jeder abgeschlossenen Fokusphase gespeichert.",
  "Tippe auf Starten (oder die Leertaste). Arbeite bis zum Gong und mach dann die Pause, die der Timer startet.",
  "Nach vier Fokusphasen folgt die lange Pause. Mit S überspringst du eine Phase, mit R setzt du zurück.",
  "Ändere die Dauer unter Einstellungen; mit dem automatischen Start laufen die Phasen von selbst weiter.",
];
const intervalSteps = [
  "Stelle Belastung, Erholung, Runden und optional ein Aufwärmen ein oder öffne eine Vorlage.",
  "Tippe auf Starten (oder die Leertaste): Jeder Wechsel zwischen Belastung und Erholung ertönt, und die Runde ist immer zu sehen.",
  "Kopiere den Link, um genau dieses Set zu teilen; er öffnet sich mit denselben Intervallen.",
];

const pomodoroFaqs: FocusFaq[] = [
  {
    question: "Was ist die Pomodoro-Technik?",
    answer:
      "Eine Arbeitsweise in kurzen, getakteten Etappen: 25 Minuten Fokus, 5 Minuten Pause und nach jeweils vier Fokusphasen eine längere Pause von 15 Minuten. Der Timer steuert den ganzen Zyklus für dich.",
  },
  {
    question: "Läuft der Timer auch in einem Hintergrund-Tab genau?",
    answer:
      "Ja. Jede Phase endet zu einem festen Zeitpunkt, daher stimmt ein verborgener, gedrosselter oder eingefrorener Tab sofort wieder, sobald er weiterläuft; mit automatischem Start holt er sogar Phasen nach, die inzwischen geendet haben. Gong, Benachrichtigung und Tab-Titel sagen dir Bescheid.",
  },
  {
    question: "Wo wird mein Fokusverlauf gespeichert?",
    answer:
      "Jede abgeschlossene Fokusphase wird auf unserem Server unter einem anonymen Cookie für diesen Browser gespeichert, ganz ohne Konto. Nur dieser Browser kann sie lesen; du kannst sie jederzeit als CSV-Datei herunterladen.",
  },
  {
    question: "Was passiert, wenn ich die Seite neu lade oder schließe?",
    answer:
      "Der Zyklus, seine Einstellungen und deine Aufgabe bleiben in diesem Browser gespeichert, sodass es nach dem Neuladen genau dort weitergeht, wo der Timer steht.",
  },
];

const intervalFaqs: FocusFaq[] = [
  {
    question: "Wie teile ich ein Intervalltraining?",
    answer:
      "Die Einstellungen stehen in der Adresse der Seite, zum Beispiel /interval-timer?work=40&rest=20&rounds=10&warmup=60. Kopiere den Link unter dem Editor, und wer ihn öffnet, bekommt dasselbe Set.",
  },
  {
    question: "Höre ich die Wechsel bei ausgeschaltetem Bildschirm oder in einem anderen Tab?",
    answer:
      "Jeder Wechsel ist ein Zeitpunkt, der beim Tippen auf Starten berechnet wird. So ertönt der Ton auch in einem Hintergrund-Tab pünktlich, und ein eingefrorener Tab holt auf, sobald er aufwacht. Lass die Lautstärke an; wo der Browser es erlaubt, bleibt der Bildschirm eingeschaltet.",
  },
  {
    question: "Welche Grenzen gibt es?",
    answer:
      "Belastung von 1 Sekunde bis 1 Stunde, Erholung und Aufwärmen von 0 bis 1 Stunde und 1 bis 100 Runden. Ein Link mit Werten außerhalb dieser Grenzen weist darauf hin und öffnet sich mit sinnvollen Standardwerten.",
  },
];

const pages: FocusPagesText["pages"] = {
  pomodoro: {
    title: "Pomodoro-Timer – 25/5-Fokuszyklen online | Tickwise",
    description:
      "Kostenloser Pomodoro-Timer online: 25 Minuten Fokus, 5 Minuten Pause und nach jeweils vier eine lange Pause, mit Tönen, Benachrichtigungen und Wochenverlauf.",
    h1: "Pomodoro-Timer",
    intro:
      "25 Minuten konzentriert arbeiten, 5 Minuten Pause und nach jeweils vier eine lange Pause. Genau, auch in einem Hintergrund-Tab.",
    steps: pomodoroSteps,
    tips: [
      "Schalte während einer Fokusphase die Benachrichtigungen anderer Apps stumm.",
      "Nutze die Pause, um aufzustehen und den Blick vom Bildschirm zu lösen.",
    ],
    faqs: pomodoroFaqs,
  },
  "pomodoro/50-10": {
    title: "50/10-Pomodoro-Timer – 50 Minuten Fokus, 10 Pause | Tickwise",
    description:
      "Ein 50/10-Fokus-Timer: 50 Minuten konzentrierte Arbeit, 10 Minuten Pause und nach vier Zyklen 30 Minuten Pause. Kostenlos, im Hintergrund genau, ohne Anmeldung.",
    h1: "50/10-Pomodoro-Timer",
    intro: "Längerer Fokus für Deep Work: 50 Minuten Arbeit, 10 Minuten Pause und nach vier Zyklen 30 Minuten Pause.",
    steps: pomodoroSteps,
    tips: ["Fünfzig Minuten eignen sich fürs Schreiben und Programmieren, wo das Eintauchen in die Aufgabe dauert."],
    faqs: [
      {
        question: "Warum 50 statt 25 Minuten?",
        answer:
          "Aufgaben mit langer Anlaufzeit wie Schreiben oder Programmieren leiden in 50-Minuten-Blöcken weniger unter Unterbrechungen. Die 10-minütige Pause hält dich frisch.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "pomodoro/52-17": {
    title: "52/17-Timer – 52 Minuten Arbeit, 17 Minuten Pause | Tickwise",
    description:
      "Der 52/17-Arbeitsrhythmus als kostenloser Timer: 52 Minuten Fokus, 17 Minuten Pause, Töne, Benachrichtigungen und ein Wochenverlauf deiner Fokuszeit.",
    h1: "52/17-Arbeitstimer",
    intro: "52 Minuten arbeiten, 17 Minuten pausieren: ein Rhythmus, dem viele produktive Menschen folgen.",
    steps: pomodoroSteps,
    tips: [
      "Verlass für die 17-Minuten-Pause den Schreibtisch: Ein Spaziergang erfrischt die Aufmerksamkeit besser als das Handy.",
    ],
    faqs: [
      {
        question: "Woher stammt die 52/17-Regel?",
        answer:
          "Eine Auswertung einer Arbeitssoftware ergab, dass ihre produktivsten Nutzer etwa 52 Minuten arbeiteten und dann etwa 17 Minuten Pause machten. Diese Seite gibt dir genau diesen Rhythmus vor.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "interval-timer": {
    title: "Intervall-Timer – eigene Belastungs- und Pausenrunden, teilbar | Tickwise",
    description:
      "Stelle einen Intervall-Timer mit Belastung, Erholung, Runden und Aufwärmen zusammen und teile ihn als Link. Ton bei jedem Wechsel, auch im Hintergrund-Tab.",
    h1: "Intervall-Timer",
    intro:
      "Stelle Belastung, Erholung, Runden und Aufwärmen ein. Jeder Wechsel ertönt pünktlich, und der Link teilt dein Set.",
    steps: intervalSteps,
    tips: ["Leg das Handy mit dem Display nach oben hin: Den großen Phasennamen liest du quer durch den Raum."],
    faqs: intervalFaqs,
  },
  "interval-timer/tabata": {
    title: "Tabata-Timer – 20 s Belastung, 10 s Pause, 8 Runden | Tickwise",
    description:
      "Kostenloser Tabata-Timer: acht Runden mit 20 Sekunden Vollgas und 10 Sekunden Pause, insgesamt vier Minuten, mit Ton bei jedem Wechsel.",
    h1: "Tabata-Timer",
    intro: "Acht Runden mit 20 Sekunden harter Arbeit und 10 Sekunden Pause: vier Minuten, die es in sich haben.",
    steps: intervalSteps,
    tips: ["Wärm dich vor einem Tabata-Set ein paar Minuten auf; es ist für volle Intensität gedacht."],
    faqs: [
      {
        question: "Was ist ein Tabata-Training?",
        answer:
          "Ein hochintensives Protokoll aus acht Runden mit 20 Sekunden maximaler Anstrengung und 10 Sekunden Pause, insgesamt vier Minuten, benannt nach den Studien von Izumi Tabata.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
  "interval-timer/hiit-30-30": {
    title: "HIIT-30/30-Timer – 30 s Belastung, 30 s Pause | Tickwise",
    description:
      "Ein 30/30-HIIT-Intervall-Timer: eine Minute Aufwärmen, dann zehn Runden mit 30 Sekunden Belastung und 30 Sekunden Pause, mit Ton bei jedem Wechsel.",
    h1: "HIIT-30/30-Intervall-Timer",
    intro: "Eine Minute Aufwärmen, dann zehn Runden mit 30 Sekunden Belastung und 30 Sekunden Pause.",
    steps: intervalSteps,
    tips: [
      "Gleich lange Belastung und Erholung passen für Einsteiger und längere Zirkel; verkürze die Pause, wenn du fitter wirst.",
    ],
    faqs: [
      {
        question: "Sind 30 Sekunden Belastung und 30 Sekunden Pause ein gutes HIIT-Intervall?",
        answer:
          "Ja: Gleich lange Belastung und Erholung lassen dich in jeder Runde eine hohe Intensität halten, deshalb ist es ein verbreitetes HIIT-Format für den Einstieg. Passe die Werte im Editor an, wenn du Fortschritte machst.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
};

const de: FocusPagesText = {
  tools: { pomodoro: "Pomodoro", interval: "Intervall-Timer" },
  pages,
};

export default de;
