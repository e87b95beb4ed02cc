import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in French (also used by the alarm and the multiple timers). */
const fr: Record<SoundName, string> = {
  beep: "Bip classique",
  chime: "Carillon doux",
  bell: "Cloche",
  digital: "Alerte numérique",
  gentle: "Réveil en douceur",
  iphone: "Style iPhone",
  birds: "Chant d’oiseaux",
  sunrise: "Yoga au lever du soleil",
  buzzer: "Sonnerie traditionnelle",
  alarmclock: "Réveille-matin",
  siren: "Sirène d’urgence",
  rooster: "Chant du coq",
  elephant: "Barrissement d’éléphant",
  cat: "Miaulement de chat",
  dog: "Aboiement de chien",
  fart: "Prout rigolo",
};

export default fr;
