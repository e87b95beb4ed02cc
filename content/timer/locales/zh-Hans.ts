import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/zh-Hans";

/** Interface text of the timer screen, in Simplified Chinese. */
const zhHans: TimerUiText = {
  screenLabel: "倒计时器",
  documentTitle: (hms) => `${hms} - 计时器`,
  documentTitleDone: "时间到！- 计时器",

  controls: {
    label: "计时器控制",
    play: "开始",
    start: "开始",
    pause: "暂停",
    resume: "继续",
    reset: "重置",
    startTimer: "开始计时",
    pauseTimer: "暂停计时",
    resumeTimer: "继续计时",
    resetTimer: "重置计时器",
    cannotStart: "请设置大于零的时间再开始",
    fullScreen: "全屏",
    exitFullScreen: "退出全屏",
  },

  display: {
    label: "剩余时间",
    editLabel: "编辑时间",
    editButton: (hms) => `编辑时间，当前为 ${hms}`,
    editHelp: "输入秒数、分:秒或时:分:秒，例如 90、7:30 或 1:15:00。按 Enter 保存，按 Esc 取消。",
    editLocked: "请先暂停或重置计时器，再更改时间",
    editInvalid: "无法识别该时间，已保留之前的时间。",
    progressLabel: "进度",
    progressValue: (percent) => `已完成 ${Math.round(percent)}%`,
  },

  quickAdd: {
    label: "增加时间",
    hiddenWhileRunning: "请先暂停计时器再增加时间",
    items: {
      30: { label: "+30秒", ariaLabel: "增加 30 秒" },
      60: { label: "+1分", ariaLabel: "增加 1 分钟" },
      300: { label: "+5分", ariaLabel: "增加 5 分钟" },
    },
  },

  presets: {
    heading: "常用时长",
    select: (label) => `将计时器设为 ${label}`,
    cards: {
      10: { label: "10 秒", description: "快速倒数" },
      20: { label: "20 秒", description: "洗手" },
      30: { label: "30 秒", description: "平板支撑或拉伸" },
      45: { label: "45 秒", description: "训练间歇" },
      60: { label: "1 分钟", description: "一分钟挑战" },
      120: { label: "2 分钟", description: "刷牙" },
      180: { label: "3 分钟", description: "泡面" },
      240: { label: "4 分钟", description: "法压壶咖啡" },
      300: { label: "5 分钟", description: "短暂休息" },
      600: { label: "10 分钟", description: "快速整理" },
      900: { label: "15 分钟", description: "长休息" },
      1200: { label: "20 分钟", description: "小憩" },
      1500: { label: "25 分钟", description: "番茄钟" },
      1800: { label: "30 分钟", description: "锻炼" },
      2700: { label: "45 分钟", description: "一节课" },
      3600: { label: "1 小时", description: "深度工作" },
      7200: { label: "2 小时", description: "模拟考试" },
      10800: { label: "3 小时", description: "长时段" },
      14400: { label: "4 小时", description: "半个工作日" },
    },
    relatedTimer: (minutes) => icu("zh-Hans", "{minutes, plural, other {# 分钟计时器}}", { minutes }),
    articleTitles: {
      "5-minute-timer-productivity-guide": "5 分钟计时器：效率提升指南",
      "25-minute-pomodoro-timer-focus-work": "用 25 分钟番茄钟专注工作",
      "10-creative-ways-countdown-timer-daily-life": "在日常生活中使用倒计时器的 10 个妙招",
      "timer-effective-study-sessions": "如何用计时器高效学习",
    },
  },
  related: { heading: "相关计时器" },
  howTo: { heading: "使用方法", tips: "小贴士" },
  faq: { heading: "常见问题" },
  articles: { heading: "相关文章", readMore: "阅读文章" },

  share: {
    heading: "分享",
    text: "把这个计时器分享给朋友、同学或你的团队。",
    ...shareWords,
  },

  goal: {
    banner: "正在完成目标",
    duration: (words) => `目标时长：${words}`,
    loaded: "已载入目标时长：准备好后点击“开始”。",
  },

  email: {
    heading: "邮件提醒",
    intro: "计时结束时给你发一封邮件，即使你关闭了这个标签页。",
    emailLabel: "电子邮箱地址",
    emailPlaceholder: "you@example.com",
    messageLabel: "自定义消息（可选）",
    messagePlaceholder: "例如：把面包从烤箱里拿出来",
    save: "保存设置",
    saveDisabled: "输入电子邮箱地址后才能保存",
    invalid: "请输入有效的电子邮箱地址。",
    savedTitle: "邮件设置已保存",
    savedText: "你的邮件提醒偏好已保存",
    credentialsNote: "邮件提醒需要在服务器上配置邮箱凭据（用户名和应用专用密码）。",
    notConfigured: "本网站目前无法使用邮件提醒：未配置邮件服务器。",
    scheduled: (time) => `提醒邮件已安排在 ${time} 发送。`,
    cancelled: "邮件提醒已取消。",
    failed: "无法安排邮件提醒。计时器仍可正常使用。",
    privacy: "你的邮箱地址只会保存到提醒发送或取消为止。",
  },

  voice: {
    turnOn: "开启语音指令",
    turnOff: "关闭语音指令",
    listening: "正在聆听…",
    off: "语音指令已关闭",
    help: "请说“开始”“暂停”“重置计时器”或“计时 10 分钟”。",
    languageNote: "语音指令使用中文识别。",
    heard: (transcript) => `听到：“${transcript}”`,
    error: "语音识别已停止。请重新开启以继续聆听。",
    replies: {
      unmatched: "抱歉，我没听懂这个指令",
      starting: (words) => `开始 ${words} 倒计时`,
      started: "开始计时",
      paused: "计时器已暂停",
      reset: "计时器已重置",
    },
  },

  completion: {
    timesUp: "时间到！",
    finished: (words) => `你的 ${words} 计时已结束。`,
    finishedWhileAway: "你的计时器在此页面关闭期间已结束。",
    dismiss: "关闭",
  },

  notifications: {
    title: "时间到！",
    body: (words) => `你的 ${words} 计时已结束。`,
    enable: "开启通知",
    why: "允许通知后，计时器在后台标签页结束时会提醒你。",
    denied: "通知已被屏蔽，因此在后台标签页结束的计时器只能响铃。请在浏览器的网站设置中允许通知。",
    unsupported: "此浏览器无法显示通知；请保持标签页可见，以便看到计时结束。",
  },

  sound: {
    blocked: "在你与页面互动之前，浏览器会阻止声音，因此闹铃暂时无法响起。",
    test: "测试声音",
    testing: "正在播放…",
    works: "声音已开启。",
    failed: "无法播放声音。请检查此标签页和设备是否已静音。",
    unsupported: "此浏览器无法播放声音，因此计时器无法响铃。请保持标签页可见，以便看到计时结束。",
  },

  announcements: {
    started: (words) => `计时开始：${words}。`,
    paused: (words) => `计时已暂停，还剩 ${words}。`,
    resumed: (words) => `计时已继续，还剩 ${words}。`,
    reset: "计时器已重置。",
    timeSet: (words) => `计时器已设为 ${words}。`,
    timeAdded: (added, total) => `已增加 ${added}。计时器现为 ${total}。`,
    halfway: "已经过半。",
    fiveMinutesLeft: "还剩 5 分钟。",
    oneMinuteLeft: "还剩 1 分钟。",
    thirtySecondsLeft: "还剩 30 秒。",
    tenSecondsLeft: "还剩 10 秒。",
    finished: "时间到！计时已结束。",
    restored: (words) => `已恢复你的计时器，还剩 ${words}。`,
  },

  shortcuts: {
    heading: "键盘快捷键",
    startPause: "空格键：开始或暂停",
    reset: "R：重置",
    fullScreen: "F：全屏",
  },

  wakeLock: {
    active: "计时器运行期间屏幕将保持常亮。",
  },
};

export default zhHans;
