import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in Polish (also used by the alarm and the multiple timers). */
const pl: Record<SoundName, string> = {
  beep: "Klasyczny sygnał",
  chime: "Delikatne dzwonki",
  bell: "Dzwon",
  digital: "Alarm cyfrowy",
  gentle: "Łagodna pobudka",
  iphone: "Jak w iPhonie",
  birds: "Śpiew ptaków",
  sunrise: "Joga o wschodzie słońca",
  buzzer: "Tradycyjny brzęczyk",
  alarmclock: "Budzik",
  siren: "Syrena alarmowa",
  rooster: "Pianie koguta",
  elephant: "Trąbienie słonia",
  cat: "Miauczenie kota",
  dog: "Szczekanie psa",
  fart: "Zabawne pierdnięcie",
};

export default pl;
