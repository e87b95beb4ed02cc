import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in German (also used by the alarm and the multiple timers). */
const de: Record<SoundName, string> = {
  beep: "Klassischer Piepton",
  chime: "Sanftes Glockenspiel",
  bell: "Glocke",
  digital: "Digitaler Alarm",
  gentle: "Sanftes Wecken",
  iphone: "Wie beim iPhone",
  birds: "Vogelgezwitscher",
  sunrise: "Sonnenaufgangs-Yoga",
  buzzer: "Klassischer Summer",
  alarmclock: "Wecker",
  siren: "Notfallsirene",
  rooster: "Hahnenschrei",
  elephant: "Elefantentrompete",
  cat: "Katzenmiauen",
  dog: "Hundebellen",
  fart: "Lustiger Pups",
};

export default de;
