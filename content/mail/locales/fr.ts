import type { MailText } from "../text";

/** Tickwise's emails, in French. */
const fr: MailText = {
  reminder: {
    subject: (d) => `Tickwise : votre minuteur de ${d} est terminé`,
    finished: (d) => `Temps écoulé ! Votre minuteur de ${d} est terminé.`,
    note: "Votre note :",
    again: "Relancer le minuteur :",
    footer: [
      "Vous recevez cet e-mail parce qu’un minuteur Tickwise a été lancé avec cette adresse pour un rappel par e-mail.",
      "Tickwise ne conserve l’adresse que jusqu’à l’envoi du rappel.",
    ],
  },
  source: {
    subject: "Tickwise : code source et extension Chrome",
    intro: "Voici les fichiers que vous avez demandés sur Tickwise, joints à cet e-mail :",
    files: [
      "tickwise-source.zip : le code source complet du site.",
      "tickwise-extension.zip : l’extension Chrome (minuteur, chronomètre, alarme et horloge mondiale).",
    ],
    install:
      "Pour installer l’extension : décompressez le zip, ouvrez chrome://extensions, activez le mode développeur, choisissez « Charger l’extension non empaquetée » et sélectionnez le dossier décompressé.",
    site: "Tickwise :",
    footer:
      "Vous recevez cet e-mail parce que cette adresse a été saisie sur la page du code source de Tickwise. Tickwise ne la conserve pas.",
  },
  durationList: { type: "conjunction", style: "long" },
  unsubscribe: "Vous ne souhaitez plus recevoir d’e-mails de Tickwise ? Désabonnez-vous :",
};

export default fr;
