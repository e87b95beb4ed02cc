import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const pl: AlarmText = {
  toolName: "Budzik",
  breadcrumb: "Budzik",
  clock: {
    label: "Aktualna godzina",
    countdownLabel: "Czas do budzika",
    alarmAt: (when) => `Budzik na ${when}`,
    progress: "Postęp 24 godzin przed budzikiem",
    progressText: (percent) => `${percent}% z 24 godzin przed budzikiem`,
  },
  form: {
    heading: "Ustaw budzik",
    input: "Data i godzina budzika",
    help: "Wybierz datę i godzinę w przyszłości albo jeden z popularnych budzików poniżej.",
    set: "Ustaw budzik",
    label: "Nazwa",
    labelHelp: `Opcjonalnie, do ${ALARM_LABEL_MAX} znaków, np. „Siłownia”.`,
    labelTooLong: `Nazwa może mieć najwyżej ${ALARM_LABEL_MAX} znaków.`,
    linkLabelTooLong: (length) =>
      icu(
        "pl",
        `Nazwa z linku ma {length, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}; limit to ${ALARM_LABEL_MAX}, więc jej nie użyto.`,
        { length },
      ),
    sound: "Dźwięk tego budzika",
    repeat: "Powtarzaj w",
    repeatHelp: "Bez wybranych dni budzik zadzwoni raz. Z wybranymi dniami dzwoni o tej godzinie w każdy z nich.",
    keepOpen: "Nie zamykaj tej karty przeglądarki: budzik dzwoni w tej karcie.",
    permission: "Zezwól na powiadomienia, aby dostać alert, gdy ta karta jest w tle.",
    notificationsDenied:
      "Powiadomienia są zablokowane: ukryta karta może tylko zadzwonić, bez wyświetlenia powiadomienia.",
    soundBlocked:
      "Dźwięk jest zablokowany, dopóki nie klikniesz strony; ustawienie budzika kliknięciem go odblokowuje.",
  },
  presets: {
    heading: "Popularne budziki",
    title: (time) => `Budzik na ${clock24(time)}`,
    part: { morning: "Rano", afternoon: "Po południu", evening: "Wieczorem" },
    setFor: (title, when) => `${title}: ustawiony na ${when}`,
  },
  toast: {
    errorTitle: "Błąd",
    missing: "Wybierz datę i godzinę budzika.",
    past: "Wybierz godzinę w przyszłości.",
    failed: "Nie udało się ustawić budzika",
    setTitle: "Budzik ustawiony",
    setText: (when) => `Budzik ustawiony na ${when}`,
    stoppedTitle: "Budzik zatrzymany",
    stoppedText: "Budzik został anulowany",
    missedTitle: "Przegapiony budzik",
    missedText: (when) => `Budzik na ${when} minął, gdy strona była zamknięta.`,
    full: `Masz już ${ALARMS_MAX} budzików: usuń jeden, aby dodać kolejny.`,
    deletedTitle: "Budzik usunięty",
    deletedText: (label) => `Usunięto: ${label}`,
  },
  notification: { title: (label) => `Budzik! ${label}`, body: (when) => `Twój budzik na ${when} dzwoni.` },
  documentTitle: (remaining) => `Budzik - zostało ${remaining}`,
  status: {
    set: (when) => `Budzik ustawiony na ${when}`,
    stopped: "Budzik zatrzymany",
    snoozed: (minutes, when) =>
      icu(
        "pl",
        "Drzemka na {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}, do {when}",
        { minutes, when },
      ),
    deleted: "Budzik usunięty",
    on: (label) => `${label}: włączony`,
    off: (label) => `${label}: wyłączony`,
  },
  unnamed: "Budzik",
  days: { once: "Jednorazowo", everyDay: "Codziennie", weekdays: "W dni robocze", weekend: "W weekendy" },
  list: {
    heading: "Twoje budziki",
    empty: "Nie masz jeszcze budzików. Ustaw jeden powyżej albo wybierz popularny budzik.",
    refused: (count) =>
      icu(
        "pl",
        "{count, plural, one {Nie udało się odczytać jednego zapisanego budzika (uszkodzony lub nazwa dłuższa niż 60 znaków), więc został pominięty.} few {Nie udało się odczytać # zapisanych budzików (uszkodzone lub nazwy dłuższe niż 60 znaków), więc zostały pominięte.} many {Nie udało się odczytać # zapisanych budzików (uszkodzone lub nazwy dłuższe niż 60 znaków), więc zostały pominięte.} other {Nie udało się odczytać # zapisanego budzika (uszkodzone lub nazwy dłuższe niż 60 znaków), więc został pominięty.}}",
        { count },
      ),
    inMinutes: (minutes) => icu("pl", "za {minutes, plural, other {# min}}", { minutes }),
    inHours: (hours) => icu("pl", "za {hours, plural, other {# godz.}}", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("pl", "za {hours, plural, other {# godz.}} {minutes, plural, other {# min}}", { hours, minutes }),
    today: "dziś",
    tomorrow: "jutro",
    onWeekday: (weekday) => `${weekday}`,
    onDate: (date) => `dnia ${date}`,
    snoozedUntil: (when) => `Drzemka do ${when}`,
    off: "Wyłączony",
    sound: (name) => `Dźwięk: ${name}`,
    switchLabel: (label, time) => `${label} o ${time}`,
    delete: (label, time) => `Usuń ${label} o ${time}`,
    calendar: (label, time) => `Dodaj ${label}, ${time}, do kalendarza (plik .ics)`,
  },
  ring: {
    heading: "Teraz dzwoni",
    announce: (label) => `Budzik dzwoni: ${label}`,
    documentTitle: (label) => `⏰ ${label} - Budzik dzwoni`,
    snooze: (minutes) => icu("pl", "Drzemka {minutes, plural, other {# min}}", { minutes }),
    stop: "Zatrzymaj",
  },
  steps: {
    heading: "Jak używać budzika",
    items: [
      "Wybierz datę i godzinę na karcie Ustaw budzik, dodaj opcjonalnie nazwę, dźwięk i dni powtarzania albo kliknij jeden z popularnych budzików.",
      "Kliknij Ustaw budzik. Pojawi się w sekcji Twoje budziki z najbliższym dzwonieniem; duży zegar odlicza do najbliższego, a tytuł karty pokazuje pozostały czas.",
      "Nie zamykaj tej karty (może być w tle). O ustawionej godzinie zabrzmi dźwięk i pojawi się budzik z nazwą: włącz drzemkę na 5 lub 10 minut albo go zatrzymaj.",
      "Zmiana planów? Wyłącz budzik lub go usuń.",
    ],
    tipsHeading: "Wskazówki",
    tips: [
      "Kliknij stronę raz, zanim z niej wyjdziesz: przeglądarki pozwalają na dźwięk dopiero po interakcji.",
      "Zezwól na powiadomienia, aby karta w tle mogła też wyświetlić powiadomienie systemowe.",
      "Na poranki wybierz łagodniejszy dźwięk, np. Gentle Wake lub Sunrise Yoga, w ustawieniach wyświetlania.",
      "Przy odległych budzikach podłącz urządzenie do zasilania i wyłącz usypianie: uśpiony komputer nie zadzwoni.",
    ],
  },
  faqHeading: "Budzik – najczęstsze pytania",
  articles: {
    heading: "Powiązane artykuły",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "Jak budzić się z budzikiem online" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "Wschód i zachód słońca a twój rytm snu" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "10 kreatywnych sposobów na codzienne użycie minutnika",
      },
      { to: "/timer", label: "Minutnik online" },
    ],
  },
};

export default pl;
