import type { ToolHeadingCopy } from "~/ui/tool-page";
import { focusText, type FocusText } from "@content/focus/ui";
import { defaultInterval, intervalPlan, intervalQueryString, type IntervalSettings } from "@core/focus-presets";
import { useMemo } from "react";
import { useNavigate } from "~/lib/nav";
import { copyText } from "~/lib/clipboard";
import { useLocalePath, useText } from "~/lib/i18n";
import { toast } from "~/ui/toast-store";
import { CycleCard } from "./cycle-card";
import { FocusHeader, urlProblem } from "./page-parts";
import { usePhaseEffects } from "./phase-effects";
import { SettingsForm } from "./settings-form";
import { useCycleControls } from "./use-controls";
import { intervalStore, useCycle } from "./use-cycle";

const fallback = intervalPlan(defaultInterval);
const fields = ["work", "rest", "rounds", "warmup"] as const;

/** The link that opens this exact set: the builder's settings in the query (docs/product.md). */
function ShareSetLink({ t, origin, settings }: { t: FocusText; origin: string; settings: IntervalSettings }) {
  const to = useLocalePath();
  const href = `${origin}${to("/interval-timer")}?${intervalQueryString(settings)}`;
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <p className="font-semibold">{t.builder.link}</p>
      <p className="mt-1 flex flex-wrap items-center gap-3">
        <a href={href} className="break-all text-brand underline underline-offset-4" data-testid="interval-link">
          {href}
        </a>
        <button
          type="button"
          className="button-secondary px-3 py-1"
          onClick={() => void copyText(href).then((ok) => ok && toast({ title: t.builder.copied }))}
        >
          {t.builder.copy}
        </button>
      </p>
    </div>
  );
}

/** /interval-timer and its presets: the interval set and its builder (settings in the URL). */
export function IntervalScreen({
  copy,
  routeKey,
  settings,
  invalid,
  origin,
}: {
  /** The page's words the tool shows, chosen by the route's loader (it never ships every language). */
  copy: ToolHeadingCopy;
  routeKey: string;
  settings: IntervalSettings | null;
  invalid: readonly string[];
  origin: string;
}) {
  const t = useText(focusText);
  const navigate = useNavigate();
  const to = useLocalePath();
  const plan = useMemo(() => (settings ? intervalPlan(settings) : null), [settings]);
  const snapshot = useCycle(intervalStore, routeKey, plan, fallback, "");
  const { actions, announcement, announce } = useCycleControls(intervalStore, t, snapshot);
  usePhaseEffects({ store: intervalStore, t, announce, baseTitle: copy.title, snapshot });
  const current: IntervalSettings = snapshot.plan.type === "interval" ? snapshot.plan : defaultInterval;

  return (
    <div className="grid grid-cols-1 gap-8">
      <FocusHeader copy={copy} problem={urlProblem(t, invalid)} />
      <CycleCard t={t} snapshot={snapshot} announcement={announcement} actions={actions} />
      <SettingsForm
        t={t}
        heading={t.builder.heading}
        intro={t.builder.intro}
        fields={fields}
        values={current}
        disabled={snapshot.status === "running"}
        submitLabel={t.builder.apply}
        onSubmit={(values) => {
          const next: IntervalSettings = {
            work: values.work,
            rest: values.rest,
            rounds: values.rounds,
            warmup: values.warmup,
          };
          intervalStore.setPlan(intervalPlan(next));
          navigate(`${to("/interval-timer")}?${intervalQueryString(next)}`, { preventScrollReset: true });
        }}
        footer={
          <ShareSetLink
            t={t}
            origin={origin}
            settings={{ work: current.work, rest: current.rest, rounds: current.rounds, warmup: current.warmup }}
          />
        }
      />
    </div>
  );
}
