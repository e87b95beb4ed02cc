import type { FocusFaq, FocusPagesText } from "../pages";

const pomodoroSteps = [
  "输入你正在做的事（可选）：每完成一个专注时段都会一并保存。",
  "点击“开始”（或按空格键）。专注工作到铃响，然后进行计时器开始的休息。",
  "完成四个专注时段后进行长休息。按 S 跳过阶段，按 R 重置。",
  "在“设置”中更改时长；开启自动开始，各阶段会自动接续。",
];
const intervalSteps = [
  "设置训练、休息、轮数和可选的热身，或打开一个预设。",
  "点击“开始”（或按空格键）：训练与休息每次切换都会响起提示音，当前轮次始终显示。",
  "复制链接即可原样分享这组设置；打开后是相同的间歇。",
];

const pomodoroFaqs: FocusFaq[] = [
  {
    question: "什么是番茄工作法？",
    answer:
      "一种以短时计时冲刺来工作的方法：专注 25 分钟，休息 5 分钟，每完成四个专注时段后休息 15 分钟。计时器会为你完成整个循环。",
  },
  {
    question: "在后台标签页中计时器还准吗？",
    answer:
      "准。每个阶段都在固定时间结束，因此被隐藏、限速或冻结的标签页一恢复运行就会显示正确时间；开启自动开始时，它甚至会补上期间已结束的阶段。铃声、通知和标签页标题都会提醒你。",
  },
  {
    question: "我的专注记录保存在哪里？",
    answer:
      "每个完成的专注时段都会以此浏览器的匿名 Cookie 保存在我们的服务器上，无需账号。只有此浏览器可以读取；你可以随时将其下载为 CSV 文件。",
  },
  {
    question: "如果我刷新或关闭页面会怎样？",
    answer: "循环、设置和任务标签都保存在此浏览器中，因此刷新后会从计时器所在的位置原样继续。",
  },
];

const intervalFaqs: FocusFaq[] = [
  {
    question: "如何分享一组间歇训练？",
    answer:
      "设置保存在页面地址中，例如 /interval-timer?work=40&rest=20&rounds=10&warmup=60。复制编辑器下方的链接，打开它的人就会得到同样的一组设置。",
  },
  {
    question: "熄屏或在其他标签页时还能听到切换提示吗？",
    answer:
      "每次切换的时间在你点击“开始”时就已算好，因此在后台标签页中也会准时响起，被冻结的标签页一唤醒就会追上进度。请保持音量开启；在浏览器允许的情况下屏幕会保持常亮。",
  },
  {
    question: "有哪些限制？",
    answer:
      "训练 1 秒到 1 小时，休息和热身 0 到 1 小时，轮数 1 到 100。链接中的值超出这些范围时会提示，并以合理的默认值打开。",
  },
];

