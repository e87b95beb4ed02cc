import type { FocusFaq, FocusPagesText } from "../pages";

const pomodoroSteps = [
  "Wpisz, nad czym pracujesz (opcjonalnie): zapisuje się to z każdą ukończoną sesją skupienia.",
  "Naciśnij Start (lub Spację). Pracuj do dzwonka, a potem zrób przerwę, którą uruchomi timer.",
  "Po czterech sesjach skupienia zrób długą przerwę. Pomiń fazę klawiszem S, zresetuj klawiszem R.",
  "Zmień czasy w Ustawieniach; włącz automatyczny start, aby fazy następowały po sobie same.",
];
const intervalSteps = [
  "Ustaw pracę, odpoczynek, rundy i opcjonalną rozgrzewkę albo otwórz gotowe ustawienie.",
  "Naciśnij Start (lub Spację): każda zmiana między pracą a odpoczynkiem daje sygnał dźwiękowy, a runda jest zawsze widoczna.",
  "Skopiuj link, aby udostępnić dokładnie ten zestaw; otworzy się z tymi samymi interwałami.",
];

const pomodoroFaqs: FocusFaq[] = [
  {
    question: "Czym jest technika Pomodoro?",
    answer:
      "To sposób pracy w krótkich, odmierzanych odcinkach: 25 minut skupienia, 5 minut przerwy i dłuższa, 15-minutowa przerwa po każdych czterech sesjach. Timer prowadzi cały cykl za ciebie.",
  },
  {
    question: "Czy timer odmierza czas w karcie w tle?",
    answer:
      "Tak. Każda faza kończy się o ustalonej godzinie, więc ukryta, spowolniona lub zamrożona karta jest dokładna, gdy tylko znów działa; przy automatycznym starcie nadrabia nawet fazy, które w międzyczasie się skończyły. Powiadomią cię o tym dzwonek, powiadomienie i tytuł karty.",
  },
  {
    question: "Gdzie jest przechowywana moja historia skupienia?",
    answer:
      "Każda ukończona sesja skupienia jest zapisywana na naszym serwerze pod anonimowym plikiem cookie tej przeglądarki, bez konta. Tylko ta przeglądarka może ją odczytać; pobierz ją jako plik CSV, kiedy zechcesz.",
  },
  {
    question: "Co się stanie, gdy odświeżę lub zamknę stronę?",
    answer:
      "Cykl, jego ustawienia i etykieta zadania są zapisane w tej przeglądarce, więc po odświeżeniu wszystko toczy się dalej dokładnie tam, gdzie jest timer.",
  },
];

const intervalFaqs: FocusFaq[] = [
  {
    question: "Jak udostępnić trening interwałowy?",
    answer:
      "Ustawienia są w adresie strony, na przykład /interval-timer?work=40&rest=20&rounds=10&warmup=60. Skopiuj link pod edytorem, a każdy, kto go otworzy, dostanie ten sam zestaw.",
  },
  {
    question: "Czy usłyszę zmiany przy wyłączonym ekranie lub w innej karcie?",
    answer:
      "Każda zmiana to moment wyliczony po naciśnięciu Start, więc dźwięk odzywa się punktualnie w karcie w tle, a zamrożona karta nadrabia zaległości, gdy tylko się wybudzi. Nie wyciszaj dźwięku; ekran pozostaje włączony, jeśli przeglądarka na to pozwala.",
  },
  {
    question: "Jakie są limity?",
    answer:
      "Praca od 1 sekundy do 1 godziny, odpoczynek i rozgrzewka od 0 do 1 godziny oraz od 1 do 100 rund. Link z wartościami spoza tych zakresów informuje o tym i otwiera się z rozsądnymi wartościami domyślnymi.",
  },
];

