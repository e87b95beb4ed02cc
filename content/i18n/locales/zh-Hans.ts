import type { Messages } from "..";

/** Interface text of the shell, in Simplified Chinese. */
const zhHans: Messages = {
  product: "Tickwise",
  skipToContent: "跳到主要内容",
  nav: {
    label: "主导航",
    timer: "计时器",
    stopwatch: "秒表",
    pomodoro: "番茄钟",
    time: "时间",
    alarm: "闹钟",
    goals: "目标",
    settings: "设置",
    home: "Tickwise 首页",
    openMenu: "打开菜单",
    closeMenu: "关闭菜单",
  },
  moreTools: {
    label: "更多工具",
    timers: "多个计时器",
    intervalTimer: "间歇计时器",
    timeConverter: "时间换算",
    meetingPlanner: "会议规划",
    countdown: "倒计时",
  },
  footer: {
    label: "页脚",
    blog: "博客",
    holidays: "节假日",
    terms: "条款和条件",
    privacy: "隐私政策",
    rights: (year: number) => `© ${year} Tickwise。保留所有权利。`,
    language: "语言",
  },
  panel: {
    open: "显示设置",
    title: "显示设置",
    lightMode: "浅色模式",
    darkMode: "深色模式",
    font: "字体",
    background: "背景颜色",
    reset: "重置",
    sound: "闹钟铃声",
    close: "关闭",
  },
  toast: { item: "通知", close: "关闭通知", region: "通知（{hotkey}）" },
  notFound: {
    title: "404 找不到页面",
    text: "是不是忘了把页面添加到路由里？",
    home: "前往计时器",
    description: "Tickwise 上没有这个页面。",
  },
  error: {
    title: "出错了",
    text: "无法显示此页面。请重新加载。",
  },
  legal: {
    updated: "最后更新",
    back: "返回计时器",
  },
};

export default zhHans;
