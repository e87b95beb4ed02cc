import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

const ar: ClockPagesText = {
  breadcrumb: "الساعة العالمية",
  world: {
    title: "الساعة العالمية – الوقت المحلي الآن في أكثر من 40 مدينة | Tickwise",
    description:
      "كم الساعة الآن؟ وقتك المحلي الدقيق بعد مقارنته بخادمنا، والوقت الحالي في أكثر من 40 مدينة حول العالم، مع توقيت صيفي صحيح دائمًا.",
    h1: "الساعة العالمية: الوقت المحلي الآن",
    intro:
      "وقتك المحلي الدقيق مصحَّحًا وفق خادم Tickwise، والوقت الحالي في أكثر من 40 مدينة: نيويورك ولندن وطوكيو وسيدني ولوس أنجلوس ودبي وغيرها.",
    locationTitle: "الساعة العالمية",
  },
  generalFaqs: [
    {
      question: "ما مدى دقة الوقت المعروض؟",
      answer:
        "يقارن Tickwise ساعة جهازك بساعة الخادم عبر بضع رحلات ذهاب وإياب سريعة، ويعرض مقدار انحرافها ويصحّحه. ثم يُحسب الوقت من قاعدة بيانات المناطق الزمنية IANA المدمجة في متصفحك، لذا تكون تغييرات التوقيت الصيفي صحيحة دائمًا.",
    },
    {
      question: "لماذا تختلف ساعة حاسوبي عن هذه الصفحة؟",
      answer:
        "تنحرف ساعات الأجهزة بضع ثوانٍ كل أسبوع ما لم تتزامن مع خادم وقت. يوضح السطر أسفل الساعة مقدار تقدّم جهازك أو تأخّره؛ ويحل تفعيلُ ضبط الوقت تلقائيًا في إعدادات النظام المشكلة.",
    },
    {
      question: "هل تراعي الساعة العالمية التوقيت الصيفي؟",
      answer:
        "نعم. تأتي الأوقات وفروق UTC من قاعدة بيانات المناطق الزمنية IANA عبر متصفحك، لذا تنتقل كل مدينة إلى التوقيت الصيفي وتعود منه في التاريخ الصحيح كل عام.",
    },
  ],
  hourUnit: "long",
  list: { separator: "، ", pattern: "{head} و{last}", datePattern: "{head} و{last}" },
  location: {
    title: (city, country) => `الوقت الآن في ${city}، ${country} | Tickwise`,
    description: (city, country, zone, offset) =>
      `كم الساعة الآن في ${city}، ${country}؟ الوقت المحلي الدقيق (${zone}، ${offset})، يُحدَّث كل ثانية ويشمل التوقيت الصيفي.`,
    h1: (city) => `الوقت الآن في ${city}`,
    intro: (city, country, zone) =>
      `الوقت الدقيق في ${city} (${country})، يُحدَّث كل ثانية ويُصحَّح وفق ساعة جهازك. تتبع ${city} المنطقة الزمنية ${zone}.`,
    locationTitle: (city) => `الوقت في ${city}`,
    zoneWords: "منطقة زمنية IANA",
    zoneQuestion: (city) => `ما المنطقة الزمنية في ${city}؟`,
    zoneFixed: (city, country, zone, offset) =>
      `تتبع ${city} (${country}) المنطقة الزمنية ${zone}، وهي ${offset} طوال العام.`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `تتبع ${city} (${country}) المنطقة الزمنية ${zone}: ${standard} في التوقيت الرسمي و${daylight} خلال التوقيت الصيفي.`,
    dstQuestion: (city) => `هل تطبّق ${city} التوقيت الصيفي؟`,
    dstYes: (city, year, forward, back) =>
      `نعم. في عام ${year}، تُقدَّم الساعات في ${city} ساعةً واحدة في ${forward} وتُؤخَّر في ${back}.`,
    dstOther: (city, dates, year) => `يتغير فرق التوقيت في ${city} في ${dates} من عام ${year}.`,
    dstNo: (city, offset) => `لا. تبقى ${city} على ${offset} طوال العام، فلا تتغير ساعاتها صيفًا أبدًا.`,
    diffQuestion: (city, other) => `ما فرق التوقيت بين ${city} و${other}؟`,
    same: (other) => `على نفس توقيت ${other}`,
    ahead: (hours, other) => `متقدمة ${hours} عن ${other}`,
    behind: (hours, other) => `متأخرة ${hours} عن ${other}`,
    period: (from, to) => `من ${from} إلى ${to}`,
    during: (difference, periods) => `${difference} ${periods}`,
    allYear: (city, difference) => `${city} ${difference} طوال العام.`,
    mostly: (city, difference, year, exceptions) =>
      `${city} ${difference} معظم عام ${year}، و${exceptions}، لأن المكانين يغيّران ساعاتهما في تواريخ مختلفة (أو يغيّرها أحدهما فقط).`,
    sameZoneQuestion: (city) => `ما المدن الأخرى التي لها نفس توقيت ${city}؟`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "ar",
        "{count, plural, other {تشترك {cities} مع {city} في المنطقة الزمنية {zone}، لذا تعرض الساعات الوقت نفسه دائمًا.}}",
        { cities, count, zone, city },
      ),
  },
};
export default ar;
