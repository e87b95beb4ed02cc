import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const ar: StopwatchText = {
  toolName: "ساعة الإيقاف",
  card: "ساعة الإيقاف",
  display: {
    label: "الوقت المنقضي",
    millis: "ملّي ثانية",
    loop: "التقدّم خلال الثواني العشر الحالية",
    loopText: (seconds) => icu("ar", "{seconds, number} من 10 ثوانٍ", { seconds }),
  },
  controls: {
    start: "ابدأ",
    resume: "استئناف",
    pause: "إيقاف مؤقت",
    lap: "لفة",
    reset: "إعادة ضبط",
    fullscreen: "ملء الشاشة",
    exitFullscreen: "الخروج من ملء الشاشة",
    shortcuts: "لوحة المفاتيح: المسافة للبدء/الإيقاف المؤقت · L لفة · R إعادة ضبط · F ملء الشاشة",
  },
  status: {
    started: "بدأت ساعة الإيقاف",
    paused: (time) => `توقفت ساعة الإيقاف مؤقتًا عند ${time}`,
    reset: "أُعيد ضبط ساعة الإيقاف",
    lap: (n, lapTime) => icu("ar", "اللفة {n, number}: {lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "اللفات",
    caption: "اللفات، الأحدث أولًا",
    lap: "اللفة",
    lapName: (n) => icu("ar", "اللفة {n, number}", { n }),
    lapTime: "زمن اللفة",
    total: "الإجمالي",
    fastest: "الأسرع",
    slowest: "الأبطأ",
    empty: "لا توجد لفات بعد. اضغط «لفة» (أو L) أثناء عمل ساعة الإيقاف لتسجيل لفة.",
    copyText: "نسخ كنص",
    copyCsv: "نسخ بصيغة CSV",
    download: "تنزيل ملف CSV",
    copiedText: "نُسخت اللفات كنص",
    copiedCsv: "نُسخت اللفات بصيغة CSV",
    copyFailedTitle: "تعذّر النسخ",
    copyFailedText: "تعذّر نسخ اللفات إلى الحافظة",
  },
  presets: {
    heading: "إعدادات مسبقة",
    intro: "حدّد هدفًا لساعة الإيقاف: تنبّهك بصوت المنبّه الذي اخترته عند كل إشارة وتواصل العدّ.",
    use: "استخدام الإعداد",
    active: "مفعّل",
    clear: "إلغاء الإعداد",
    target: (time) => `الهدف ${time}`,
    items: {
      sprint: { name: "عدو سريع", description: "تكرار 100 م في بداية كل دقيقة، 10 جولات." },
      plank: { name: "بلانك", description: "اثبت دقيقة واحدة، مع إشارة عند المنتصف." },
      hiit: { name: "HIIT", description: "Tabata: ‏20 ث تمرين، 10 ث راحة، 8 جولات (4 دقائق)." },
      cooking: { name: "طبخ", description: "إشارة عند 10 دقائق، وتنبيه عند 5." },
      study: { name: "مذاكرة", description: "فترة تركيز مدتها 25 دقيقة، مع تنبيه قبل نهايتها بـ5 دقائق." },
      meeting: { name: "اجتماع", description: "30 دقيقة، مع تنبيه قبل النهاية بـ5 دقائق للختام." },
    },
    panel: "تقدّم الإعداد",
    phase: { work: "تمرين", rest: "راحة", round: "جولة", running: "قيد التشغيل", done: "تحقّق الهدف" },
    roundOf: (round, rounds) => icu("ar", "الجولة {round, number} من {rounds, number}", { round, rounds }),
    nextCue: (time) => `الإشارة التالية بعد ${time}`,
    progress: "التقدّم نحو الهدف",
    cue: (kind, name, time, round) =>
      icu(
        "ar",
        "{kind, select, target {{name}: تحقّق الهدف عند {time}} halfway {{name}: المنتصف، {time}} warning {{name}: بقيت 5 دقائق} work {{name}: تمرين، الجولة {round}} rest {{name}: راحة} other {{name}: الجولة {round}، انطلق!}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "استخدامات ساعة الإيقاف", all: "كل استخدامات ساعة الإيقاف" },
  howTo: {
    heading: "كيف تستخدم ساعة الإيقاف",
    steps: [
      "اضغط «ابدأ» (أو مفتاح المسافة) لبدء التوقيت؛ تعرض الأرقام الساعات والدقائق والثواني، وتحتها أجزاء الألف من الثانية.",
      "اضغط «لفة» (أو L) لتسجيل زمن جزئي؛ يظهر زمن كل لفة والإجمالي في الجدول.",
      "اضغط «إيقاف مؤقت» (أو مفتاح المسافة) لإيقاف العدّ، و«استئناف» للمتابعة من الوقت نفسه.",
      "اضغط «إعادة ضبط» (أو R) لمسح الوقت واللفات، وF لملء الشاشة على جهاز عرض أو تلفاز.",
    ],
    tipsHeading: "نصائح",
  },
  faq: { heading: (h1) => `أسئلة شائعة: ${h1}` },
  articles: {
    heading: "مقالات ذات صلة",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "كيف تستخدم المؤقّت لمذاكرة فعّالة" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 طرق مبتكرة لاستخدام المؤقّت كل يوم" },
      { to: "/blog/5-minute-timer-productivity-guide", label: "دليل الإنتاجية مع مؤقّت الخمس دقائق" },
      { to: "/timer", label: "مؤقّت العدّ التنازلي عبر الإنترنت" },
    ],
  },
  share: { heading: "شارك ساعة الإيقاف هذه" },
};

export default ar;
