import { clock24 } from "../clock-words";
import type { AlarmPages, Faq } from "../pages";

const generalFaqs: Faq[] = [
  {
    question: "Czy budzik zadzwoni, gdy karta jest w tle?",
    answer:
      "Tak, o ile karta pozostaje otwarta. Budzik jest przypięty do stałej chwili za pomocą timera działającego w tle, więc dzwoni punktualnie nawet w ukrytej karcie; gdy strona jest ukryta, dostajesz też powiadomienie systemowe (jeśli na nie zezwolisz).",
  },
  {
    question: "Czy mogę ustawić więcej niż jeden budzik?",
    answer:
      "Tak. Każdy budzik ma własną nazwę, dźwięk i dni powtarzania i można go wyłączyć bez usuwania. Gdy dzwoni, możesz włączyć drzemkę na 5 lub 10 minut albo go zatrzymać; budzik powtarzany czeka wtedy na swój kolejny dzień. Budziki przetrwają przeładowanie strony, ale karta musi pozostać otwarta, aby zadzwoniły.",
  },
  {
    question: "Jaki dźwięk odtworzy budzik?",
    answer:
      "Każdy budzik odtwarza dźwięk wybrany przy jego ustawianiu: 16 wbudowanych dźwięków od Classic Beep po Rooster Crow albo własny krótki plik audio ze strony Ustawienia. Nowy budzik startuje z dźwiękiem wybranym w ustawieniach.",
  },
  {
    question: "Co, jeśli zegar mojego komputera się spieszy lub spóźnia?",
    answer:
      "Po otwarciu strony Tickwise porównuje zegar urządzenia ze swoim serwerem i dzwoni według poprawionego czasu, więc zegar przesunięty o kilka sekund nie sprawi, że budzik zadzwoni za wcześnie ani za późno.",
  },
];

const pl: AlarmPages = {
  page(time = "") {
    if (!time) {
      return {
        title: "Budzik online – darmowy budzik z dźwiękiem | Tickwise",
        description:
          "Darmowy budzik online: wybierz datę i godzinę lub popularny budzik, jeden z 16 dźwięków, a zadzwoni punktualnie nawet w karcie w tle. Bez rejestracji.",
        h1: "Budzik online",
        intro:
          "Ustaw budzik na dowolną datę i godzinę albo wybierz jeden z popularnych budzików. Odlicza czas w tytule karty i dzwoni wybranym dźwiękiem, punktualnie nawet wtedy, gdy karta jest w tle.",
        faqs: generalFaqs,
      };
    }
    const t = clock24(time);
    return {
      title: `Budzik na ${t} – ustaw budzik online | Tickwise`,
      description: `Darmowy budzik na ${t}: ustaw go jednym kliknięciem. Zadzwoni wybranym dźwiękiem, nawet w karcie w tle.`,
      h1: `Ustaw budzik na ${t}`,
      intro: `Obudź się lub dostań przypomnienie o ${t}. Godzina jest już wpisana poniżej: kliknij Ustaw budzik i nie zamykaj tej karty. Jeśli dziś minęła już ${t}, budzik zostanie ustawiony na jutro.`,
      faqs: [
        {
          question: `Jak ustawić budzik na ${t}?`,
          answer: `Na tej stronie ${t} jest już wpisana jako najbliższy taki moment. Kliknij Ustaw budzik, nie zamykaj karty, a budzik zadzwoni o ${t} wybranym dźwiękiem.`,
        },
        {
          question: `Co, jeśli ${t} już dziś minęła?`,
          answer: `Wtedy budzik zostanie ustawiony na jutro na ${t}. Odliczanie pod zegarem zawsze pokazuje dokładnie, ile czasu zostało.`,
        },
        ...generalFaqs,
      ],
    };
  },
};

export default pl;
