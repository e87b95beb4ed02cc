import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const ar: CountryHolidaysText = {
  title: (country, year) => `العطلات الرسمية في ${country} ${year} و${year + 1}: التواريخ والمناسبات | Tickwise`,
  description: (country, year, count) =>
    icu(
      "ar",
      "{count, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}} من عطلات {country} في {year} و{next}: العطلات الرسمية منفصلة عن المناسبات، مع أيام الأسبوع وملفات التقويم.",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `العطلات في ${country}`,
  intro: (country) =>
    `العطلات الرسمية (أيام الإجازة) والمناسبات في ${country} هذا العام والعام المقبل، محسوبة وفق قاعدة كل عطلة. لا تُدرج العطلات الإقليمية.`,
  yearHeading: (year) => `${year}`,
  daysOff: "العطلات الرسمية وعطلات البنوك",
  otherDays: "المناسبات وأيام أخرى",
  noneOff: "لا توجد عطلات رسمية مدرجة لهذا العام.",
  noneOther: "لا توجد مناسبات مدرجة لهذا العام.",
  columns: { date: "التاريخ", weekday: "اليوم", holiday: "العطلة", type: "النوع" },
  types: {
    public: "عطلة رسمية",
    bank: "عطلة البنوك",
    school: "عطلة مدرسية",
    optional: "عطلة اختيارية",
    observance: "مناسبة",
  },
  substitute: "(يوم بديل)",
  addToCalendar: (year) => `إضافة ${year} إلى التقويم (‎.ics)`,
  indexHeading: "العطلات حسب البلد",
  indexIntro: (count) =>
    icu(
      "ar",
      "العطلات الرسمية والمناسبات في {count, plural, zero {# بلد وإقليم} one {بلد أو إقليم واحد} two {بلدين أو إقليمين} few {# بلدان وأقاليم} many {# بلدًا وإقليمًا} other {# بلد وإقليم}}.",
      { count },
    ),
  back: "العودة إلى كل العطلات",
};

export default ar;
