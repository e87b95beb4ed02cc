import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const ar: AlarmText = {
  toolName: "المنبّه",
  breadcrumb: "المنبّه",
  clock: {
    label: "الوقت الحالي",
    countdownLabel: "الوقت المتبقي حتى المنبّه",
    alarmAt: (when) => `المنبّه عند ${when}`,
    progress: "التقدّم خلال الساعات الـ24 السابقة للمنبّه",
    progressText: (percent) => `${percent}% من الساعات الـ24 السابقة للمنبّه`,
  },
  form: {
    heading: "ضبط المنبّه",
    input: "تاريخ المنبّه ووقته",
    help: "اختر تاريخًا ووقتًا في المستقبل، أو اختر منبّهًا شائعًا أدناه.",
    set: "ضبط المنبّه",
    label: "الاسم",
    labelHelp: `اختياري، حتى ${ALARM_LABEL_MAX} حرفًا، مثل «النادي الرياضي».`,
    labelTooLong: `يمكن أن يتكوّن الاسم من ${ALARM_LABEL_MAX} حرفًا على الأكثر.`,
    linkLabelTooLong: (length) =>
      icu(
        "ar",
        `يتكوّن الاسم في الرابط من {length, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}، والحد الأقصى ${ALARM_LABEL_MAX}، لذا لم يُستخدم.`,
        { length },
      ),
    sound: "صوت هذا المنبّه",
    repeat: "التكرار في",
    repeatHelp: "دون اختيار أيام يرنّ المنبّه مرة واحدة. مع اختيار أيام يرنّ في هذا الوقت في كل يوم منها.",
    keepOpen: "أبقِ علامة التبويب هذه مفتوحة: يرنّ المنبّه فيها.",
    permission: "اسمح بالإشعارات لتصلك التنبيهات عندما تكون علامة التبويب في الخلفية.",
    notificationsDenied: "الإشعارات محظورة: يمكن لعلامة التبويب المخفية أن ترنّ فقط دون عرض إشعار.",
    soundBlocked: "الصوت محظور حتى تنقر على الصفحة؛ ضبط المنبّه بنقرة يلغي الحظر.",
  },
  presets: {
    heading: "منبّهات شائعة",
    title: (time) => `منبّه ${clock24(time)}`,
    part: { morning: "صباحًا", afternoon: "بعد الظهر", evening: "مساءً" },
    setFor: (title, when) => `${title}: مضبوط على ${when}`,
  },
  toast: {
    errorTitle: "خطأ",
    missing: "يُرجى اختيار تاريخ ووقت للمنبّه.",
    past: "يُرجى اختيار وقت في المستقبل للمنبّه.",
    failed: "تعذّر ضبط المنبّه",
    setTitle: "تم ضبط المنبّه",
    setText: (when) => `تم ضبط المنبّه على ${when}`,
    stoppedTitle: "تم إيقاف المنبّه",
    stoppedText: "تم إلغاء المنبّه",
    missedTitle: "منبّه فائت",
    missedText: (when) => `فات منبّه ${when} بينما كانت الصفحة مغلقة.`,
    full: `لديك بالفعل ${ALARMS_MAX} منبّهات: احذف واحدًا لإضافة آخر.`,
    deletedTitle: "تم حذف المنبّه",
    deletedText: (label) => `تم حذف ${label}`,
  },
  notification: { title: (label) => `منبّه! ${label}`, body: (when) => `منبّهك المضبوط على ${when} يرنّ الآن.` },
  documentTitle: (remaining) => `المنبّه - متبقٍ ${remaining}`,
  status: {
    set: (when) => `تم ضبط المنبّه على ${when}`,
    stopped: "تم إيقاف المنبّه",
    snoozed: (minutes, when) =>
      icu(
        "ar",
        "تم التأجيل {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}} حتى {when}",
        { minutes, when },
      ),
    deleted: "تم حذف المنبّه",
    on: (label) => `${label} مفعّل`,
    off: (label) => `${label} متوقف`,
  },
  unnamed: "منبّه",
  days: { once: "مرة واحدة", everyDay: "كل يوم", weekdays: "أيام العمل", weekend: "عطلات نهاية الأسبوع" },
  list: {
    heading: "منبّهاتك",
    empty: "لا توجد منبّهات بعد. اضبط واحدًا أعلاه أو اختر منبّهًا شائعًا.",
    refused: (count) =>
      icu(
        "ar",
        "{count, plural, zero {تعذّرت قراءة # منبّه محفوظ (تالف، أو اسمه أطول من 60 حرفًا) فتم استبعاده.} one {تعذّرت قراءة منبّه محفوظ واحد (تالف، أو اسمه أطول من 60 حرفًا) فتم استبعاده.} two {تعذّرت قراءة منبّهين محفوظين (تالفين، أو اسماهما أطول من 60 حرفًا) فتم استبعادهما.} few {تعذّرت قراءة # منبّهات محفوظة (تالفة، أو أسماؤها أطول من 60 حرفًا) فتم استبعادها.} many {تعذّرت قراءة # منبّهًا محفوظًا (تالفة، أو أسماؤها أطول من 60 حرفًا) فتم استبعادها.} other {تعذّرت قراءة # منبّه محفوظ (تالفة، أو أسماؤها أطول من 60 حرفًا) فتم استبعادها.}}",
        { count },
      ),
    inMinutes: (minutes) => icu("ar", "بعد {minutes, plural, other {# د}}", { minutes }),
    inHours: (hours) => icu("ar", "بعد {hours, plural, other {# س}}", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("ar", "بعد {hours, plural, other {# س}} و{minutes, plural, other {# د}}", { hours, minutes }),
    today: "اليوم",
    tomorrow: "غدًا",
    onWeekday: (weekday) => `يوم ${weekday}`,
    onDate: (date) => `في ${date}`,
    snoozedUntil: (when) => `مؤجَّل حتى ${when}`,
    off: "متوقف",
    sound: (name) => `الصوت: ${name}`,
    switchLabel: (label, time) => `${label} عند ${time}`,
    delete: (label, time) => `حذف ${label} عند ${time}`,
    calendar: (label, time) => `إضافة ${label}، ${time}، إلى التقويم (ملف ‎.ics)`,
  },
  ring: {
    heading: "يرنّ الآن",
    announce: (label) => `المنبّه يرنّ: ${label}`,
    documentTitle: (label) => `⏰ ${label} - المنبّه يرنّ`,
    snooze: (minutes) => icu("ar", "تأجيل {minutes, plural, other {# د}}", { minutes }),
    stop: "إيقاف",
  },
  steps: {
    heading: "كيفية استخدام المنبّه",
    items: [
      "اختر تاريخًا ووقتًا في بطاقة ضبط المنبّه، وأضف إن شئت اسمًا وصوتًا وأيام تكرار، أو انقر أحد المنبّهات الشائعة.",
      "اضغط ضبط المنبّه. سيظهر في منبّهاتك مع موعد رنينه التالي؛ وتعدّ الساعة الكبيرة تنازليًا حتى أقرب منبّه، ويعرض عنوان علامة التبويب الوقت المتبقي.",
      "أبقِ علامة التبويب هذه مفتوحة (يمكن أن تكون في الخلفية). في الوقت المحدد يُشغَّل الصوت ويظهر المنبّه باسمه: أجّله 5 أو 10 دقائق، أو أوقفه.",
      "غيّرت رأيك؟ أوقف المنبّه أو احذفه.",
    ],
    tipsHeading: "نصائح",
    tips: [
      "انقر على الصفحة مرة قبل مغادرتها: لا تسمح المتصفحات بالصوت إلا بعد تفاعل.",
      "اسمح بالإشعارات لكي تعرض علامة التبويب في الخلفية إشعارًا من النظام أيضًا.",
      "للصباح، اختر صوتًا ألطف مثل Gentle Wake أو Sunrise Yoga من إعدادات العرض.",
      "للمنبّهات البعيدة، أبقِ جهازك موصولًا بالشاحن وامنعه من السكون: الحاسوب في وضع السكون لا يرنّ.",
    ],
  },
  faqHeading: "الأسئلة الشائعة عن المنبّه",
  articles: {
    heading: "مقالات ذات صلة",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "كيف تستيقظ بمنبّه على الإنترنت" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "الشروق والغروب ومواعيد نومك" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 طرق مبتكرة لاستخدام المؤقّت يوميًا" },
      { to: "/timer", label: "مؤقّت العد التنازلي على الإنترنت" },
    ],
  },
};

export default ar;
