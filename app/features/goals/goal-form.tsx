import { goalsText } from "@content/goals/text";
import {
  DEFAULT_GOAL_DURATION,
  GOAL_DESCRIPTION_MAX,
  GOAL_TITLE_MAX,
  goalDurationLabel,
  goalDurations,
  type GoalDuration,
} from "@core/goals";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useI18n, useText } from "~/lib/i18n";
import { Field } from "~/ui/field";
import { useCreateGoal } from "./use-goals";

interface Draft {
  title: string;
  description: string;
  durationInSeconds: GoalDuration;
}

/** A new goal starts empty, 25 minutes, not completed (docs/product.md, Goals). */
const emptyDraft: Draft = { title: "", description: "", durationInSeconds: DEFAULT_GOAL_DURATION };

type FieldErrors = Partial<Record<"title" | "description", string>>;

/** The API's own schema; fetched when the form opens, so the page itself loads without zod. */
const loadSchema = () => import("@core/goal-schema");

/**
 * The create-goal form. It is validated with the API's own schema (core/goal-schema.ts) before
 * anything is sent; after a successful create it resets and asks its owner to close it.
 */
export function GoalForm({ id, open, onDone }: { id: string; open: boolean; onDone: () => void }) {
  const { language } = useI18n();
  const text = useText(goalsText).form;
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const create = useCreateGoal({
    onCreated: () => {
      setDraft(emptyDraft);
      setErrors({});
      onDone();
    },
  });

  const validating = useRef(false);
  useEffect(() => {
    if (open) void loadSchema();
  }, [open]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || validating.current) return;
    validating.current = true;
    const { newGoalSchema } = await loadSchema().finally(() => (validating.current = false));
    const parsed = newGoalSchema.safeParse({ ...draft, isCompleted: false });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "title" && !next.title) {
          next.title = draft.title.trim() === "" ? text.titleRequired : text.titleTooLong(GOAL_TITLE_MAX);
        }
        if (field === "description" && !next.description)
          next.description = text.descriptionTooLong(GOAL_DESCRIPTION_MAX);
      }
      setErrors(next);
      (next.title ? titleRef : descriptionRef).current?.focus();
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  return (
    <section id={id} hidden={!open} aria-labelledby={headingId} className="card">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {text.heading}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4">
        <Field label={text.title} error={errors.title}>
          {(control) => (
            <input
              {...control}
              ref={titleRef}
              name="title"
              type="text"
              className="field"
              required
              aria-required="true"
              maxLength={GOAL_TITLE_MAX}
              autoComplete="off"
              placeholder={text.titlePlaceholder}
              value={draft.title}
              onChange={(e) => {
                setDraft((d) => ({ ...d, title: e.target.value }));
                if (errors.title) setErrors((x) => ({ ...x, title: undefined }));
              }}
            />
          )}
        </Field>
        <Field label={text.description} error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              ref={descriptionRef}
              name="description"
              className="field min-h-24"
              rows={3}
              maxLength={GOAL_DESCRIPTION_MAX}
              placeholder={text.descriptionPlaceholder}
              value={draft.description}
              onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
            />
          )}
        </Field>
        <Field label={text.duration} className="sm:max-w-xs">
          {(control) => (
            <select
              {...control}
              name="durationInSeconds"
              className="field"
              value={draft.durationInSeconds}
              onChange={(e) => setDraft((d) => ({ ...d, durationInSeconds: Number(e.target.value) as GoalDuration }))}
            >
              {goalDurations.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {goalDurationLabel(seconds, language)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="button-primary" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? text.submitting : text.submit}
          </button>
          <p className="text-sm text-muted">{text.required}</p>
        </div>
      </form>
    </section>
  );
}

/** Focuses the title field of the form with this id (after it is opened). */
export function focusGoalTitle(formId: string) {
  document.querySelector<HTMLInputElement>(`#${CSS.escape(formId)} input[name="title"]`)?.focus();
}
