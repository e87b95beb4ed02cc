import {
  migrateLegacyAlarm,
  parseStoredAlarms,
  serializeAlarms,
  type Alarm,
  type StoredAlarms,
} from "@core/alarm-list";
import { createLocalStore, readStorage, writeStorage } from "~/lib/local-store";

/** Local-storage key of the alarm list (it survives a reload; other tabs see changes). */
export const ALARMS_STORAGE_KEY = "tickwise-alarms";
/** Where the single alarm of earlier versions was kept; read once, moved into the list, removed. */
const LEGACY_STORAGE_KEY = "tickwise-alarm";

const empty: StoredAlarms = { alarms: [], refused: 0 };

export const alarmsStore = createLocalStore<StoredAlarms>(
  ALARMS_STORAGE_KEY,
  parseStoredAlarms,
  (value) => serializeAlarms(value.alarms),
  empty,
);

/** Replaces the list; what was refused on reading is dropped from storage with this write. */
export function updateAlarms(change: (alarms: Alarm[]) => Alarm[]): void {
  alarmsStore.set({ alarms: change(alarmsStore.get().alarms), refused: 0 });
}

/** The visitor's IANA zone: wall-clock times become instants with its rules. */
export function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Moves an earlier version's single alarm into the list (once; it keeps its instant). */
export function migrateLegacyStore(sound: string): void {
  const raw = readStorage(LEGACY_STORAGE_KEY);
  if (raw === null) return;
  const migrated = migrateLegacyAlarm(raw, localZone(), sound);
  if (migrated) {
    const { alarms } = alarmsStore.get();
    const id = alarms.some((a) => a.id === migrated.id) ? `migrated-${migrated.at}` : migrated.id;
    if (!alarms.some((a) => a.id === id))
      alarmsStore.set({ ...alarmsStore.get(), alarms: [...alarms, { ...migrated, id }] });
  }
  writeStorage(LEGACY_STORAGE_KEY, null);
}
