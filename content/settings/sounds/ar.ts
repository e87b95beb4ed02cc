import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in Arabic (also used by the alarm and the multiple timers). */
const ar: Record<SoundName, string> = {
  beep: "صفير كلاسيكي",
  chime: "رنين هادئ",
  bell: "جرس",
  digital: "تنبيه رقمي",
  gentle: "استيقاظ لطيف",
  iphone: "على طريقة iPhone",
  birds: "زقزقة العصافير",
  sunrise: "يوغا الشروق",
  buzzer: "جرس تقليدي",
  alarmclock: "منبه",
  siren: "صفارة طوارئ",
  rooster: "صياح الديك",
  elephant: "صوت الفيل",
  cat: "مواء القطة",
  dog: "نباح الكلب",
  fart: "ضرطة مضحكة",
};

export default ar;
