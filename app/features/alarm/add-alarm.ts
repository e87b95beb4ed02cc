import type { AlarmText } from "@content/alarm/text";
import { createAlarm, type NewAlarm } from "@core/alarm-list";
import { unlockAudio } from "~/lib/audio";
import { requestNotificationPermission } from "~/lib/notify";
import { serverNow } from "~/lib/server-time";
import { toast } from "~/ui/toast";
import { alarmsStore, localZone, updateAlarms } from "./alarm-store";

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Adds an alarm from the form or a preset (validation and toasts: docs/product.md, Alarm); returns
 * whether it was added. A refused alarm changes nothing.
 */
export function addAlarm(
  input: NewAlarm,
  { s, formatWhen, announce }: { s: AlarmText; formatWhen(at: number): string; announce(text: string): void },
): boolean {
  const result = createAlarm(input, {
    now: serverNow(),
    zone: localZone(),
    id: newId(),
    count: alarmsStore.get().alarms.length,
  });
  if ("problem" in result) {
    const description = {
      missing: s.toast.missing,
      past: s.toast.past,
      label: s.form.labelTooLong,
      full: s.toast.full,
    }[result.problem];
    toast({ title: s.toast.errorTitle, description, variant: "destructive" });
    return false;
  }
  // From the click: unlock sound now, and ask (once) for notifications for a hidden tab.
  void unlockAudio();
  void requestNotificationPermission();
  updateAlarms((alarms) => [...alarms, result.alarm]);
  const when = formatWhen(result.alarm.at!);
  toast({ title: s.toast.setTitle, description: s.toast.setText(when) });
  announce(s.status.set(when));
  return true;
}
