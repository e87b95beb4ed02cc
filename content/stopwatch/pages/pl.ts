import { asClause, type StopwatchPages } from "../use-cases";

const pl: StopwatchPages = {
  breadcrumb: "Stoper",
  home: {
    title: "Stoper online z okrążeniami – darmowy i dokładny co do milisekundy | Tickwise",
    description:
      "Darmowy stoper online: milisekundy, okrążenia (najszybsze i najwolniejsze oznaczone), gotowe ustawienia, pełny ekran i skróty. Dokładny także w tle.",
    h1: "Stoper online",
    intro:
      "Uruchamiaj, zatrzymuj i resetuj jednym klawiszem, zapisuj okrążenia z międzyczasami i odczytuj czas z dokładnością do milisekundy. Tickwise liczy go od chwili startu, więc czas pozostaje dokładny nawet wtedy, gdy karta działa w tle.",
    tips: [
      "Kopiuj okrążenia jako CSV, aby prowadzić dziennik treningów lub ćwiczeń w arkuszu kalkulacyjnym.",
      "Naciśnij F, aby włączyć pełny ekran, gdy czas musi widzieć cała sala.",
    ],
  },
  faqs: [
    {
      question: "Czy stoper online jest dokładny?",
      answer:
        "Tak. Tickwise nigdy nie liczy taktów: zapamiętuje chwilę, w której naciśnięto Start, i przy każdym odświeżeniu wylicza upływający czas z monotonicznego zegara wysokiej rozdzielczości przeglądarki. Wyświetlacz jest dokładny co do milisekundy, nawet po pobycie karty w tle.",
    },
    {
      question: "Czy stoper działa dalej w karcie w tle?",
      answer:
        "Tak. Przeglądarki spowalniają ukryte karty, ale ponieważ czas jest wyliczany od chwili startu, a nie odliczany, stoper pokazuje dokładny czas zaraz po powrocie, a tytuł karty w międzyczasie nadal go wyświetla.",
    },
    {
      question: "Jak zapisywać okrążenia?",
      answer:
        "Naciśnij Okrążenie (lub klawisz L), gdy stoper działa. Każde okrążenie pokazuje własny czas i czas łączny; najszybsze i najwolniejsze są oznaczone. Skopiuj okrążenia jako tekst lub CSV albo pobierz je jako plik CSV.",
    },
    {
      question: "Jakie są skróty klawiszowe?",
      answer:
        "Spacja uruchamia i wstrzymuje, L zapisuje okrążenie, R resetuje, a F włącza i wyłącza pełny ekran. Skróty są ignorowane, gdy piszesz w polu tekstowym.",
    },
    {
      question: "Do czego służą gotowe ustawienia?",
      answer:
        "Każde ustawienie wyznacza stoperowi cel: Sprint sygnalizuje co minutę przez dziesięć powtórzeń, Deska po 30 s i po 1 min, HIIT przy każdej zmianie Tabata, Gotowanie po 10 minutach, Nauka po 20 i 25 minutach, a Spotkanie po 25 i 30 minutach. Po osiągnięciu celu stoper mierzy dalej.",
    },
  ],
  useCasePage: {
    title: (name) => `${name} ze stoperem – okrążenia i międzyczasy | Tickwise`,
    description: (name, blurb) =>
      `${name} ze stoperem: ${asClause(blurb, "pl")}. Milisekundy, oznaczone okrążenia, gotowe ustawienia i pełny ekran. Za darmo.`,
    h1: (name) => `${name} ze stoperem`,
    tip: "Na koniec skopiuj okrążenia jako tekst lub CSV, zanim naciśniesz Resetuj.",
  },
  useCases: {
    "workout-timing": {
      name: "Trening",
      blurb: "Serie, przerwy i obwody.",
      intro:
        "Mierz serie, przerwy i całe obwody z dokładnością do milisekundy. Naciśnij L na końcu każdej serii, aby zapisać ją jako okrążenie, a po treningu porównaj najszybsze i najwolniejsze rundy.",
      tip: "Do interwałów Tabata użyj ustawienia HIIT: sygnalizuje każdą zmianę między wysiłkiem a odpoczynkiem.",
      faq: {
        question: "Jak długo odpoczywać między seriami?",
        answer:
          "Zwykle zaleca się 30–90 sekund przy treningu wytrzymałości mięśniowej i hipertrofii oraz 2–5 minut przy ciężkich seriach siłowych. Włącz stoper, gdy odkładasz ciężar, i zacznij kolejną serię, gdy minie czas odpoczynku.",
      },
    },
    "running-laps": {
      name: "Okrążenia biegowe",
      blurb: "Międzyczasy każdego okrążenia bieżni.",
      intro:
        "Zapisuj międzyczas na każdym okrążeniu jednym naciśnięciem klawisza. Tabela pokazuje czas każdego okrążenia i czas łączny oraz oznacza najszybsze i najwolniejsze okrążenie, dzięki czemu problemy z tempem od razu rzucają się w oczy.",
      tip: "Na bieżni 400 m okrążenie w 1:30 to tempo 6:00 na kilometr; trzymaj okrążenia w granicach kilku sekund, aby biec równo.",
      faq: {
        question: "Jak zapisać okrążenie podczas biegu?",
        answer:
          "Naciśnij L (lub przycisk Okrążenie) za każdym razem, gdy mijasz linię. Duże przyciski sprawdzają się na telefonie na ramieniu; na laptopie przy bieżni najszybsza jest klawiatura.",
      },
    },
    "swimming-practice": {
      name: "Trening pływacki",
      blurb: "Długości, serie i czasy startów.",
      intro:
        "Mierz długości basenu, setki i całe serie z brzegu basenu. Zapisuj każdą długość jako okrążenie i przejrzyj międzyczasy później albo ustaw tablet na pełnym ekranie jako zegar treningowy.",
      tip: "Pełny ekran (F) zamienia stronę w zegar treningowy czytelny z wody.",
      faq: {
        question: "Czy mogę używać go jako zegara do serii pływackiej?",
        answer:
          "Tak. Uruchom go na początku serii i naciśnij F, aby włączyć pełny ekran; duże cyfry i pasek 10 sekund ułatwiają odczyt startów typu „co 1:45”.",
      },
    },
    "speech-practice": {
      name: "Próba przemówienia",
      blurb: "Ćwicz wystąpienia na czas.",
      intro:
        "Przećwicz prezentację, pitch albo toast weselny i sprawdź, ile dokładnie trwa. Zapisz okrążenie na końcu każdej części, aby wiedzieć, gdzie uciekają minuty.",
      tip: "Większość ludzi mówi 130–160 słów na minutę: 5-minutowe wystąpienie to około 700 słów.",
      faq: {
        question: "Jak zmierzyć czas każdej części przemówienia?",
        answer:
          "Uruchom stoper na początku i naciśnij L przy przejściu do kolejnej części. Tabela okrążeń pokaże, ile trwały wstęp, każdy punkt i zakończenie.",
      },
    },
    "cooking-timing": {
      name: "Gotowanie",
      blurb: "Ile naprawdę trwa każdy etap.",
      intro:
        "Sprawdź, ile naprawdę trwa przepis, albo mierz etapy robione na oko, jak karmelizowanie cebuli czy odpoczywanie steku. Ustawienie Gotowanie daje sygnał po dziesięciu minutach.",
      tip: "Zanotuj okrążenia, gdy następnym razem przygotujesz to danie: drugie podejście będzie dużo łatwiej zaplanować.",
      faq: {
        question: "Stoper czy minutnik w kuchni?",
        answer:
          "Używaj minutnika, gdy przepis podaje czas („gotować 8 minut”), a stopera, gdy chcesz coś zmierzyć: ile piekarnik się nagrzewa albo ile zajmuje Ci dany etap.",
      },
    },
    "study-sessions": {
      name: "Nauka",
      blurb: "Mierz prawdziwy czas skupienia.",
      intro:
        "Mierz, ile naprawdę się uczysz, i zatrzymuj stoper, gdy odchodzisz od biurka. Ustawienie Nauka daje sygnał po 25 minutach, czyli po klasycznym Pomodoro, z ostrzeżeniem pięć minut wcześniej.",
      tip: "Zatrzymuj stoper za każdym razem, gdy sięgasz po telefon: uczciwy wynik często zaskakuje.",
      faq: {
        question: "Stoper czy minutnik Pomodoro do nauki?",
        answer:
          "Minutnik Pomodoro wyznacza stałe bloki; stoper pokazuje, jak długo naprawdę byłeś skupiony. Wiele osób używa stopera z ustawieniem Nauka, które daje sygnał po 25 minutach, ale liczy dalej, jeśli złapałeś rytm.",
      },
    },
    "meditation-timing": {
      name: "Medytacja",
      blurb: "Spokojne sesje bez narzuconego końca.",
      intro:
        "Siedź tak długo, jak czujesz, że trzeba, a potem sprawdź, ile to trwało. Bez tykania i bez alarmu, chyba że wybierzesz ustawienie: tylko ciche liczenie, na które możesz zerknąć.",
      tip: "W ustawieniach wyświetlania wybierz dźwięk Soft Chime lub Gentle Wake, aby sygnał był łagodniejszy.",
      faq: {
        question: "Czy stoper wyda jakiś dźwięk podczas medytacji?",
        answer:
          "Nie. Stoper jest cichy, chyba że wybierzesz ustawienie z celem; wtedy raz odtworzy wybrany dźwięk alarmu po osiągnięciu celu.",
      },
    },
    "reaction-time": {
      name: "Test refleksu",
      blurb: "Testy reakcji z dokładnością do milisekundy.",
      intro:
        "Sprawdzajcie refleks we dwoje: jedna osoba uruchamia, druga zatrzymuje, gdy tylko to zauważy. Wyświetlacz pokazuje milisekundy, a okrążenia pozwalają zapisać kilka prób z rzędu.",
      tip: "Typowy czas reakcji wzrokowej człowieka to około 200–250 milisekund; weź medianę z pięciu prób.",
      faq: {
        question: "Jak dokładny jest stoper?",
        answer:
          "Odczytuje monotoniczny zegar wysokiej rozdzielczości przeglądarki, więc czasy są dokładne co do milisekundy. Twoje naciśnięcie klawisza wprowadza większy rozrzut niż sam stoper.",
      },
    },
    "gaming-speedruns": {
      name: "Speedruny",
      blurb: "Międzyczasy każdego poziomu.",
      intro:
        "Trzymaj stoper obok gry i zapisuj międzyczas na każdym poziomie lub bossie. Porównaj najszybsze i najwolniejsze odcinki, aby zobaczyć, gdzie Twój run traci czas.",
      tip: "Otwórz stoper w osobnym oknie: pozostaje dokładny, nawet gdy przeglądarka działa w tle.",
      faq: {
        question: "Czy stoper działa dalej, gdy przełączę się do gry?",
        answer:
          "Tak. Czas jest wyliczany od chwili startu, a nie liczony takt po takcie, więc ukryta lub spowolniona karta pokaże dokładny czas po powrocie.",
      },
    },
    "art-creation": {
      name: "Rysunek i malarstwo",
      blurb: "Szkice gestu i rysunki na czas.",
      intro:
        "Mierz szkice gestu, speed painting albo całe dzieło. Zapisuj okrążenie dla każdej pozy lub etapu, aby zobaczyć, jak rozkłada się Twój czas pracy.",
      tip: "W szkicach gestu zacznij od póz 30-sekundowych i dojdź do 2 i 5 minut.",
      faq: {
        question: "Jak mierzyć czas póz przy szkicach gestu?",
        answer:
          "Uruchom stoper i naciśnij L na końcu każdej pozy. Pasek 10 sekund daje wyczucie upływającego czasu bez patrzenia na cyfry.",
      },
    },
    "music-practice": {
      name: "Ćwiczenia muzyczne",
      blurb: "Czas ćwiczenia każdego utworu.",
      intro:
        "Śledź, jak długo ćwiczysz każdy utwór, gamę czy fragment. Zapisz okrążenie przy zmianie ćwiczenia i na koniec zobacz podział całej sesji.",
      tip: "Po każdej sesji skopiuj okrążenia jako CSV, aby prowadzić dziennik ćwiczeń w arkuszu kalkulacyjnym.",
      faq: {
        question: "Jak prowadzić dziennik ćwiczeń?",
        answer:
          "Zapisuj okrążenie przy każdej zmianie ćwiczenia, potem użyj „Kopiuj jako CSV” i wklej do arkusza. Po kilku tygodniach zobaczysz, na co naprawdę idzie Twój czas ćwiczeń.",
      },
    },
    "photography-shoots": {
      name: "Sesje zdjęciowe",
      blurb: "Długie naświetlania i bloki sesji.",
      intro:
        "Mierz długie naświetlania w trybie bulb, malowanie światłem albo kolejne sesje portretowe. Milisekundy i duże cyfry na pełnym ekranie sprawdzają się w ciemnym studiu.",
      tip: "W ciemnym pomieszczeniu przełącz się na ciemny motyw i pełny ekran, aby wyświetlacz nie zepsuł naświetlania.",
      faq: {
        question: "Czy mogę zmierzyć długie naświetlanie tym stoperem?",
        answer:
          "Tak: uruchom go przy otwarciu migawki i zatrzymaj przy zamknięciu. Przy naświetlaniach dłuższych niż kilka minut pasek 10 sekund pomaga liczyć bez odczytywania cyfr.",
      },
    },
    "typing-speed": {
      name: "Szybkość pisania",
      blurb: "Zmierz czas przepisywania i policz WPM.",
      intro:
        "Zmierz, ile zajmuje Ci przepisanie tekstu, a potem podziel liczbę słów przez minuty, aby poznać liczbę słów na minutę. Skróty klawiszowe są ignorowane, gdy piszesz w polu tekstowym.",
      tip: "WPM = słowa ÷ minuty. Standardowe „słowo” to pięć znaków łącznie ze spacjami.",
      faq: {
        question: "Czy pisanie uruchomi skróty stopera?",
        answer:
          "Nie. Spacja, L, R i F działają tylko wtedy, gdy nie piszesz w polu tekstowym, więc możesz przepisywać tekst testowy w innym miejscu strony bez zatrzymywania zegara.",
      },
    },
    "board-games": {
      name: "Gry planszowe",
      blurb: "Czas tur i całych rozgrywek.",
      intro:
        "Mierz tury, rundy albo cały wieczór z grami. Naciśnij L na końcu każdej tury i po grze sprawdź, kto myślał najdłużej.",
      tip: "Ustalcie limit na turę i traktujcie pasek 10 sekund jako dyskretne przypomnienie.",
      faq: {
        question: "Jak mierzyć turę każdego gracza?",
        answer:
          "Uruchom stoper i naciskaj L, gdy kończy się tura. Tabela okrążeń wymienia wszystkie tury po kolei, z oznaczeniem najszybszej i najwolniejszej.",
      },
    },
    "cleaning-tasks": {
      name: "Sprzątanie",
      blurb: "Ile naprawdę trwa sprzątanie.",
      intro:
        "Sprawdź, ile naprawdę trwa każde sprzątanie. Gdy wiesz, że łazienka zajmuje 12 minut, dużo łatwiej zmieścić ją w zabieganym dniu.",
      tip: "Ścigaj się z własnym rekordem: okrążenie na każdy pokój zamienia obowiązek w grę.",
      faq: {
        question: "Po co mierzyć czas sprzątania?",
        answer:
          "Większość ludzi źle szacuje, ile trwają obowiązki. Kilka zmierzonych sesji daje prawdziwe liczby do zaplanowania rutyny sprzątania.",
      },
    },
    "dog-walks": {
      name: "Spacery z psem",
      blurb: "Długość spaceru i zabawy.",
      intro:
        "Mierz spacery i zabawy, aby mieć pewność, że Twój pies ma dość ruchu. Zatrzymuj stoper podczas pogawędek z innymi właścicielami psów, aby czas marszu był uczciwy.",
      tip: "Wielu weterynarzy zaleca od 30 minut do 2 godzin ruchu dziennie, w zależności od rasy.",
      faq: {
        question: "Czy stoper działa, gdy ekran telefonu się wyłączy?",
        answer:
          "Czas jest wyliczany od chwili startu, więc po odblokowaniu telefonu zobaczysz dokładny upływający czas, nawet jeśli przeglądarka była w międzyczasie wstrzymana.",
      },
    },
    "gardening-work": {
      name: "Prace w ogrodzie",
      blurb: "Podlewanie, pielenie i koszenie.",
      intro:
        "Mierz podlewanie poszczególnych stref, pielenie albo to, ile trwa koszenie trawnika. Okrążenie na każdą grządkę pokazuje, gdzie idzie praca.",
      tip: "Zmierz, ile wąż napełnia 10-litrowe wiadro, aby poznać swój przepływ przy podlewaniu.",
      faq: {
        question: "Jak mierzyć podlewanie każdej grządki?",
        answer: "Uruchom stoper, gdy zaczynasz podlewać, i naciśnij L, gdy przechodzisz do kolejnej grządki.",
      },
    },
    "commute-tracking": {
      name: "Dojazdy",
      blurb: "Czas podróży od drzwi do drzwi.",
      intro:
        "Mierz dojazd od drzwi do drzwi i zapisuj okrążenie przy każdej przesiadce: pieszo, pociąg, autobus. Po tygodniu będziesz wiedzieć, która trasa jest naprawdę najszybsza.",
      tip: "Po każdej podróży skopiuj okrążenia jako tekst i trzymaj je w notatce, aby porównywać trasy.",
      faq: {
        question: "Czy stoper działa dalej, gdy zablokuję telefon?",
        answer: "Tak. Upływający czas pochodzi z zegara, a nie z liczenia, więc jest dokładny, gdy wrócisz na stronę.",
      },
    },
    "phone-calls": {
      name: "Rozmowy telefoniczne",
      blurb: "Czas rozmów do rozliczeń lub notatek.",
      intro:
        "Mierz rozmowy do rozliczeń, do ćwiczeń w call center albo po prostu po to, by były krótkie. Zatrzymuj stoper podczas oczekiwania na linii, aby liczyć tylko czas rozmowy.",
      tip: "Użyj ustawienia Spotkanie, aby dostać ostrzeżenie po 25 minutach, gdy musisz skończyć przed upływem pół godziny.",
      faq: {
        question: "Czy mogę mierzyć rozmowy do rozliczenia?",
        answer:
          "Tak. Uruchom na początku rozmowy, zatrzymuj podczas oczekiwania i zakończ pomiar na końcu. Skopiuj wynik jako tekst do swojej ewidencji czasu pracy.",
      },
    },
    "reading-sessions": {
      name: "Czytanie",
      blurb: "Czas czytania i strony na godzinę.",
      intro:
        "Mierz sesje czytania i zapisuj okrążenie na każdy rozdział. Podziel liczbę stron przez godziny, aby poznać tempo czytania i zaplanować, ile zajmie Ci książka.",
      tip: "Przeciętny dorosły czyta około 200–250 słów na minutę tekstu nietechnicznego.",
      faq: {
        question: "Jak obliczyć tempo czytania?",
        answer:
          "Czytaj przez mierzony czas, policz słowa lub strony i podziel przez minuty. Zapisuj okrążenie na każdy rozdział, aby zobaczyć, czy tempo zmienia się w trakcie książki.",
      },
    },
    "household-chores": {
      name: "Obowiązki domowe",
      blurb: "Zmywanie, składanie prania, porządki.",
      intro:
        "Mierz codzienne obowiązki: zmywanie, składanie prania, sprzątanie pokoju dzieci. Znajomość liczb pozwala sprawiedliwiej dzielić się pracą.",
      tip: "Większość obowiązków trwa krócej, niż się wydaje: mierzenie ich ułatwia zabranie się do pracy.",
      faq: {
        question: "Jak pomaga mierzenie obowiązków?",
        answer:
          "Gdy widzisz, że rozładowanie zmywarki zajmuje cztery minuty, łatwiej po prostu to zrobić. Zmierzone obowiązki łatwiej też sprawiedliwie podzielić.",
      },
    },
    "baby-activities": {
      name: "Opieka nad niemowlęciem",
      blurb: "Karmienia, drzemki i leżenie na brzuszku.",
      intro:
        "Mierz karmienia, drzemki i czas na brzuszku jedną ręką. Duże przyciski i skróty klawiszowe to ułatwiają, a okrążenia zapisują każdą stronę lub sesję.",
      tip: "Zapisz okrążenie przy zmianie piersi podczas karmienia, aby wiedzieć, ile trwała każda strona.",
      faq: {
        question: "Czy mogę obsługiwać stoper jedną ręką?",
        answer:
          "Tak. Przyciski Start, Okrążenie i Resetuj są duże, a na klawiaturze Spacja uruchamia lub wstrzymuje, L zapisuje okrążenie, a R resetuje.",
      },
    },
    "car-maintenance": {
      name: "Obsługa samochodu",
      blurb: "Prace, rozgrzewanie i testy.",
      intro:
        "Mierz prace serwisowe, rozgrzewanie silnika albo przyspieszenie 0–100 (na zamkniętym torze). Zapisuj okrążenia dla każdego etapu pracy, aby lepiej zaplanować następną.",
      tip: "Przy sprawdzaniu oleju odczekaj kilka minut po wyłączeniu silnika, aż olej spłynie; zmierz ten czas.",
      faq: {
        question: "Jak długo rozgrzewać silnik samochodu?",
        answer:
          "Nowoczesne silniki potrzebują tylko około 30 sekund, zanim spokojnie ruszysz. Zmierz to zamiast zgadywać i unikaj długiej pracy na biegu jałowym.",
      },
    },
    "home-repair": {
      name: "Naprawy w domu",
      blurb: "Czasy schnięcia i prace majsterkowe.",
      intro:
        "Mierz prace majsterkowe oraz czas schnięcia lub utwardzania między warstwami. Wiedza, ile trwała jedna praca, pozwala dokładniej zaplanować następną.",
      tip: "Sprawdź puszkę: wiele farb wymaga 2–4 godzin między warstwami; stoper uruchomiony po pierwszej warstwie powie Ci, kiedy malować dalej.",
      faq: {
        question: "Jak pilnować schnięcia między warstwami?",
        answer:
          "Uruchom stoper po nałożeniu warstwy. Ponieważ czas wynika z zegara, możesz zamknąć laptopa, a później i tak zobaczysz właściwy czas.",
      },
    },
    "laundry-cycles": {
      name: "Cykle prania",
      blurb: "Czas prania i suszenia.",
      intro:
        "Zmierz, ile naprawdę trwają cykle pralki i suszarki, aby wiedzieć, kiedy wrócić. Okrążenie na końcu prania wyznacza początek suszenia.",
      tip: "Rzeczywiste cykle często różnią się od tego, co pokazuje urządzenie; zmierz po jednym z każdego, żeby mieć pewność.",
      faq: {
        question: "Dlaczego pralka pierze dłużej, niż pokazuje?",
        answer:
          "Wiele pralek dopasowuje cykl do wsadu i temperatury wody. Zmierz kilka prań, aby poznać rzeczywisty czas ulubionego programu.",
      },
    },
  },
};

export default pl;
