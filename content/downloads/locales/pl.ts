import type { DownloadsText } from "../text";

/** The download pages, in Polish. */
const pl: DownloadsText = {
  extension: {
    meta: {
      title: "Rozszerzenie do Chrome: minutnik, stoper, budzik i zegar światowy | Tickwise",
      description:
        "Pobierz bezpłatne rozszerzenie Tickwise do Chrome i Edge: minutnik z gotowymi ustawieniami, stoper z okrążeniami, powiadomienia budzika i zegar światowy.",
    },
    heading: "Pobierz rozszerzenie do Chrome",
    intro:
      "Miej narzędzia Tickwise zawsze pod ręką na pasku przeglądarki: minutnik, stoper, budzik i zegar światowy, jedno kliknięcie od każdej strony.",
    download: "Pobierz rozszerzenie",
    alternative: "Alternatywne pobieranie",
    newTab: "(otwiera się w nowej karcie)",
    version: (version: string) => `Wersja ${version}`,
    compatible: "Działa w Chrome i Edge",
    notBuilt: "Rozszerzenie nie zostało jeszcze zbudowane na tym serwerze.",
    featuresHeading: "Co zawiera",
    features: [
      { title: "Minutnik", text: "Odliczanie z gotowymi ustawieniami" },
      { title: "Stoper", text: "Precyzyjny pomiar z okrążeniami" },
      { title: "Budzik", text: "Powiadomienia przeglądarki" },
      { title: "Zegar światowy", text: "6 stref czasowych świata" },
    ],
    installHeading: "Jak zainstalować",
    steps: [
      "Pobierz plik zip z rozszerzeniem za pomocą przycisku powyżej.",
      "Rozpakuj plik zip do folderu na komputerze.",
      "Otwórz stronę rozszerzeń: wpisz chrome://extensions (lub edge://extensions) w pasku adresu.",
      "Włącz Tryb dewelopera przełącznikiem w prawym górnym rogu.",
      "Kliknij Załaduj rozpakowane i wybierz rozpakowany folder.",
      "Przypnij Tickwise do paska w menu z ikoną puzzla, aby mieć je zawsze pod ręką.",
    ],
    back: "Wróć do minutnika",
  },
  source: {
    meta: {
      title: "Pobierz kod źródłowy Tickwise | Tickwise",
      description:
        "Otrzymaj pełny kod źródłowy Tickwise i rozszerzenie do Chrome e-mailem, jako plik Base64 albo przez bezpośrednie pobranie pliku zip.",
    },
    heading: "Pobierz kod źródłowy",
    intro: "Otrzymaj pełny kod źródłowy Tickwise razem z rozszerzeniem do Chrome.",
    size: (size: string) => `Archiwum kodu źródłowego: ${size}`,
    emailHeading: "Wyślij na mój e-mail",
    emailLabel: "Adres e-mail",
    emailPlaceholder: "ty@przyklad.pl",
    send: "Wyślij kod źródłowy",
    sending: "Wysyłanie e-maila...",
    sentHeading: "E-mail wysłany!",
    sentText: (email: string) =>
      `Kod źródłowy i rozszerzenie do Chrome są już w drodze na adres ${email}. Sprawdź skrzynkę odbiorczą (i folder spam).`,
    sendAnother: "Wyślij na inny adres",
    alternativeHeading: "Inne sposoby",
    whyEmail:
      "Niektóre sieci blokują bezpośrednie pobieranie plików. E-mail to najpewniejszy sposób, by je otrzymać; pozostałe dwa działają tam, gdzie pobieranie jest dozwolone.",
    base64: "Pobierz przez Base64",
    base64Help: "Pobiera archiwum jako tekst i zapisuje je z tej strony.",
    downloading: "Pobieranie...",
    direct: "Pobieranie bezpośrednie",
    directHelp: "Otwiera plik zip w nowej karcie.",
    includedHeading: "Co zawiera",
    included: [
      { title: "Aplikacja webowa", text: "Strony React Router minutnika, stopera, zegara światowego, budzika i celów" },
      { title: "Serwer", text: "API Fastify, przypomnienia e-mail i schemat bazy danych" },
      {
        title: "Wspólny rdzeń",
        text: "Silnik minutnika, gotowe ustawienia, strefy czasowe i walidacja używane wszędzie",
      },
      { title: "Rozszerzenie do Chrome", text: "Rozszerzenie Manifest V3 z oknem wyskakującym i service workerem" },
      { title: "Treści", text: "Teksty w dwunastu językach, odpowiedzi na pytania i poradniki" },
      { title: "Testy", text: "Testy jednostkowe, API i end-to-end wraz z narzędziami pomocniczymi" },
    ],
    notBuilt: "Archiwum kodu źródłowego nie zostało jeszcze zbudowane na tym serwerze.",
    back: "Wróć do minutnika",
    toast: {
      invalidTitle: "Nieprawidłowy e-mail",
      invalidText: "Wpisz prawidłowy adres e-mail",
      failedTitle: "Nie wysłano e-maila",
      failedText: "Nie udało się wysłać e-maila. Spróbuj ponownie.",
      sentTitle: "E-mail wysłany!",
      sentText: "Sprawdź pocztę: czeka tam kod źródłowy i pliki rozszerzenia do Chrome",
    },
    downloadFailed: "Pobieranie nie powiodło się. Spróbuj ponownie.",
  },
};

export default pl;
