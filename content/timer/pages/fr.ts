import { icu } from "@content/i18n/icu";
import { allOf, capitalize, oneOf } from "./grammar";
import type { Faq, GeneralFaqKey, PageKind, PageProfile, TimerCopyPack } from "../types";

/** "5 minutes", "1 heure": French writes the singular for 0 and 1. */
const amountOf = (amount: number, unit: string) =>
  icu(
    "fr",
    "{unit, select, second {{amount, plural, one {# seconde} other {# secondes}}} minute {{amount, plural, one {# minute} other {# minutes}}} other {{amount, plural, one {# heure} other {# heures}}}}",
    { amount, unit },
  );

const usesEnding: Record<PageKind, string> = {
  short: "Avec si peu de secondes, un compte à rebours sous les yeux vaut mieux que compter dans sa tête.",
  medium: "Ce sont des choses faciles à oublier dès qu’on fait autre chose : c’est justement à ça que sert l’alarme.",
  long: "Sur une durée aussi longue, on perd facilement la notion du temps : laissez le minuteur la garder pour vous.",
};

const profiles: Record<string, PageProfile> = {
  "": {
    h1: "Minuteur en ligne",
    title: "Minuteur en ligne – compte à rebours gratuit | Tickwise",
    description:
      "Minuteur en ligne gratuit avec alarme. Saisissez une durée ou choisissez un préréglage ; il reste précis en arrière-plan et fonctionne hors ligne.",
    noun: "minuteur en ligne",
    hook: "toutes vos tâches",
    uses: ["la cuisine", "le sport", "les séances de révision", "les activités en classe"],
    intro:
      "Saisissez n’importe quelle durée jusqu’à 99:59:59 ou choisissez un préréglage, appuyez sur Démarrer et continuez ce que vous faisiez. Tickwise décompte jusqu’à une heure de fin fixe : il reste donc précis dans un onglet en arrière-plan et sonne pile à zéro.",
    faqs: [
      {
        question: "Comment régler ma propre durée ?",
        answer:
          "Cliquez sur les grands chiffres et tapez. Un nombre correspond aux secondes (90 fait une minute et demie), deux aux minutes et secondes (7:30), trois aux heures, minutes et secondes (1:15:00). Appuyez sur Entrée pour valider ou sur Échap pour annuler ; une saisie illisible laisse la durée précédente en place.",
      },
      {
        question: "Pourquoi le minuteur s’ouvre-t-il sur 5 minutes ?",
        answer:
          "Cinq minutes, c’est la durée la plus demandée (un thé, une courte pause, une tâche rapide), et un minuteur déjà réglé démarre d’un clic ou avec la barre d’espace. Vous le changez en une seconde en tapant une durée ou en choisissant un préréglage.",
      },
      {
        question: "Tickwise est-il gratuit ? Faut-il un compte ?",
        answer:
          "C’est entièrement gratuit, sans compte ni inscription. Vos paramètres (son, couleurs, police, confettis) restent dans votre navigateur ; la seule chose que le serveur conserve est un rappel par e-mail si vous en demandez un, et seulement jusqu’à son envoi.",
      },
    ],
    tips: [
      "Ajoutez à vos favoris la page de la durée que vous utilisez le plus, par exemple /timer/10-minute-timer, pour la retrouver prête à démarrer.",
      "Choisissez dans les Paramètres un son d’alarme adapté au lieu : Soft Chime pour une bibliothèque, Traditional Buzzer pour une cuisine bruyante.",
    ],
  },
  "countdown-timer": {
    h1: "Compte à rebours",
    title: "Compte à rebours – grand, précis, plein écran | Tickwise",
    description:
      "Un compte à rebours en ligne épuré, prêt sur 5 minutes ou sur la durée de votre choix. Grands chiffres plein écran, alarme à zéro, précis en arrière-plan.",
    noun: "compte à rebours",
    hook: "la classe, les exposés et les jeux",
    uses: ["les activités en classe", "les présentations", "les manches d’un jeu", "les préparations en cuisine"],
    intro:
      "Un compte à rebours sans chichis, prêt sur cinq minutes, ou sur la durée que vous tapez. De grands chiffres lisibles d’un bout à l’autre de la pièce, une barre de progression et une alarme dès qu’il atteint zéro.",
    faqs: [
      {
        question: "Quelle est la différence entre un compte à rebours et un chronomètre ?",
        answer:
          "Un compte à rebours part d’une durée choisie, descend jusqu’à zéro puis vous prévient ; un chronomètre compte à partir de zéro pour mesurer combien de temps quelque chose a pris. Utilisez cette page quand vous savez de combien de temps vous disposez, et le Chronomètre quand vous voulez le découvrir.",
      },
      {
        question: "Puis-je afficher le compte à rebours sur un vidéoprojecteur ou une télé ?",
        answer:
          "Oui. Appuyez sur F (ou sur le bouton plein écran) et les chiffres remplissent l’écran. Dans les Paramètres, vous pouvez choisir un fond et une couleur de police très contrastés, et l’écran reste allumé pendant que le minuteur tourne : il ne s’assombrira pas au milieu du cours.",
      },
      {
        question: "Comment faire un compte à rebours jusqu’à une heure précise ?",
        answer:
          "Ce minuteur compte une durée. Pour être prévenu à 7:30 ou à 18:00, utilisez l’outil Alarme, qui accepte une date et une heure ; pour les jours fériés, la page Jours fériés compte les jours à votre place.",
      },
    ],
    tips: [
      "Vous faites un exposé ? Réglez la durée totale de votre créneau et jetez un œil à la barre de progression : à mi-parcours, elle indique 50 %.",
      "Un compte à rebours sur grand écran paraît plus juste à une classe qu’un « encore cinq minutes » lancé à voix haute.",
    ],
  },
  "study-timer": {
    h1: "Minuteur de révision (Pomodoro de 25 minutes)",
    title: "Minuteur de révision – Pomodoro de 25 min | Tickwise",
    description:
      "Un minuteur Pomodoro de 25 minutes pour réviser : concentrez-vous jusqu’à l’alarme, faites 5 minutes de pause, recommencez. Gratuit et sans inscription.",
    noun: "minuteur de révision",
    hook: "les séances de révision Pomodoro",
    uses: [
      "un Pomodoro de révision",
      "une série d’exercices",
      "la lecture d’un chapitre avec prise de notes",
      "le brouillon d’une partie de dissertation",
    ],
    intro:
      "Vingt-cinq minutes de travail concentré, puis une courte pause : le rythme Pomodoro empêche les révisions de tourner au bachotage ou à la procrastination. Appuyez sur Démarrer, retournez votre téléphone et travaillez jusqu’à l’alarme.",
    faqs: [
      {
        question: "Qu’est-ce que la technique Pomodoro ?",
        answer:
          "Une méthode de gestion du temps inventée par Francesco Cirillo à la fin des années 1980 et nommée d’après son minuteur de cuisine en forme de tomate (pomodoro signifie tomate en italien). Vous travaillez 25 minutes sur une seule tâche, faites 5 minutes de pause, et après quatre cycles vous prenez une pause plus longue de 15 à 30 minutes.",
      },
      {
        question: "Pourquoi 25 minutes ?",
        answer:
          "C’est assez long pour vraiment entrer dans une tâche et assez court pour que s’y mettre ne paraisse jamais insurmontable. La fin fixe vous donne aussi une petite échéance, ce qui aide à ignorer les messages jusqu’à l’alarme. Si 25 minutes ne vous conviennent pas, ajustez : le rythme compte plus que le chiffre exact.",
      },
      {
        question: "Que faire pendant les pauses ?",
        answer:
          "Éloignez-vous de l’écran : levez-vous, étirez-vous, remplissez votre verre d’eau, regardez par la fenêtre. Évitez tout ce qui est difficile à arrêter, comme une vidéo ou un fil d’actualité. Utilisez le Minuteur de 5 minutes pour les pauses courtes et le Minuteur de 15 minutes pour la longue.",
      },
      {
        question: "Et si je suis interrompu pendant un pomodoro ?",
        answer:
          "Si cela peut attendre, notez-le et continuez. Sinon, appuyez sur Pause : le temps restant est conservé exactement et Démarrer reprend là où vous en étiez. Les puristes recommencent le pomodoro ; les deux fonctionnent, tant que vous êtes honnête avec vous-même.",
      },
    ],
    tips: [
      "Notez l’unique tâche de ce pomodoro avant d’appuyer sur Démarrer.",
      "Comptez les pomodoros terminés plutôt que les heures passées au bureau : c’est une mesure plus honnête d’une journée de révision.",
      "Vous visez un objectif plus large ? Créez-le sur la page Objectifs et lancez son minuteur depuis là.",
    ],
  },
  "10-second-timer": {
    hook: "les quiz, les jeux entre amis et les sprints courts",
    uses: [
      "les réponses d’un quiz",
      "les sprints de 10 secondes d’un entraînement fractionné",
      "une courte apnée",
      "le décompte avant une photo de groupe",
    ],
    tips: [
      "Pour une photo de groupe, lancez le minuteur puis prenez votre place : tout le monde voit combien de temps il reste.",
    ],
  },
  "15-second-timer": {
    hook: "le fractionné, les changements d’atelier et les manches rapides",
    uses: [
      "les efforts à fond d’un entraînement fractionné",
      "le passage d’un atelier à l’autre dans un circuit",
      "les manches rapides d’un quiz",
      "un étirement bref",
    ],
    tips: [
      "Quinze secondes passent plus vite qu’on ne le croit : préparez l’exercice suivant avant d’appuyer sur Démarrer.",
    ],
  },
  "20-second-timer": {
    hook: "le lavage des mains et les intervalles Tabata",
    uses: [
      "un vrai lavage des mains",
      "la phase d’effort d’un cycle Tabata",
      "la pause visuelle de la règle 20-20-20",
      "une courte chaise contre le mur",
    ],
    faqs: [
      {
        question: "Pourquoi se laver les mains pendant 20 secondes ?",
        answer:
          "Les autorités sanitaires, comme les CDC américains, conseillent de frotter avec du savon pendant au moins 20 secondes : c’est le temps qu’il faut pour savonner chaque surface (dos des mains, entre les doigts, sous les ongles) et décoller saleté et microbes. Fredonner deux fois « Joyeux anniversaire » est l’astuce classique ; un compte à rebours que les enfants peuvent suivre est plus simple.",
      },
      {
        question: "Comment fonctionne un entraînement Tabata ?",
        answer:
          "Huit cycles de 20 secondes à fond et 10 secondes de repos, soit quatre minutes au total. Utilisez ce minuteur pour les phases d’effort, ou le Minuteur de 4 minutes pour chronométrer tout le bloc d’un coup.",
      },
    ],
    tips: [
      "Posez le compte à rebours sur une tablette près du lavabo et le lavage des mains devient un jeu pour les enfants.",
    ],
  },
  "30-second-timer": {
    hook: "le gainage, les étirements et les intervalles de 30 secondes",
    uses: [
      "le maintien d’un étirement",
      "une planche pour débutant",
      "des intervalles de 30 secondes d’effort et 30 de repos",
      "la répétition d’un pitch de 30 secondes",
    ],
    faqs: [
      {
        question: "Combien de temps tenir un étirement ?",
        answer:
          "Pour les étirements statiques, les recommandations sportives conseillent souvent de tenir chaque position environ 10 à 30 secondes et de la répéter plusieurs fois ; 30 secondes est un objectif confortable pour la plupart des gens. Respirez lentement et relâchez si cela fait mal au lieu de simplement tirer.",
      },
    ],
    tips: [
      "Vous préparez un pitch ? Dites-le à voix haute face au compte à rebours jusqu’à finir sereinement avant zéro.",
    ],
  },
  "45-second-timer": {
    hook: "les séries HIIT et les ateliers de circuit",
    uses: [
      "les séries de 45 secondes en HIIT",
      "chaque atelier d’un circuit",
      "une planche plus longue",
      "une manche éclair d’un jeu",
    ],
    faqs: [
      {
        question: "Qu’est-ce qu’un entraînement fractionné 45/15 ?",
        answer:
          "Vous travaillez 45 secondes et récupérez 15, si bien que chaque exercice dure exactement une minute. Choisissez cinq à dix exercices et faites deux ou trois tours ; comme chaque exercice prend une minute, vous savez toujours où vous en êtes.",
      },
    ],
  },
  "90-second-timer": {
    hook: "la récupération entre les séries et les petites tâches en cuisine",
    uses: [
      "la récupération entre des séries de musculation lourdes",
      "un mug cake au micro-ondes",
      "une réplique dans un débat",
      "un exercice de respiration apaisant",
    ],
    faqs: [
      {
        question: "Combien de temps récupérer entre les séries ?",
        answer:
          "Cela dépend de l’objectif. En prise de masse, on récupère souvent 1 à 2 minutes entre les séries, et plus longtemps (2 à 5 minutes) pour le travail de force lourd. Quatre-vingt-dix secondes sont un bon compromis pour récupérer sans refroidir.",
      },
    ],
    tips: ["Lancez le minuteur de récupération dès que vous reposez la barre, pas une fois votre souffle retrouvé."],
  },
  "1-minute-timer": {
    hook: "les défis d’une minute, les exercices et les rounds EMOM",
    uses: [
      "les jeux de type « Minute to win it »",
      "les exercices d’expression orale d’une minute",
      "les rounds EMOM (every minute on the minute)",
      "une minute de respiration lente",
    ],
    faqs: [
      {
        question: "Qu’est-ce qu’un entraînement EMOM ?",
        answer:
          "Every Minute On the Minute : au début de chaque minute, vous faites un nombre de répétitions fixé, puis vous récupérez pendant le reste de la minute. Lancez ce minuteur au début de chaque round ; plus vous finissez vite, plus vous gagnez de repos.",
      },
      {
        question: "Que peut-on vraiment faire en une minute ?",
        answer:
          "Plus qu’on ne le croit : répondre à un court e-mail, débarrasser un bureau, faire 20 squats ou prendre environ six respirations lentes. La règle de la minute (si une tâche prend moins d’une minute, faites-la tout de suite) évite que les petites corvées s’accumulent.",
      },
    ],
    tips: ["Démarrez avec la barre d’espace : dans un round d’une minute, pas le temps de chercher le bouton."],
  },
  "2-minute-timer": {
    hook: "le brossage des dents, le thé vert et les pauses express",
    uses: [
      "le brossage des dents",
      "l’infusion d’un thé vert",
      "un défi de gainage de deux minutes",
      "la règle des deux minutes pour les petites tâches",
    ],
    faqs: [
      {
        question: "Combien de temps faut-il se brosser les dents ?",
        answer:
          "Les dentistes, dont l’American Dental Association, recommandent deux minutes de brossage, deux fois par jour. La plupart des gens s’arrêtent bien avant ; consacrer environ 30 secondes à chaque quart de la bouche fait passer les deux minutes facilement.",
      },
      {
        question: "Qu’est-ce que la règle des deux minutes ?",
        answer:
          "Une habitude tirée de « Getting Things Done » de David Allen : si une action prend moins de deux minutes, faites-la tout de suite au lieu de la noter. Un minuteur vous montre honnêtement ce qui prend vraiment deux minutes.",
      },
    ],
    tips: [
      "Pour les enfants, posez un téléphone près du miroir : regarder la barre se remplir fait paraître deux minutes de brossage plus courtes.",
    ],
  },
  "3-minute-timer": {
    hook: "le thé noir, les nouilles instantanées et les rounds de boxe",
    uses: [
      "des nouilles instantanées",
      "l’infusion d’un thé noir",
      "un round de boxe",
      "une prise de parole de trois minutes",
    ],
    faqs: [
      {
        question: "Combien de temps faire infuser du thé noir ?",
        answer:
          "La plupart des thés noirs sont meilleurs après 3 à 5 minutes dans une eau tout juste bouillie : trois minutes donnent une tasse plus légère, cinq une tasse plus corsée et plus tannique. Commencez par trois, goûtez, et ajoutez une minute la prochaine fois si vous voulez plus de corps.",
      },
      {
        question: "Combien de temps dure un round de boxe ?",
        answer:
          "En boxe professionnelle, un round dure trois minutes, avec une minute de repos entre chaque. Pour le sac de frappe ou le shadow boxing, utilisez ce minuteur pour chaque round et le Minuteur de 1 minute pour le repos.",
      },
    ],
  },
  "4-minute-timer": {
    hook: "le café à la cafetière à piston et les blocs Tabata",
    uses: [
      "un café à la cafetière à piston",
      "un bloc Tabata complet",
      "une courte séance d’étirements",
      "un échauffement avant de courir",
    ],
    faqs: [
      {
        question: "Combien de temps laisser infuser un café à piston ?",
        answer:
          "Quatre minutes, c’est la recommandation classique : versez une eau juste frémissante sur une mouture grossière, remuez, posez le couvercle et appuyez sur le piston quand l’alarme sonne. Une infusion plus longue rend le café plus amer, pas plus fort.",
      },
      {
        question: "Combien de temps dure un entraînement Tabata ?",
        answer:
          "Quatre minutes : huit cycles de 20 secondes à effort maximal et 10 secondes de repos. C’est court mais intense, alors échauffez-vous d’abord.",
      },
    ],
  },
  "5-minute-timer": {
    hook: "un thé, un rangement rapide ou une courte pause",
    uses: [
      "une pause courte de Pomodoro",
      "un rangement rapide",
      "une méditation de cinq minutes",
      "se lancer dans une tâche qu’on repousse",
    ],
    intro:
      "Cinq minutes, c’est assez court pour dire oui et assez long pour avancer : une pause entre deux séances de concentration, un rangement éclair, un moment de calme. Appuyez sur Démarrer et il sonne quand le temps est écoulé.",
    faqs: [
      {
        question: "Qu’est-ce que la règle des cinq minutes contre la procrastination ?",
        answer:
          "Promettez-vous de travailler sur la tâche cinq minutes seulement, avec le droit d’arrêter quand l’alarme sonne. Commencer est souvent le plus dur ; une fois lancé, on continue souvent, et sinon, vous avez tout de même fait cinq minutes de plus qu’avant.",
      },
      {
        question: "Cinq minutes suffisent-elles pour une pause ?",
        answer:
          "Pour de courtes séances de concentration, oui : la technique Pomodoro prévoit cinq minutes de pause après chaque bloc de 25 minutes de travail. Levez-vous, bougez et détournez les yeux de l’écran, et la pause remplit son rôle.",
      },
      {
        question: "Combien de temps méditer quand on débute ?",
        answer:
          "Cinq minutes par jour, c’est un début réaliste. Asseyez-vous confortablement, suivez votre respiration, et quand votre esprit vagabonde (il le fera), ramenez-le sans vous juger. Choisissez dans les Paramètres une alarme douce comme Soft Chime pour que la fin ne vous fasse pas sursauter.",
      },
    ],
    tips: ["Vous méditez ? Choisissez Soft Chime ou Gentle Wake dans les Paramètres pour une fin en douceur."],
  },
  "6-minute-timer": {
    hook: "les œufs mollets et les entraînements courts",
    uses: [
      "des œufs mollets",
      "une séance d’abdos de six minutes",
      "une séance de respiration guidée",
      "une limite de temps par tour dans un jeu de société",
    ],
    faqs: [
      {
        question: "Combien de temps cuire un œuf pour un jaune fondant ?",
        answer:
          "Plongez un gros œuf sortant du réfrigérateur dans l’eau bouillante, laissez cuire environ 6 à 7 minutes, puis refroidissez-le dans l’eau froide. Cinq minutes donnent un jaune coulant, 9 à 10 un jaune bien pris ; la taille de l’œuf et l’altitude décalent un peu le temps.",
      },
    ],
  },
  "7-minute-timer": {
    hook: "l’entraînement de 7 minutes et les méditations courtes",
    uses: [
      "l’entraînement de 7 minutes",
      "une courte méditation",
      "un rangement express d’une pièce",
      "un échauffement avant de courir",
    ],
    faqs: [
      {
        question: "Qu’est-ce que l’entraînement de 7 minutes ?",
        answer:
          "Un circuit popularisé en 2013 par un article de l’ACSM's Health & Fitness Journal : 12 exercices au poids du corps de 30 secondes chacun, avec environ 10 secondes entre eux. Utilisez ce minuteur pour tout le circuit, ou le Minuteur de 30 secondes si vous préférez un signal à chaque exercice.",
      },
    ],
  },
  "8-minute-timer": {
    hook: "les pâtes, les abdos express et les réunions debout",
    uses: [
      "la cuisson de pâtes sèches",
      "une séance d’abdos de 8 minutes",
      "une réunion debout",
      "un court moment d’écriture de journal",
    ],
    faqs: [
      {
        question: "Combien de temps faut-il pour cuire des pâtes ?",
        answer:
          "La plupart des spaghettis et des penne secs demandent 8 à 12 minutes dans une eau bouillante bien salée ; le paquet indique le temps exact. Lancez le minuteur quand l’eau se remet à bouillir et goûtez une minute avant l’alarme pour des pâtes al dente.",
      },
    ],
  },
  "9-minute-timer": {
    hook: "les œufs durs et les sprints de concentration",
    uses: [
      "des œufs durs",
      "un court sprint de concentration",
      "un rangement express avant l’arrivée des invités",
      "des légumes à la vapeur",
    ],
    faqs: [
      {
        question: "Combien de temps faut-il pour un œuf dur ?",
        answer:
          "Environ 9 à 12 minutes une fois l’eau à ébullition : 9 donnent un jaune pris mais encore tendre, 12 un jaune ferme et pâle. Plongez aussitôt les œufs dans l’eau froide pour stopper la cuisson et les écaler plus facilement.",
      },
    ],
  },
  "10-minute-timer": {
    hook: "un rangement, une méditation ou une séance de sport express",
    uses: [
      "dix minutes de rangement dans une pièce",
      "un court enchaînement de yoga",
      "une séance express au poids du corps",
      "les dix dernières minutes d’une activité en classe",
    ],
    intro:
      "Dix minutes, c’est l’unité des bonnes habitudes : assez pour une vraie séance de sport, un bon rangement ou une méditation au calme, et assez court pour trouver sa place dans n’importe quelle journée. Le minuteur est réglé, il ne reste qu’à appuyer sur Démarrer.",
    faqs: [
      {
        question: "Que peut-on faire en 10 minutes ?",
        answer:
          "Étonnamment beaucoup : débarrasser le plan de travail et remplir le lave-vaisselle, marcher environ un kilomètre, lire un chapitre d’un court roman ou enchaîner un circuit complet au poids du corps. Dix minutes concentrées valent mieux que trente dispersées.",
      },
      {
        question: "Comment les enseignants utilisent-ils un minuteur de 10 minutes ?",
        answer:
          "Pour les activités chronométrées, le travail en groupe et les transitions. Affichez-le en plein écran au vidéoprojecteur (touche F) pour que tout le monde voie le même temps ; la barre de progression montre d’un coup d’œil ce qu’il reste, inutile de l’annoncer sans cesse.",
      },
    ],
    tips: [
      "Essayez dix minutes de rangement chaque soir : lancez le minuteur, rangez tout ce que vous pouvez et arrêtez à l’alarme.",
    ],
  },
  "12-minute-timer": {
    hook: "le test de Cooper et les entraînements courts",
    uses: [
      "le test de course de Cooper en 12 minutes",
      "une courte séance de HIIT",
      "des pâtes al dente",
      "une session concentrée d’e-mails",
    ],
    faqs: [
      {
        question: "Qu’est-ce que le test de Cooper ?",
        answer:
          "Un test d’endurance conçu par le Dr Kenneth Cooper en 1968 : vous courez (ou marchez) la plus grande distance possible en 12 minutes, et cette distance permet d’estimer votre forme aérobie. Utilisez une piste d’athlétisme pour mesurer facilement la distance, et échauffez-vous d’abord.",
      },
    ],
  },
  "15-minute-timer": {
    hook: "les pauses café, les siestes éclair et les longues pauses Pomodoro",
    uses: [
      "une pause café",
      "la longue pause après quatre pomodoros",
      "une séance de sport express",
      "une sieste éclair",
    ],
    intro:
      "Un quart d’heure : la pause café, la longue pause après quatre pomodoros, une marche rapide autour du pâté de maisons. Lancez-le et arrêtez de surveiller l’heure.",
    faqs: [
      {
        question: "Combien de temps doit durer une sieste éclair ?",
        answer:
          "Les spécialistes du sommeil conseillent généralement 10 à 20 minutes : assez pour se sentir reposé, assez court pour ne pas se réveiller groggy au sortir d’un sommeil profond. Quinze minutes laissent un peu de temps pour s’endormir.",
      },
      {
        question: "Quelle séance de sport faire en 15 minutes ?",
        answer:
          "Trois tours de cinq exercices (squats, pompes, fentes, planche et jumping jacks), 45 secondes chacun avec 15 secondes de repos. Cela remplit exactement les 15 minutes et fait travailler tout le corps.",
      },
    ],
  },
  "18-minute-timer": {
    hook: "les conférences au format TED et les répétitions d’exposés",
    uses: [
      "la répétition d’une intervention de 18 minutes façon TED",
      "un créneau de présentation en conférence",
      "une fournée de muffins",
      "une petite course à pied",
    ],
    faqs: [
      {
        question: "Pourquoi les conférences TED durent-elles 18 minutes ?",
        answer:
          "TED limite ses conférences à 18 minutes, une durée qu’elle juge assez longue pour dire quelque chose de sérieux et assez courte pour garder l’attention du public. Répétez avec ce minuteur et visez à finir avec une minute d’avance.",
      },
    ],
  },
  "20-minute-timer": {
    hook: "les siestes éclair, la règle 20-20-20 et les blocs de concentration",
    uses: [
      "une sieste éclair",
      "un bloc de travail concentré",
      "la règle 20-20-20 pour reposer les yeux",
      "une marche rapide",
    ],
    intro:
      "Vingt minutes : la sieste éclair classique, une marche rapide ou un bon bloc de concentration. Appuyez sur Démarrer et laissez l’alarme surveiller l’heure pour vous.",
    faqs: [
      {
        question: "Qu’est-ce que la règle 20-20-20 ?",
        answer:
          "Une habitude que recommandent les professionnels de la vue pour le travail sur écran : toutes les 20 minutes, regardez pendant 20 secondes un objet situé à environ 6 mètres (20 pieds). Faites tourner ce minuteur pendant que vous travaillez, puis le Minuteur de 20 secondes pour la pause.",
      },
      {
        question: "Vingt minutes, est-ce la durée idéale pour une sieste ?",
        answer:
          "Pour la plupart des adultes, 10 à 20 minutes est l’idéal : vous restez en sommeil léger et vous vous réveillez reposé. Beaucoup plus long, et vous risquez de sortir d’un sommeil profond tout groggy. Prévoyez quelques minutes pour vous endormir en le réglant.",
      },
    ],
  },
  "25-minute-timer": {
    hook: "un Pomodoro, des légumes rôtis ou une petite course",
    uses: [
      "une séance de concentration Pomodoro",
      "une plaque de légumes rôtis",
      "une petite course à pied",
      "un cycle de lavage rapide",
    ],
    faqs: [
      {
        question: "Un minuteur de 25 minutes, est-ce la même chose qu’un Pomodoro ?",
        answer:
          "Oui : 25 minutes est la durée classique d’un Pomodoro. Pour la méthode complète, avec des conseils sur les pauses et les interruptions, voyez la page Minuteur de révision ; celui-ci est un simple compte à rebours de 25 minutes pour tout usage.",
      },
    ],
  },
  "30-minute-timer": {
    hook: "le sport, les séances de travail et la pâtisserie",
    uses: [
      "une séance de sport d’une demi-heure",
      "un bloc de révision concentré",
      "la cuisson d’une génoise",
      "une réunion limitée dans le temps",
    ],
    intro:
      "Une demi-heure, c’est assez long pour une vraie séance de sport ou un bon morceau de travail, et assez court pour tenir dans une pause déjeuner. Appuyez sur Démarrer ; l’alarme vous trouvera même dans un autre onglet.",
    faqs: [
      {
        question: "Trente minutes d’exercice par jour, est-ce suffisant ?",
        answer:
          "Trente minutes cinq jours par semaine font 150 minutes, le minimum d’activité modérée que l’Organisation mondiale de la santé recommande aux adultes chaque semaine. Une marche rapide compte.",
      },
      {
        question: "Pourquoi limiter les réunions à 30 minutes ?",
        answer:
          "Le travail tend à s’étendre pour occuper tout le temps disponible (loi de Parkinson). Un compte à rebours de 30 minutes bien visible garde la réunion sur son ordre du jour, et la barre de progression montre clairement quand on est à mi-chemin et toujours au premier point.",
      },
    ],
  },
  "35-minute-timer": {
    hook: "la pâtisserie, les cours de yoga et les longs blocs de révision",
    uses: ["un banana bread", "une séance de Pilates", "un bloc de révision plus long", "un footing tranquille"],
    tips: [
      "Vous faites un gâteau ? Vérifiez quelques minutes avant l’alarme : les fours varient plus que les recettes ne l’admettent.",
    ],
  },
  "40-minute-timer": {
    hook: "les cours, les examens blancs et les séances de sport plus longues",
    uses: ["un cours", "une partie d’examen blanc", "une longue sortie à vélo", "des morceaux de poulet au four"],
    tips: ["Pour un examen blanc, mettez le minuteur en plein écran et votre téléphone dans une autre pièce."],
  },
  "45-minute-timer": {
    hook: "les heures de cours, les mi-temps de foot et le sport",
    uses: [
      "une heure de cours",
      "une mi-temps de match de foot",
      "une séance de sport de 45 minutes",
      "un long bloc de concentration",
    ],
    faqs: [
      {
        question: "Combien de temps dure une mi-temps au football ?",
        answer:
          "Un match de football compte deux mi-temps de 45 minutes séparées par une pause de 15 minutes, plus le temps additionnel accordé par l’arbitre. Pour un match entre amis, utilisez ce minuteur pour chaque mi-temps et le Minuteur de 15 minutes pour la pause.",
      },
    ],
  },
  "50-minute-timer": {
    hook: "le travail en profondeur, les cours magistraux et les séances de 50 minutes",
    uses: [
      "un bloc de travail en profondeur de 50 minutes avec 10 minutes de pause",
      "un cours magistral",
      "une séance de coaching",
      "une longue séance d’instrument",
    ],
    faqs: [
      {
        question: "Pourquoi travailler par blocs de 50 minutes ?",
        answer:
          "Cinquante minutes de concentration et dix de pause tiennent pile dans une heure : vos pauses tombent avec l’horloge et avec les réunions. C’est un grand frère du Pomodoro pour les tâches qui demandent plus de temps de chauffe.",
      },
    ],
  },
  "60-minute-timer": {
    hook: "les réunions, les épreuves d’examen et les séances d’une heure",
    uses: ["une réunion d’une heure", "une épreuve d’examen", "un cours", "une heure de pratique d’un instrument"],
    faqs: [
      {
        question: "Comment s’entraîner pour un examen en temps limité ?",
        answer:
          "Réglez la durée de l’épreuve, appuyez sur F pour le plein écran et rangez vos notes. Regardez la barre de progression au quart, à la moitié et aux trois quarts pour vous situer, et gardez les cinq dernières minutes pour relire vos réponses.",
      },
    ],
  },
  "90-minute-timer": {
    hook: "le travail en profondeur, les cycles de sommeil et les matchs de foot",
    uses: [
      "une séance de travail en profondeur",
      "une longue sieste d’un cycle de sommeil",
      "un match de foot (deux mi-temps de 45 minutes)",
      "un long examen",
    ],
    intro:
      "Quatre-vingt-dix minutes, c’est une durée prisée pour le travail sérieux : assez pour creuser un problème en profondeur, et à peu près la durée d’un cycle de sommeil ou d’un match de foot. Lancez-le et laissez l’alarme vous dire quand refaire surface.",
    faqs: [
      {
        question: "Pourquoi certains travaillent-ils par blocs de 90 minutes ?",
        answer:
          "Beaucoup d’écrivains et de chercheurs constatent qu’ils peuvent se concentrer intensément pendant environ 90 minutes avant que l’attention ne baisse ; une vraie pause de 15 à 20 minutes est alors payante. C’est une règle empirique plutôt qu’une loi, alors essayez et voyez si elle vous convient.",
      },
      {
        question: "Une sieste de 90 minutes, est-ce une bonne idée ?",
        answer:
          "Un cycle de sommeil complet dure environ 90 minutes : une sieste de cette durée vous permet de vous réveiller en sommeil léger plutôt qu’en plein sommeil profond. C’est toutefois trop long pour une sieste éclair en journée de travail ; prenez plutôt le Minuteur de 20 minutes.",
      },
    ],
  },
  "1-hour-timer": {
    hook: "le travail en profondeur, la pâte à pain et le stationnement",
    uses: [
      "une heure de travail en profondeur",
      "la levée d’une pâte à pain",
      "une heure de stationnement payant",
      "une limite de temps d’écran pour les enfants",
    ],
    intro:
      "Une heure, chronométrée avec précision. Laissez lever une pâte, surveillez un ticket de stationnement ou réservez une heure de travail en profondeur : Tickwise sonne à la fin, même si l’onglet a passé toute l’heure en arrière-plan.",
    faqs: [
      {
        question: "Combien de temps laisser lever une pâte à pain ?",
        answer:
          "Une pâte levée simple a généralement besoin d’environ une heure pour doubler de volume à température ambiante, mais une cuisine froide peut demander plus. Voyez l’alarme comme un rappel pour vérifier : la pâte est prête quand elle a doublé et qu’un doigt fariné y laisse un creux qui remonte lentement.",
      },
      {
        question: "Puis-je l’utiliser pour le temps d’écran des enfants ?",
        answer:
          "Oui, et montrer le compte à rebours aide. Quand les enfants voient combien de temps il reste, la fin les surprend moins et il y a moins de disputes. Réglez-le, placez-le bien en vue et laissez l’alarme jouer le mauvais rôle.",
      },
    ],
  },
  "2-hour-timer": {
    hook: "les examens, les cuissons longues et les longues révisions",
    uses: [
      "une épreuve d’examen complète",
      "une viande rôtie à basse température",
      "une longue séance de révision avec pauses",
      "une limite de temps de jeu vidéo",
    ],
    intro:
      "Deux heures pour les longues tâches : un examen blanc complet, un rôti à basse température, un après-midi de révisions. Tickwise décompte jusqu’à une heure de fin fixe, il est donc aussi précis à la fin qu’au début.",
    faqs: [
      {
        question: "Un minuteur de 2 heures est-il encore précis à la fin ?",
        answer:
          "Oui. Le temps restant est toujours calculé à partir de l’heure de fin, donc les petits retards ne s’additionnent jamais : au bout de deux heures, même avec l’onglet en arrière-plan, l’alarme sonne à une fraction de seconde près. Seul un ordinateur en veille ne peut pas sonner : gardez-le éveillé ou ajoutez un rappel par e-mail.",
      },
      {
        question: "Comment découper une séance de révision de deux heures ?",
        answer:
          "Essayez trois blocs de 35 minutes avec 5 minutes de pause, ou quatre pomodoros avec une pause plus longue au milieu. Laissez ce minuteur tourner pendant toute la séance pour toujours savoir combien de temps il reste.",
      },
    ],
  },
};

