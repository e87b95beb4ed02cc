import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in Dutch (also used by the alarm and the multiple timers). */
const nl: Record<SoundName, string> = {
  beep: "Klassieke piep",
  chime: "Zacht klokkenspel",
  bell: "Bel",
  digital: "Digitaal alarm",
  gentle: "Zacht ontwaken",
  iphone: "iPhone-stijl",
  birds: "Fluitende vogels",
  sunrise: "Yoga bij zonsopgang",
  buzzer: "Traditionele zoemer",
  alarmclock: "Wekker",
  siren: "Noodsirene",
  rooster: "Kraaiende haan",
  elephant: "Trompetterende olifant",
  cat: "Miauwende kat",
  dog: "Blaffende hond",
  fart: "Grappige scheet",
};

export default nl;
