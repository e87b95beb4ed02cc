import { settingsText } from "@content/settings/text";
import { localeOf } from "@content/i18n/locale";
import { soundNames } from "@core/sounds";
import { Play, Trash2, Upload } from "lucide";
import { Icon } from "~/ui/icon";
import { useEffect, useId, useState, type ChangeEvent } from "react";
import { playChosenSound, unlockAudio } from "~/lib/audio";
import {
  checkCustomAudio,
  customSoundInfo,
  removeCustomSound,
  saveCustomSound,
  subscribeCustomSound,
  type CustomSoundInfo,
} from "~/lib/custom-audio";
import { useI18n, useText } from "~/lib/i18n";
import { updateSettings, useSettings } from "~/lib/preferences";
import { toast } from "~/ui/toast";
import { SettingsSection } from "./section";

/** The visitor's stored custom sound (IndexedDB), kept up to date. */
function useCustomSoundInfo(): CustomSoundInfo | null {
  const [info, setInfo] = useState<CustomSoundInfo | null>(null);
  useEffect(() => {
    let live = true;
    const refresh = () => void customSoundInfo().then((next) => live && setInfo(next));
    refresh();
    const unsubscribe = subscribeCustomSound(refresh);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return info;
}

/** Alarm sound with preview, custom upload (≤ 5 MB, ≤ 5 s), confetti (docs/product.md, Settings and display). */
export function AudioSection() {
  // This namespace first: on a first server render a component that suspends on two namespaces
  // in a row is replayed with the first one's value for the second (useI18n's `t` is not used).
  const text = useText(settingsText);
  const { language } = useI18n();
  const settings = useSettings();
  const custom = useCustomSoundInfo();
  const [checking, setChecking] = useState(false);
  const ids = { sound: useId(), file: useId(), fileHelp: useId(), confetti: useId(), confettiHelp: useId() };
  const saved = () => toast({ title: text.toast.saved, description: text.toast.savedText });

  const preview = async () => {
    await unlockAudio();
    if (!(await playChosenSound(settings.sound))) {
      toast({ title: text.audio.preview, description: text.audio.previewFailed, variant: "destructive" });
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setChecking(true);
    try {
      const result = await checkCustomAudio(file);
      if (!result.ok) {
        const [title, description] =
          result.reason === "too-large"
            ? [text.toast.tooLarge, text.toast.tooLargeText]
            : result.reason === "too-long"
              ? [text.toast.tooLong, text.toast.tooLongText]
              : [text.toast.unreadable, text.toast.unreadableText];
        toast({ title, description, variant: "destructive" });
        return;
      }
      try {
        await saveCustomSound(
          { name: file.name, type: file.type, size: file.size, durationSeconds: result.durationSeconds },
          result.data,
        );
      } catch (error) {
        console.warn("custom sound could not be stored", error);
        toast({ title: text.toast.storeFailed, description: text.toast.storeFailedText, variant: "destructive" });
        return;
      }
      updateSettings({ sound: "custom" });
      toast({ title: text.toast.uploaded, description: text.toast.uploadedText(file.name) });
    } finally {
      setChecking(false);
      input.value = "";
    }
  };

  const remove = async () => {
    await removeCustomSound();
    if (settings.sound === "custom") updateSettings({ sound: "beep" });
    toast({ title: text.toast.removed, description: text.toast.removedText });
  };

  const seconds = (n: number) => n.toLocaleString(localeOf[language], { maximumFractionDigits: 1 });

  return (
    <SettingsSection title={text.audio.heading} help={text.audio.help}>
      {() => (
        <>
          <div className="grid gap-1">
            <label htmlFor={ids.sound} className="font-semibold">
              {text.audio.sound}
            </label>
            <div className="flex flex-wrap gap-2">
              <select
                id={ids.sound}
                className="field min-w-56"
                value={settings.sound}
                onChange={(e) => {
                  updateSettings({ sound: e.target.value });
                  saved();
                }}
              >
                {soundNames.map((name) => (
                  <option key={name} value={name}>
                    {text.sounds[name]}
                  </option>
                ))}
                {(custom || settings.sound === "custom") && <option value="custom">{text.audio.custom}</option>}
              </select>
              <button type="button" className="button-secondary" onClick={() => void preview()}>
                <Icon node={Play} className="h-4 w-4" />
                {text.audio.preview}
              </button>
            </div>
          </div>
          <div className="grid gap-2">
            <label htmlFor={ids.file} className="font-semibold">
              <Icon node={Upload} className="me-2 inline h-4 w-4" />
              {text.audio.upload}
            </label>
            <input
              id={ids.file}
              type="file"
              accept="audio/*"
              disabled={checking}
              aria-describedby={ids.fileHelp}
              onChange={(e) => void upload(e)}
              className="block w-full max-w-md text-sm file:me-3 file:rounded-lg file:border file:border-slate-500 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-900 dark:file:bg-slate-800 dark:file:text-slate-50"
            />
            <p id={ids.fileHelp} className="text-sm text-muted">
              {checking ? text.audio.checking : text.audio.uploadHelp}
            </p>
            {custom && (
              <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
                <p className="break-all" data-testid="custom-sound-info">
                  {text.audio.current(custom.name, seconds(custom.durationSeconds))}
                </p>
                <button type="button" className="button-secondary" onClick={() => void remove()}>
                  <Icon node={Trash2} className="h-4 w-4" />
                  {text.audio.remove}
                </button>
              </div>
            )}
          </div>
          <div className="flex items-start gap-3">
            <input
              id={ids.confetti}
              type="checkbox"
              role="switch"
              className="mt-1 h-5 w-5 accent-brand"
              checked={settings.confettiEnabled}
              aria-describedby={ids.confettiHelp}
              onChange={(e) => {
                updateSettings({ confettiEnabled: e.target.checked });
                saved();
              }}
            />
            <div>
              <label htmlFor={ids.confetti} className="font-semibold">
                {text.audio.confetti}
              </label>
              <p id={ids.confettiHelp} className="text-sm text-muted">
                {text.audio.confettiHelp}
              </p>
            </div>
          </div>
        </>
      )}
    </SettingsSection>
  );
}
