import { parseStoredAlarm, type StoredAlarm } from "@core/alarm";
import { createLocalStore } from "~/lib/local-store";

/** Local-storage key of the one active alarm (it survives a reload; other tabs see changes). */
export const ALARM_STORAGE_KEY = "tickwise-alarm";

export const alarmStore = createLocalStore<StoredAlarm | null>(
  ALARM_STORAGE_KEY,
  parseStoredAlarm,
  (value) => JSON.stringify(value),
  null,
);
