import type { Messages } from "..";

/** Interface text of the shell, in Arabic. */
const ar: Messages = {
  product: "Tickwise",
  skipToContent: "الانتقال إلى المحتوى الرئيسي",
  nav: {
    label: "الرئيسية",
    timer: "المؤقت",
    stopwatch: "ساعة الإيقاف",
    pomodoro: "بومودورو",
    time: "الوقت",
    alarm: "المنبه",
    goals: "الأهداف",
    settings: "الإعدادات",
    home: "الصفحة الرئيسية لـ Tickwise",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
  },
  moreTools: {
    label: "أدوات أخرى",
    timers: "مؤقتات متعددة",
    intervalTimer: "مؤقت الفترات",
    timeConverter: "محوّل الوقت",
    meetingPlanner: "مخطط الاجتماعات",
    countdown: "العد التنازلي",
  },
  footer: {
    label: "تذييل الصفحة",
    blog: "المدونة",
    holidays: "العطلات",
    terms: "الشروط والأحكام",
    privacy: "سياسة الخصوصية",
    rights: (year: number) => `© ${year} Tickwise. جميع الحقوق محفوظة.`,
    language: "اللغة",
  },
  panel: {
    open: "إعدادات العرض",
    title: "إعدادات العرض",
    lightMode: "الوضع الفاتح",
    darkMode: "الوضع الداكن",
    font: "الخط",
    background: "لون الخلفية",
    reset: "إعادة الضبط",
    sound: "صوت المنبه",
    close: "إغلاق",
  },
  toast: { item: "إشعار", close: "إغلاق الإشعار", region: "الإشعارات ({hotkey})" },
  notFound: {
    title: "404 الصفحة غير موجودة",
    text: "هل نسيت إضافة الصفحة إلى الموجّه؟",
    home: "الانتقال إلى المؤقت",
    description: "هذه الصفحة غير موجودة على Tickwise.",
  },
  error: {
    title: "حدث خطأ ما",
    text: "تعذّر عرض الصفحة. يُرجى إعادة تحميلها.",
  },
  legal: {
    updated: "آخر تحديث",
    back: "العودة إلى المؤقت",
  },
};

export default ar;
