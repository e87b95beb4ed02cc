import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const zhHans: CountryHolidaysText = {
  title: (country, year) => `${country} ${year} 年和 ${year + 1} 年节假日：日期与纪念日 | Tickwise`,
  description: (country, year, count) =>
    icu(
      "zh-Hans",
      "{country} {year} 年和 {next} 年的 {count, plural, other {# 个}}节日：法定假日与纪念日分开列出，附星期和日历文件。",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `${country}的节假日`,
  intro: (country) => `${country}今年和明年的法定假日（休息日）与纪念日，按每个节日的规则计算。不含地区性节假日。`,
  yearHeading: (year) => `${year} 年`,
  daysOff: "法定假日和银行假日",
  otherDays: "纪念日及其他日子",
  noneOff: "今年没有列出法定假日。",
  noneOther: "今年没有列出纪念日。",
  columns: { date: "日期", weekday: "星期", holiday: "节日", type: "类型" },
  types: {
    public: "法定假日",
    bank: "银行假日",
    school: "学校假期",
    optional: "可选假日",
    observance: "纪念日",
  },
  substitute: "（补休日）",
  addToCalendar: (year) => `将 ${year} 年添加到日历（.ics）`,
  indexHeading: "按国家查看节假日",
  indexIntro: (count) => icu("zh-Hans", "{count, plural, other {# 个}}国家和地区的法定假日与纪念日。", { count }),
  back: "返回所有节假日",
};

export default zhHans;
