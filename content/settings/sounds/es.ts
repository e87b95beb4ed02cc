import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in Spanish (also used by the alarm and the multiple timers). */
const es: Record<SoundName, string> = {
  beep: "Pitido clásico",
  chime: "Campanilla suave",
  bell: "Campana",
  digital: "Alerta digital",
  gentle: "Despertar suave",
  iphone: "Estilo iPhone",
  birds: "Pájaros cantando",
  sunrise: "Yoga al amanecer",
  buzzer: "Zumbador tradicional",
  alarmclock: "Despertador",
  siren: "Sirena de emergencia",
  rooster: "Canto del gallo",
  elephant: "Trompeta de elefante",
  cat: "Maullido de gato",
  dog: "Ladrido de perro",
  fart: "Pedorreta divertida",
};

export default es;
