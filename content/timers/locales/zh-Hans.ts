import { icu } from "@content/i18n/icu";
import type { TimersText } from "../text";

const zhHans: TimersText = {
  meta: {
    title: "在线多计时器 – 同时运行多个带名称的倒计时 | Tickwise",
    description:
      "同时运行多个倒计时器，每个都有自己的名称、颜色和提示音。按结束先后排序，刷新后仍保留，可通过链接分享。免费。",
  },
  breadcrumb: "多计时器",
  h1: "多计时器",
  intro:
    "同时做三道菜、在课堂上轮换练习站，或是连着开会？需要多少带名称的计时器就添加多少；每个都独立运行、暂停和响铃。",
  form: {
    heading: "添加计时器",
    label: "名称",
    labelHelp: "最多 60 个字符，例如：意面、第 2 站。",
    defaultLabel: (n) => `计时器 ${n}`,
    duration: "时长",
    hours: "小时",
    minutes: "分钟",
    seconds: "秒",
    colour: "颜色",
    sound: "提示音",
    add: "添加计时器",
    full: (max) => `你已有 ${max} 个计时器，这是本页面可保存的上限。删除一个才能再添加。`,
    problems: {
      label: (max) => `名称最多 ${max} 个字符。`,
      duration: "请选择 1 秒到 99:59:59 之间的时长。",
      other: "请从列表中选择颜色和提示音。",
    },
  },
  colours: { blue: "蓝色", green: "绿色", amber: "琥珀色", rose: "玫瑰色", violet: "紫色", slate: "灰色" },
  list: {
    heading: "你的计时器",
    empty: "还没有计时器。在上方添加一个，或打开分享链接。",
    loading: "正在加载你的计时器…",
    status: {
      running: "运行中",
      paused: "已暂停",
      idle: "就绪",
      ended: "时间到！",
      missed: "在页面关闭期间结束",
    },
    start: (label) => `开始${label}`,
    resume: (label) => `继续${label}`,
    pause: (label) => `暂停${label}`,
    reset: (label) => `重置${label}`,
    remove: (label) => `删除${label}`,
    startText: "开始",
    resumeText: "继续",
    pauseText: "暂停",
    resetText: "重置",
    removeText: "删除",
    progress: (label) => `${label}的进度`,
  },
  announce: {
    ended: (label) => `${label}：时间到！`,
    added: (label) => `已添加${label}`,
    removed: (label) => `已删除${label}`,
    started: (label) => `${label}已开始`,
    paused: (label) => `${label}已暂停`,
    reset: (label) => `${label}已重置`,
  },
  documentTitle: (time, label) => `${time} ${label} - 计时器`,
  documentTitleDone: (label) => `时间到！${label} - 计时器`,
  notification: {
    title: (label) => `${label}：时间到！`,
    body: (duration) => `你的 ${duration} 计时器已结束。`,
  },
  share: {
    heading: "分享这组计时器",
    help: "链接包含计时器的名称、时长、颜色和提示音，但不包含运行状态。无需账号。",
    button: "创建分享链接",
    link: "分享链接",
    copy: "复制链接",
    copied: "链接已复制",
    copyFailed: "无法复制链接；请选中后自行复制。",
  },
  shared: {
    heading: "分享的一组计时器",
    intro: (count) => icu("zh-Hans", "{count, plural, other {此链接分享了 # 个计时器。}}", { count }),
    add: "添加到我的计时器",
    replace: "替换我的计时器",
    replaceConfirm: "用这组计时器替换你所有的计时器吗？正在运行的计时器将被删除。",
    replaceTitle: "替换你的计时器？",
    cancel: "取消",
    replaceButton: "替换",
    dismiss: "关闭",
    added: (count) => icu("zh-Hans", "{count, plural, other {已添加 # 个计时器。}}", { count }),
    replaced: (count) => icu("zh-Hans", "{count, plural, other {你的计时器已替换为 # 个计时器。}}", { count }),
    tooManyToAdd: (max) => `添加这些后将超过 ${max} 个计时器。请先删除一些，或替换你的计时器。`,
    problemHeading: "无法打开此分享链接",
    problems: {
      malformed: "链接已损坏或不完整。请重新索取链接，或在下方创建你自己的一组计时器。",
      empty: "链接中没有计时器。",
      tooMany: (max) => `链接包含超过 ${max} 个计时器，超出了一个链接可分享的上限。`,
      label: (n, max) => `链接中的计时器 ${n} 名称为空或超过 ${max} 个字符。`,
      duration: (n) => `链接中的计时器 ${n} 时长不在 1 秒到 99:59:59 之间。`,
    },
  },
  howTo: {
    heading: "如何使用多计时器",
    steps: [
      "输入名称，设置小时、分钟和秒，并选择颜色和提示音。",
      "点击“添加计时器”。为每道菜、每个练习站或任务重复此操作。",
      "需要时开始各个计时器；用各自的按钮暂停、重置或删除。",
      "列表顶部是最先结束的计时器。每个计时器都用自己的提示音响铃。",
      "创建分享链接，把同一组计时器发给别人，或在另一台设备上打开。",
    ],
    tipsHeading: "小贴士",
    tips: [
      "给每个计时器设置不同的提示音，不用看就知道是哪个响了。",
      "保持标签页打开，即使在后台也可以：计时器会准时结束，并在你允许时显示通知。",
      "也可以在两个标签页中打开本页：它们显示相同的计时器，每个计时器只响一次。",
    ],
  },
  faq: {
    heading: "常见问题",
    items: [
      {
        question: "可以同时运行多少个计时器？",
        answer: "在此设备上最多 50 个，也可以全部同时运行。一个分享链接最多包含 20 个计时器。",
      },
      {
        question: "刷新或关闭页面后，计时器还会继续吗？",
        answer:
          "会。每个计时器都在浏览器中保存结束时间，因此刷新后会立即显示正确的时间。在页面关闭期间结束的计时器会注明这一点，而不是延迟响铃。",
      },
      {
        question: "如果页面在两个标签页中打开，计时器会响两次吗？",
        answer:
          "不会。各标签页共享相同的计时器，并商定由哪个标签页响铃，因此每个计时器只响一次，两个标签页都会显示它已结束。",
      },
      {
        question: "分享链接包含什么？",
        answer: "只包含每个计时器的名称、时长、颜色和提示音，都在链接本身中。我们的服务器不保存任何内容，也无需账号。",
      },
      {
        question: "计时器在后台标签页中准确吗？",
        answer:
          "准确。每个计时器都是朝固定的结束时间倒数，而不是累计计时刻度，因此被限速或冻结的标签页一恢复运行就会显示正确时间，并在结束时间响铃。",
      },
    ],
  },
  related: {
    heading: "其他时间工具",
    items: [
      { to: "/timer", label: "单个倒计时器" },
      { to: "/stopwatch", label: "带计圈的秒表" },
      { to: "/alarm", label: "闹钟" },
      { to: "/goals", label: "带计时器的目标" },
    ],
  },
};

export default zhHans;
