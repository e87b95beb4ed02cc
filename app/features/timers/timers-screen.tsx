import { settingsText } from "@content/settings/text";
import { timersText, type TimersText, type TimersWords } from "@content/timers/text";
import { formatHMS } from "@core/time-format";
import { MAX_TIMERS, newEntry, pauseEntry, resetEntry, startEntry, updateEntry, type TimerDraft } from "@core/timers";
import type { DecodedSet } from "@core/timers-schema";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "~/lib/nav";
import { installAudioUnlock, unlockAudio } from "~/lib/audio";
import { useBrowserStore } from "~/lib/client-value";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { requestNotificationPermission } from "~/lib/notify";
import { useWakeLock } from "~/lib/wake-lock";
import { AddForm } from "./add-form";
import { ShareCard } from "./share-card";
import { SharedSet } from "./shared-set";
import type { RowActions } from "./timer-row";
import { TimersList } from "./timers-list";
import { timersStore, type TimerRow } from "./timers-store";
import { useRing } from "./use-ring";
import { PageHeader } from "~/ui/page-header";

/** A random id for a new timer; `getRandomValues` works outside secure contexts too. */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A shared set's timers, one millisecond apart, so idle ones keep the link's order. */
const fromDrafts = (drafts: TimerDraft[], now: number) => drafts.map((d, i) => newEntry(d, newId(), now + i));

/** "04:59" (hours only when there are any), as the single timer's title. */
function shortTime(seconds: number): string {
  const full = formatHMS(seconds);
  return seconds >= 3600 ? full : full.slice(3);
}

const focusedId = () => (document.activeElement as HTMLElement | null)?.id || null;

/** The multiple-timers page's tool (docs/product.md, Timers). */
export function TimersScreen({ shared, origin }: { shared: DecodedSet | null; origin: string }) {
  const { language } = useI18n();
  const text = useText(timersText);
  // The sound names are the settings' words (the same names as in the settings panel).
  const soundNames = useText(settingsText).sounds;
  const t: TimersWords = useMemo(() => ({ ...text, sounds: soundNames }), [text, soundNames]);
  const to = useLocalePath();
  const navigate = useNavigate();
  const rows = useBrowserStore<TimerRow[] | null>(timersStore.subscribe, timersStore.getRows, () => null);
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);
  const refocus = useRef<string | null>(null);
  const [sharedOpen, setSharedOpen] = useState(true);
  const [sharedMessage, setSharedMessage] = useState<string | null>(null);

  useRing({ t, language, announce });
  // After useRing's listeners exist: a timer found due on load rings through them.
  useEffect(() => {
    installAudioUnlock();
    timersStore.initialize();
  }, []);

  const labelOf = (id: string) => timersStore.list.find((e) => e.id === id)?.label ?? "";

  const actions: RowActions = useMemo(
    () => ({
      toggle(id) {
        const entry = timersStore.list.find((e) => e.id === id);
        if (!entry) return;
        refocus.current = focusedId();
        if (entry.state.status === "running") {
          if (timersStore.update((list, now) => updateEntry(list, id, (e) => pauseEntry(e, now))))
            announce(t.announce.paused(entry.label));
          return;
        }
        // Inside the click: the moment browsers let a page unlock sound and ask to notify.
        void unlockAudio();
        void requestNotificationPermission();
        if (timersStore.update((list, now) => updateEntry(list, id, (e) => startEntry(e, now))))
          announce(t.announce.started(entry.label));
      },
      reset(id) {
        refocus.current = focusedId();
        if (timersStore.update((list) => updateEntry(list, id, resetEntry))) announce(t.announce.reset(labelOf(id)));
      },
      remove(id) {
        const label = labelOf(id);
        if (timersStore.update((list) => (list.some((e) => e.id === id) ? list.filter((e) => e.id !== id) : list)))
          announce(t.announce.removed(label));
      },
    }),
    [announce, t],
  );

  const add = (draft: TimerDraft) => {
    const added = timersStore.update((list, now) =>
      list.length >= MAX_TIMERS ? list : [...list, newEntry(draft, newId(), now)],
    );
    if (added) announce(t.announce.added(draft.label));
  };

  const closeShared = () => {
    setSharedOpen(false);
    setSharedMessage(null);
    navigate(to("/timers"), { replace: true, preventScrollReset: true });
  };
  const addShared = (drafts: TimerDraft[]) => {
    if (timersStore.list.length + drafts.length > MAX_TIMERS)
      return setSharedMessage(t.shared.tooManyToAdd(MAX_TIMERS));
    timersStore.update((list, now) => [...list, ...fromDrafts(drafts, now)]);
    announce(t.shared.added(drafts.length));
    closeShared();
  };
  const replaceShared = (drafts: TimerDraft[]) => {
    timersStore.update((_list, now) => fromDrafts(drafts, now));
    announce(t.shared.replaced(drafts.length));
    closeShared();
  };

  useDocumentTitle(rows, t.meta.title, t);
  useWakeLock(rows?.some((r) => r.entry.state.status === "running") ?? false);

  return (
    <div className="grid gap-8">
      <PageHeader h1={t.h1} intro={t.intro} />
      {shared && sharedOpen && (
        <SharedSet
          t={t}
          shared={shared}
          ownCount={rows?.length ?? null}
          message={sharedMessage}
          onAdd={addShared}
          onReplace={replaceShared}
          onDismiss={closeShared}
        />
      )}
      <TimersList
        rows={rows}
        t={t}
        language={language}
        actions={actions}
        announcement={announcement}
        refocus={refocus}
      />
      <AddForm t={t} count={rows?.length ?? null} onAdd={add} />
      <ShareCard t={t} list={rows?.map((r) => r.entry) ?? []} origin={origin} />
    </div>
  );
}

/** The next timer to end in the title while one runs; "Time's up!" for the last one that ended. */
function useDocumentTitle(rows: TimerRow[] | null, pageTitle: string, t: TimersText) {
  const next = rows?.find((r) => r.entry.state.status === "running");
  let latestEnded: TimerRow | undefined;
  for (const r of rows ?? []) {
    if (r.entry.endedAt === null || r.entry.missed) continue;
    if (!latestEnded || r.entry.endedAt > latestEnded.entry.endedAt!) latestEnded = r;
  }
  const title = next
    ? t.documentTitle(shortTime(next.seconds), next.entry.label)
    : latestEnded
      ? t.documentTitleDone(latestEnded.entry.label)
      : pageTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
