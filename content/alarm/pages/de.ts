import { clock24 } from "../clock-words";
import type { AlarmPages, Faq } from "../pages";

const generalFaqs: Faq[] = [
  {
    question: "Klingelt der Wecker, wenn der Tab im Hintergrund ist?",
    answer:
      "Ja, solange der Tab geöffnet bleibt. Der Wecker richtet sich mit einem hintergrundsicheren Timer nach einem festen Zeitpunkt und klingelt daher auch in einem verborgenen Tab pünktlich; ist die Seite verborgen, erhältst du zusätzlich eine Systembenachrichtigung (wenn du sie erlaubst).",
  },
  {
    question: "Kann ich mehr als einen Wecker stellen?",
    answer:
      "Ja. Jeder Wecker hat eigene Bezeichnung, eigenen Ton und eigene Wiederholungstage und lässt sich ausschalten, ohne ihn zu löschen. Klingelt einer, kannst du ihn um 5 oder 10 Minuten verschieben oder stoppen; ein wiederholter Wecker wartet dann auf seinen nächsten Tag. Deine Wecker überstehen ein Neuladen, aber der Browser-Tab muss geöffnet bleiben, damit sie klingeln.",
  },
  {
    question: "Welchen Ton spielt der Wecker?",
    answer:
      "Jeder Wecker spielt den Ton, den du beim Stellen wählst: 16 eingebaute Töne von Classic Beep bis Rooster Crow oder deine eigene kurze Audiodatei von der Einstellungsseite. Ein neuer Wecker startet mit dem in den Einstellungen gewählten Ton.",
  },
  {
    question: "Was ist, wenn die Uhr meines Computers falsch geht?",
    answer:
      "Tickwise gleicht beim Öffnen der Seite die Uhr deines Geräts mit seinem Server ab und klingelt nach der korrigierten Zeit. Eine Uhr, die ein paar Sekunden abweicht, lässt den Wecker also weder zu früh noch zu spät klingeln.",
  },
];

const de: AlarmPages = {
  page(time = "") {
    if (!time) {
      return {
        title: "Online-Wecker – kostenloser Wecker mit Ton | Tickwise",
        description:
          "Kostenloser Online-Wecker mit 16 Tönen: Wähle Datum und Uhrzeit oder einen beliebten Wecker. Er klingelt pünktlich, auch im Hintergrund-Tab. Ohne Anmeldung.",
        h1: "Online-Wecker",
        intro:
          "Stelle einen Wecker für jedes Datum und jede Uhrzeit oder wähle einen der beliebten Wecker. Er zählt im Tab-Titel herunter und klingelt mit deinem Ton pünktlich, auch wenn der Tab im Hintergrund ist.",
        faqs: generalFaqs,
      };
    }
    const t = clock24(time);
    return {
      title: `Wecker auf ${t} Uhr stellen – Online-Wecker | Tickwise`,
      description: `Kostenloser Wecker für ${t} Uhr: mit einem Klick auf ${t} Uhr stellen. Er klingelt mit deinem Ton, auch im Hintergrund-Tab.`,
      h1: `Wecker auf ${t} Uhr stellen`,
      intro: `Wach auf oder lass dich um ${t} Uhr erinnern. Die Uhrzeit ist unten schon eingetragen: Klicke auf „Wecker stellen“ und lass diesen Tab geöffnet. Ist ${t} Uhr heute schon vorbei, wird der Wecker für morgen gestellt.`,
      faqs: [
        {
          question: `Wie stelle ich einen Wecker auf ${t} Uhr?`,
          answer: `Auf dieser Seite ist ${t} Uhr bereits als nächster Zeitpunkt eingetragen. Klicke auf „Wecker stellen“, lass den Tab geöffnet, und der Wecker klingelt um ${t} Uhr mit deinem Ton.`,
        },
        {
          question: `Was ist, wenn ${t} Uhr heute schon vorbei ist?`,
          answer: `Dann wird der Wecker für morgen um ${t} Uhr gestellt. Der Countdown unter der Uhr zeigt immer genau, wie viel Zeit noch bleibt.`,
        },
        ...generalFaqs,
      ],
    };
  },
};

export default de;
