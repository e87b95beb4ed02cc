import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in Japanese (also used by the alarm and the multiple timers). */
const ja: Record<SoundName, string> = {
  beep: "クラシックビープ",
  chime: "やさしいチャイム",
  bell: "ベル",
  digital: "デジタルアラート",
  gentle: "やさしい目覚め",
  iphone: "iPhone 風",
  birds: "鳥のさえずり",
  sunrise: "朝日のヨガ",
  buzzer: "昔ながらのブザー",
  alarmclock: "目覚まし時計",
  siren: "緊急サイレン",
  rooster: "ニワトリの鳴き声",
  elephant: "ゾウの鳴き声",
  cat: "ネコの鳴き声",
  dog: "イヌの鳴き声",
  fart: "おもしろおなら",
};

export default ja;
