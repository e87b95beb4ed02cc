import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in Italian. */
const it: PwaText = {
  install: {
    title: "Installa l’app Timer",
    text: "Accedi rapidamente ai tuoi timer",
    install: "Installa",
    notNow: "Non ora",
    close: "Chiudi il banner di installazione",
  },
  update: {
    title: "È disponibile una nuova versione di Tickwise",
    description: "Ricarica per usarla. I tuoi timer e le tue impostazioni vengono mantenuti.",
    reload: "Ricarica",
    reloadAlt: "Ricarica la pagina per usare la nuova versione",
  },
};

export default it;
