import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "الأهداف والمهام: مؤقتات تركيز لأهدافك | Tickwise",
  description: "اكتب هدفًا، واختر مدة تركيز من 5 دقائق إلى ساعتين، وابدأ عدًّا تنازليًا له. مجاني وخاص بمتصفحك ودون تسجيل.",
  breadcrumb: "الأهداف والمهام",
};
export default page;
