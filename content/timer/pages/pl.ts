import { icu } from "@content/i18n/icu";
import type { Faq, GeneralFaqKey, PageKind, PageProfile, TimerCopyPack, TimerUnit } from "../types";

type Unit = TimerUnit;

const capitalize = (text: string) => {
  const value = String(text);
  return value.charAt(0).toLocaleUpperCase("pl-PL") + value.slice(1);
};
/** Coerced to strings so a template never throws, whatever it is handed. */
const strings = (items: unknown): string[] => (Array.isArray(items) ? items : [items]).map((item) => String(item));
const list = (items: unknown) => new Intl.ListFormat("pl-PL", { type: "conjunction" }).format(strings(items));
const either = (items: unknown) => new Intl.ListFormat("pl-PL", { type: "disjunction" }).format(strings(items));

/** Accusative after "na" ("minutnik na 1 minutę", "na 5 minut"). */
const accusative: Record<Unit, string> = {
  second: "{n, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}",
  minute: "{n, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}",
  hour: "{n, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}}",
};
const amountIn = (forms: Record<Unit, string>, n: number, unit: Unit) => icu("pl", forms[unit] ?? forms.minute, { n });

const usesEnding: Record<PageKind, string> = {
  short: "Gdy liczy się każda sekunda, odliczanie na ekranie jest pewniejsze niż liczenie w myślach.",
  medium: "O każdej z tych rzeczy łatwo zapomnieć, gdy zajmiesz się czymś innym – i właśnie od tego jest alarm.",
  long: "Przy tak długim czasie łatwo go stracić z oczu, więc niech minutnik pilnuje go za ciebie.",
};

