import { intlLocale } from "@core/locales";
import type { Language } from "@core/settings";

/** The Intl locale each interface language formats dates and numbers with (one map for every page). */
export const localeOf: Record<Language, string> = intlLocale;
