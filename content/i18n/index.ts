import { defineText } from "./text-namespace";
import type en from "./locales/en";

export type Messages = typeof en;

/** The shell's words: header, footer, skip link, 404 and error pages. */
export const shellText = defineText<Messages>("shell", {
  en: () => import("./locales/en"),
  es: () => import("./locales/es"),
});
