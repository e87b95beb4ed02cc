import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in German. */
const de: PwaText = {
  install: {
    title: "Timer-App installieren",
    text: "Schneller Zugriff auf deine Timer",
    install: "Installieren",
    notNow: "Nicht jetzt",
    close: "Installationshinweis schließen",
  },
  update: {
    title: "Eine neue Version von Tickwise ist verfügbar",
    description: "Lade neu, um sie zu verwenden. Deine Timer und Einstellungen bleiben erhalten.",
    reload: "Neu laden",
    reloadAlt: "Seite neu laden, um die neue Version zu verwenden",
  },
};

export default de;
