import { icu } from "../../i18n/icu";
import { momentValues } from "../words";
import type { CountdownText } from "../text";

const zhHans: CountdownText = {
  toolName: "倒计时",
  breadcrumb: "倒计时",
  meta: {
    title: "任意日期和时间的倒计时，支持所有时区 | Tickwise",
    description: "免费创建到任意时刻的倒计时：选择日期、时间、时区和标题，然后分享链接。夏令时始终准确。",
  },
  heading: "任意时刻的倒计时",
  intro: "选择日期、时间和该时刻所在的时区，添加标题并分享链接：每个人都会看到同一时刻按天、小时、分钟和秒倒数。",
  momentTitle: (title) => title || "你的倒计时",
  form: {
    heading: "创建倒计时",
    date: "日期",
    time: "时间",
    zone: "时区",
    zoneHelp: "该时刻所在的时区，例如 Asia/Shanghai。",
    title: "标题（可选）",
    submit: "开始倒计时",
  },
  problems: {
    to: "无法读取该日期和时间。请使用表单，或使用类似 /countdown?to=2027-01-01T00:00&tz=Asia/Shanghai 的链接。",
    tz: "未知的时区。请使用 IANA 名称，例如 Asia/Shanghai 或 America/New_York。",
    year: "倒计时范围为 1970 年至 2200 年：请在此范围内选择年份。",
    title: "标题过长：最多 120 个字符。",
  },
  problemHeading: "无法显示此倒计时",
  words: (w) => icu("zh-Hans", "{title}，{date} {time}（{place}）— 还有 {days, plural, other {# 天}}", momentValues(w)),
  gap: (asked, shown) => `当天不存在 ${asked}：时钟会拨快，因此倒计时以 ${shown} 为目标。`,
  overlap: (time) => `由于时钟回拨，当晚 ${time} 会出现两次：倒计时以第一次为目标。`,
  countdownLabel: (title) => `距离${title}还有`,
  units: { days: "天", hours: "小时", minutes: "分钟", seconds: "秒" },
  reached: (title) => `${title}：时刻已到！`,
  oneMinute: (title) => `距离${title}还有一分钟。`,
  addToCalendar: "添加到日历（.ics）",
  copyLink: "复制链接",
  events: { heading: "一年中重要日子的倒计时" },
  eventNames: {
    "new-year": "元旦",
    "valentines-day": "情人节",
    easter: "复活节",
    halloween: "万圣节",
    christmas: "圣诞节",
  },
  howTo: {
    heading: "如何创建倒计时",
    steps: [
      "选择该时刻的日期和时间。",
      "选择它发生的时区：纽约的发布会、马德里的婚礼。",
      "添加标题，然后点击“开始倒计时”：页面地址现在就保存了你的倒计时。",
      "分享链接或把该时刻添加到日历。每个人都能以自己的当地时间看到同一时刻。",
    ],
  },
  faqHeading: "倒计时常见问题",
  faqs: [
    {
      question: "会考虑夏令时吗？",
      answer: "会。该时刻按照时区在那一天的规则计算，而不是今天的时差：到伦敦夏季某天的倒计时会按英国夏令时计算。",
    },
    {
      question: "如果我设定的时间不存在或出现两次怎么办？",
      answer:
        "时钟拨快时，落在被跳过时段内的时间会顺延相同的时长（02:30 变为 03:30）。时钟回拨时，出现两次的时间指第一次。日历应用也以同样方式读取 .ics 文件。",
    },
    {
      question: "倒计时在后台标签页中会继续吗？",
      answer: "会。每次显示时都会根据目标时刻和时钟计算剩余时间，所以你一回来就是准确的。",
    },
    {
      question: "可以分享我的倒计时吗？",
      answer: "可以：日期、时间、时区和标题都在页面地址中。复制链接或使用分享按钮即可；我们的服务器不会保存任何内容。",
    },
  ],
  shareHeading: "分享此倒计时",
  eventNote: "倒计时在你所在时区当天开始的午夜结束。",
  today: (name) => `今天是${name}！`,
};

export default zhHans;