const pages: FocusPagesText["pages"] = {
  pomodoro: {
    title: "Timer Pomodoro – cykle skupienia 25/5 online | Tickwise",
    description:
      "Darmowy timer Pomodoro online: 25 minut skupienia, 5-minutowe przerwy i długa przerwa co cztery sesje, z dźwiękami, powiadomieniami i tygodniową historią.",
    h1: "Timer Pomodoro",
    intro: "Skup się przez 25 minut, odpocznij 5 i co cztery sesje zrób długą przerwę. Dokładny nawet w karcie w tle.",
    steps: pomodoroSteps,
    tips: [
      "Wycisz powiadomienia innych aplikacji na czas sesji skupienia.",
      "Wykorzystaj przerwę, by wstać i oderwać wzrok od ekranu.",
    ],
    faqs: pomodoroFaqs,
  },
  "pomodoro/50-10": {
    title: "Timer Pomodoro 50/10 – 50 minut skupienia, 10 przerwy | Tickwise",
    description:
      "Timer skupienia 50/10: 50 minut głębokiej pracy, 10 minut przerwy i 30 minut po czterech cyklach. Za darmo, dokładny w tle, bez rejestracji.",
    h1: "Timer Pomodoro 50/10",
    intro: "Dłuższe skupienie do głębokiej pracy: 50 minut pracy, 10 minut przerwy i 30 minut po czterech cyklach.",
    steps: pomodoroSteps,
    tips: ["Pięćdziesiąt minut sprawdza się przy pisaniu i programowaniu, gdzie wejście w zadanie zajmuje chwilę."],
    faqs: [
      {
        question: "Dlaczego 50 minut zamiast 25?",
        answer:
          "Zadania wymagające długiego rozruchu, takie jak pisanie czy programowanie, mniej tracą na przerywaniu w blokach po 50 minut. Dziesięciominutowa przerwa pozwala zachować świeżość.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "pomodoro/52-17": {
    title: "Timer 52/17 – 52 minuty pracy, 17 minut odpoczynku | Tickwise",
    description:
      "Rytm pracy 52/17 jako darmowy timer: 52 minuty skupienia, 17 minut przerwy, dźwięki, powiadomienia i tygodniowa historia czasu skupienia.",
    h1: "Timer pracy 52/17",
    intro: "Pracuj 52 minuty, odpoczywaj 17: rytm, którego trzyma się wiele produktywnych osób.",
    steps: pomodoroSteps,
    tips: ["Na 17-minutową przerwę odejdź od biurka: spacer lepiej odświeża uwagę niż telefon."],
    faqs: [
      {
        question: "Skąd pochodzi zasada 52/17?",
        answer:
          "Badanie oprogramowania do pracy wykazało, że jego najbardziej produktywni użytkownicy pracowali około 52 minut, a potem robili około 17 minut przerwy. Ta strona odmierza ten rytm za ciebie.",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "interval-timer": {
    title: "Timer interwałowy – własne rundy pracy i odpoczynku do udostępnienia | Tickwise",
    description:
      "Ułóż timer interwałowy z pracą, odpoczynkiem, rundami i rozgrzewką i udostępnij go linkiem. Dźwięk przy każdej zmianie, dokładny w tle. Za darmo.",
    h1: "Timer interwałowy",
    intro:
      "Ustaw pracę, odpoczynek, rundy i rozgrzewkę. Każda zmiana rozbrzmiewa punktualnie, a link udostępnia twój zestaw.",
    steps: intervalSteps,
    tips: ["Połóż telefon ekranem do góry: dużą nazwę fazy przeczytasz z drugiego końca pokoju."],
    faqs: intervalFaqs,
  },
  "interval-timer/tabata": {
    title: "Timer Tabata – 20 s pracy, 10 s odpoczynku, 8 rund | Tickwise",
    description:
      "Darmowy timer Tabata: osiem rund po 20 sekund maksymalnego wysiłku i 10 sekund odpoczynku, łącznie cztery minuty, z dźwiękiem przy każdej zmianie.",
    h1: "Timer Tabata",
    intro: "Osiem rund po 20 sekund ciężkiej pracy i 10 sekund odpoczynku: cztery minuty, które robią różnicę.",
    steps: intervalSteps,
    tips: ["Przed serią Tabata rozgrzej się przez kilka minut; to trening na maksa."],
    faqs: [
      {
        question: "Czym jest trening Tabata?",
        answer:
          "To protokół o wysokiej intensywności: osiem rund po 20 sekund maksymalnego wysiłku i 10 sekund odpoczynku, łącznie cztery minuty, nazwany od badań Izumiego Tabaty.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
  "interval-timer/hiit-30-30": {
    title: "Timer HIIT 30/30 – 30 s pracy, 30 s odpoczynku | Tickwise",
    description:
      "Timer interwałowy HIIT 30/30: minuta rozgrzewki, a potem dziesięć rund po 30 sekund pracy i 30 sekund odpoczynku, z dźwiękiem przy każdej zmianie.",
    h1: "Timer interwałowy HIIT 30/30",
    intro: "Minuta rozgrzewki, a potem dziesięć rund po 30 sekund pracy i 30 sekund odpoczynku.",
    steps: intervalSteps,
    tips: [
      "Równa praca i odpoczynek pasują do początkujących i dłuższych obwodów; skracaj odpoczynek, gdy nabierasz kondycji.",
    ],
    faqs: [
      {
        question: "Czy 30 sekund pracy i 30 odpoczynku to dobry interwał HIIT?",
        answer:
          "Tak: równa praca i odpoczynek pozwalają utrzymać wysoką intensywność w każdej rundzie, dlatego to popularny format HIIT na początek. Zmieniaj wartości w edytorze w miarę postępów.",
      },
      ...intervalFaqs.slice(1),
    ],
  },
};

const pl: FocusPagesText = {
  tools: { pomodoro: "Pomodoro", interval: "Timer interwałowy" },
  pages,
};

export default pl;
