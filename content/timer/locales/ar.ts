import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/ar";

/** Interface text of the timer screen, in Arabic (Modern Standard Arabic). */
const ar: TimerUiText = {
  screenLabel: "مؤقت العد التنازلي",
  documentTitle: (hms) => `${hms} - المؤقت`,
  documentTitleDone: "انتهى الوقت! - المؤقت",

  controls: {
    label: "عناصر التحكم في المؤقت",
    play: "ابدأ",
    start: "ابدأ",
    pause: "إيقاف مؤقت",
    resume: "استئناف",
    reset: "إعادة ضبط",
    startTimer: "بدء المؤقت",
    pauseTimer: "إيقاف المؤقت مؤقتًا",
    resumeTimer: "استئناف المؤقت",
    resetTimer: "إعادة ضبط المؤقت",
    cannotStart: "اضبط وقتًا أكبر من صفر للبدء",
    fullScreen: "ملء الشاشة",
    exitFullScreen: "الخروج من وضع ملء الشاشة",
  },

  display: {
    label: "الوقت المتبقي",
    editLabel: "تعديل الوقت",
    editButton: (hms) => `تعديل الوقت، الحالي ${hms}`,
    editHelp:
      "اكتب الثواني، أو الدقائق:الثواني، أو الساعات:الدقائق:الثواني، مثل 90 أو 7:30 أو 1:15:00. يحفظ مفتاح Enter ويلغي مفتاح Esc.",
    editLocked: "أوقف المؤقت مؤقتًا أو أعد ضبطه لتغيير الوقت",
    editInvalid: "تعذّرت قراءة هذا الوقت، لذا أُبقي على الوقت السابق.",
    progressLabel: "التقدم",
    progressValue: (percent) => `اكتمل ${Math.round(percent)}%`,
  },

  quickAdd: {
    label: "إضافة وقت",
    hiddenWhileRunning: "أوقف المؤقت مؤقتًا لإضافة وقت",
    items: {
      30: { label: "+30 ث", ariaLabel: "إضافة 30 ثانية" },
      60: { label: "+1 د", ariaLabel: "إضافة دقيقة واحدة" },
      300: { label: "+5 د", ariaLabel: "إضافة 5 دقائق" },
    },
  },

  presets: {
    heading: "أوقات شائعة",
    select: (label) => `ضبط المؤقت على ${label}`,
    cards: {
      10: { label: "10 ث", description: "عدّ سريع" },
      20: { label: "20 ث", description: "غسل اليدين" },
      30: { label: "30 ث", description: "تمرين البلانك أو الإطالة" },
      45: { label: "45 ث", description: "فترة تمرين" },
      60: { label: "1 د", description: "تحدي الدقيقة الواحدة" },
      120: { label: "2 د", description: "تنظيف الأسنان" },
      180: { label: "3 د", description: "نودلز سريعة التحضير" },
      240: { label: "4 د", description: "قهوة المكبس الفرنسي" },
      300: { label: "5 د", description: "استراحة قصيرة" },
      600: { label: "10 د", description: "ترتيب سريع" },
      900: { label: "15 د", description: "استراحة طويلة" },
      1200: { label: "20 د", description: "قيلولة قصيرة" },
      1500: { label: "25 د", description: "بومودورو" },
      1800: { label: "30 د", description: "تمرين رياضي" },
      2700: { label: "45 د", description: "حصة دراسية" },
      3600: { label: "ساعة", description: "عمل مركّز" },
      7200: { label: "ساعتان", description: "اختبار تجريبي" },
      10800: { label: "3 ساعات", description: "جلسة طويلة" },
      14400: { label: "4 ساعات", description: "نصف يوم عمل" },
    },
    relatedTimer: (minutes) =>
      icu(
        "ar",
        "{minutes, plural, zero {مؤقت # دقيقة} one {مؤقت دقيقة واحدة} two {مؤقت دقيقتين} few {مؤقت # دقائق} many {مؤقت # دقيقة} other {مؤقت # دقيقة}}",
        { minutes },
      ),
    articleTitles: {
      "5-minute-timer-productivity-guide": "مؤقت الدقائق الخمس: دليل لزيادة الإنتاجية",
      "25-minute-pomodoro-timer-focus-work": "مؤقت بومودورو لمدة 25 دقيقة للعمل بتركيز",
      "10-creative-ways-countdown-timer-daily-life": "10 طرق مبتكرة لاستخدام مؤقت العد التنازلي في حياتك اليومية",
      "timer-effective-study-sessions": "كيف تستخدم المؤقت لجلسات مذاكرة فعّالة",
    },
  },
  related: { heading: "مؤقتات ذات صلة" },
  howTo: { heading: "طريقة الاستخدام", tips: "نصائح" },
  faq: { heading: "الأسئلة الشائعة" },
  articles: { heading: "مقالات ذات صلة", readMore: "اقرأ المقال" },

  share: {
    heading: "مشاركة",
    text: "شارك هذا المؤقت مع أصدقائك أو زملائك أو فريقك.",
    ...shareWords,
  },

  goal: {
    banner: "العمل على هدف",
    duration: (words) => `مدة الهدف: ${words}`,
    loaded: "تم تحميل مدة الهدف: اضغط على ابدأ عندما تكون مستعدًا.",
  },

  email: {
    heading: "تذكير بالبريد الإلكتروني",
    intro: "احصل على رسالة بريد إلكتروني عند انتهاء المؤقت، حتى لو أغلقت علامة التبويب هذه.",
    emailLabel: "عنوان البريد الإلكتروني",
    emailPlaceholder: "you@example.com",
    messageLabel: "رسالة مخصصة (اختياري)",
    messagePlaceholder: "مثال: أخرج الخبز من الفرن",
    save: "حفظ الإعدادات",
    saveDisabled: "أدخل عنوان بريد إلكتروني للحفظ",
    invalid: "يُرجى إدخال عنوان بريد إلكتروني صالح.",
    savedTitle: "تم حفظ إعدادات البريد الإلكتروني",
    savedText: "تم حفظ تفضيلات التذكير بالبريد الإلكتروني",
    credentialsNote:
      "تتطلب التذكيرات بالبريد الإلكتروني بيانات اعتماد بريد (اسم مستخدم وكلمة مرور تطبيق) مُعدّة على الخادم.",
    notConfigured: "التذكيرات بالبريد الإلكتروني غير متاحة على هذا الموقع حاليًا: لم يُعدّ أي خادم بريد.",
    scheduled: (time) => `تمت جدولة رسالة التذكير في ${time}.`,
    cancelled: "تم إلغاء التذكير بالبريد الإلكتروني.",
    failed: "تعذّرت جدولة التذكير بالبريد الإلكتروني. المؤقت ما زال يعمل.",
    privacy: "يُحتفظ بعنوانك فقط حتى يُرسل التذكير أو يُلغى.",
  },

  voice: {
    turnOn: "تشغيل الأوامر الصوتية",
    turnOff: "إيقاف الأوامر الصوتية",
    listening: "جارٍ الاستماع…",
    off: "الأوامر الصوتية متوقفة",
    help: "قل «ابدأ» أو «أوقف» أو «إعادة ضبط المؤقت» أو «مؤقت 10 دقائق».",
    languageNote: "تُفهم الأوامر الصوتية باللغة العربية.",
    heard: (transcript) => `سُمع: «${transcript}»`,
    error: "توقف التعرّف على الصوت. شغّله مرة أخرى لمواصلة الاستماع.",
    replies: {
      unmatched: "عذرًا، لم أفهم هذا الأمر",
      starting: (words) => `بدء مؤقت لمدة ${words}`,
      started: "بدء المؤقت",
      paused: "تم إيقاف المؤقت مؤقتًا",
      reset: "تمت إعادة ضبط المؤقت",
    },
  },

  completion: {
    timesUp: "انتهى الوقت!",
    finished: (words) => `انتهى مؤقتك لمدة ${words}.`,
    finishedWhileAway: "انتهى مؤقتك بينما كانت هذه الصفحة مغلقة.",
    dismiss: "إغلاق",
  },

  notifications: {
    title: "انتهى الوقت!",
    body: (words) => `انتهى مؤقتك لمدة ${words}.`,
    enable: "تفعيل الإشعارات",
    why: "اسمح بالإشعارات لتعرف متى ينتهي مؤقت في علامة تبويب في الخلفية.",
    denied:
      "الإشعارات محظورة، لذا لا يمكن للمؤقت الذي ينتهي في علامة تبويب في الخلفية إلا أن يرن. اسمح بها من إعدادات الموقع في متصفحك.",
    unsupported: "لا يمكن لهذا المتصفح عرض الإشعارات؛ أبقِ علامة التبويب ظاهرة لترى انتهاء المؤقت.",
  },

  sound: {
    blocked: "يحظر متصفحك الصوت حتى تتفاعل مع الصفحة، لذا لا يمكن للمنبه أن يرن بعد.",
    test: "اختبار الصوت",
    testing: "جارٍ التشغيل…",
    works: "الصوت يعمل.",
    failed: "تعذّر تشغيل الصوت. تحقق من أن علامة التبويب هذه وجهازك غير مكتومين.",
    unsupported: "لا يمكن لهذا المتصفح تشغيل الأصوات، لذا لن يرن المؤقت. أبقِ علامة التبويب ظاهرة لترى انتهاءه.",
  },

  announcements: {
    started: (words) => `بدأ المؤقت: ${words}.`,
    paused: (words) => `تم إيقاف المؤقت مؤقتًا، والمتبقي ${words}.`,
    resumed: (words) => `تم استئناف المؤقت، والمتبقي ${words}.`,
    reset: "تمت إعادة ضبط المؤقت.",
    timeSet: (words) => `تم ضبط المؤقت على ${words}.`,
    timeAdded: (added, total) => `تمت إضافة ${added}. تم ضبط المؤقت على ${total}.`,
    halfway: "انقضى نصف الوقت.",
    fiveMinutesLeft: "بقيت 5 دقائق.",
    oneMinuteLeft: "بقيت دقيقة واحدة.",
    thirtySecondsLeft: "بقيت 30 ثانية.",
    tenSecondsLeft: "بقيت 10 ثوانٍ.",
    finished: "انتهى الوقت! انتهى المؤقت.",
    restored: (words) => `تمت استعادة مؤقتك، والمتبقي ${words}.`,
  },

  shortcuts: {
    heading: "اختصارات لوحة المفاتيح",
    startPause: "مسافة: بدء أو إيقاف مؤقت",
    reset: "R: إعادة ضبط",
    fullScreen: "F: ملء الشاشة",
  },

  wakeLock: {
    active: "تبقى الشاشة مضاءة ما دام المؤقت يعمل.",
  },
};

export default ar;
