import { clock24 } from "../clock-words";
import type { AlarmPages, Faq } from "../pages";

const generalFaqs: Faq[] = [
  {
    question: "Gaat de wekker af als het tabblad op de achtergrond staat?",
    answer:
      "Ja, zolang het tabblad open blijft. De wekker is gekoppeld aan een vast moment via een timer die op de achtergrond blijft werken, dus hij gaat ook in een verborgen tabblad op tijd af; is de pagina verborgen, dan krijg je ook een systeemmelding (als je meldingen toestaat).",
  },
  {
    question: "Kan ik meer dan één wekker zetten?",
    answer:
      "Ja. Elke wekker heeft een eigen naam, geluid en herhaaldagen en kan worden uitgezet zonder hem te verwijderen. Als er een afgaat, kun je hem 5 of 10 minuten laten sluimeren of stoppen; een herhalende wekker wacht dan op zijn volgende dag. Je wekkers blijven bewaard na herladen, maar het tabblad moet open blijven om ze af te laten gaan.",
  },
  {
    question: "Welk geluid speelt de wekker?",
    answer:
      "Elke wekker speelt het geluid dat je bij het zetten kiest: 16 ingebouwde geluiden van Classic Beep tot Rooster Crow, of je eigen korte audiobestand via de pagina Instellingen. Een nieuwe wekker begint met het geluid uit de instellingen.",
  },
  {
    question: "Wat als de klok van mijn computer niet klopt?",
    answer:
      "Tickwise vergelijkt bij het openen van de pagina de klok van je apparaat met zijn server en gaat af op de gecorrigeerde tijd, dus een klok die een paar seconden afwijkt, maakt de wekker niet te vroeg of te laat.",
  },
];

const nl: AlarmPages = {
  page(time = "") {
    if (!time) {
      return {
        title: "Online wekker – Gratis wekker met geluid | Tickwise",
        description:
          "Gratis online wekker met 16 geluiden: kies datum en tijd of een populaire wekker. Hij gaat op tijd af, ook in een tabblad op de achtergrond. Zonder account.",
        h1: "Online wekker",
        intro:
          "Zet een wekker voor elke datum en tijd, of kies een van de populaire wekkers. Hij telt af in de titel van het tabblad en gaat op tijd af met het gekozen geluid, ook als het tabblad op de achtergrond staat.",
        faqs: generalFaqs,
      };
    }
    const t = clock24(time);
    return {
      title: `Wekker om ${t} zetten – Online wekker | Tickwise`,
      description: `Gratis wekker voor ${t}: zet met één klik een wekker om ${t}. Hij gaat af met het geluid dat je kiest, ook in een tabblad op de achtergrond.`,
      h1: `Een wekker zetten om ${t}`,
      intro: `Word wakker of krijg een herinnering om ${t}. De tijd staat hieronder al ingevuld: klik op Wekker zetten en houd dit tabblad open. Is het vandaag al later dan ${t}, dan wordt de wekker voor morgen gezet.`,
      faqs: [
        {
          question: `Hoe zet ik een wekker om ${t}?`,
          answer: `Op deze pagina staat ${t} al ingevuld als het eerstvolgende moment. Klik op Wekker zetten, houd het tabblad open en de wekker gaat om ${t} af met het gekozen geluid.`,
        },
        {
          question: `Wat als ${t} vandaag al voorbij is?`,
          answer: `Dan wordt de wekker voor morgen om ${t} gezet. De aftelling onder de klok toont altijd precies hoeveel tijd er nog over is.`,
        },
        ...generalFaqs,
      ],
    };
  },
};

export default nl;
