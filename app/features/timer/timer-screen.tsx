import { splitLocalePath } from "@core/locales";
import { durationInWords, formatHMS } from "@core/time-format";
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useLoadsDocuments, useLocation, useNavigate, useSearchParams } from "~/lib/nav";
import { installAudioUnlock, unlockAudio } from "~/lib/audio";
import { preloadConfetti } from "~/lib/confetti";
import { useI18n, useLocalePath } from "~/lib/i18n";
import { requestNotificationPermission } from "~/lib/notify";
import { settingsStore, useSettings } from "~/lib/preferences";
import { useFullscreen } from "~/lib/use-fullscreen";
import { useShortcuts } from "~/lib/use-shortcuts";
import { useWakeLock } from "~/lib/wake-lock";
import { useCompletion } from "./completion";
import { PresetsGrid } from "./presets";
import { EMAIL_CARD_ID, RELATED_TIMERS_ID } from "./section-ids";
import { cancelRunReminder, scheduleRunReminder, useRunReminder } from "./reminder";
import { GoalBanner, goalFromQuery } from "./sections";
import { useTimerStrings } from "./strings";
import { TimerCard, type TimerCardProps } from "./timer-card";
import { timerStore } from "./timer-store";
import { useTimerRoute, useTimerSnapshot } from "./use-timer";
import { hydrateWhenSeen } from "~/lib/hydrate-later";
import { PageHeader } from "~/ui/page-header";
import type { ToolHeadingCopy } from "~/ui/tool-page";

export interface TimerScreenProps {
  /** The preset slug of /timer/{slug}; undefined on / and /timer. */
  slug: string | undefined;
  /** The duration the page loads. */
  seconds: number;
  copy: ToolHeadingCopy;
}

// The related timers and the email reminder form sit far below the fold: their code (form,
// validation, API client) loads and hydrates once the visitor nears them (decisions 042, 066).
const EmailCard = hydrateWhenSeen(EMAIL_CARD_ID, () => import("./email-card").then((m) => m.EmailCard));
const RelatedTimers = hydrateWhenSeen(RELATED_TIMERS_ID, () => import("./presets").then((m) => m.RelatedTimers));

/** Title while counting: "04:59 - Timer" (hours only when there are any). */
function shortTime(seconds: number): string {
  const full = formatHMS(seconds);
  return seconds >= 3600 ? full : full.slice(3);
}

