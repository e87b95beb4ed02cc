import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in Dutch. */
const nl: PwaText = {
  install: {
    title: "Timer-app installeren",
    text: "Snel toegang tot je timers",
    install: "Installeren",
    notNow: "Niet nu",
    close: "Installatiebanner sluiten",
  },
  update: {
    title: "Er is een nieuwe versie van Tickwise beschikbaar",
    description: "Herlaad om die te gebruiken. Je timers en instellingen blijven bewaard.",
    reload: "Herladen",
    reloadAlt: "Herlaad de pagina om de nieuwe versie te gebruiken",
  },
};

export default nl;