function generalFaqs(kind: PageKind, noun: string, words: string, command: string): Record<GeneralFaqKey, Faq> {
  return {
    accuracy: {
      question: `Le ${noun} est-il assez précis pour des intervalles\u00a0?`,
      answer:
        "Oui. Tickwise enregistre le moment où le compte à rebours doit se terminer et lit l’horloge à chaque mise à jour : il ne peut donc ni dériver ni perdre de secondes. L’affichage arrondit vers le haut : 00:00:01 reste à l’écran jusqu’à ce que le temps soit vraiment écoulé, et l’alarme sonne à zéro, pas une seconde plus tard.",
    },
    background:
      kind === "long"
        ? {
            question: `Dois-je garder la page ouverte pendant ${words}\u00a0?`,
            answer:
              "Gardez l’onglet ouvert (en arrière-plan, c’est parfait) pour qu’il puisse sonner et envoyer une notification. Si vous le rechargez ou le fermez par erreur, rien n’est perdu : rouvrez la page et le minuteur reprend avec la même heure de fin, ou vous indique qu’il s’est terminé pendant votre absence.",
          }
        : {
            question: `Le ${noun} continue-t-il si je change d’onglet\u00a0?`,
            answer:
              "Oui. Les navigateurs ralentissent les onglets que vous ne regardez pas, mais Tickwise calcule le temps restant à partir du moment où le minuteur se termine au lieu de compter des battements : il reste donc précis. Quand le temps est écoulé dans un onglet masqué, vous entendez quand même l’alarme et, si vous l’avez autorisé, recevez une notification système.",
          },
    pauseAdd: {
      question: `Puis-je mettre le ${noun} en pause ou ajouter du temps\u00a0?`,
      answer:
        "Appuyez sur Pause (ou sur la barre d’espace) et le temps restant est conservé à la milliseconde près ; Démarrer reprend à partir de là. Avant de démarrer ou en pause, +30s, +1m et +5m ajoutent du temps ; ils ne sont pas disponibles pendant le décompte, pour qu’un appui involontaire ne modifie pas un compte à rebours en cours.",
    },
    alarm: {
      question: `Comment saurai-je que le ${noun} est terminé\u00a0?`,
      answer:
        "Une alarme sonne (16 sons au choix dans les Paramètres, de Soft Chime à Rooster Crow), des confettis tombent s’ils sont activés, le titre de l’onglet indique que le temps est écoulé et, si la page est masquée, vous recevez une notification système. Les navigateurs rendent les pages muettes tant que vous n’avez pas cliqué dessus : utilisez Tester le son au préalable.",
    },
    email: {
      question: "Tickwise peut-il m’envoyer un e-mail à la fin du minuteur ?",
      answer:
        "Oui : saisissez votre adresse (et une note facultative) dans la carte Rappel par e-mail avant d’appuyer sur Démarrer. Le rappel est programmé au démarrage du minuteur, annulé si vous faites pause ou réinitialisez, et envoyé par le serveur même si vous fermez l’onglet. Votre adresse est supprimée dès l’envoi.",
    },
    voice: {
      question: `Puis-je lancer le ${noun} à la voix\u00a0?`,
      answer: `Dans les navigateurs dotés de la reconnaissance vocale, comme Chrome, activez les commandes vocales et dites «\u00a0${command}\u00a0». Vous pouvez aussi dire «\u00a0démarrer\u00a0», «\u00a0pause\u00a0» ou «\u00a0stop\u00a0», et «\u00a0réinitialisez le minuteur\u00a0». Les commandes sont comprises en français.`,
    },
    keyboard: {
      question: "Y a-t-il des raccourcis clavier ?",
      answer:
        "La barre d’espace démarre et met en pause, R réinitialise et F active ou désactive le plein écran. Pratique quand vous avez les mains occupées ou que le minuteur est affiché sur un écran à l’autre bout de la pièce.",
    },
    custom: {
      question: `Puis-je régler une autre durée que ${words}\u00a0?`,
      answer:
        "Cliquez sur les chiffres et tapez une nouvelle durée : 90 fait 90 secondes, 7:30 sept minutes et demie et 1:05:00 une heure et cinq minutes. Entrée valide, Échap annule, et les préréglages en dessous passent à d’autres durées courantes.",
    },
    offline: {
      question: "Le minuteur fonctionne-t-il hors ligne ?",
      answer:
        "Oui. Après votre première visite, votre navigateur garde une copie du minuteur : il s’ouvre et fonctionne sans connexion, dans une salle de sport au sous-sol ou en avion. Seul le rappel par e-mail a besoin d’Internet.",
    },
    screen: {
      question: "Mon écran va-t-il s’éteindre pendant que le minuteur tourne ?",
      answer:
        "Quand le navigateur le permet, Tickwise demande à l’écran de rester allumé pendant qu’un minuteur tourne, puis le laisse se mettre en veille ensuite. Sur les navigateurs plus anciens, allongez le délai de verrouillage automatique pour les longs minuteurs.",
    },
  };
}

