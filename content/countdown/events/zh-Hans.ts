import type { EventPages } from "../events";

const zhHans: EventPages = {
  "new-year": {
    title: (year) => `${year} 年元旦倒计时：距 1 月 1 日还有几天 | Tickwise`,
    description: (date) => `距离新年还有多久？实时倒计时到 ${date} 午夜，按你所在的时区，以天、小时、分钟和秒显示。`,
    intro: "实时倒计时到你所在地的 1 月 1 日午夜。",
    faqs: [
      {
        question: "新年倒计时何时结束？",
        answer: "在你所在时区的 1 月 1 日午夜：每位访问者都倒数到自己的午夜。",
      },
    ],
  },
  "valentines-day": {
    title: (year) => `${year} 年情人节倒计时：距 2 月 14 日还有几天 | Tickwise`,
    description: (date) => `距离情人节还有几天？按你所在时区实时倒计时到 ${date}。`,
    intro: "实时倒计时到你所在地的 2 月 14 日。",
    faqs: [
      {
        question: "情人节是哪一天？",
        answer: "每年 2 月 14 日。倒计时在你当地时间这一天开始的午夜结束。",
      },
    ],
  },
  easter: {
    title: (year) => `${year} 年复活节倒计时：距复活节还有几天 | Tickwise`,
    description: (date) => `距离复活节还有多久？复活节在 ${date}。按你所在时区实时倒计时。`,
    intro: "复活节每年日期不同：按西方教会使用的格里高利历规则计算。",
    faqs: [
      {
        question: "复活节的日期如何计算？",
        answer:
          "复活节是 3 月 21 日当天或之后第一次满月后的第一个星期日，依据教会的表格（格里高利历复活节计算法）。它落在 3 月 22 日至 4 月 25 日之间。",
      },
    ],
  },
  halloween: {
    title: (year) => `${year} 年万圣节倒计时：距 10 月 31 日还有几天 | Tickwise`,
    description: (date) => `距离万圣节还有几天？按你所在时区实时倒计时到 ${date}。`,
    intro: "实时倒计时到你所在地的 10 月 31 日。",
    faqs: [
      {
        question: "万圣节是哪一天？",
        answer: "每年 10 月 31 日。倒计时在你当地时间这一天开始的午夜结束。",
      },
    ],
  },
  christmas: {
    title: (year) => `${year} 年圣诞节倒计时：距 12 月 25 日还有几天 | Tickwise`,
    description: (date) => `距离圣诞节还有几天？按你所在时区实时倒计时到 ${date}。`,
    intro: "实时倒计时到你所在地的 12 月 25 日。",
    faqs: [
      {
        question: "圣诞节倒计时何时结束？",
        answer: "在你所在时区 12 月 25 日开始的午夜。从 12 月 26 日起，它会倒数到下一年的圣诞节。",
      },
    ],
  },
};

export default zhHans;
