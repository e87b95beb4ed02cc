import type { SoundName } from "@core/sounds";

/** The alarm sounds' names in Simplified Chinese (also used by the alarm and the multiple timers). */
const zhHans: Record<SoundName, string> = {
  beep: "经典哔声",
  chime: "柔和风铃",
  bell: "铃声",
  digital: "数字提醒",
  gentle: "轻柔唤醒",
  iphone: "iPhone 风格",
  birds: "鸟鸣",
  sunrise: "日出瑜伽",
  buzzer: "传统蜂鸣器",
  alarmclock: "闹钟",
  siren: "紧急警笛",
  rooster: "公鸡打鸣",
  elephant: "大象鸣叫",
  cat: "猫叫",
  dog: "狗叫",
  fart: "搞笑放屁声",
};

export default zhHans;
