import type { FocusFaq, FocusPagesText } from "../pages";

const pomodoroSteps = [
  "Indiquez sur quoi vous travaillez (facultatif) : c’est enregistré avec chaque période de concentration terminée.",
  "Appuyez sur Démarrer (ou Espace). Travaillez jusqu’à la sonnerie, puis prenez la pause que le minuteur lance.",
  "Après quatre périodes de concentration, prenez la pause longue. Passez une phase avec S, réinitialisez avec R.",
  "Modifiez les durées dans Réglages ; activez le démarrage automatique pour que les phases s’enchaînent seules.",
];
const intervalSteps = [
  "Réglez l’effort, le repos, les tours et un échauffement facultatif, ou ouvrez un préréglage.",
  "Appuyez sur Démarrer (ou Espace) : chaque passage de l’effort au repos est signalé par un son, et le tour reste toujours affiché.",
  "Copiez le lien pour partager exactement cette série ; il s’ouvre avec les mêmes intervalles.",
];

const pomodoroFaqs: FocusFaq[] = [
  {
    question: "Qu’est-ce que la technique Pomodoro ?",
    answer:
      "Une méthode de travail par courtes séquences chronométrées : 25 minutes de concentration, 5 minutes de pause et une pause plus longue de 15 minutes toutes les quatre périodes. Le minuteur gère tout le cycle pour vous.",
  },
  {
    question: "Le minuteur reste-t-il juste dans un onglet en arrière-plan ?",
    answer:
      "Oui. Chaque phase se termine à une heure fixe : un onglet masqué, ralenti ou gelé est juste dès qu’il reprend ; avec le démarrage automatique, il rattrape même les phases terminées entre-temps. La sonnerie, une notification et le titre de l’onglet vous préviennent.",
  },
  {
    question: "Où est conservé mon historique de concentration ?",
    answer:
      "Chaque période terminée est enregistrée sur notre serveur sous un cookie anonyme propre à ce navigateur, sans compte. Seul ce navigateur peut la lire ; téléchargez-la au format CSV quand vous voulez.",
  },
  {
    question: "Que se passe-t-il si je recharge ou ferme la page ?",
    answer:
      "Le cycle, ses réglages et votre libellé de tâche sont conservés dans ce navigateur : après un rechargement, tout reprend exactement où en est le minuteur.",
  },
];

const intervalFaqs: FocusFaq[] = [
  {
    question: "Comment partager un entraînement par intervalles ?",
    answer:
      "Les réglages figurent dans l’adresse de la page, par exemple /interval-timer?work=40&rest=20&rounds=10&warmup=60. Copiez le lien sous l’éditeur : la personne qui l’ouvre obtient la même série.",
  },
  {
    question: "Entendrai-je les changements écran éteint ou dans un autre onglet ?",
    answer:
      "Chaque changement est une échéance calculée au moment où vous appuyez sur Démarrer : le son retentit à l’heure dans un onglet en arrière-plan, et un onglet gelé se remet à jour dès son réveil. Gardez le volume allumé ; l’écran reste allumé quand le navigateur le permet.",
  },
  {
    question: "Quelles sont les limites ?",
    answer:
      "Effort de 1 seconde à 1 heure, repos et échauffement de 0 à 1 heure, et de 1 à 100 tours. Un lien contenant des valeurs hors limites le signale et s’ouvre avec des valeurs par défaut raisonnables.",
  },
];

