import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const zhHans: AlarmText = {
  toolName: "闹钟",
  breadcrumb: "闹钟",
  clock: {
    label: "当前时间",
    countdownLabel: "距闹钟响起还有",
    alarmAt: (when) => `闹钟时间：${when}`,
    progress: "闹钟前 24 小时的进度",
    progressText: (percent) => `闹钟前 24 小时已过 ${percent}%`,
  },
  form: {
    heading: "设置闹钟",
    input: "闹钟日期和时间",
    help: "选择一个将来的日期和时间，或在下方选择常用闹钟。",
    set: "设置闹钟",
    label: "名称",
    labelHelp: `可选，最多 ${ALARM_LABEL_MAX} 个字符，例如“健身”。`,
    labelTooLong: `名称最多 ${ALARM_LABEL_MAX} 个字符。`,
    linkLabelTooLong: (length) =>
      icu("zh-Hans", `链接中的名称有 {length, plural, other {# 个字符}}，上限为 ${ALARM_LABEL_MAX} 个，因此未使用。`, {
        length,
      }),
    sound: "此闹钟的铃声",
    repeat: "重复",
    repeatHelp: "不选日期时，闹钟只响一次。选择日期后，会在每个所选日期的该时间响起。",
    keepOpen: "请保持此浏览器标签页打开：闹钟在此标签页中响起。",
    permission: "允许通知，以便此标签页在后台时也能提醒你。",
    notificationsDenied: "通知已被阻止：隐藏的标签页只能响铃，无法显示通知。",
    soundBlocked: "在你点击页面之前声音会被阻止；点击设置闹钟即可解除。",
  },
  presets: {
    heading: "常用闹钟",
    title: (time) => `${clock24(time)} 闹钟`,
    part: { morning: "早上", afternoon: "下午", evening: "晚上" },
    setFor: (title, when) => `${title}：已设为 ${when}`,
  },
  toast: {
    errorTitle: "错误",
    missing: "请为闹钟选择日期和时间。",
    past: "请选择一个将来的时间。",
    failed: "闹钟设置失败",
    setTitle: "闹钟已设置",
    setText: (when) => `闹钟已设为 ${when}`,
    stoppedTitle: "闹钟已停止",
    stoppedText: "闹钟已取消",
    missedTitle: "错过的闹钟",
    missedText: (when) => `${when} 的闹钟在页面关闭期间已过。`,
    full: `你已有 ${ALARMS_MAX} 个闹钟：请删除一个再添加。`,
    deletedTitle: "闹钟已删除",
    deletedText: (label) => `已删除“${label}”`,
  },
  notification: { title: (label) => `闹钟！${label}`, body: (when) => `你 ${when} 的闹钟正在响。` },
  documentTitle: (remaining) => `闹钟 - 剩余 ${remaining}`,
  status: {
    set: (when) => `闹钟已设为 ${when}`,
    stopped: "闹钟已停止",
    snoozed: (minutes, when) =>
      icu("zh-Hans", "已稍后提醒 {minutes, plural, other {# 分钟}}，至 {when}", { minutes, when }),
    deleted: "闹钟已删除",
    on: (label) => `${label}：已开启`,
    off: (label) => `${label}：已关闭`,
  },
  unnamed: "闹钟",
  days: { once: "仅一次", everyDay: "每天", weekdays: "工作日", weekend: "周末" },
  list: {
    heading: "我的闹钟",
    empty: "还没有闹钟。请在上方设置一个，或选择常用闹钟。",
    refused: (count) =>
      icu("zh-Hans", "有 {count, plural, other {# 个}}已保存的闹钟无法读取（已损坏或名称超过 60 个字符），已被略过。", {
        count,
      }),
    inMinutes: (minutes) => icu("zh-Hans", "{minutes, plural, other {# 分钟}}后", { minutes }),
    inHours: (hours) => icu("zh-Hans", "{hours, plural, other {# 小时}}后", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("zh-Hans", "{hours, plural, other {# 小时}} {minutes, plural, other {# 分钟}}后", { hours, minutes }),
    today: "今天",
    tomorrow: "明天",
    onWeekday: (weekday) => `${weekday}`,
    onDate: (date) => `${date}`,
    snoozedUntil: (when) => `稍后提醒至 ${when}`,
    off: "已关闭",
    sound: (name) => `铃声：${name}`,
    switchLabel: (label, time) => `${time} 的${label}`,
    delete: (label, time) => `删除 ${time} 的${label}`,
    calendar: (label, time) => `将 ${time} 的${label}添加到日历（.ics 文件）`,
  },
  ring: {
    heading: "正在响铃",
    announce: (label) => `闹钟正在响：${label}`,
    documentTitle: (label) => `⏰ ${label} - 闹钟正在响`,
    snooze: (minutes) => icu("zh-Hans", "稍后提醒 {minutes, plural, other {# 分钟}}", { minutes }),
    stop: "停止",
  },
  steps: {
    heading: "如何使用闹钟",
    items: [
      "在“设置闹钟”卡片中选择日期和时间，可按需添加名称、铃声和重复日期，或直接点击一个常用闹钟。",
      "点击“设置闹钟”。它会连同下次响铃时间出现在“我的闹钟”中；大时钟会倒数到最近的一个，标签页标题显示剩余时间。",
      "保持此标签页打开（可在后台）。到设定时间时铃声响起，闹钟连同名称一起显示：稍后提醒 5 或 10 分钟，或停止它。",
      "改变主意了？关闭或删除闹钟即可。",
    ],
    tipsHeading: "小贴士",
    tips: [
      "离开页面前先点击一次：浏览器只允许在交互后播放声音。",
      "允许通知，这样后台标签页也能显示系统通知。",
      "早上可在显示设置中选择更柔和的铃声，如 Gentle Wake 或 Sunrise Yoga。",
      "闹钟时间较远时，请让设备接通电源并避免休眠：休眠中的电脑无法响铃。",
    ],
  },
  faqHeading: "闹钟常见问题",
  articles: {
    heading: "相关文章",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "如何用在线闹钟起床" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "日出、日落与你的作息" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "每天使用计时器的 10 种创意方式" },
      { to: "/timer", label: "在线倒计时器" },
    ],
  },
};

export default zhHans;
