import type { LegalTexts } from "../legal";

/** Terms and privacy, in Polish. */
const pl: LegalTexts = {
  terms: {
    title: "Regulamin",
    description:
      "Zasady korzystania z bezpłatnych narzędzi Tickwise prostym językiem: co możesz robić, co obiecujemy i gdzie kończy się nasza odpowiedzialność.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Akceptacja regulaminu",
        paragraphs: [
          "Ten regulamin obowiązuje zawsze, gdy korzystasz z Tickwise: ze strony internetowej i jej narzędzi do mierzenia czasu, bloga, odliczań do świąt oraz plików, które można z niej pobrać (rozszerzenia do Chrome i kodu źródłowego).",
          "Korzystając z Tickwise, akceptujesz ten regulamin. Nie trzeba zakładać konta ani niczego podpisywać. Jeśli się z nim nie zgadzasz, po prostu przestań korzystać ze strony.",
          "Możemy aktualizować regulamin, gdy zmienia się produkt. Data na górze tej strony pokazuje, kiedy zmienił się ostatnio, a obowiązuje wersja opublikowana tutaj.",
        ],
      },
      {
        heading: "Licencja na korzystanie",
        paragraphs: [
          "Każde narzędzie Tickwise jest bezpłatne, zarówno do użytku prywatnego, jak i komercyjnego. Uruchom minutnik w kuchni, w klasie, na siłowni, w studiu albo w sali konferencyjnej i wyświetl go na dużym ekranie, jeśli chcesz. Na podstawie tego regulaminu możesz:",
        ],
        list: [
          "korzystać z minutnika, stopera, zegara światowego, budzika, celów i odliczań do świąt tak często, jak chcesz, bez płacenia i rejestracji;",
          "udostępniać linki do dowolnej strony Tickwise, także linki do minutnika z ustawionym czasem;",
          "zainstalować rozszerzenie do Chrome we własnej przeglądarce;",
          "pobrać kod źródłowy, aby poznać działanie Tickwise i uruchomić własną kopię (self-hosting).",
        ],
        closing: [
          "W zamian prosimy, nie nadużywaj usługi. Nie próbuj się do niej włamywać, obchodzić jej limitów ani przeciążać jej automatycznymi żądaniami i nie używaj funkcji e-mail do wysyłania wiadomości osobom, które o nie nie prosiły.",
          "Artykuły na blogu pozostają dziełem ich autorów. Cytuj je krótko, z linkiem, zamiast publikować je w całości.",
          "Jeśli uruchamiasz własną kopię z kodu źródłowego, jesteś jej operatorem: odpowiadasz za jej konfigurację i za to, jak traktuje dane swoich odwiedzających.",
        ],
      },
      {
        heading: "Wyłączenie odpowiedzialności",
        paragraphs: [
          "Tickwise jest udostępniany „w stanie, w jakim jest” i „w miarę dostępności”. Dokładamy starań, aby działał poprawnie i był dostępny, ale nie możemy obiecać, że zawsze będzie dostępny, wolny od błędów lub odpowiedni do Twojego konkretnego celu.",
          "Minutniki, budziki i stoper działają na Twoim urządzeniu, w przeglądarce. Tickwise oblicza czas na podstawie zegara, a nie zliczania taktów, ale wynik nadal zależy od urządzenia i przeglądarki. Urządzenie w trybie uśpienia, przeglądarka, która zamyka lub wstrzymuje kartę, rozładowana bateria, wyciszony głośnik albo zablokowane powiadomienia mogą sprawić, że alarm nie zostanie zauważony ani usłyszany.",
          "Przypomnienia e-mail zależą od usługi pocztowej skonfigurowanej przez operatora strony i od Twojego dostawcy poczty. Mogą dotrzeć z opóźnieniem, trafić do spamu albo w ogóle nie dotrzeć.",
          "Nie polegaj na Tickwise przy odmierzaniu czasu, od którego zależy bezpieczeństwo lub zdrowie: dawek leków, zabiegów medycznych, procedur bezpieczeństwa, procesów przemysłowych ani niczego innego, gdzie przegapiony lub spóźniony sygnał mógłby komuś zaszkodzić. Do takich celów używaj specjalistycznego, certyfikowanego sprzętu.",
          "Godziny zegara światowego, daty świąt i artykuły na blogu to informacje ogólne. Zanim podejmiesz na ich podstawie ważną decyzję, sprawdź oficjalne źródło.",
        ],
      },
      {
        heading: "Ograniczenia",
        paragraphs: [
          "W najszerszym zakresie dozwolonym przez prawo Tickwise oraz osoby, które go tworzą i prowadzą, nie odpowiadają za straty ani szkody wynikające z korzystania lub niemożności korzystania ze strony, rozszerzenia do Chrome lub kodu źródłowego. Dotyczy to na przykład przegapionego alarmu, spóźnionego przypomnienia, przypalonego jedzenia, przegapionego spotkania czy utraconych celów.",
          "Twoje ustawienia, motyw i własny dźwięk alarmu przechowuje Twoja przeglądarka. Jeśli wyczyścisz dane przeglądarki albo zmienisz urządzenie, znikną i nie będziemy mogli ich przywrócić.",
          "Ponieważ narzędzia są bezpłatne i nie wymagają konta, nie gwarantujemy żadnego poziomu usług i możemy w każdej chwili zmienić, wstrzymać lub usunąć dowolną funkcję.",
          "Tickwise zawiera linki do innych stron, na przykład w przyciskach udostępniania. Nie odpowiadamy za treści ani praktyki tych stron.",
          "Nic w tym regulaminie nie odbiera praw, które przyznaje Ci prawo Twojego kraju i których nie można wyłączyć umową, takich jak bezwzględnie obowiązujące przepisy o ochronie konsumentów.",
        ],
      },
      {
        heading: "Prywatność",
        paragraphs: [
          "Tickwise zbudowano tak, by potrzebował jak najmniej informacji o Tobie. Nie ma rejestracji, a Twoje ustawienia wyświetlania, motyw i własny dźwięk alarmu pozostają w przeglądarce.",
          "Kilka funkcji korzysta z naszego serwera: Twoje cele, przypomnienia e-mail, które ustawisz, oraz wysyłka kodu źródłowego e-mailem. Nasza Polityka prywatności wyjaśnia, co każda z nich wysyła, jak długo to przechowujemy i jakich plików cookie używa strona. Stanowi ona część tego regulaminu.",
        ],
      },
      {
        heading: "Dane kontaktowe",
        paragraphs: [
          "Tickwise nie publikuje adresu e-mail. W sprawie pytań o ten regulamin albo aby zgłosić problem lub nadużycie strony, skorzystaj z kanałów kontaktu podanych w aplikacji, na przykład na stronie pobierania kodu źródłowego.",
          "Nie podawaj w wiadomości wrażliwych danych osobowych; nie są nam potrzebne, aby Ci pomóc.",
        ],
      },
    ],
  },
  privacy: {
    title: "Polityka prywatności",
    description:
      "Tickwise nie wymaga konta: ustawienia zostają w przeglądarce, cele są powiązane z anonimowym plikiem cookie, a adresy przypomnień są usuwane po użyciu.",
    updated: "2026-11-26",
    sections: [
      {
        heading: "Jakie informacje zbieramy",
        paragraphs: [
          "Tickwise działa, nie wiedząc, kim jesteś: bez rejestracji, bez profilu, bez imienia i nazwiska powiązanego z Twoimi wizytami. Informacje do naszego serwera wysyłają tylko te funkcje:",
        ],
        list: [
          "Cele: tytuł, opis, czas trwania i stan ukończenia każdego celu, powiązane wyłącznie z losowym identyfikatorem w anonimowym pliku cookie odwiedzającego.",
          "Historia skupienia: dla każdego okresu skupienia ukończonego na stronie Pomodoro — kiedy się zaczął, jego długość w minutach i opcjonalna nazwa zadania, powiązane wyłącznie z tym samym anonimowym plikiem cookie odwiedzającego.",
          "Przypomnienia e-mail: gdy podasz adres e-mail i uruchomisz minutnik — adres, czas trwania, opcjonalna wiadomość i język strony (aby e-mail był napisany w tym języku).",
          "Kod źródłowy e-mailem: adres wpisany na stronie pobierania kodu źródłowego.",
          "Dane techniczne: Twój adres IP, używany krótko w limitach, które zapobiegają nadużyciom, takim jak masowa wysyłka czy zgadywanie haseł, oraz zwykłe dzienniki żądań (czas, strona, wynik, adres IP), które pomagają nam znajdować usterki. Pliki cookie nie trafiają do tych dzienników.",
        ],
        closing: [
          "Zegar światowy pyta też nasz serwer o aktualny czas, aby przeglądarka mogła skorygować niedokładny zegar urządzenia. Twoje ustawienia wyświetlania i dźwięku, motyw i własny dźwięk alarmu nigdy nie opuszczają przeglądarki; wybrany język trafia do nas tylko przez plik cookie tickwise-lang. Nie zbieramy informacji o lokalizacji ani kontaktów.",
        ],
      },
      {
        heading: "Jak wykorzystujemy informacje",
        paragraphs: [
          "Wyłącznie po to, by zapewnić funkcję, o którą prosisz. Twoje cele są widoczne tylko dla Ciebie: żaden odwiedzający nie może zobaczyć, zmienić ani usunąć celów innej osoby.",
          "Dane przypomnienia służą do wysłania tej jednej wiadomości, gdy minutnik się skończy, nawet jeśli zamkniesz kartę. Wstrzymanie lub zresetowanie minutnika anuluje wysyłkę. Adres do wysyłki kodu źródłowego jest używany raz, aby wysłać Ci pliki, i nie jest zapisywany.",
          "Nigdy nie sprzedajemy ani nie wynajmujemy Twoich informacji, nie używamy ich do reklam i nie wysyłamy e-maili marketingowych. Nasze wiadomości nie zawierają pikseli śledzących, więc nie wiemy, czy je otwierasz.",
        ],
      },
      {
        heading: "Przechowywanie danych",
        paragraphs: [
          "W przeglądarce: Twoje ustawienia (w tym adres i wiadomość wpisane dla przypomnień), motyw i język są przechowywane w pamięci lokalnej. Własny dźwięk alarmu jest przechowywany w IndexedDB i nigdy nie jest przesyłany. Przeglądarka przechowuje też kopię plików Tickwise, aby strona działała offline. Wyczyszczenie danych tej strony w przeglądarce usuwa to wszystko.",
          "Na naszym serwerze: cele są przechowywane, dopóki ich nie usuniesz, a usunięcie celu usuwa go z bazy danych. Historia skupienia jest przechowywana, dopóki nie wyczyścisz jej przyciskiem Wyczyść historię na stronie Pomodoro, co usuwa ją z bazy danych.",
          "Zaplanowane przypomnienia są zapisywane, aby przetrwały ponowne uruchomienie serwera. Adres i wiadomość są usuwane, gdy tylko przypomnienie zostanie wysłane, anulowane lub ostatecznie się nie powiedzie; zostaje jedynie podstawowy zapis bez nich.",
          "Liczniki limitów przechowują adresy IP (a w przypadku e-maili adresy odbiorców) tylko do końca okna czasowego danego limitu, w pamięci serwera lub w magazynie Redis.",
          "Każda wiadomość zawiera link do wypisania się. Jeśli go użyjesz, serwer zachowa jednokierunkowy skrót (hash) Twojego adresu (nigdy sam adres) wyłącznie po to, by nigdy więcej nie pisać na ten adres.",
        ],
      },
      {
        heading: "Usługi podmiotów trzecich",
        paragraphs: [
          "Każda strona wraz z czcionkami, obrazami i skryptami jest dostarczana przez sam Tickwise, a jej Content-Security-Policy nie pozwala stronom wczytywać niczego z innych miejsc. Nie ma reklam, narzędzi analitycznych, widżetów mediów społecznościowych ani osadzonych trackerów. Inne usługi biorą udział tylko wtedy, gdy korzystasz z tych funkcji:",
        ],
        list: [
          "E-mail: przypomnienia i kod źródłowy są wysyłane przez dostawcę poczty SMTP skonfigurowanego przez operatora strony, który przetwarza Twój adres, aby je dostarczyć.",
          "Polecenia głosowe: przetwarzane przez rozpoznawanie mowy Twojej przeglądarki, gdy zezwolisz na użycie mikrofonu. Niektóre przeglądarki korzystają przy tym z usługi online swojego producenta; Tickwise nigdy nie otrzymuje nagrania.",
          "Przyciski udostępniania: zwykłe linki. Nic nie trafia do serwisu społecznościowego, dopóki nie klikniesz jednego z nich; ten serwis otrzymuje wtedy adres i tytuł strony.",
        ],
      },
      {
        heading: "Pliki cookie",
        paragraphs: [
          "Tickwise ustawia wyłącznie własne pliki cookie, z których każdy jest potrzebny do działania jakiejś funkcji. Nie ma plików cookie reklamowych, śledzących ani podmiotów trzecich.",
        ],
        list: [
          "tickwise-lang zapamiętuje wybrany przez Ciebie język, aby serwer wysyłał strony w tym języku.",
          "Plik cookie odwiedzającego zawiera losowy, podpisany identyfikator, który może odczytać tylko nasz serwer (jest httpOnly). Łączy Cię z Twoimi celami i przypomnieniami, potwierdza, że żądanie wysłania e-maila pochodzi z tej strony, i nie zawiera imienia ani adresu e-mail.",
          "Plik cookie sesji administratora istnieje tylko dla administratorów bloga, którzy się logują. Czytelnicy nigdy go nie otrzymują.",
        ],
        closing: [
          "Możesz w każdej chwili usunąć pliki cookie; narzędzia nadal będą działać, ale stracisz dostęp do swoich celów.",
        ],
      },
      {
        heading: "Bezpieczeństwo danych",
        paragraphs: [
          "Tickwise jest udostępniany przez HTTPS, ze ścisłą Content-Security-Policy i innymi nagłówkami bezpieczeństwa, które blokują wstrzyknięte skrypty i nie pozwalają innym stronom osadzać go w ramce.",
          "Plik cookie odwiedzającego jest podpisany, więc nie można go podrobić, aby dostać się do cudzych celów. Hasła administratorów są przechowywane wyłącznie jako wolne, solone skróty, a liczba prób logowania jest ograniczona.",
          "Powiadomienia przeglądarki i mikrofon są używane tylko za Twoją zgodą, którą możesz w każdej chwili wycofać w przeglądarce.",
          "Kod źródłowy można pobrać, więc każdy może sprawdzić, że Tickwise robi to, co mówi ta polityka.",
        ],
      },
      {
        heading: "Zmiany polityki prywatności",
        paragraphs: [
          "Jeśli Tickwise zacznie przetwarzać informacje inaczej, zaktualizujemy tę politykę prostym językiem, razem z datą na górze tej strony. Wszystkie wersje językowe tej polityki zmieniają się jednocześnie.",
        ],
      },
      {
        heading: "Kontakt",
        paragraphs: [
          "Tickwise nie publikuje adresu e-mail. Jeśli masz pytania dotyczące tej polityki lub swoich danych, skorzystaj z kanałów kontaktu podanych w aplikacji, na przykład na stronie pobierania kodu źródłowego.",
          "Większość danych masz we własnych rękach: usuwaj cele na stronie Cele, wstrzymaj lub zresetuj minutnik, aby anulować jego przypomnienie, i wyczyść dane tej strony w przeglądarce, aby usunąć wszystko, co jest tam zapisane.",
        ],
      },
    ],
  },
};

export default pl;
