import { clock24 } from "../clock-words";
import type { AlarmPages, Faq } from "../pages";

const generalFaqs: Faq[] = [
  {
    question: "标签页在后台时闹钟会响吗？",
    answer:
      "会，只要标签页保持打开。闹钟通过可在后台运行的计时器对准一个固定时刻，因此即使标签页被隐藏也会准时响起；页面隐藏时你还会收到系统通知（如果你允许通知）。",
  },
  {
    question: "可以设置多个闹钟吗？",
    answer:
      "可以。每个闹钟都有自己的名称、铃声和重复日期，可以关闭而不删除。闹钟响起时，你可以稍后提醒 5 或 10 分钟，或停止它；重复闹钟会等待下一个所选日期。刷新页面后闹钟仍会保留，但标签页必须保持打开才能响铃。",
  },
  {
    question: "闹钟会播放什么铃声？",
    answer:
      "每个闹钟播放你设置时选择的铃声：从 Classic Beep 到 Rooster Crow 共 16 种内置铃声，或在设置页面添加的你自己的短音频文件。新闹钟默认使用设置中选择的铃声。",
  },
  {
    question: "如果我电脑的时钟不准怎么办？",
    answer:
      "Tickwise 会在页面打开时将设备时钟与服务器校对，并按校正后的时间响铃，所以时钟偏差几秒也不会让闹钟提前或延后。",
  },
];

const zhHans: AlarmPages = {
  page(time = "") {
    if (!time) {
      return {
        title: "在线闹钟 – 免费有声闹钟 | Tickwise",
        description:
          "免费在线闹钟：选择日期和时间或常用闹钟，从 16 种铃声中挑选，即使标签页在后台也会准时响起。无需注册。",
        h1: "在线闹钟",
        intro:
          "为任意日期和时间设置闹钟，或选择一个常用闹钟。它会在标签页标题中倒计时，并以你选择的铃声准时响起，即使标签页在后台也一样。",
        faqs: generalFaqs,
      };
    }
    const t = clock24(time);
    return {
      title: `设置 ${t} 的闹钟 – 在线闹钟 | Tickwise`,
      description: `免费的 ${t} 闹钟：一键设置 ${t} 的闹钟。即使在后台标签页中，也会以你选择的铃声响起。`,
      h1: `设置 ${t} 的闹钟`,
      intro: `在 ${t} 起床或收到提醒。时间已在下方填好：点击“设置闹钟”并保持此标签页打开。如果今天已过 ${t}，闹钟会设为明天。`,
      faqs: [
        {
          question: `如何设置 ${t} 的闹钟？`,
          answer: `此页面已将下一个 ${t} 填好。点击“设置闹钟”，保持标签页打开，闹钟就会在 ${t} 以你选择的铃声响起。`,
        },
        {
          question: `如果今天已经过了 ${t} 怎么办？`,
          answer: `那么闹钟会设为明天 ${t}。时钟下方的倒计时始终准确显示剩余时间。`,
        },
        ...generalFaqs,
      ],
    };
  },
};

export default zhHans;