const fr: TimerCopyPack = {
  heading: (amount, unit) => `Minuteur de ${amountOf(amount, unit)}`,
  noun: (amount, unit) => `minuteur de ${amountOf(amount, unit)}`,
  voiceCommand: (amount, unit) => `minuteur de ${amountOf(amount, unit)}`,
  title: (h1) => [`${h1} – Compte à rebours gratuit | Tickwise`, `${h1} gratuit en ligne | Tickwise`],
  description: (noun, hook) =>
    `${capitalize("fr", noun)} gratuit avec alarme pour ${hook}. Précis et sans inscription.`,
  intro: (kind, words, first, second, third) => {
    if (kind === "short")
      return `${capitalize("fr", words)} au compteur\u00a0: assez pour ${oneOf("fr", [first, second, third])}. Appuyez sur Démarrer ou sur la barre d’espace, suivez les grands chiffres, et l’alarme sonne pile à zéro.`;
    if (kind === "long")
      return `Réservez ${words} pour ${oneOf("fr", [first, second])}. Lancez le minuteur, laissez l’onglet en arrière-plan, et Tickwise sonnera, vous notifiera et, si vous le souhaitez, vous enverra un e-mail à la fin.`;
    return `${capitalize("fr", words)}, c’est parfait pour ${oneOf("fr", [first, second, third])}. Le minuteur est réglé\u00a0: appuyez sur Démarrer et il sonne quand le temps est écoulé, même si vous passez à un autre onglet.`;
  },
  usesFaq: (kind, noun, uses) => ({
    question:
      kind === "short"
        ? `Quand utiliser un ${noun}\u00a0?`
        : kind === "long"
          ? `À quoi sert un ${noun}\u00a0?`
          : `Que peut-on chronométrer avec un ${noun}\u00a0?`,
    answer: `On l’utilise pour ${allOf("fr", uses)}. ${usesEnding[kind] ?? usesEnding.medium}`,
  }),
  generalFaqs,
  steps: (kind, display, words, amount) => [
    display === undefined
      ? "Tapez une durée dans l’affichage ou choisissez un des préréglages populaires ; le minuteur s’ouvre sur 5 minutes."
      : `Le minuteur est déjà réglé sur ${display}. Appuyez sur Démarrer ou sur la barre d’espace pour commencer.`,
    kind === "short"
      ? icu(
          "fr",
          "Mettez-vous en place avant de démarrer : {words} {amount, plural, one {passe} other {passent}} vite. Appuyez sur F pour le plein écran et lire le temps de loin.",
          { words, amount },
        )
      : kind === "long"
        ? "Laissez l’onglet ouvert ; l’arrière-plan convient très bien. Remplissez d’abord le rappel par e-mail si vous voulez aussi un message à la fin."
        : "Continuez ce que vous faites. Vous pouvez changer d’onglet ou d’application : le compte à rebours reste précis et sonne à zéro.",
    "Besoin d’une autre durée ? Cliquez sur les chiffres, tapez-la (90, 7:30 ou 1:15:00) et appuyez sur Entrée, ou utilisez +30s, +1m et +5m avant de démarrer.",
    "À 00:00:00, l’alarme sonne et l’écran affiche Temps écoulé ! Pause fige le temps à tout moment ; Réinitialiser l’efface.",
  ],
  kindTips: {
    short: [
      "Appuyez une fois sur Tester le son avant la séance : les navigateurs rendent les pages muettes tant que vous n’avez pas interagi avec elles.",
      "Calez votre téléphone et appuyez sur F : les chiffres remplissent l’écran et se lisent en plein exercice.",
    ],
    medium: [
      "Autorisez les notifications quand on vous le demande : un minuteur qui se termine dans un onglet en arrière-plan attirera quand même votre attention.",
      "La barre d’espace démarre et met en pause, R réinitialise : inutile de viser un bouton les mains occupées.",
    ],
    long: [
      "Gardez l’ordinateur portable branché pour les longs minuteurs : un ordinateur en veille ne peut pas sonner. Quand c’est possible, Tickwise garde l’écran allumé pendant le décompte.",
      "Ajoutez un rappel par e-mail en renfort ; le serveur l’envoie même si l’onglet est fermé.",
    ],
  },
  profiles,
};

export default fr;
