import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in Polish. */
const pl: PwaText = {
  install: {
    title: "Zainstaluj aplikację Minutnik",
    text: "Szybki dostęp do Twoich minutników",
    install: "Zainstaluj",
    notNow: "Nie teraz",
    close: "Zamknij baner instalacji",
  },
  update: {
    title: "Dostępna jest nowa wersja Tickwise",
    description: "Odśwież, aby jej używać. Twoje minutniki i ustawienia zostaną zachowane.",
    reload: "Odśwież",
    reloadAlt: "Odśwież stronę, aby używać nowej wersji",
  },
};

export default pl;
