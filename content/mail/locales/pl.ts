import type { MailText } from "../text";

/** Tickwise's emails, in Polish. */
const pl: MailText = {
  reminder: {
    subject: (d) => `Tickwise: Twój minutnik (${d}) dobiegł końca`,
    finished: (d) => `Czas minął! Twój minutnik (${d}) dobiegł końca.`,
    note: "Twoja notatka:",
    again: "Uruchom minutnik ponownie:",
    footer: [
      "Otrzymujesz tę wiadomość, ponieważ minutnik Tickwise został uruchomiony z tym adresem w celu wysłania przypomnienia e-mail.",
      "Tickwise przechowuje adres tylko do chwili wysłania przypomnienia.",
    ],
  },
  source: {
    subject: "Tickwise: kod źródłowy i rozszerzenie do Chrome",
    intro: "Oto pliki zamówione w Tickwise, w załączniku do tej wiadomości:",
    files: [
      "tickwise-source.zip: pełny kod źródłowy serwisu.",
      "tickwise-extension.zip: rozszerzenie do Chrome (minutnik, stoper, budzik i zegar światowy).",
    ],
    install:
      "Aby zainstalować rozszerzenie: rozpakuj plik zip, otwórz chrome://extensions, włącz Tryb dewelopera, wybierz Załaduj rozpakowane i wskaż rozpakowany folder.",
    site: "Tickwise:",
    footer:
      "Otrzymujesz tę wiadomość, ponieważ ten adres został wpisany na stronie kodu źródłowego Tickwise. Tickwise go nie przechowuje.",
  },
  durationList: { type: "conjunction", style: "long" },
  unsubscribe: "Nie chcesz otrzymywać wiadomości od Tickwise? Wypisz się:",
};

export default pl;
