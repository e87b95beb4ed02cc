import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in Arabic. */
const ar: UnsubscribeText = {
  meta: {
    title: "إلغاء الاشتراك في رسائل Tickwise | Tickwise",
    description: "أوقف كل رسائل Tickwise إلى عنوانك: تذكيرات المؤقّت ورسائل الشيفرة المصدرية.",
  },
  heading: "إلغاء الاشتراك في رسائل Tickwise",
  intro:
    "لن يرسل Tickwise أي رسائل أخرى إلى العنوان المرتبط بهذا الرابط: لا تذكيرات مؤقّت ولا رسائل شيفرة مصدرية، ولا حتى المجدولة منها.",
  confirm: "إلغاء الاشتراك",
  confirming: "جارٍ إلغاء الاشتراك…",
  done: "أُلغي اشتراكك. لن يراسل Tickwise هذا العنوان مرة أخرى.",
  invalid: "رابط إلغاء الاشتراك هذا غير صالح. افتح الرابط من الرسالة مرة أخرى، كاملًا ودون تغيير.",
  failed: "تعذّر إكمال الطلب. يُرجى المحاولة مرة أخرى بعد قليل.",
  back: "العودة إلى المؤقّت",
};

export default ar;
