import type { ToolHeadingCopy } from "~/ui/tool-page";
import { focusText } from "@content/focus/ui";
import type { PomodoroPlan } from "@core/focus-cycle";
import { defaultPomodoro, pomodoroPlan, type PomodoroSettings } from "@core/focus-presets";
import { useId, useMemo } from "react";
import { useText } from "~/lib/i18n";
import { CycleCard } from "./cycle-card";
import { HistoryCard } from "./history-card";
import { FocusHeader, urlProblem } from "./page-parts";
import { usePhaseEffects } from "./phase-effects";
import { SettingsForm } from "./settings-form";
import { useCycleControls } from "./use-controls";
import { pomodoroStore, useCycle } from "./use-cycle";

const fallback = pomodoroPlan(defaultPomodoro);
const fields = ["focus", "short", "long", "every"] as const;

const toSettings = (p: PomodoroPlan): PomodoroSettings => ({
  focus: p.focus / 60,
  short: p.short / 60,
  long: p.long / 60,
  every: p.longEvery,
  autoStart: p.autoStart,
});

/**
 * /pomodoro and its presets: the focus cycle, its settings and this week's history.
 * `settings` is null when the page names none (then the visitor's stored settings are used).
 */
export function PomodoroScreen({
  copy,
  routeKey,
  settings,
  label,
  invalid,
}: {
  /** The page's words the tool shows, chosen by the route's loader (it never ships every language). */
  copy: ToolHeadingCopy;
  routeKey: string;
  settings: PomodoroSettings | null;
  label: string;
  invalid: readonly string[];
}) {
  const t = useText(focusText);
  const plan = useMemo(() => (settings ? pomodoroPlan(settings) : null), [settings]);
  const snapshot = useCycle(pomodoroStore, routeKey, plan, fallback, label);
  const { actions, announcement, announce } = useCycleControls(pomodoroStore, t, snapshot);
  usePhaseEffects({ store: pomodoroStore, t, announce, baseTitle: copy.title, snapshot });
  const autoId = useId();
  const current = snapshot.plan.type === "pomodoro" ? toSettings(snapshot.plan) : defaultPomodoro;

  return (
    <div className="grid grid-cols-1 gap-8">
      <FocusHeader copy={copy} problem={urlProblem(t, invalid)} />
      <CycleCard
        t={t}
        snapshot={snapshot}
        announcement={announcement}
        actions={{ ...actions, setLabel: (v) => pomodoroStore.setLabel(v) }}
      />
      <SettingsForm
        t={t}
        heading={t.settings.heading}
        intro={t.settings.intro}
        fields={fields}
        values={current}
        disabled={snapshot.status === "running"}
        submitLabel={t.settings.save}
        onSubmit={(values, form) => {
          const autoStart = (form.elements.namedItem("autoStart") as HTMLInputElement | null)?.checked ?? false;
          pomodoroStore.setPlan(pomodoroPlan({ ...values, autoStart }));
        }}
      >
        <div className="flex items-center gap-2 sm:col-span-2" key={`auto-${current.autoStart}`}>
          <input
            id={autoId}
            name="autoStart"
            type="checkbox"
            defaultChecked={current.autoStart}
            className="h-5 w-5 accent-brand"
          />
          <label htmlFor={autoId}>{t.settings.autoStart}</label>
        </div>
      </SettingsForm>
      <HistoryCard t={t} />
    </div>
  );
}