/** The timer page's tool: heading, timer, presets, related timers and the email reminder. */
export function TimerScreen({ slug, seconds, copy }: TimerScreenProps) {
  const { language } = useI18n();
  const s = useTimerStrings();
  const to = useLocalePath();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const loadsDocuments = useLoadsDocuments();
  const [params] = useSearchParams();
  const routeKey = location.pathname;
  const status = useTimerRoute(routeKey, seconds);
  const cardRef = useRef<HTMLElement>(null);
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);

  // ---- actions ---------------------------------------------------------------------------

  const start = useCallback(() => {
    const resuming = timerStore.current.status === "paused";
    if (!timerStore.start()) return;
    const words = durationInWords(timerStore.remainingMs() / 1000, language);
    announce(resuming ? s.announcements.resumed(words) : s.announcements.started(words));
    // Inside the click/keypress: the one moment browsers let us unlock sound and ask to notify.
    void unlockAudio();
    void requestNotificationPermission();
    if (settingsStore.get().confettiEnabled) preloadConfetti();
    scheduleRunReminder(language);
  }, [announce, language, s]);

  const pause = useCallback(() => {
    if (!timerStore.pause()) return;
    announce(s.announcements.paused(durationInWords(timerStore.remainingMs() / 1000, language)));
    cancelRunReminder();
  }, [announce, language, s]);

  const reset = useCallback(() => {
    timerStore.reset();
    announce(s.announcements.reset);
    cancelRunReminder();
  }, [announce, s]);

  const toggle = useCallback(() => {
    if (timerStore.current.status === "running") pause();
    else start();
  }, [pause, start]);

  const set = useCallback((value: number) => {
    timerStore.set(value);
  }, []);

  const add = useCallback((value: number) => {
    timerStore.add(value);
  }, []);

  const { fullscreen, supported: fullscreenSupported, toggle: toggleFullscreen } = useFullscreen(cardRef);

  // ---- preset, goal ----------------------------------------------------------------------

  const selectPreset = (value: number, target: string | undefined) => {
    timerStore.set(value);
    if (target) return; // the link navigates; the new route loads the same duration
    const { path } = splitLocalePath(location.pathname);
    if (path !== "/" && path !== "/timer") {
      // Keep the chosen time instead of /timer's default.
      timerStore.handOffTo(to("/timer"), loadsDocuments);
      navigate(to("/timer"));
    }
  };

  const goal = useMemo(() => goalFromQuery(params), [params]);
  const goalKey = goal ? `${goal.id}\u0000${goal.seconds}` : "";
  useEffect(() => {
    if (goal && timerStore.current.status !== "running") timerStore.set(goal.seconds);
    // Once per goal (id and duration), not on every render that rebuilds the object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goalKey]);

  // ---- completion, milestones, title --------------------------------------------------------

  useCompletion({ s, language, announce });
  useRunReminder(language);

  useWakeLock(status === "running");
  useEffect(() => installAudioUnlock(), []);

  // Keyboard: Space start/pause, R reset, F full screen.
  useShortcuts({ " ": toggle, r: reset, f: toggleFullscreen });

  const actions = {
    start,
    pause,
    reset,
    set,
    add,
    toggle,
    toggleFullscreen,
    editStart: () => timerStore.acknowledge(),
  };

  return (
    <div className="grid gap-8">
      <PageHeader h1={copy.h1} intro={copy.intro} />

      {goal && <GoalBanner goal={goal} s={s} language={language} />}

      <TimerPanel
        cardRef={cardRef}
        seconds={seconds}
        pageTitle={copy.title}
        announce={announce}
        s={s}
        sound={settings.sound}
        announcement={announcement}
        fullscreen={fullscreen}
        fullscreenSupported={fullscreenSupported}
        actions={actions}
      />

      <PresetsGrid s={s} onSelect={selectPreset} disabled={status === "running"} />
      <RelatedTimers s={s} currentSlug={slug} />
      <EmailCard s={s} />
    </div>
  );
}

/**
 * The timer card and what follows the time second by second (document title, milestone
 * announcements): the only part of the page that re-renders while the timer runs.
 */
function TimerPanel({
  cardRef,
  seconds,
  pageTitle,
  announce,
  ...card
}: Omit<TimerCardProps, "snapshot" | "ref"> & {
  cardRef: RefObject<HTMLElement | null>;
  seconds: number;
  pageTitle: string;
  announce(text: string): void;
}) {
  const snapshot = useTimerSnapshot(seconds);
  const s = card.s;

  const previous = useRef<number | null>(null);
  useEffect(() => {
    const prev = previous.current;
    previous.current = snapshot.status === "running" ? snapshot.seconds : null;
    if (prev === null || snapshot.status !== "running") return;
    if (prev > 60 && snapshot.seconds <= 60 && snapshot.seconds > 10) announce(s.announcements.oneMinuteLeft);
    else if (prev > 10 && snapshot.seconds <= 10 && snapshot.seconds > 0) announce(s.announcements.tenSecondsLeft);
  }, [snapshot.seconds, snapshot.status, announce, s]);

  useEffect(() => {
    if (snapshot.endedWhileAway) announce(s.completion.finishedWhileAway);
  }, [snapshot.endedWhileAway, announce, s]);

  useEffect(() => {
    if (snapshot.status !== "idle") document.title = s.documentTitle(shortTime(snapshot.seconds));
    else if (snapshot.completedAt !== null || snapshot.endedWhileAway) document.title = s.documentTitleDone;
    else document.title = pageTitle;
  }, [snapshot.status, snapshot.seconds, snapshot.completedAt, snapshot.endedWhileAway, pageTitle, s]);

  return <TimerCard ref={cardRef} snapshot={snapshot} {...card} />;
}