const profiles: Record<string, PageProfile> = {
  "": {
    h1: "Minutnik online",
    title: "Minutnik online – darmowe odliczanie z alarmem | Tickwise",
    description:
      "Darmowy minutnik online z alarmem. Wpisz dowolny czas lub wybierz gotowe ustawienie; działa dokładnie w tle i offline. Bez rejestracji.",
    noun: "minutnik online",
    hook: "każde zadanie",
    uses: ["gotowanie", "trening", "naukę", "zajęcia w klasie"],
    intro:
      "Wpisz dowolny czas do 99:59:59 lub wybierz gotowe ustawienie, naciśnij Start i zajmij się swoimi sprawami. Tickwise odlicza do ustalonej godziny końca, więc pozostaje dokładny w karcie w tle i dzwoni dokładnie przy zerze.",
    faqs: [
      {
        question: "Jak ustawić własny czas?",
        answer:
          "Kliknij duże cyfry i wpisz czas. Jedna liczba to sekundy (90 to półtorej minuty), dwie to minuty i sekundy (7:30), trzy to godziny, minuty i sekundy (1:15:00). Naciśnij Enter, aby zatwierdzić, lub Escape, aby cofnąć; jeśli wpisu nie da się odczytać, zostaje poprzedni czas.",
      },
      {
        question: "Dlaczego minutnik startuje od 5 minut?",
        answer:
          "Pięć minut to czas, po który sięga się najczęściej (herbata, krótka przerwa, szybkie zadanie), a gotowy minutnik uruchomisz jednym kliknięciem lub spacją. Zmienisz go w sekundę, wpisując czas lub wybierając gotowe ustawienie.",
      },
      {
        question: "Czy Tickwise jest darmowy? Czy potrzebuję konta?",
        answer:
          "Jest całkowicie darmowy, bez konta i bez rejestracji. Twoje ustawienia (dźwięk, kolory, czcionka, konfetti) zostają w przeglądarce; serwer przechowuje jedynie przypomnienie e-mail, o które poprosisz, i to tylko do chwili jego wysłania.",
      },
    ],
    tips: [
      "Dodaj do zakładek stronę czasu, którego używasz najczęściej, np. /timer/10-minute-timer – otworzy się od razu gotowa do startu.",
      "Wybierz w Ustawieniach dźwięk alarmu dopasowany do miejsca: delikatny dzwonek do biblioteki, klasyczny brzęczyk do gwarnej kuchni.",
    ],
  },
  "countdown-timer": {
    h1: "Odliczanie czasu",
    title: "Odliczanie czasu – duży, dokładny minutnik | Tickwise",
    description:
      "Przejrzysty minutnik online, gotowy na 5 minut lub dowolny wpisany czas. Duże cyfry na pełnym ekranie, alarm przy zerze i dokładność nawet w tle.",
    noun: "minutnik",
    hook: "lekcje, wystąpienia i gry",
    uses: ["zadania na lekcji", "prezentacje", "rundy w grach", "prace w kuchni"],
    intro:
      "Proste odliczanie, które startuje gotowe na pięć minut – albo wpisz dowolny czas. Duże cyfry czytelne z drugiego końca sali, pasek postępu i alarm dokładnie w chwili, gdy licznik dojdzie do zera.",
    faqs: [
      {
        question: "Czym różni się minutnik od stopera?",
        answer:
          "Minutnik odlicza od wybranego czasu do zera, a potem daje sygnał; stoper liczy od zera w górę, by zmierzyć, ile coś trwało. Użyj tej strony, gdy wiesz, ile masz czasu, a stopera, gdy chcesz to sprawdzić.",
      },
      {
        question: "Czy mogę wyświetlić odliczanie na projektorze lub telewizorze?",
        answer:
          "Tak. Naciśnij F (lub przycisk pełnego ekranu), a cyfry wypełnią cały ekran. W Ustawieniach wybierzesz kontrastowe kolory tła i czcionki, a ekran nie wygasa, dopóki minutnik działa, więc nie ściemni się w połowie lekcji.",
      },
      {
        question: "Jak odliczać do konkretnej godziny?",
        answer:
          "Ten minutnik odmierza odcinek czasu. Jeśli chcesz sygnału o 7:30 lub 18:00, użyj narzędzia Budzik, które przyjmuje datę i godzinę; do świąt dni odliczy za ciebie strona Święta.",
      },
    ],
    tips: [
      "Prowadzisz wystąpienie? Ustaw cały przydzielony czas i zerkaj na pasek postępu: w połowie pokazuje 50%.",
      "Odliczanie na dużym ekranie wydaje się klasie sprawiedliwsze niż rzucone „jeszcze pięć minut”.",
    ],
  },
  "study-timer": {
    h1: "Minutnik do nauki (Pomodoro 25 minut)",
    title: "Minutnik do nauki – Pomodoro 25 minut | Tickwise",
    description:
      "Minutnik do nauki metodą Pomodoro: 25 minut skupienia do alarmu, 5 minut przerwy i od nowa. Za darmo, dokładny w tle, bez rejestracji.",
    noun: "minutnik do nauki",
    hook: "sesje nauki metodą Pomodoro",
    uses: [
      "jedno pomodoro powtórki",
      "rozwiązywanie zestawu zadań",
      "przeczytanie rozdziału z notatkami",
      "napisanie jednej części wypracowania",
    ],
    intro:
      "Dwadzieścia pięć minut skupionej nauki, potem krótka przerwa: rytm Pomodoro, który nie pozwala powtórkom zamienić się ani w wkuwanie na ostatnią chwilę, ani w odkładanie na później. Naciśnij Start, odłóż telefon ekranem do dołu i pracuj do alarmu.",
    faqs: [
      {
        question: "Czym jest technika Pomodoro?",
        answer:
          "To metoda zarządzania czasem opracowana przez Francesca Cirilla pod koniec lat 80. i nazwana od jego kuchennego minutnika w kształcie pomidora (pomodoro to po włosku pomidor). Pracujesz nad jednym zadaniem przez 25 minut, robisz 5 minut przerwy, a po czterech rundach – dłuższą przerwę, od 15 do 30 minut.",
      },
      {
        question: "Dlaczego akurat 25 minut?",
        answer:
          "To dość długo, by naprawdę wciągnąć się w zadanie, i dość krótko, by początek nie onieśmielał. Stały koniec działa też jak mały termin, więc łatwiej zignorować wiadomości do alarmu. Jeśli 25 minut ci nie pasuje, zmień ten czas: rytm jest ważniejszy niż dokładna liczba.",
      },
      {
        question: "Co robić w przerwach?",
        answer:
          "Odejdź od ekranu: wstań, przeciągnij się, dolej wody, wyjrzyj przez okno. Unikaj wszystkiego, od czego trudno się oderwać, jak filmy czy media społecznościowe. Na krótkie przerwy użyj minutnika na 5 minut, a na długą – minutnika na 15 minut.",
      },
      {
        question: "Co zrobić, gdy ktoś mi przerwie w trakcie pomodoro?",
        answer:
          "Jeśli sprawa może poczekać, zapisz ją i pracuj dalej. Jeśli nie może, naciśnij Pauza: pozostały czas zostaje dokładnie zapamiętany, a Start wznawia odliczanie od tego miejsca. Puryści zaczynają wtedy pomodoro od nowa; oba sposoby działają, o ile jest się wobec siebie szczerym.",
      },
    ],
    tips: [
      "Zanim naciśniesz Start, zapisz jedno zadanie na to pomodoro.",
      "Licz ukończone pomodoro, a nie godziny przy biurku: to uczciwsza miara dnia nauki.",
      "Pracujesz nad czymś większym? Utwórz cel na stronie Cele i uruchamiaj jego minutnik stamtąd.",
    ],
  },
  "10-second-timer": {
    hook: "quizy, gry towarzyskie i krótkie sprinty",
    uses: [
      "odpowiedzi w quizie",
      "10-sekundowe sprinty w treningu interwałowym",
      "krótkie wstrzymanie oddechu",
      "odliczanie przed wspólnym zdjęciem",
    ],
    tips: ["Przy wspólnym zdjęciu uruchom minutnik i dołącz do grupy: wszyscy widzą, ile czasu zostało."],
  },
  "15-second-timer": {
    hook: "interwały, zmiany stacji i szybkie rundy",
    uses: [
      "maksymalne zrywy w treningu interwałowym",
      "przejścia między stacjami obwodu",
      "szybkie rundy w quizie",
      "krótkie utrzymanie pozycji w rozciąganiu",
    ],
    tips: ["Piętnaście sekund mija szybciej, niż się wydaje: przygotuj następne ćwiczenie, zanim naciśniesz Start."],
  },
  "20-second-timer": {
    hook: "mycie rąk i interwały Tabata",
    uses: [
      "porządne mycie rąk",
      "fazę pracy w rundzie Tabata",
      "przerwę dla oczu według zasady 20-20-20",
      "szybkie krzesełko przy ścianie",
    ],
    faqs: [
      {
        question: "Dlaczego ręce trzeba myć przez 20 sekund?",
        answer:
          "Instytucje zdrowia publicznego, takie jak amerykańskie CDC, zalecają szorowanie rąk mydłem przez co najmniej 20 sekund: tyle trwa dokładne namydlenie każdej powierzchni (grzbietów dłoni, przestrzeni między palcami, miejsc pod paznokciami) i usunięcie brudu oraz zarazków. Klasyczny sposób to dwukrotne zanucenie „Sto lat”; odliczanie, na które dzieci mogą patrzeć, jest prostsze.",
      },
      {
        question: "Na czym polega trening Tabata?",
        answer:
          "To osiem rund: 20 sekund pełnego wysiłku i 10 sekund odpoczynku, razem cztery minuty. Użyj tego minutnika do faz pracy albo minutnika na 4 minuty, by odmierzyć cały blok za jednym razem.",
      },
    ],
    tips: ["Postaw tablet z odliczaniem przy umywalce, a mycie rąk stanie się dla dzieci zabawą."],
  },
  "30-second-timer": {
    hook: "deskę, rozciąganie i 30-sekundowe interwały",
    uses: [
      "utrzymanie pozycji w rozciąganiu",
      "deskę dla początkujących",
      "interwały 30 sekund pracy i 30 odpoczynku",
      "próbę 30-sekundowej prezentacji w windzie",
    ],
    faqs: [
      {
        question: "Jak długo utrzymywać pozycję w rozciąganiu?",
        answer:
          "Przy rozciąganiu statycznym zalecenia treningowe mówią zwykle o utrzymaniu każdej pozycji przez około 10 do 30 sekund i powtórzeniu jej kilka razy; 30 sekund to dla większości osób wygodny cel. Oddychaj spokojnie i odpuść, jeśli czujesz ból, a nie tylko naciąganie.",
      },
    ],
    tips: ["Ćwiczysz krótką prezentację? Mów na głos przy odliczaniu, aż swobodnie skończysz przed zerem."],
  },
  "45-second-timer": {
    hook: "serie HIIT i stacje treningu obwodowego",
    uses: [
      "45-sekundowe serie w HIIT",
      "każdą stację treningu obwodowego",
      "dłuższą deskę",
      "błyskawiczną rundę w grze",
    ],
    faqs: [
      {
        question: "Czym jest trening interwałowy 45/15?",
        answer:
          "Pracujesz 45 sekund i odpoczywasz 15, więc każde ćwiczenie zajmuje dokładnie minutę. Wybierz od pięciu do dziesięciu ćwiczeń i zrób dwa lub trzy obwody; skoro każde ćwiczenie trwa minutę, łatwo się zorientować, w którym miejscu jesteś.",
      },
    ],
  },
  "90-second-timer": {
    hook: "odpoczynek między seriami i szybkie prace w kuchni",
    uses: [
      "odpoczynek między ciężkimi seriami siłowymi",
      "ciasto w kubku z mikrofalówki",
      "replikę w debacie",
      "uspokajające ćwiczenie oddechowe",
    ],
    faqs: [
      {
        question: "Jak długo odpoczywać między seriami?",
        answer:
          "To zależy od celu. Przy budowaniu masy mięśniowej odpoczywa się zwykle około 1–2 minut między seriami, a przy ciężkim treningu siłowym dłużej (2–5 minut). Półtorej minuty to popularny złoty środek: pozwala odpocząć, zanim mięśnie ostygną.",
      },
    ],
    tips: ["Włącz odliczanie przerwy w chwili, gdy odkładasz sztangę, a nie dopiero po złapaniu oddechu."],
  },
  "1-minute-timer": {
    hook: "jednominutowe ćwiczenia, wyzwania i rundy EMOM",
    uses: [
      "imprezowe wyzwania na czas",
      "minutowe ćwiczenia wypowiedzi",
      "rundy EMOM (co minutę, na początku minuty)",
      "minutę powolnego oddychania",
    ],
    faqs: [
      {
        question: "Czym jest trening EMOM?",
        answer:
          "EMOM to skrót od „Every Minute On the Minute”: na początku każdej minuty wykonujesz ustaloną liczbę powtórzeń, a przez resztę tej minuty odpoczywasz. Uruchamiaj ten minutnik na początku każdej rundy; im szybciej skończysz, tym więcej odpoczynku zyskasz.",
      },
      {
        question: "Co naprawdę da się zrobić w minutę?",
        answer:
          "Więcej, niż się wydaje: odpisać na krótkiego maila, uprzątnąć biurko, zrobić 20 przysiadów albo wziąć około sześciu powolnych oddechów. Zasada jednej minuty (jeśli coś zajmuje mniej niż minutę, zrób to od razu) to prosty sposób, by drobne sprawy się nie piętrzyły.",
      },
    ],
    tips: ["Uruchamiaj spacją: w minutowej rundzie nie ma czasu na szukanie przycisku."],
  },
  "2-minute-timer": {
    hook: "mycie zębów, zieloną herbatę i krótkie przerwy",
    uses: [
      "mycie zębów",
      "parzenie zielonej herbaty",
      "dwuminutowe wyzwanie z deską",
      "zasadę dwóch minut dla drobnych zadań",
    ],
    faqs: [
      {
        question: "Jak długo myć zęby?",
        answer:
          "Dentyści, w tym Amerykańskie Towarzystwo Stomatologiczne (ADA), zalecają mycie zębów przez dwie minuty dwa razy dziennie. Większość osób kończy znacznie wcześniej; jeśli poświęcisz około 30 sekund każdej ćwiartce jamy ustnej, dwie minuty miną bez trudu.",
      },
      {
        question: "Czym jest zasada dwóch minut?",
        answer:
          "To nawyk z metody „Getting Things Done” Davida Allena: jeśli czynność zajmuje mniej niż dwie minuty, zrób ją od razu, zamiast ją zapisywać. Minutnik pozwala uczciwie sprawdzić, co naprawdę trwa dwie minuty.",
      },
    ],
    tips: [
      "Dzieciom postaw telefon przy lustrze: wypełniający się pasek sprawia, że dwie minuty szczotkowania mijają szybciej.",
    ],
  },
  "3-minute-timer": {
    hook: "czarną herbatę, zupki instant i rundy bokserskie",
    uses: ["zupkę instant", "parzenie czarnej herbaty", "rundę bokserską", "trzyminutowe wystąpienie"],
    faqs: [
      {
        question: "Jak długo parzyć czarną herbatę?",
        answer:
          "Większość czarnych herbat najlepiej smakuje po 3–5 minutach w świeżo zagotowanej wodzie: trzy minuty dają łagodniejszy napar, pięć – mocniejszy i bardziej cierpki. Zacznij od trzech, spróbuj i następnym razem dodaj minutę, jeśli chcesz pełniejszego smaku.",
      },
      {
        question: "Ile trwa runda w boksie?",
        answer:
          "Rundy w boksie zawodowym trwają trzy minuty, z minutą przerwy między nimi. Przy pracy na worku lub walce z cieniem użyj tego minutnika do każdej rundy, a minutnika na 1 minutę do przerwy.",
      },
    ],
  },
  "4-minute-timer": {
    hook: "kawę z french pressa i bloki Tabata",
    uses: [
      "parzenie kawy w french pressie",
      "cały blok Tabata",
      "krótką serię rozciągania",
      "rozgrzewkę przed bieganiem",
    ],
    faqs: [
      {
        question: "Jak długo parzyć kawę w french pressie?",
        answer:
          "Klasyczne zalecenie to cztery minuty: zalej grubo zmieloną kawę wodą tuż po zagotowaniu, zamieszaj, przykryj i wciśnij tłok, gdy zadzwoni alarm. Dłuższe parzenie sprawia, że kawa jest bardziej gorzka, a nie mocniejsza.",
      },
      {
        question: "Ile trwa trening Tabata?",
        answer:
          "Cztery minuty: osiem rund po 20 sekund maksymalnego wysiłku i 10 sekund odpoczynku. Jest krótki, ale ciężki, więc najpierw się rozgrzej.",
      },
    ],
  },
  "5-minute-timer": {
    hook: "herbatę, szybkie sprzątanie lub krótką przerwę",
    uses: [
      "krótką przerwę w Pomodoro",
      "szybkie sprzątanie",
      "pięciominutową medytację",
      "rozpoczęcie zadania, które odkładasz",
    ],
    intro:
      "Pięć minut to na tyle krótko, by się zgodzić, i na tyle długo, by coś zrobić: przerwa między sesjami skupienia, szybkie sprzątanie, chwila spokoju. Naciśnij Start, a alarm zadzwoni, gdy czas minie.",
    faqs: [
      {
        question: "Na czym polega zasada pięciu minut na prokrastynację?",
        answer:
          "Obiecaj sobie, że zajmiesz się zadaniem tylko przez pięć minut i możesz przestać, gdy zadzwoni alarm. Najtrudniejszy jest zwykle początek; gdy już ruszysz, często pracujesz dalej, a jeśli nie, i tak masz za sobą pięć minut więcej niż wcześniej.",
      },
      {
        question: "Czy pięć minut wystarczy na przerwę?",
        answer:
          "Przy krótkich sesjach skupienia – tak: technika Pomodoro przewiduje pięciominutową przerwę po każdych 25 minutach pracy. Wstań, porusz się i oderwij wzrok od ekranu, a przerwa spełni swoje zadanie.",
      },
      {
        question: "Jak długo powinien medytować początkujący?",
        answer:
          "Pięć minut dziennie to realistyczny początek. Usiądź wygodnie, skup się na oddechu, a gdy myśli odpłyną (a odpłyną), łagodnie wróć bez oceniania. Wybierz w Ustawieniach łagodny dźwięk alarmu, na przykład delikatny dzwonek, aby koniec nie był wstrząsem.",
      },
    ],
    tips: ["Medytujesz? Wybierz w Ustawieniach delikatny dzwonek lub łagodną pobudkę, by spokojnie zakończyć."],
  },
  "6-minute-timer": {
    hook: "jajka na półmiękko i krótkie treningi",
    uses: [
      "jajka z kremowym żółtkiem",
      "sześciominutowy trening brzucha",
      "sesję ćwiczeń oddechowych z przewodnikiem",
      "limit czasu na ruch w grze planszowej",
    ],
    faqs: [
      {
        question: "Jak długo gotować jajko, by żółtko było kremowe?",
        answer:
          "Włóż duże jajko prosto z lodówki do wrzącej wody i gotuj około 6–7 minut, potem ostudź je w zimnej wodzie. Pięć minut daje płynne żółtko, a 9–10 – całkiem ścięte; rozmiar jajka i wysokość nad poziomem morza nieco zmieniają czas.",
      },
    ],
  },
  "7-minute-timer": {
    hook: "trening 7-minutowy i krótkie medytacje",
    uses: [
      "trening 7-minutowy",
      "krótką medytację",
      "błyskawiczne sprzątanie jednego pokoju",
      "rozgrzewkę przed bieganiem",
    ],
    faqs: [
      {
        question: "Czym jest trening 7-minutowy?",
        answer:
          "To obwód spopularyzowany w 2013 roku przez artykuł w czasopiśmie ACSM's Health & Fitness Journal: 12 ćwiczeń z ciężarem własnego ciała po 30 sekund, z około 10-sekundowymi przerwami. Użyj tego minutnika do całego obwodu albo minutnika na 30 sekund, jeśli wolisz sygnał przy każdym ćwiczeniu.",
      },
    ],
  },
  "8-minute-timer": {
    hook: "makaron, trening brzucha i spotkania na stojąco",
    uses: [
      "gotowanie suchego makaronu",
      "8-minutowy trening brzucha",
      "spotkanie na stojąco",
      "krótką sesję pisania dziennika",
    ],
    faqs: [
      {
        question: "Jak długo gotuje się makaron?",
        answer:
          "Większość suchego spaghetti i penne potrzebuje 8–12 minut w dobrze osolonej wrzącej wodzie; dokładny czas podaje opakowanie. Uruchom minutnik, gdy woda ponownie się zagotuje, i spróbuj makaronu minutę przed alarmem, jeśli chcesz al dente.",
      },
    ],
  },
  "9-minute-timer": {
    hook: "jajka na twardo i krótkie sprinty skupienia",
    uses: [
      "jajka na twardo",
      "krótki sprint skupienia",
      "szybkie sprzątanie przed przyjściem gości",
      "gotowanie warzyw na parze",
    ],
    faqs: [
      {
        question: "Jak długo gotuje się jajko na twardo?",
        answer:
          "Około 9–12 minut od zagotowania wody: po 9 żółtko jest ścięte, ale wciąż delikatne, po 12 – twarde i jasne. Od razu przełóż jajka do zimnej wody, aby przestały się gotować i łatwiej się obierały.",
      },
    ],
  },
  "10-minute-timer": {
    hook: "sprzątanie, medytację lub szybki trening",
    uses: [
      "dziesięciominutowe sprzątanie jednego pokoju",
      "krótką sekwencję jogi",
      "szybki trening z ciężarem własnego ciała",
      "ostatnie dziesięć minut zadania na lekcji",
    ],
    intro:
      "Dziesięć minut to jednostka dobrego nawyku: wystarczy na prawdziwy trening, porządne sprzątanie lub spokojną medytację, a zmieści się w każdym dniu. Minutnik jest ustawiony, więc naciśnij Start.",
    faqs: [
      {
        question: "Co można zrobić w 10 minut?",
        answer:
          "Zaskakująco dużo: uprzątnąć blat i załadować zmywarkę, przejść około kilometra, przeczytać rozdział krótkiej książki albo zrobić pełny obwód ćwiczeń z ciężarem ciała. Dziesięć skupionych minut jest lepsze niż trzydzieści rozproszonych.",
      },
      {
        question: "Jak nauczyciele używają minutnika na 10 minut?",
        answer:
          "Do zadań na czas, pracy w grupach i przejść między aktywnościami. Wyświetl go na projektorze na pełnym ekranie (naciśnij F), by wszyscy widzieli ten sam czas; pasek postępu od razu pokazuje, ile zostało, więc nikt nie musi tego ciągle ogłaszać.",
      },
    ],
    tips: [
      "Spróbuj co wieczór dziesięciominutowego sprzątania: uruchom minutnik, ogarnij, ile się da, i przestań przy alarmie.",
    ],
  },
  "12-minute-timer": {
    hook: "test Coopera i krótkie treningi",
    uses: ["12-minutowy test Coopera", "krótką sesję HIIT", "makaron al dente", "skupioną rundę odpisywania na maile"],
    faqs: [
      {
        question: "Czym jest test Coopera?",
        answer:
          "To test sprawności opracowany przez dr. Kennetha Coopera w 1968 roku: biegniesz (lub idziesz) jak najdalej przez 12 minut, a pokonany dystans pozwala ocenić wydolność tlenową. Wybierz bieżnię stadionu, by łatwo zmierzyć odległość, i najpierw się rozgrzej.",
      },
    ],
  },
  "15-minute-timer": {
    hook: "przerwy na kawę, drzemki i długie przerwy w Pomodoro",
    uses: ["przerwę na kawę", "długą przerwę po czterech pomodoro", "szybki trening", "krótką drzemkę regeneracyjną"],
    intro:
      "Kwadrans: przerwa na kawę, długa przerwa po czterech pomodoro, szybki spacer wokół bloku. Uruchom minutnik i przestań zerkać na zegar.",
    faqs: [
      {
        question: "Jak długa powinna być drzemka regeneracyjna?",
        answer:
          "Badacze snu zwykle zalecają 10–20 minut: to dość długo, by poczuć się wypoczętym, i dość krótko, by nie budzić się otumanionym z głębszego snu. Piętnaście minut zostawia chwilę na zaśnięcie.",
      },
      {
        question: "Jaki jest dobry trening na 15 minut?",
        answer:
          "Trzy rundy pięciu ćwiczeń (przysiady, pompki, wykroki, deska i pajacyki), każde po 45 sekund z 15 sekundami odpoczynku. To wypełnia dokładnie 15 minut i angażuje całe ciało.",
      },
    ],
  },
  "18-minute-timer": {
    hook: "wystąpienia w stylu TED i próby prezentacji",
    uses: [
      "próbę 18-minutowego wystąpienia w stylu TED",
      "prezentację na konferencji",
      "pieczenie blachy muffinek",
      "krótki bieg",
    ],
    faqs: [
      {
        question: "Dlaczego wystąpienia TED trwają 18 minut?",
        answer:
          "TED ogranicza wystąpienia do 18 minut – jak tłumaczy, to dość długo, by powiedzieć coś poważnego, i dość krótko, by utrzymać uwagę widowni. Ćwicz z tym minutnikiem i staraj się skończyć z minutą zapasu.",
      },
    ],
  },
  "20-minute-timer": {
    hook: "drzemki, zasadę 20-20-20 i bloki skupienia",
    uses: ["drzemkę regeneracyjną", "skupiony blok pracy", "przerwy dla oczu według zasady 20-20-20", "szybki spacer"],
    intro:
      "Dwadzieścia minut: klasyczna drzemka regeneracyjna, szybki spacer lub solidny blok skupienia. Naciśnij Start, a pilnowanie zegara zostaw alarmowi.",
    faqs: [
      {
        question: "Na czym polega zasada 20-20-20?",
        answer:
          "To nawyk zalecany przez specjalistów od wzroku przy pracy przy ekranie: co 20 minut patrz przez 20 sekund na coś oddalonego o około 6 metrów (20 stóp). Uruchom ten minutnik na czas pracy, a potem minutnik na 20 sekund na przerwę.",
      },
      {
        question: "Czy 20 minut to najlepsza długość drzemki?",
        answer:
          "Dla większości dorosłych optimum to 10–20 minut: zostajesz w płytszym śnie i budzisz się wypoczęty. Przy znacznie dłuższej drzemce ryzykujesz przebudzenie z głębokiego snu i otępienie. Ustawiając minutnik, dolicz kilka minut na zaśnięcie.",
      },
    ],
  },
  "25-minute-timer": {
    hook: "pomodoro, pieczone warzywa lub krótki bieg",
    uses: ["sesję skupienia Pomodoro", "pieczenie blachy warzyw", "krótki bieg", "szybki cykl prania"],
    faqs: [
      {
        question: "Czy minutnik na 25 minut to to samo co Pomodoro?",
        answer:
          "Tak: 25 minut to klasyczna długość pomodoro. Całą metodę, z radami dotyczącymi przerw i rozpraszaczy, opisuje strona Minutnik do nauki; ta strona to zwykłe odliczanie 25 minut do wszystkiego.",
      },
    ],
  },
  "30-minute-timer": {
    hook: "treningi, sesje skupienia i pieczenie",
    uses: ["półgodzinny trening", "skupiony blok nauki", "pieczenie biszkoptu", "spotkanie z limitem czasu"],
    intro:
      "Pół godziny wystarczy na prawdziwy trening lub sensowny kawałek pracy, a zmieści się w przerwie obiadowej. Naciśnij Start; alarm znajdzie cię nawet w innej karcie.",
    faqs: [
      {
        question: "Czy 30 minut ruchu dziennie wystarczy?",
        answer:
          "Trzydzieści minut przez pięć dni w tygodniu daje 150 minut – minimum umiarkowanej aktywności, jakie Światowa Organizacja Zdrowia zaleca dorosłym tygodniowo. Szybki marsz też się liczy.",
      },
      {
        question: "Dlaczego ograniczać spotkania do 30 minut?",
        answer:
          "Praca ma tendencję do wypełniania całego dostępnego czasu (prawo Parkinsona). Widoczne 30-minutowe odliczanie trzyma spotkanie przy agendzie, a pasek postępu wyraźnie pokazuje, że minęła połowa, a wy wciąż jesteście przy pierwszym punkcie.",
      },
    ],
  },
  "35-minute-timer": {
    hook: "pieczenie, zajęcia jogi i długie bloki nauki",
    uses: ["pieczenie chleba bananowego", "sesję pilatesu", "dłuższy blok nauki", "spokojny bieg"],
    tips: [
      "Pieczesz? Zajrzyj do piekarnika kilka minut przed alarmem: piekarniki różnią się bardziej, niż przyznają przepisy.",
    ],
  },
  "40-minute-timer": {
    hook: "lekcje, egzaminy próbne i dłuższe treningi",
    uses: ["lekcję w szkole", "część egzaminu próbnego", "długą przejażdżkę rowerową", "pieczenie kawałków kurczaka"],
    tips: ["Przy egzaminie próbnym włącz minutnik na pełnym ekranie, a telefon zostaw w innym pokoju."],
  },
  "45-minute-timer": {
    hook: "lekcje, połowy meczu piłki nożnej i treningi",
    uses: ["lekcję", "jedną połowę meczu piłki nożnej", "45-minutowy trening", "długi blok skupienia"],
    faqs: [
      {
        question: "Ile trwa połowa meczu piłki nożnej?",
        answer:
          "Mecz piłki nożnej składa się z dwóch połów po 45 minut z 15-minutową przerwą, plus czas doliczony przez sędziego. Przy grze z przyjaciółmi użyj tego minutnika do każdej połowy, a minutnika na 15 minut do przerwy.",
      },
    ],
  },
  "50-minute-timer": {
    hook: "głęboką pracę, wykłady i 50-minutowe sesje",
    uses: [
      "50-minutowy blok głębokiej pracy z 10-minutową przerwą",
      "wykład",
      "sesję coachingową",
      "długie ćwiczenie na instrumencie",
    ],
    faqs: [
      {
        question: "Dlaczego pracować w blokach po 50 minut?",
        answer:
          "Pięćdziesiąt minut skupienia i dziesięć odpoczynku zgrabnie mieszczą się w godzinie, więc przerwy zgrywają się z zegarem i ze spotkaniami. To dłuższy kuzyn Pomodoro dla zadań, które potrzebują więcej czasu na rozruch.",
      },
    ],
  },
  "60-minute-timer": {
    hook: "spotkania, arkusze egzaminacyjne i godzinne treningi",
    uses: ["godzinne spotkanie", "arkusz egzaminacyjny", "lekcję", "godzinę ćwiczeń na instrumencie"],
    faqs: [
      {
        question: "Jak przygotować się do egzaminu na czas?",
        answer:
          "Ustaw czas trwania arkusza, naciśnij F, by włączyć pełny ekran, i schowaj notatki. Zerknij na pasek postępu po jednej czwartej, połowie i trzech czwartych czasu, by kontrolować tempo, a ostatnie pięć minut zostaw na sprawdzenie odpowiedzi.",
      },
    ],
  },
  "90-minute-timer": {
    hook: "głęboką pracę, cykle snu i mecze piłki nożnej",
    uses: [
      "sesję głębokiej pracy",
      "długą drzemkę trwającą jeden cykl snu",
      "mecz piłki nożnej (dwie połowy po 45 minut)",
      "długi egzamin",
    ],
    intro:
      "Półtorej godziny to ulubiona długość poważnej pracy: wystarczy, by zagłębić się w jeden problem, i trwa mniej więcej tyle, co cykl snu albo mecz piłki nożnej. Uruchom minutnik, a alarm da znać, kiedy wynurzyć się na powierzchnię.",
    faqs: [
      {
        question: "Dlaczego niektórzy pracują w blokach po 90 minut?",
        answer:
          "Wielu pisarzy i naukowców zauważa, że potrafi intensywnie się skupiać przez mniej więcej 90 minut, zanim uwaga osłabnie; potem opłaca się prawdziwa przerwa, 15–20 minut. To reguła praktyczna, a nie prawo, więc wypróbuj ją i sprawdź, czy ci odpowiada.",
      },
      {
        question: "Czy 90-minutowa drzemka to dobry pomysł?",
        answer:
          "Pełny cykl snu trwa mniej więcej 90 minut, więc drzemka tej długości pozwala obudzić się z płytszego snu, a nie w środku głębokiego. Na drzemkę w dniu pracy to jednak za długo; do tego użyj minutnika na 20 minut.",
      },
    ],
  },
  "1-hour-timer": {
    hook: "głęboką pracę, rośnięcie ciasta i parkowanie",
    uses: [
      "godzinę głębokiej pracy",
      "rośnięcie ciasta chlebowego",
      "godzinę płatnego parkowania",
      "limit czasu przed ekranem dla dzieci",
    ],
    intro:
      "Jedna godzina, odmierzona dokładnie. Odstaw ciasto do wyrośnięcia, pilnuj biletu parkingowego lub zarezerwuj godzinę głębokiej pracy: Tickwise zadzwoni na koniec, nawet jeśli karta przez całą godzinę była w tle.",
    faqs: [
      {
        question: "Jak długo powinno rosnąć ciasto na chleb?",
        answer:
          "Podstawowe ciasto drożdżowe zwykle potrzebuje około godziny, by w temperaturze pokojowej podwoić objętość, choć w chłodnej kuchni może to potrwać dłużej. Traktuj alarm jako przypomnienie, by sprawdzić ciasto: jest gotowe, gdy podwoiło objętość, a wgłębienie zrobione oprószonym mąką palcem powoli wraca.",
      },
      {
        question: "Czy mogę go używać do limitu czasu przed ekranem dla dzieci?",
        answer:
          "Tak, a widoczne odliczanie pomaga. Gdy dzieci widzą, ile czasu zostało, koniec mniej je zaskakuje i jest mniej kłótni. Ustaw minutnik, postaw go tam, gdzie go widać, i niech to alarm będzie tym złym.",
      },
    ],
  },
  "2-hour-timer": {
    hook: "egzaminy, pieczenie mięs i długie sesje nauki",
    uses: [
      "pełny arkusz egzaminacyjny",
      "powolne pieczenie mięsa",
      "długą sesję nauki z przerwami",
      "limit czasu na gry",
    ],
    intro:
      "Dwie godziny na długie zadania: pełny egzamin próbny, powolne pieczenie, popołudnie powtórek. Tickwise odlicza do ustalonej godziny końca, więc na końcu jest tak samo dokładny jak na początku.",
    faqs: [
      {
        question: "Czy minutnik na 2 godziny będzie dokładny do samego końca?",
        answer:
          "Tak. Pozostały czas zawsze jest liczony od godziny końca, więc drobne opóźnienia nigdy się nie sumują: po dwóch godzinach, nawet gdy karta jest w tle, alarm dzwoni punktualnie co do ułamka sekundy. Nie zadzwoni tylko komputer, który przejdzie w stan uśpienia, więc nie pozwól mu zasnąć albo dodaj przypomnienie e-mail.",
      },
      {
        question: "Jak podzielić dwugodzinną sesję nauki?",
        answer:
          "Spróbuj trzech bloków po 35 minut z 5-minutowymi przerwami albo czterech pomodoro z dłuższą przerwą w środku. Niech ten minutnik działa przez całą sesję – zawsze będzie widać, ile z niej zostało.",
      },
    ],
  },
};

