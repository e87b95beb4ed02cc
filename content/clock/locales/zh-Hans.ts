import type { ClockText } from "../text";

const zhHans: ClockText = {
  toolName: "时间",
  card: "当前时间",
  timeLabel: (place) => `${place}的当前时间`,
  yourTime: "你所在的位置",
  yourZone: (zone) => `你的时区：${zone}`,
  loading: "正在加载当前时间…",
  accuracy: {
    measuring: "正在与服务器核对你的时钟…",
    failed: "无法与服务器核对你的时钟，显示的是设备时间。",
    exact: (u) => `你的时钟很准（±${u} 秒）。`,
    ahead: (s, u) => `你的时钟快了 ${s} 秒（±${u} 秒）。`,
    behind: (s, u) => `你的时钟慢了 ${s} 秒（±${u} 秒）。`,
    note: "本页的时钟已自动校正。",
  },
  selector: {
    label: "当前位置",
    auto: "我的时区（自动）",
    help: "选择一个时区即可打开其页面。",
  },
  popular: { heading: "热门时区", dayBefore: "昨天", dayAfter: "明天", sameDay: "今天" },
  howItWorks: {
    heading: "世界时钟的工作原理",
    steps: [
      "页面打开时，浏览器会与 Tickwise 服务器快速往返几次并计时，估算你设备时钟的偏差。",
      "每一秒，都会根据校正后的时钟计算所选时区的当前时间。",
      "时区和夏令时规则来自浏览器内置的 IANA 时区数据库，因此任何日期的时差都是准确的。",
      "在“当前位置”中选择一个城市，或点击“热门时区”下的卡片，即可打开该城市的页面并分享。",
    ],
  },
  faqHeading: (title) => `${title}：常见问题`,
  articles: {
    heading: "相关文章",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "军用时间与 24 小时制" },
      { to: "/blog/time-in-india-zones-scheduling", label: "印度时间：一个时区与日程安排技巧" },
      { to: "/blog/australia-time-zones-business", label: "商务人士须知的澳大利亚时区" },
      { to: "/alarm", label: "在线闹钟" },
    ],
  },
  shareHeading: "分享这个时钟",
};
export default zhHans;
