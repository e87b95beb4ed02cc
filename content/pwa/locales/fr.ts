import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in French. */
const fr: PwaText = {
  install: {
    title: "Installer l’appli Minuteur",
    text: "Accédez rapidement à vos minuteurs",
    install: "Installer",
    notNow: "Plus tard",
    close: "Fermer la bannière d’installation",
  },
  update: {
    title: "Une nouvelle version de Tickwise est disponible",
    description: "Rechargez pour l’utiliser. Vos minuteurs et vos réglages sont conservés.",
    reload: "Recharger",
    reloadAlt: "Recharger la page pour utiliser la nouvelle version",
  },
};

export default fr;