function generalFaqs(kind: PageKind, noun: string, words: string, command: string): Record<GeneralFaqKey, Faq> {
  return {
    accuracy: {
      question: `Czy ${noun} jest wystarczająco dokładny do interwałów?`,
      answer:
        "Tak. Tickwise zapisuje chwilę, w której odliczanie ma się skończyć, i przy każdym odświeżeniu sprawdza zegar, więc nie może się rozjechać ani zgubić sekund. Wyświetlacz zaokrągla w górę, więc 00:00:01 widać, dopóki czas naprawdę nie minie, a alarm dzwoni przy zerze, a nie sekundę za późno.",
    },
    background:
      kind === "long"
        ? {
            question: `${capitalize(words)} to sporo – czy strona musi być cały czas otwarta?`,
            answer:
              "Zostaw kartę otwartą (może być w tle), żeby minutnik mógł zadzwonić i wysłać powiadomienie. Jeśli przypadkiem ją odświeżysz lub zamkniesz, nic nie przepada: otwórz stronę ponownie, a minutnik odlicza dalej do tej samej godziny końca albo informuje, że skończył, gdy cię nie było.",
          }
        : {
            question: `Czy ${noun} działa dalej, gdy przełączę kartę?`,
            answer:
              "Tak. Przeglądarki spowalniają karty, na które nie patrzysz, ale Tickwise oblicza pozostały czas od chwili końca odliczania, zamiast liczyć takty, więc pozostaje dokładny. Gdy czas minie w ukrytej karcie, i tak usłyszysz alarm, a jeśli na to pozwolisz, dostaniesz powiadomienie systemowe.",
          },
    pauseAdd: {
      question: `Czy mogę zatrzymać ${noun} albo dodać czas?`,
      answer:
        "Naciśnij Pauza (lub spację), a pozostały czas zostanie zachowany co do milisekundy; Start wznawia odliczanie od tego miejsca. Przed startem lub w czasie pauzy przyciski +30s, +1m i +5m dodają czas; gdy minutnik działa, są niedostępne, więc przypadkowe dotknięcie nie zmieni trwającego odliczania.",
    },
    alarm: {
      question: `Skąd będę wiedzieć, że ${noun} skończył odliczanie?`,
      answer:
        "Zadzwoni alarm (w Ustawieniach wybierzesz jeden z 16 dźwięków, od delikatnego dzwonka po pianie koguta), posypie się konfetti, jeśli je włączysz, tytuł karty poinformuje, że czas minął, a jeśli strona jest ukryta, dostaniesz powiadomienie systemowe. Przeglądarki wyciszają strony, dopóki w nie nie klikniesz, więc najpierw użyj przycisku Test dźwięku.",
    },
    email: {
      question: "Czy Tickwise może wysłać mi e-mail, gdy minutnik skończy?",
      answer:
        "Tak: przed naciśnięciem Start wpisz swój adres (i opcjonalną notatkę) w karcie przypomnienia e-mail. Przypomnienie jest planowane przy starcie minutnika, anulowane po pauzie lub resecie i wysyłane przez serwer, nawet jeśli zamkniesz kartę. Twój adres jest usuwany zaraz po wysłaniu.",
    },
    voice: {
      question: `Czy mogę uruchomić ${noun} głosem?`,
      answer: `W przeglądarkach z rozpoznawaniem mowy, takich jak Chrome, włącz polecenia głosowe i powiedz „${command}”. Możesz też powiedzieć „start”, „pauza” lub „stop” oraz „resetuj minutnik”. Polecenia są rozpoznawane po polsku.`,
    },
    keyboard: {
      question: "Czy są skróty klawiszowe?",
      answer:
        "Spacja uruchamia i wstrzymuje, R resetuje, a F włącza i wyłącza pełny ekran. Przydają się, gdy masz zajęte ręce albo minutnik jest na ekranie po drugiej stronie sali.",
    },
    custom: {
      question: `Czy mogę ustawić inny czas niż ${words}?`,
      answer:
        "Kliknij cyfry i wpisz nowy czas: 90 to 90 sekund, 7:30 to siedem i pół minuty, a 1:05:00 to godzina i pięć minut. Enter zatwierdza, Escape anuluje, a przyciski gotowych ustawień poniżej przełączają na inne popularne czasy.",
    },
    offline: {
      question: "Czy minutnik działa offline?",
      answer:
        "Tak. Po pierwszej wizycie przeglądarka zachowuje kopię minutnika, więc otwiera się on i działa bez połączenia – w piwnicznej siłowni czy w samolocie. Internetu potrzebuje tylko przypomnienie e-mail.",
    },
    screen: {
      question: "Czy ekran wyłączy się, gdy minutnik działa?",
      answer:
        "Tam, gdzie przeglądarka to obsługuje, Tickwise prosi o utrzymanie ekranu włączonego, dopóki minutnik działa, a potem pozwala mu znowu się wyłączyć. W starszych przeglądarkach wydłuż czas automatycznej blokady przy długich odliczaniach.",
    },
  };
}

