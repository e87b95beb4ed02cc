import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in English (also used by the alarm and the multiple timers). */
const en: Record<SoundName, string> = {
  beep: "Classic Beep",
  chime: "Soft Chime",
  bell: "Bell",
  digital: "Digital Alert",
  gentle: "Gentle Wake",
  iphone: "iPhone Style",
  birds: "Birds Chirping",
  sunrise: "Sunrise Yoga",
  buzzer: "Traditional Buzzer",
  alarmclock: "Alarm Clock",
  siren: "Emergency Siren",
  rooster: "Rooster Crow",
  elephant: "Elephant Trumpet",
  cat: "Cat Meow",
  dog: "Dog Bark",
  fart: "Funny Fart",
};

export default en;
