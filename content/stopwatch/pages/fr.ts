import { asClause, type StopwatchPages } from "../use-cases";

const lower = (name: string) => String(name).toLocaleLowerCase("fr");

const fr: StopwatchPages = {
  breadcrumb: "Chronomètre",
  home: {
    title: "Chronomètre en ligne avec tours – gratuit et précis à la milliseconde | Tickwise",
    description:
      "Chronomètre en ligne gratuit : millisecondes, tours (plus rapide et plus lent signalés), préréglages, plein écran et raccourcis. Précis même en arrière-plan.",
    h1: "Chronomètre en ligne",
    intro:
      "Démarrez, mettez en pause et réinitialisez d’une seule touche, enregistrez vos tours avec leurs temps intermédiaires et lisez le temps à la milliseconde. Tickwise le calcule à partir de l’instant de départ : il reste exact même quand l’onglet est en arrière-plan.",
    tips: [
      "Copiez vos tours en CSV pour tenir un carnet d’entraînement dans un tableur.",
      "Appuyez sur F pour passer en plein écran quand toute la salle doit voir le temps.",
    ],
  },
  faqs: [
    {
      question: "Le chronomètre en ligne est-il précis ?",
      answer:
        "Oui. Tickwise ne compte jamais de tics : il enregistre l’instant où vous avez appuyé sur Démarrer et calcule le temps écoulé à partir de l’horloge monotone haute résolution du navigateur à chaque affichage. L’affichage est exact à la milliseconde, même après un passage de l’onglet en arrière-plan.",
    },
    {
      question: "Le chronomètre continue-t-il dans un onglet en arrière-plan ?",
      answer:
        "Oui. Les navigateurs ralentissent les onglets masqués, mais comme le temps est déduit de l’instant de départ au lieu d’être compté, le chronomètre affiche le temps exact dès votre retour, et le titre de l’onglet continue de l’afficher entre-temps.",
    },
    {
      question: "Comment enregistrer des tours ?",
      answer:
        "Appuyez sur Tour (ou la touche L) pendant que le chronomètre tourne. Chaque tour affiche son propre temps et le total ; le tour le plus rapide et le plus lent sont signalés. Copiez les tours en texte ou en CSV, ou téléchargez-les dans un fichier CSV.",
    },
    {
      question: "Quels raccourcis clavier existe-t-il ?",
      answer:
        "Espace démarre et met en pause, L enregistre un tour, R réinitialise et F active ou quitte le plein écran. Les raccourcis sont ignorés pendant que vous tapez dans un champ de texte.",
    },
    {
      question: "À quoi servent les préréglages ?",
      answer:
        "Chaque préréglage donne un objectif au chronomètre : Sprint signale chaque minute pendant dix répétitions, Gainage à 30 s et à 1 min, HIIT à chaque changement Tabata, Cuisine à 10 minutes, Études à 20 et 25 minutes, Réunion à 25 et 30 minutes. Le chronomètre continue de tourner après l’objectif.",
    },
  ],
  useCasePage: {
    title: (name) => `Chronomètre\u00a0: ${lower(name)} – tours et temps intermédiaires | Tickwise`,
    description: (name, blurb) =>
      `${name}\u00a0: ${asClause(blurb, "fr")}. Chronomètre en ligne gratuit avec millisecondes, tours, préréglages et plein écran.`,
    h1: (name) => `Chronomètre\u00a0: ${lower(name)}`,
    tip: "Copiez vos tours en texte ou en CSV à la fin, avant d’appuyer sur Réinitialiser.",
  },
  useCases: {
    "workout-timing": {
      name: "Entraînement sportif",
      blurb: "Séries, temps de repos et circuits.",
      intro:
        "Chronométrez séries, repos et circuits complets à la milliseconde. Appuyez sur L à la fin de chaque série pour l’enregistrer comme un tour, puis comparez vos séries les plus rapides et les plus lentes.",
      tip: "Utilisez le préréglage HIIT pour les intervalles Tabata : il signale chaque passage entre effort et repos.",
      faq: {
        question: "Combien de temps se reposer entre les séries ?",
        answer:
          "On recommande souvent 30 à 90 secondes pour l’endurance musculaire et l’hypertrophie, et 2 à 5 minutes pour les séries lourdes en force. Lancez le chronomètre en reposant la charge et attaquez la série suivante quand il atteint votre temps de repos.",
      },
    },
    "running-laps": {
      name: "Tours de piste",
      blurb: "Un temps intermédiaire à chaque tour de piste.",
      intro:
        "Enregistrez un temps intermédiaire à chaque tour d’une seule touche. Le tableau affiche le temps de chaque tour et le cumul, et signale vos tours le plus rapide et le plus lent pour repérer tout de suite les écarts d’allure.",
      tip: "Sur une piste de 400 m, un tour en 1:30 correspond à une allure de 6:00 au kilomètre ; gardez vos tours à quelques secondes près pour une course régulière.",
      faq: {
        question: "Comment enregistrer un tour en courant ?",
        answer:
          "Appuyez sur L (ou le bouton Tour) à chaque passage de la ligne. Les grands boutons conviennent bien à un téléphone porté au bras ; sur un ordinateur portable au bord de la piste, le clavier est le plus rapide.",
      },
    },
    "swimming-practice": {
      name: "Natation",
      blurb: "Longueurs, séries et départs.",
      intro:
        "Chronométrez longueurs, 100 m et séries complètes depuis le bord du bassin. Enregistrez chaque longueur comme un tour et consultez vos temps ensuite, ou posez une tablette en plein écran comme pendule de bord de bassin.",
      tip: "Le plein écran (F) transforme la page en pendule lisible depuis l’eau.",
      faq: {
        question: "Puis-je l’utiliser comme pendule pour une série de natation ?",
        answer:
          "Oui. Lancez-le au début de la série et appuyez sur F pour le plein écran ; les grands chiffres et la barre des 10 secondes rendent les départs du type « toutes les 1:45 » faciles à lire.",
      },
    },
    "speech-practice": {
      name: "Prise de parole",
      blurb: "Répéter un discours montre en main.",
      intro:
        "Répétez une présentation, un pitch ou un discours de mariage et voyez exactement combien de temps il dure. Marquez un tour à la fin de chaque partie pour savoir où passent les minutes.",
      tip: "On parle en général à 130–160 mots par minute : une intervention de 5 minutes fait environ 700 mots.",
      faq: {
        question: "Comment chronométrer chaque partie de mon discours ?",
        answer:
          "Lancez le chronomètre en commençant et appuyez sur L à chaque passage à la partie suivante. Le tableau des tours indique alors la durée de l’introduction, de chaque point et de la conclusion.",
      },
    },
    "cooking-timing": {
      name: "Cuisine",
      blurb: "Le temps réel de chaque étape.",
      intro:
        "Découvrez combien de temps prend vraiment une recette, ou chronométrez les étapes qu’on fait à l’œil, comme caraméliser des oignons ou laisser reposer une viande. Le préréglage Cuisine sonne à dix minutes.",
      tip: "Notez vos tours la prochaine fois que vous préparez le plat : la deuxième fois sera bien plus facile à organiser.",
      faq: {
        question: "Chronomètre ou minuteur en cuisine ?",
        answer:
          "Prenez le minuteur quand la recette donne un temps (« cuire 8 minutes ») et le chronomètre quand vous voulez mesurer : le temps de préchauffage de votre four ou la durée d’une étape.",
      },
    },
    "study-sessions": {
      name: "Sessions d’étude",
      blurb: "Mesurer son vrai temps de concentration.",
      intro:
        "Mesurez combien de temps vous étudiez réellement, en mettant en pause quand vous vous levez. Le préréglage Études sonne à 25 minutes, la durée d’un Pomodoro classique, avec un rappel cinq minutes avant.",
      tip: "Mettez le chronomètre en pause chaque fois que vous prenez votre téléphone : le total honnête surprend souvent.",
      faq: {
        question: "Chronomètre ou minuteur Pomodoro pour étudier ?",
        answer:
          "Un minuteur Pomodoro impose des blocs fixes ; un chronomètre montre combien de temps vous vous êtes vraiment concentré. Beaucoup utilisent le chronomètre avec le préréglage Études, qui sonne à 25 minutes mais continue de compter si vous êtes lancé.",
      },
    },
    "meditation-timing": {
      name: "Méditation",
      blurb: "Des séances calmes, sans durée imposée.",
      intro:
        "Restez assis aussi longtemps que cela vous semble juste et voyez ensuite combien de temps cela a duré. Pas de tic-tac, pas d’alarme sauf si vous choisissez un préréglage : juste un décompte silencieux à regarder du coin de l’œil.",
      tip: "Choisissez le son Soft Chime ou Gentle Wake dans les réglages d’affichage pour un signal plus doux.",
      faq: {
        question: "Le chronomètre fera-t-il du bruit pendant que je médite ?",
        answer:
          "Non. Le chronomètre est silencieux, sauf si vous choisissez un préréglage avec objectif ; il joue alors une fois le son d’alarme choisi quand l’objectif est atteint.",
      },
    },
    "reaction-time": {
      name: "Temps de réaction",
      blurb: "Tests de réflexes à la milliseconde.",
      intro:
        "Testez vos réflexes à deux : l’un démarre, l’autre arrête dès qu’il s’en aperçoit. L’affichage indique les millisecondes, et les tours permettent d’enregistrer plusieurs essais d’affilée.",
      tip: "Le temps de réaction visuel humain tourne autour de 200 à 250 millisecondes ; retenez la médiane de cinq essais.",
      faq: {
        question: "Quelle est la précision du chronomètre ?",
        answer:
          "Il lit l’horloge monotone haute résolution du navigateur : les temps sont exacts à la milliseconde. Votre propre appui sur la touche varie davantage que le chronomètre.",
      },
    },
    "gaming-speedruns": {
      name: "Speedruns",
      blurb: "Un temps intermédiaire à chaque niveau.",
      intro:
        "Gardez un chronomètre à côté de votre jeu et enregistrez un temps à chaque niveau ou boss. Comparez les segments les plus rapides et les plus lents pour voir où votre run perd du temps.",
      tip: "Ouvrez le chronomètre dans une fenêtre à part : il reste exact même quand le navigateur est en arrière-plan.",
      faq: {
        question: "Le chronomètre continue-t-il si je passe à mon jeu ?",
        answer:
          "Oui. Le temps est calculé à partir de l’instant de départ, pas compté tic après tic : un onglet masqué ou ralenti affiche le temps exact à votre retour.",
      },
    },
    "art-creation": {
      name: "Dessin et peinture",
      blurb: "Croquis de gestes et esquisses chronométrées.",
      intro:
        "Chronométrez des croquis de gestes, des speed paintings ou une œuvre entière. Enregistrez un tour par pose ou par étape pour voir comment se répartit votre temps de travail.",
      tip: "Pour le croquis de gestes, commencez par des poses de 30 secondes, puis passez à 2 et 5 minutes.",
      faq: {
        question: "Comment chronométrer les poses de croquis ?",
        answer:
          "Lancez le chronomètre et appuyez sur L à la fin de chaque pose. La barre des 10 secondes donne la sensation du temps qui passe sans regarder les chiffres.",
      },
    },
    "music-practice": {
      name: "Pratique musicale",
      blurb: "Le temps de travail de chaque morceau.",
      intro:
        "Suivez combien de temps vous travaillez chaque morceau, gamme ou passage. Marquez un tour à chaque changement d’exercice et voyez la répartition de votre séance à la fin.",
      tip: "Copiez vos tours en CSV après chaque séance pour tenir un carnet de pratique dans un tableur.",
      faq: {
        question: "Comment tenir un carnet de pratique ?",
        answer:
          "Marquez un tour à chaque changement d’exercice, puis utilisez « Copier en CSV » et collez le résultat dans un tableur. En quelques semaines, vous verrez où passe vraiment votre temps de pratique.",
      },
    },
    "photography-shoots": {
      name: "Séances photo",
      blurb: "Poses longues et créneaux de séance.",
      intro:
        "Chronométrez des poses longues en mode bulb, du light painting ou des portraits qui s’enchaînent. L’affichage des millisecondes et les grands chiffres en plein écran conviennent à un studio sombre.",
      tip: "Dans une pièce sombre, passez au thème sombre et en plein écran pour que l’affichage ne gâche pas votre exposition.",
      faq: {
        question: "Puis-je chronométrer une pose longue avec ce chronomètre ?",
        answer:
          "Oui : lancez-le à l’ouverture de l’obturateur et arrêtez-le à la fermeture. Pour les poses de plusieurs minutes, la barre des 10 secondes aide à compter sans lire les chiffres.",
      },
    },
    "typing-speed": {
      name: "Vitesse de frappe",
      blurb: "Chronométrer un texte et calculer les MPM.",
      intro:
        "Chronométrez le temps qu’il vous faut pour taper un texte, puis divisez le nombre de mots par les minutes pour obtenir vos mots par minute. Les raccourcis clavier sont ignorés pendant que vous tapez dans un champ de texte.",
      tip: "MPM = mots ÷ minutes. Un « mot » standard compte cinq caractères, espaces compris.",
      faq: {
        question: "La frappe déclenche-t-elle les raccourcis du chronomètre ?",
        answer:
          "Non. Espace, L, R et F ne fonctionnent que lorsque vous ne tapez pas dans un champ de texte : vous pouvez donc taper un texte d’essai ailleurs sur la page sans arrêter le chronomètre.",
      },
    },
    "board-games": {
      name: "Jeux de société",
      blurb: "Temps par tour et parties entières.",
      intro:
        "Chronométrez les tours de jeu, les manches ou toute la soirée. Appuyez sur L à la fin de chaque tour et voyez qui a mis le plus de temps à la fin de la partie.",
      tip: "Fixez ensemble une limite par tour et servez-vous de la barre des 10 secondes comme rappel visuel discret.",
      faq: {
        question: "Comment chronométrer le tour de chaque joueur ?",
        answer:
          "Lancez le chronomètre, puis appuyez sur L à la fin de chaque tour. Le tableau liste tous les tours dans l’ordre, avec le plus rapide et le plus lent signalés.",
      },
    },
    "cleaning-tasks": {
      name: "Ménage",
      blurb: "Le temps réel des tâches ménagères.",
      intro:
        "Découvrez combien de temps prend vraiment chaque tâche de ménage. Une fois que vous savez que la salle de bains prend 12 minutes, il est bien plus facile de la caser dans une journée chargée.",
      tip: "Battez votre propre record : un tour par pièce transforme la corvée en jeu.",
      faq: {
        question: "Pourquoi chronométrer le ménage ?",
        answer:
          "La plupart des gens évaluent mal la durée des corvées. Quelques séances chronométrées donnent de vrais chiffres pour organiser une routine de ménage.",
      },
    },
    "dog-walks": {
      name: "Promenades du chien",
      blurb: "Durée des balades et du jeu.",
      intro:
        "Chronométrez balades et séances de jeu pour vous assurer que votre chien se dépense assez. Mettez en pause pendant les discussions avec d’autres maîtres pour garder un temps de marche honnête.",
      tip: "Beaucoup de vétérinaires conseillent de 30 minutes à 2 heures d’activité par jour, selon la race.",
      faq: {
        question: "Le chronomètre fonctionne-t-il si l’écran de mon téléphone s’éteint ?",
        answer:
          "Le temps est déduit de l’instant de départ : quand vous déverrouillez le téléphone, il affiche le temps écoulé exact, même si le navigateur a été suspendu entre-temps.",
      },
    },
    "gardening-work": {
      name: "Jardinage",
      blurb: "Arrosage, désherbage et tonte.",
      intro:
        "Chronométrez l’arrosage par zone, le désherbage ou le temps de tonte de la pelouse. Un tour par massif montre où passe le travail.",
      tip: "Mesurez le temps que met un tuyau à remplir un seau de 10 litres pour connaître votre débit d’arrosage.",
      faq: {
        question: "Comment chronométrer l’arrosage de chaque massif ?",
        answer: "Lancez le chronomètre en commençant à arroser et appuyez sur L en passant au massif suivant.",
      },
    },
    "commute-tracking": {
      name: "Trajets quotidiens",
      blurb: "Temps de trajet porte à porte.",
      intro:
        "Mesurez votre trajet porte à porte et marquez un tour à chaque changement : marche, train, bus. Au bout d’une semaine, vous saurez quel itinéraire est vraiment le plus rapide.",
      tip: "Copiez les tours en texte à la fin de chaque trajet et gardez-les dans une note pour comparer les itinéraires.",
      faq: {
        question: "Le chronomètre continue-t-il si je verrouille mon téléphone ?",
        answer:
          "Oui. Le temps écoulé vient de l’horloge et non d’un comptage : il est exact quand vous revenez sur la page.",
      },
    },
    "phone-calls": {
      name: "Appels téléphoniques",
      blurb: "Durée des appels pour facturer ou noter.",
      intro:
        "Chronométrez vos appels pour la facturation, pour vous entraîner en centre d’appels ou simplement pour les garder courts. Mettez en pause pendant les attentes pour ne compter que le temps de conversation.",
      tip: "Utilisez le préréglage Réunion pour être prévenu à 25 minutes quand vous devez finir à la demie.",
      faq: {
        question: "Puis-je chronométrer des appels facturables ?",
        answer:
          "Oui. Démarrez au début de l’appel, mettez en pause pendant les attentes et arrêtez à la fin. Copiez le résultat en texte dans votre feuille de temps.",
      },
    },
    "reading-sessions": {
      name: "Lecture",
      blurb: "Temps de lecture et pages par heure.",
      intro:
        "Chronométrez vos séances de lecture et marquez un tour par chapitre. Divisez les pages par les heures pour connaître votre vitesse de lecture et prévoir le temps qu’il faudra pour un livre.",
      tip: "Un adulte lit en moyenne 200 à 250 mots par minute d’un texte non technique.",
      faq: {
        question: "Comment calculer ma vitesse de lecture ?",
        answer:
          "Lisez pendant une séance chronométrée, comptez les mots ou les pages et divisez par les minutes. Marquez un tour par chapitre pour voir si votre rythme change au fil du livre.",
      },
    },
    "household-chores": {
      name: "Tâches ménagères",
      blurb: "Vaisselle, linge, rangement.",
      intro:
        "Chronométrez les tâches du quotidien : faire la vaisselle, plier le linge, ranger la chambre des enfants. Connaître les chiffres rend le partage des tâches plus équitable.",
      tip: "La plupart des tâches prennent moins de temps qu’on ne le croit : les chronométrer aide à s’y mettre.",
      faq: {
        question: "En quoi chronométrer les tâches aide-t-il ?",
        answer:
          "Voir que vider le lave-vaisselle prend quatre minutes aide à le faire sans attendre. Les tâches chronométrées sont aussi plus faciles à répartir équitablement.",
      },
    },
    "baby-activities": {
      name: "Rythme de bébé",
      blurb: "Tétées, siestes et temps sur le ventre.",
      intro:
        "Chronométrez tétées, siestes et temps sur le ventre d’une seule main. Les grands boutons et les raccourcis clavier facilitent tout, et les tours enregistrent chaque côté ou chaque séance.",
      tip: "Marquez un tour en changeant de côté pendant la tétée pour savoir combien de temps a duré chaque côté.",
      faq: {
        question: "Puis-je utiliser le chronomètre d’une seule main ?",
        answer:
          "Oui. Les boutons Démarrer, Tour et Réinitialiser sont grands et, au clavier, Espace démarre ou met en pause, L marque un tour et R réinitialise.",
      },
    },
    "car-maintenance": {
      name: "Entretien auto",
      blurb: "Travaux, mise en température et essais.",
      intro:
        "Chronométrez l’entretien, la mise en température du moteur ou des 0 à 100 (sur circuit fermé). Enregistrez un tour par étape d’une intervention pour mieux planifier la suivante.",
      tip: "Pour vérifier l’huile, attendez quelques minutes après l’arrêt du moteur pour qu’elle redescende ; chronométrez-les.",
      faq: {
        question: "Combien de temps faire chauffer le moteur d’une voiture ?",
        answer:
          "Les moteurs modernes n’ont besoin que d’environ 30 secondes avant de rouler tranquillement. Chronométrez plutôt que de deviner, et évitez de laisser tourner longtemps au ralenti.",
      },
    },
    "home-repair": {
      name: "Bricolage",
      blurb: "Temps de séchage et travaux maison.",
      intro:
        "Chronométrez vos travaux de bricolage et les temps de séchage ou de prise entre deux couches. Savoir combien de temps a pris un chantier rend le suivant plus facile à planifier.",
      tip: "Lisez le pot : beaucoup de peintures demandent 2 à 4 heures entre deux couches ; un chronomètre lancé après la première couche vous dit quand continuer.",
      faq: {
        question: "Comment suivre le séchage entre deux couches ?",
        answer:
          "Lancez le chronomètre à la fin d’une couche. Comme le temps est déduit de l’horloge, vous pouvez refermer l’ordinateur portable : il affichera quand même le bon temps plus tard.",
      },
    },
    "laundry-cycles": {
      name: "Cycles de lessive",
      blurb: "Durée du lavage et du séchage.",
      intro:
        "Mesurez la durée réelle des cycles du lave-linge et du sèche-linge pour savoir quand revenir. Un tour à la fin du lavage marque le début du séchage.",
      tip: "Les cycles réels diffèrent souvent de l’affichage de la machine ; chronométrez-en un de chaque pour en avoir le cœur net.",
      faq: {
        question: "Pourquoi mon lave-linge met-il plus longtemps qu’annoncé ?",
        answer:
          "Beaucoup de machines adaptent le cycle à la charge et à la température de l’eau. Chronométrez quelques lessives pour connaître la durée réelle de votre programme préféré.",
      },
    },
  },
};

export default fr;