const pages: FocusPagesText["pages"] = {
  pomodoro: {
    title: "番茄钟 – 在线 25/5 专注循环 | Tickwise",
    description: "免费在线番茄钟：专注 25 分钟，休息 5 分钟，每四轮一次长休息，带提示音、通知和每周专注记录。",
    h1: "番茄钟",
    intro: "专注 25 分钟，休息 5 分钟，每四轮后长休息一次。即使在后台标签页中也准确无误。",
    steps: pomodoroSteps,
    tips: ["专注期间将其他应用的通知静音。", "利用休息时间站起来，让眼睛离开屏幕。"],
    faqs: pomodoroFaqs,
  },
  "pomodoro/50-10": {
    title: "50/10 番茄钟 – 专注 50 分钟，休息 10 分钟 | Tickwise",
    description: "50/10 专注计时器：50 分钟深度工作，10 分钟休息，四个循环后休息 30 分钟。免费、后台准确、无需注册。",
    h1: "50/10 番茄钟",
    intro: "为深度工作设计的更长专注：工作 50 分钟，休息 10 分钟，四个循环后休息 30 分钟。",
    steps: pomodoroSteps,
    tips: ["五十分钟适合写作和编程这类需要一段时间才能进入状态的任务。"],
    faqs: [
      {
        question: "为什么是 50 分钟而不是 25 分钟？",
        answer: "写作、编程等需要较长预热的任务，以 50 分钟为一段受打断的损失更小。10 分钟的休息让你保持精力充沛。",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "pomodoro/52-17": {
    title: "52/17 计时器 – 工作 52 分钟，休息 17 分钟 | Tickwise",
    description: "免费的 52/17 工作节奏计时器：专注 52 分钟，休息 17 分钟，带提示音、通知和每周专注时间记录。",
    h1: "52/17 工作计时器",
    intro: "工作 52 分钟，休息 17 分钟：许多高效人士都遵循的节奏。",
    steps: pomodoroSteps,
    tips: ["17 分钟的休息时离开办公桌：散散步比看手机更能恢复注意力。"],
    faqs: [
      {
        question: "52/17 法则从何而来？",
        answer:
          "一项针对办公软件的研究发现，最高效的用户大约工作 52 分钟，然后休息约 17 分钟。本页面为你掌握这一节奏。",
      },
      ...pomodoroFaqs.slice(1),
    ],
  },
  "interval-timer": {
    title: "间歇计时器 – 自定义训练与休息轮次，可分享 | Tickwise",
    description:
      "设置训练、休息、轮数和热身，打造你的间歇计时器，并通过链接分享。每次切换都有提示音，后台也准确。免费。",
    h1: "间歇计时器",
    intro: "设置训练、休息、轮数和热身。每次切换都准时响起，链接可分享你的这组设置。",
    steps: intervalSteps,
    tips: ["把手机屏幕朝上放：大号的阶段名称在房间另一头也看得清。"],
    faqs: intervalFaqs,
  },
  "interval-timer/tabata": {
    title: "Tabata 计时器 – 训练 20 秒，休息 10 秒，8 轮 | Tickwise",
    description: "免费 Tabata 计时器：8 轮 20 秒全力训练加 10 秒休息，共 4 分钟，每次切换都有提示音。",
    h1: "Tabata 计时器",
    intro: "8 轮 20 秒高强度训练和 10 秒休息：实打实的 4 分钟。",
    steps: intervalSteps,
    tips: ["做 Tabata 前先热身几分钟；它需要全力以赴。"],
    faqs: [
      {
        question: "什么是 Tabata 训练？",
        answer:
          "一种高强度训练方案：8 轮 20 秒最大强度运动，每轮后休息 10 秒，共 4 分钟，以田畑泉（Izumi Tabata）的研究命名。",
      },
      ...intervalFaqs.slice(1),
    ],
  },
  "interval-timer/hiit-30-30": {
    title: "HIIT 30/30 计时器 – 训练 30 秒，休息 30 秒 | Tickwise",
    description: "30/30 HIIT 间歇计时器：热身 1 分钟，然后 10 轮 30 秒训练加 30 秒休息，每次切换都有提示音。",
    h1: "HIIT 30/30 间歇计时器",
    intro: "热身 1 分钟，然后 10 轮训练 30 秒、休息 30 秒。",
    steps: intervalSteps,
    tips: ["训练和休息时间相同，适合初学者和较长的循环训练；体能提高后可缩短休息。"],
    faqs: [
      {
        question: "训练 30 秒、休息 30 秒是好的 HIIT 间歇吗？",
        answer:
          "是的：训练与休息等长，能让你在每一轮都保持高强度，因此是常见的入门 HIIT 形式。随着进步，可在编辑器中调整数值。",
      },
      ...intervalFaqs.slice(1),
    ],
  },
};

const zhHans: FocusPagesText = {
  tools: { pomodoro: "番茄钟", interval: "间歇计时器" },
  pages,
};

export default zhHans;
