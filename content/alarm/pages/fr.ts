import { clock24 } from "../clock-words";
import type { AlarmPages, Faq } from "../pages";

const generalFaqs: Faq[] = [
  {
    question: "L’alarme sonne-t-elle si l’onglet est en arrière-plan ?",
    answer:
      "Oui, tant que l’onglet reste ouvert. L’alarme est calée sur un instant fixe grâce à un minuteur qui fonctionne en arrière-plan : elle sonne à l’heure même dans un onglet masqué, et si la page est masquée vous recevez aussi une notification système (si vous les autorisez).",
  },
  {
    question: "Puis-je régler plusieurs alarmes ?",
    answer:
      "Oui. Chaque alarme a son nom, son son et ses jours de répétition, et peut être désactivée sans être supprimée. Quand elle sonne, vous pouvez la reporter de 5 ou 10 minutes ou l’arrêter ; une alarme répétée attend alors son prochain jour. Vos alarmes résistent à un rechargement, mais l’onglet doit rester ouvert pour qu’elles sonnent.",
  },
  {
    question: "Quel son l’alarme jouera-t-elle ?",
    answer:
      "Chaque alarme joue le son choisi au moment de la régler : 16 sons intégrés, de Classic Beep à Rooster Crow, ou votre propre fichier audio court depuis la page Réglages. Une nouvelle alarme démarre avec le son choisi dans les réglages.",
  },
  {
    question: "Et si l’horloge de mon ordinateur n’est pas à l’heure ?",
    answer:
      "Tickwise compare l’horloge de votre appareil à celle de son serveur à l’ouverture de la page et fait sonner l’alarme selon l’heure corrigée : une horloge décalée de quelques secondes ne la fait sonner ni en avance ni en retard.",
  },
];

const fr: AlarmPages = {
  page(time = "") {
    if (!time) {
      return {
        title: "Réveil en ligne – Alarme gratuite avec son | Tickwise",
        description:
          "Réveil en ligne gratuit avec 16 sons : choisissez une date et une heure ou une alarme populaire. Il sonne à l’heure, même en arrière-plan. Sans inscription.",
        h1: "Réveil en ligne",
        intro:
          "Réglez une alarme pour n’importe quelle date et heure, ou choisissez une alarme populaire. Elle décompte dans le titre de l’onglet et sonne avec le son choisi, à l’heure même quand l’onglet est en arrière-plan.",
        faqs: generalFaqs,
      };
    }
    const t = clock24(time);
    return {
      title: `Régler une alarme à ${t} – Réveil en ligne | Tickwise`,
      description: `Réveil gratuit pour ${t} : réglez une alarme à ${t} en un clic. Elle sonne avec le son choisi, même dans un onglet en arrière-plan.`,
      h1: `Régler une alarme à ${t}`,
      intro: `Réveillez-vous ou recevez un rappel à ${t}. L’heure est déjà saisie ci-dessous : appuyez sur Régler l’alarme et laissez cet onglet ouvert. Si ${t} est déjà passé aujourd’hui, l’alarme est réglée pour demain.`,
      faqs: [
        {
          question: `Comment régler une alarme à ${t} ?`,
          answer: `Cette page a déjà saisi ${t} comme prochaine occurrence de cette heure. Appuyez sur Régler l’alarme, laissez l’onglet ouvert, et l’alarme sonne à ${t} avec le son choisi.`,
        },
        {
          question: `Et si ${t} est déjà passé aujourd’hui ?`,
          answer: `L’alarme est alors réglée pour demain à ${t}. Le compte à rebours sous l’horloge indique toujours exactement le temps restant.`,
        },
        ...generalFaqs,
      ],
    };
  },
};

export default fr;
