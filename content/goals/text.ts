import { defineText } from "../i18n/text-namespace";

/** Interface text of the Goals and Tasks screen (docs/product.md, Goals). */
export interface GoalsText {
  heading: string;
  intro: string;
  privacy: string;
  newGoal: string;
  closeForm: string;
  form: {
    heading: string;
    title: string;
    titlePlaceholder: string;
    description: string;
    descriptionPlaceholder: string;
    duration: string;
    required: string;
    submit: string;
    submitting: string;
    titleRequired: string;
    titleTooLong(max: number): string;
    descriptionTooLong(max: number): string;
  };
  active(count: number): string;
  completed(count: number): string;
  loading: string;
  loadFailed: string;
  retry: string;
  emptyActive: string;
  emptyCompleted: string;
  card: {
    duration: string;
    startTimer: string;
    complete: string;
    markPending: string;
    delete: string;
    completedBadge: string;
  };
  confirm: { title: string; text: string; cancel: string; confirm: string };
  toast: {
    created: string;
    createdText(title: string): string;
    updated: string;
    completedText(title: string): string;
    pendingText(title: string): string;
    deleted: string;
    deletedText(title: string): string;
    error: string;
    createFailed: string;
    limitReached(max: number): string;
    updateFailed: string;
    deleteFailed: string;
  };
}

export const goalsText = defineText<GoalsText>("goals", {
  en: () => import("./locales/en"),
  es: () => import("./locales/es"),
  de: () => import("./locales/de"),
  fr: () => import("./locales/fr"),
  "pt-BR": () => import("./locales/pt-BR"),
  it: () => import("./locales/it"),
  nl: () => import("./locales/nl"),
  pl: () => import("./locales/pl"),
  ja: () => import("./locales/ja"),
  "zh-Hans": () => import("./locales/zh-Hans"),
  hi: () => import("./locales/hi"),
  ar: () => import("./locales/ar"),
});
