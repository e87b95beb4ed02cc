import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in Brazilian Portuguese (also used by the alarm and the multiple timers). */
const ptBR: Record<SoundName, string> = {
  beep: "Bipe clássico",
  chime: "Carrilhão suave",
  bell: "Sino",
  digital: "Alerta digital",
  gentle: "Despertar suave",
  iphone: "Estilo iPhone",
  birds: "Passarinhos cantando",
  sunrise: "Ioga ao nascer do sol",
  buzzer: "Campainha tradicional",
  alarmclock: "Despertador",
  siren: "Sirene de emergência",
  rooster: "Canto do galo",
  elephant: "Barrido de elefante",
  cat: "Miado de gato",
  dog: "Latido de cachorro",
  fart: "Pum engraçado",
};

export default ptBR;