const pages: FocusPagesText["pages"] = {
  pomodoro: {
    title: "Minuteur Pomodoro – cycles de concentration 25/5 en ligne | Tickwise",
    description:
      "Minuteur Pomodoro gratuit en ligne : 25 minutes de concentration, pauses de 5 minutes, une longue pause toutes les quatre, sons, notifications et historique.",
    h1: "Minuteur Pomodoro",
    intro:
      "Concentrez-vous 25 minutes, reposez-vous 5 minutes et prenez une pause longue toutes les quatre périodes. Précis même en arrière-plan.",
    steps: pomodoroSteps,
    tips: [
      "Coupez les notifications des autres applis pendant une période de concentration.",
      "Profitez de la pause pour vous lever et quitter l’écran des yeux.",
    ],
    faqs: pomodoroFaqs,
  },
  "pomodoro/50-10": {
    title: "Minuteur Pomodoro 50/10 – 50 minutes de travail, 10 de pause | Tickwise",
    description:
      "Un minuteur 50/10 : 50 minutes de travail en profondeur, 10 minutes de pause et 30 minutes après quatre cycles. Gratuit, précis en arrière-plan, sans compte.",
    h1: "Minuteur Pomodoro 50/10",
    intro:
      "Une concentration plus longue pour le travail en profondeur : 50 minutes de travail, 10 de pause et 30 minutes après quatre cycles.",
    steps: pomodoroSteps,
    tips: ["Cinquante minutes conviennent à l’écriture et au code, où il faut du temps pour entrer dans la tâche."],
    faqs: [
      {
        question: "Pourquoi 50 minutes au lieu de 25 ?",
        answer:
          "Les tâches qui demandent un long temps de mise en route, comme écrire ou programmer, souffrent moins des interruptions par blocs de 50 minutes. La pause de 10 minutes vous garde frais.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "pomodoro/52-17": {
    title: "Minuteur 52/17 – 52 minutes de travail, 17 de repos | Tickwise",
    description:
      "Le rythme de travail 52/17 en minuteur gratuit : 52 minutes de concentration, 17 minutes de pause, sons, notifications et historique hebdomadaire.",
    h1: "Minuteur de travail 52/17",
    intro: "Travaillez 52 minutes, reposez-vous 17 : un rythme qu’adoptent de nombreuses personnes productives.",
    steps: pomodoroSteps,
    tips: [
      "Quittez votre bureau pendant la pause de 17 minutes : une marche repose mieux l’attention qu’un téléphone.",
    ],
    faqs: [
      {
        question: "D’où vient la règle 52/17 ?",
        answer:
          "Une étude sur un logiciel de travail a montré que ses utilisateurs les plus productifs travaillaient environ 52 minutes puis faisaient une pause d’environ 17 minutes. Cette page applique ce rythme pour vous.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "interval-timer": {
    title: "Minuteur d’intervalles – séries effort/repos sur mesure à partager | Tickwise",
    description:
      "Créez un minuteur d’intervalles avec effort, repos, tours et échauffement, et partagez-le par lien. Un son à chaque changement, précis en arrière-plan. Gratuit.",
    h1: "Minuteur d’intervalles",
    intro:
      "Réglez l’effort, le repos, les tours et l’échauffement. Chaque changement sonne à l’heure, et le lien partage votre série.",
    steps: intervalSteps,
    tips: ["Posez le téléphone écran vers le haut : le grand nom de la phase se lit de l’autre bout de la pièce."],
    faqs: intervalFaqs,
  },
  "interval-timer/tabata": {
    title: "Minuteur Tabata – 20 s d’effort, 10 s de repos, 8 tours | Tickwise",
    description:
      "Minuteur Tabata gratuit : huit tours de 20 secondes d’effort maximal et 10 secondes de repos, quatre minutes au total, avec un son à chaque changement.",
    h1: "Minuteur Tabata",
    intro: "Huit tours de 20 secondes d’effort intense et 10 secondes de repos : quatre minutes qui comptent.",
    steps: intervalSteps,
    tips: ["Échauffez-vous quelques minutes avant une série Tabata ; elle se fait à fond."],
    faqs: [
      {
        question: "Qu’est-ce qu’un entraînement Tabata ?",
        answer:
          "Un protocole à haute intensité de huit tours de 20 secondes d’effort maximal suivis de 10 secondes de repos, quatre minutes en tout, nommé d’après les travaux d’Izumi Tabata.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
  "interval-timer/hiit-30-30": {
    title: "Minuteur HIIT 30/30 – 30 s d’effort, 30 s de repos | Tickwise",
    description:
      "Un minuteur d’intervalles HIIT 30/30 : une minute d’échauffement, puis dix tours de 30 secondes d’effort et 30 secondes de repos, un son à chaque changement.",
    h1: "Minuteur d’intervalles HIIT 30/30",
    intro: "Une minute d’échauffement, puis dix tours de 30 secondes d’effort et 30 secondes de repos.",
    steps: intervalSteps,
    tips: [
      "Un effort et un repos égaux conviennent aux débutants et aux circuits plus longs ; raccourcissez le repos à mesure que vous progressez.",
    ],
    faqs: [
      {
        question: "30 secondes d’effort et 30 de repos, est-ce un bon intervalle HIIT ?",
        answer:
          "Oui : un effort et un repos égaux permettent de garder une intensité élevée à chaque tour, ce qui en fait un format HIIT courant pour débuter. Modifiez les valeurs dans l’éditeur à mesure que vous progressez.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
};

const fr: FocusPagesText = {
  tools: { pomodoro: "Pomodoro", interval: "Minuteur d’intervalles" },
  pages,
};

export default fr;