const pl: TimerCopyPack = {
  heading: (amount, unit) => `Minutnik na ${amountIn(accusative, amount, unit)}`,
  noun: (amount, unit) => `minutnik na ${amountIn(accusative, amount, unit)}`,
  voiceCommand: (amount, unit) => `ustaw minutnik na ${amountIn(accusative, amount, unit)}`,
  title: (h1) => [`${h1} z alarmem – za darmo | Tickwise`, `${h1} online za darmo | Tickwise`],
  description: (noun, hook) =>
    `${capitalize(noun)} z alarmem, idealny na ${hook}. Darmowy, dokładny w tle i offline, bez rejestracji.`,
  intro: (kind, duration, first, second, third) => {
    const words = String(duration);
    if (kind === "short")
      return `${capitalize(words)} na zegarze: tyle, ile trzeba na ${either([first, second, third])}. Naciśnij Start lub spację, obserwuj duże cyfry, a alarm zadzwoni dokładnie przy zerze.`;
    if (kind === "long")
      return `${capitalize(words)} to dobry czas na ${either([first, second])}. Uruchom minutnik, zostaw kartę w tle, a na koniec Tickwise zadzwoni, wyśle powiadomienie i, jeśli chcesz, e-mail.`;
    return `${capitalize(words)} to w sam raz na ${either([first, second, third])}. Minutnik jest ustawiony i gotowy: naciśnij Start, a zadzwoni, gdy czas minie, nawet jeśli przełączysz się na inną kartę.`;
  },
  usesFaq: (kind, noun, uses) => ({
    question:
      kind === "short"
        ? `Kiedy przydaje się ${noun}?`
        : kind === "long"
          ? `Do czego służy ${noun}?`
          : `Do czego przyda się ${noun}?`,
    answer: `Przydaje się na ${list(uses)}. ${usesEnding[kind] ?? usesEnding.medium}`,
  }),
  generalFaqs,
  steps: (kind, display, duration) => [
    display === undefined
      ? "Wpisz czas na wyświetlaczu lub wybierz jedno z popularnych ustawień; minutnik startuje od 5 minut."
      : `Minutnik jest już ustawiony na ${display}. Naciśnij Start lub spację, aby zacząć.`,
    kind === "short"
      ? `Przyjmij pozycję przed startem: ${duration} to niewiele. Naciśnij F, aby włączyć pełny ekran i widzieć cyfry z daleka.`
      : kind === "long"
        ? "Zostaw kartę otwartą; może być w tle. Jeśli chcesz też wiadomości na koniec, najpierw wypełnij przypomnienie e-mail."
        : "Zajmij się swoimi sprawami. Możesz przełączać karty i aplikacje: odliczanie pozostaje dokładne i zadzwoni przy zerze.",
    "Potrzebujesz innego czasu? Kliknij cyfry, wpisz go (90, 7:30 lub 1:15:00) i naciśnij Enter albo przed startem użyj przycisków +30s, +1m i +5m.",
    "Przy 00:00:00 rozlega się alarm, a na ekranie pojawia się napis Czas minął! Pauza w każdej chwili zatrzymuje czas; Reset go zeruje.",
  ],
  kindTips: {
    short: [
      "Przed treningiem naciśnij raz Test dźwięku: przeglądarki wyciszają strony, dopóki nie wejdziesz z nimi w interakcję.",
      "Oprzyj telefon i naciśnij F: cyfry wypełnią ekran, więc odczytasz je w trakcie ćwiczenia.",
    ],
    medium: [
      "Zezwól na powiadomienia, gdy pojawi się pytanie, a minutnik, który skończy się w karcie w tle, i tak zwróci twoją uwagę.",
      "Spacja uruchamia i wstrzymuje, R resetuje: nie musisz celować w przycisk zajętymi rękami.",
    ],
    long: [
      "Przy długich odliczaniach nie odłączaj laptopa od zasilania: uśpiony komputer nie zadzwoni. Tam, gdzie to możliwe, Tickwise nie pozwala ekranowi wygasnąć, dopóki minutnik działa.",
      "Dodaj przypomnienie e-mail jako zabezpieczenie; serwer wyśle je, nawet jeśli karta zostanie zamknięta.",
    ],
  },
  profiles,
};

export default pl;
