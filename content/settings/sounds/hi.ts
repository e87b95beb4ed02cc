import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in Hindi (also used by the alarm and the multiple timers). */
const hi: Record<SoundName, string> = {
  beep: "क्लासिक बीप",
  chime: "हल्की घंटियाँ",
  bell: "घंटी",
  digital: "डिजिटल अलर्ट",
  gentle: "धीमे से जगाना",
  iphone: "iPhone जैसा",
  birds: "चहचहाते पक्षी",
  sunrise: "सूर्योदय योग",
  buzzer: "पारंपरिक बज़र",
  alarmclock: "अलार्म घड़ी",
  siren: "आपातकालीन सायरन",
  rooster: "मुर्गे की बांग",
  elephant: "हाथी की चिंघाड़",
  cat: "बिल्ली की म्याऊँ",
  dog: "कुत्ते का भौंकना",
  fart: "मज़ेदार पाद",
};

export default hi;
