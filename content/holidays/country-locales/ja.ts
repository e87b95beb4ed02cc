import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const ja: CountryHolidaysText = {
  title: (country, year) => `${country}の祝日 ${year}年・${year + 1}年：日付と記念日 | Tickwise`,
  description: (country, year, count) =>
    icu(
      "ja",
      "{country}の{year}年と{next}年の祝日・記念日{count, plural, other {#件}}：祝日と記念日を分けて、曜日とカレンダーファイル付きで掲載。",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `${country}の祝日`,
  intro: (country) =>
    `${country}の今年と来年の祝日（休日）と記念日を、各祝日の規則から計算して掲載しています。地域の祝日は含みません。`,
  yearHeading: (year) => `${year}年`,
  daysOff: "祝日・銀行休業日",
  otherDays: "記念日・その他の日",
  noneOff: "今年の祝日は掲載されていません。",
  noneOther: "今年の記念日は掲載されていません。",
  columns: { date: "日付", weekday: "曜日", holiday: "祝日", type: "種類" },
  types: {
    public: "祝日",
    bank: "銀行休業日",
    school: "学校休業日",
    optional: "任意の休日",
    observance: "記念日",
  },
  substitute: "（振替休日）",
  addToCalendar: (year) => `${year}年をカレンダーに追加（.ics）`,
  indexHeading: "国別の祝日",
  indexIntro: (count) => icu("ja", "{count, plural, other {#}}の国・地域の祝日と記念日。", { count }),
  back: "祝日一覧に戻る",
};

export default ja;
