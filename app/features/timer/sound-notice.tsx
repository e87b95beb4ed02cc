import { BellOff, Volume2, VolumeX } from "lucide";
import { Icon } from "~/ui/icon";
import { useEffect, useState } from "react";
import { useBrowserStore } from "~/lib/client-value";
import {
  audioStatus,
  playChosenSound,
  probeAudio,
  subscribeAudioStatus,
  unlockAudio,
  type AudioStatus,
} from "~/lib/audio";
import {
  notificationPermission,
  subscribeNotificationPermission,
  type NotificationPermissionState,
} from "~/lib/notify";
import type { TimerStrings } from "./strings";

const serverAudio = (): AudioStatus => "ready";
const serverPermission = (): NotificationPermissionState => "default";

export function useAudioStatus(): AudioStatus {
  return useBrowserStore(subscribeAudioStatus, audioStatus, serverAudio);
}

export function useNotificationPermission(): NotificationPermissionState {
  return useBrowserStore(subscribeNotificationPermission, notificationPermission, serverPermission);
}

/**
 * "Nothing silent": when the timer could not ring (sound still blocked by the browser, or no Web
 * Audio) or could not alert a hidden tab (notifications denied), say so beside the timer while it
 * runs, before it matters, with a one-click sound test (which also unlocks the sound).
 */
export function SoundNotice({ active, sound, s }: { active: boolean; sound: string; s: TimerStrings }) {
  const audio = useAudioStatus();
  const permission = useNotificationPermission();
  const [tested, setTested] = useState<"idle" | "played" | "failed">("idle");
  // A timer restored after a reload runs before any click: ask the browser whether it may ring.
  useEffect(() => {
    if (active && audio === "locked") probeAudio();
  }, [active, audio]);
  const soundProblem = audio === "unsupported" || (active && audio === "locked");
  const notifyProblem = active && permission === "denied";
  // Once tested, stay (with the result) so the button keeps focus and the answer is heard.
  if (!soundProblem && !notifyProblem && !(active && tested !== "idle")) return null;

  const test = async () => {
    await unlockAudio();
    setTested((await playChosenSound(sound)) ? "played" : "failed");
  };

  return (
    <div
      className="timer-fullscreen-hide mt-4 grid gap-2 rounded-xl border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
      data-testid="sound-notice"
    >
      {soundProblem && (
        <p className="flex items-start gap-2">
          <Icon node={VolumeX} className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{audio === "unsupported" ? s.sound.unsupported : s.sound.blocked}</span>
        </p>
      )}
      {notifyProblem && (
        <p className="flex items-start gap-2">
          <Icon node={BellOff} className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{s.notifications.denied}</span>
        </p>
      )}
      {audio !== "unsupported" && (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="button-secondary" onClick={() => void test()}>
            <Icon node={Volume2} className="h-4 w-4" />
            {s.sound.test}
          </button>
          <span role="status">{tested === "played" ? s.sound.works : tested === "failed" ? s.sound.failed : ""}</span>
        </div>
      )}
    </div>
  );
}
