import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in Italian (also used by the alarm and the multiple timers). */
const it: Record<SoundName, string> = {
  beep: "Bip classico",
  chime: "Carillon delicato",
  bell: "Campana",
  digital: "Avviso digitale",
  gentle: "Risveglio dolce",
  iphone: "Stile iPhone",
  birds: "Cinguettio",
  sunrise: "Yoga all'alba",
  buzzer: "Cicalino tradizionale",
  alarmclock: "Sveglia",
  siren: "Sirena d'emergenza",
  rooster: "Canto del gallo",
  elephant: "Barrito dell'elefante",
  cat: "Miagolio",
  dog: "Abbaio",
  fart: "Peto buffo",
};

export default it;
