import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const zhHans: StopwatchText = {
  toolName: "秒表",
  card: "秒表",
  display: {
    label: "已用时间",
    millis: "毫秒",
    loop: "当前 10 秒内的进度",
    loopText: (seconds) => icu("zh-Hans", "10 秒中的第 {seconds, number} 秒", { seconds }),
  },
  controls: {
    start: "开始",
    resume: "继续",
    pause: "暂停",
    lap: "计圈",
    reset: "重置",
    fullscreen: "全屏",
    exitFullscreen: "退出全屏",
    shortcuts: "键盘：空格键 开始/暂停 · L 计圈 · R 重置 · F 全屏",
  },
  status: {
    started: "秒表已开始",
    paused: (time) => `秒表已暂停于 ${time}`,
    reset: "秒表已重置",
    lap: (n, lapTime) => icu("zh-Hans", "第 {n, number} 圈：{lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "计圈",
    caption: "计圈记录，最新的在前",
    lap: "圈数",
    lapName: (n) => icu("zh-Hans", "第 {n, number} 圈", { n }),
    lapTime: "单圈用时",
    total: "累计",
    fastest: "最快",
    slowest: "最慢",
    empty: "还没有计圈记录。秒表运行时按“计圈”（或 L 键）即可记录。",
    copyText: "复制为文本",
    copyCsv: "复制为 CSV",
    download: "下载 CSV",
    copiedText: "已将计圈记录复制为文本",
    copiedCsv: "已将计圈记录复制为 CSV",
    copyFailedTitle: "复制失败",
    copyFailedText: "无法将计圈记录复制到剪贴板",
  },
  presets: {
    heading: "预设",
    intro: "给秒表设定一个目标：每到提示点就用你的闹钟铃声提醒，秒表继续计时。",
    use: "使用预设",
    active: "使用中",
    clear: "取消预设",
    target: (time) => `目标 ${time}`,
    items: {
      sprint: { name: "冲刺", description: "每分钟整点跑一组 100 米，共 10 组。" },
      plank: { name: "平板支撑", description: "坚持 1 分钟，过半时提示。" },
      hiit: { name: "HIIT", description: "Tabata：运动 20 秒、休息 10 秒，共 8 组（4 分钟）。" },
      cooking: { name: "烹饪", description: "10 分钟时提醒，5 分钟时提示一次。" },
      study: { name: "学习", description: "25 分钟专注时段，结束前 5 分钟提醒。" },
      meeting: { name: "会议", description: "30 分钟，结束前 5 分钟提醒收尾。" },
    },
    panel: "预设进度",
    phase: { work: "运动", rest: "休息", round: "组", running: "计时中", done: "已达目标" },
    roundOf: (round, rounds) => icu("zh-Hans", "第 {round, number} 组，共 {rounds, number} 组", { round, rounds }),
    nextCue: (time) => `下次提示：${time} 后`,
    progress: "目标进度",
    cue: (kind, name, time, round) =>
      icu(
        "zh-Hans",
        "{kind, select, target {{name}：已在 {time} 达到目标} halfway {{name}：已过半，{time}} warning {{name}：还剩 5 分钟} work {{name}：运动，第 {round} 组} rest {{name}：休息} other {{name}：第 {round} 组，开始！}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "秒表的用途", all: "秒表的全部用途" },
  howTo: {
    heading: "如何使用秒表",
    steps: [
      "按“开始”（或空格键）开始计时；数字显示时、分、秒，下方显示毫秒。",
      "按“计圈”（或 L 键）记录分段；每圈用时和累计时间会显示在表格中。",
      "按“暂停”（或空格键）停止计时，按“继续”从同一时间接着计。",
      "按“重置”（或 R 键）清除时间和计圈记录；按 F 键可在投影仪或电视上全屏显示。",
    ],
    tipsHeading: "小贴士",
  },
  faq: { heading: (h1) => `${h1}常见问题` },
  articles: {
    heading: "相关文章",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "如何用计时器高效学习" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "日常生活中使用计时器的 10 个妙招" },
      { to: "/blog/5-minute-timer-productivity-guide", label: "5 分钟计时器效率指南" },
      { to: "/timer", label: "在线倒计时器" },
    ],
  },
  share: { heading: "分享这个秒表" },
};

export default zhHans;
