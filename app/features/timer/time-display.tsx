import { formatHMS, parseTimeInput } from "@core/time-format";
import { useEffect, useId, useRef, useState } from "react";

export interface TimeDisplayLabels {
  /** Accessible name of the display when it is not editable, e.g. "Time remaining". */
  label: string;
  /** Label of the text field while editing, e.g. "Edit time". */
  editLabel: string;
  /** Accessible name of the editable display: "Edit time, currently 00:05:00". */
  editButton(hms: string): string;
  /** How to type a time; read by screen readers while editing. */
  editHelp: string;
}

/** Only digits and colons may be typed (docs/product.md, Timer). */
export const cleanTimeText = (text: string) => text.replace(/[^0-9:]/g, "").slice(0, 12);

/**
 * The big time. When `editable` it is a button: click (or Enter/Space) turns it into a text field.
 * Enter or leaving the field commits, Escape cancels; a value that does not parse keeps the
 * previous time (docs/product.md, Timer).
 */
export function TimeDisplay({
  seconds,
  editable,
  onCommit,
  onEditStart,
  labels,
}: {
  seconds: number;
  editable: boolean;
  onCommit(seconds: number): void;
  onEditStart?(): void;
  labels: TimeDisplayLabels;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const finished = useRef(false);
  const refocus = useRef(false);
  const hintId = useId();
  const text = formatHMS(seconds);

  // A timer started by voice or shortcut while editing ends the edit (nothing to commit into).
  useEffect(() => {
    if (!editable && editing) setEditing(false);
  }, [editable, editing]);

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  const begin = () => {
    if (!editable) return;
    finished.current = false;
    setDraft(text);
    setEditing(true);
    onEditStart?.();
  };

  const end = (commit: boolean, returnFocus: boolean) => {
    if (finished.current) return;
    finished.current = true;
    if (commit) {
      const parsed = parseTimeInput(draft);
      if (parsed !== null) onCommit(parsed);
    }
    refocus.current = returnFocus;
    setEditing(false);
  };

  const digits = "time-display block w-full text-center leading-none font-semibold tracking-tight";
  // Readable across a room; larger still in full screen (app.css: .timer-card:fullscreen).
  const size = "timer-digits";

  if (editing) {
    return (
      <div className="w-full">
        <input
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          aria-label={labels.editLabel}
          aria-describedby={hintId}
          value={draft}
          maxLength={12}
          onChange={(event) => setDraft(cleanTimeText(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              end(true, true);
            } else if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              end(false, true);
            }
          }}
          onBlur={() => end(true, false)}
          className={`${digits} ${size} rounded-xl border-2 border-brand bg-white/70 px-2 py-1 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:bg-slate-950/60`}
          data-testid="time-input"
        />
        <p id={hintId} className="mt-2 text-center text-sm text-muted">
          {labels.editHelp}
        </p>
      </div>
    );
  }

  if (editable) {
    return (
      <button
        ref={buttonRef}
        type="button"
        onClick={begin}
        aria-label={labels.editButton(text)}
        title={labels.editLabel}
        className={`${digits} ${size} cursor-text rounded-xl px-2 py-1 hover:bg-slate-500/10`}
        data-testid="time-display"
      >
        {text}
      </button>
    );
  }

  return (
    <div
      role="timer"
      aria-label={labels.label}
      aria-live="off"
      className={`${digits} ${size} px-2 py-1`}
      data-testid="time-display"
    >
      {text}
    </div>
  );
}
