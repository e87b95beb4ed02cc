import type { DownloadsText } from "../text";

/** The download pages, in French. */
const fr: DownloadsText = {
  extension: {
    meta: {
      title: "Extension Chrome : minuteur, chronomètre, alarme et horloge mondiale | Tickwise",
      description:
        "Téléchargez l’extension Tickwise gratuite pour Chrome et Edge : minuteur avec préréglages, chronomètre avec tours, notifications d’alarme et horloge mondiale.",
    },
    heading: "Télécharger l’extension Chrome",
    intro:
      "Emportez les outils de Tickwise dans la barre d’outils de votre navigateur : minuteur, chronomètre, alarme et horloge mondiale, à un clic sur n’importe quelle page.",
    download: "Télécharger l’extension",
    alternative: "Autre lien de téléchargement",
    newTab: "(s’ouvre dans un nouvel onglet)",
    version: (version: string) => `Version ${version}`,
    compatible: "Compatible avec Chrome et Edge",
    notBuilt: "L’extension n’a pas encore été générée sur ce serveur.",
    featuresHeading: "Ce qu’elle contient",
    features: [
      { title: "Minuteur", text: "Comptes à rebours avec préréglages" },
      { title: "Chronomètre", text: "Mesure précise avec tours" },
      { title: "Alarme", text: "Notifications du navigateur" },
      { title: "Horloge mondiale", text: "6 fuseaux horaires du monde" },
    ],
    installHeading: "Comment l’installer",
    steps: [
      "Téléchargez le fichier zip de l’extension avec le bouton ci-dessus.",
      "Décompressez le fichier zip dans un dossier de votre ordinateur.",
      "Ouvrez la page des extensions : saisissez chrome://extensions (ou edge://extensions) dans la barre d’adresse.",
      "Activez le mode développeur avec l’interrupteur en haut à droite.",
      "Cliquez sur « Charger l’extension non empaquetée » et sélectionnez le dossier décompressé.",
      "Épinglez Tickwise à la barre d’outils depuis le menu en forme de pièce de puzzle pour l’avoir toujours à portée de clic.",
    ],
    back: "Retour au minuteur",
  },
  source: {
    meta: {
      title: "Télécharger le code source de Tickwise | Tickwise",
      description:
        "Recevez le code source complet de Tickwise et l’extension Chrome par e-mail, en téléchargement Base64 ou en téléchargement direct du zip.",
    },
    heading: "Télécharger le code source",
    intro: "Recevez le code source complet de Tickwise avec l’extension Chrome.",
    size: (size: string) => `Archive du code source : ${size}`,
    emailHeading: "Envoyer à mon adresse e-mail",
    emailLabel: "Adresse e-mail",
    emailPlaceholder: "vous@exemple.fr",
    send: "Envoyer le code source",
    sending: "Envoi de l’e-mail…",
    sentHeading: "E-mail envoyé !",
    sentText: (email: string) =>
      `Le code source et l’extension Chrome sont en route vers ${email}. Consultez votre boîte de réception (et le dossier des spams).`,
    sendAnother: "Envoyer à une autre adresse",
    alternativeHeading: "Autres méthodes",
    whyEmail:
      "Certains réseaux bloquent le téléchargement direct de fichiers. L’e-mail est le moyen le plus fiable de les recevoir ; les deux autres méthodes fonctionnent là où les téléchargements sont autorisés.",
    base64: "Télécharger en Base64",
    base64Help: "Récupère l’archive sous forme de texte et l’enregistre depuis cette page.",
    downloading: "Téléchargement…",
    direct: "Téléchargement direct",
    directHelp: "Ouvre le fichier zip dans un nouvel onglet.",
    includedHeading: "Ce qui est inclus",
    included: [
      {
        title: "Application web",
        text: "Pages React Router du minuteur, du chronomètre, de l’horloge mondiale, de l’alarme et des objectifs",
      },
      { title: "Serveur", text: "API Fastify, rappels par e-mail et schéma de la base de données" },
      { title: "Noyau commun", text: "Moteur du minuteur, préréglages, fuseaux horaires et validation partagés" },
      { title: "Extension Chrome", text: "L’extension Manifest V3 avec sa fenêtre contextuelle et son service worker" },
      { title: "Contenu", text: "Textes en douze langues, FAQ et guides pratiques" },
      { title: "Tests", text: "Tests unitaires, d’API et de bout en bout avec leurs utilitaires" },
    ],
    notBuilt: "L’archive du code source n’a pas encore été générée sur ce serveur.",
    back: "Retour au minuteur",
    toast: {
      invalidTitle: "E-mail non valide",
      invalidText: "Veuillez saisir une adresse e-mail valide",
      failedTitle: "Échec de l’envoi",
      failedText: "Impossible d’envoyer l’e-mail. Veuillez réessayer.",
      sentTitle: "E-mail envoyé !",
      sentText: "Consultez vos e-mails : le code source et les fichiers de l’extension Chrome vous y attendent",
    },
    downloadFailed: "Échec du téléchargement. Veuillez réessayer.",
  },
};

export default fr;
