import type { Language } from "@core/settings";
import { en, type Messages } from "./en";
import { es } from "./es";

export type { Messages };
export const messages: Record<Language, Messages> = { en, es };
