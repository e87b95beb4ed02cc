import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const en: StopwatchText = {
  toolName: "Stopwatch",
  card: "Stopwatch",
  display: {
    label: "Elapsed time",
    millis: "milliseconds",
    loop: "Progress through the current 10 seconds",
    loopText: (seconds) => icu("en", "{seconds, number} of 10 seconds", { seconds }),
  },
  controls: {
    start: "Start",
    resume: "Resume",
    pause: "Pause",
    lap: "Lap",
    reset: "Reset",
    fullscreen: "Full screen",
    exitFullscreen: "Exit full screen",
    shortcuts: "Keyboard: Space start/pause · L lap · R reset · F full screen",
  },
  status: {
    started: "Stopwatch started",
    paused: (time) => `Stopwatch paused at ${time}`,
    reset: "Stopwatch reset",
    lap: (n, lapTime) => icu("en", "Lap {n, number}: {lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "Laps",
    caption: "Laps, newest first",
    lap: "Lap",
    lapName: (n) => icu("en", "Lap {n, number}", { n }),
    lapTime: "Lap time",
    total: "Total",
    fastest: "fastest",
    slowest: "slowest",
    empty: "No laps yet. Press Lap (or L) while the stopwatch runs to record one.",
    copyText: "Copy as text",
    copyCsv: "Copy as CSV",
    download: "Download CSV",
    copiedText: "Laps copied as text",
    copiedCsv: "Laps copied as CSV",
    copyFailedTitle: "Failed to copy",
    copyFailedText: "Could not copy the laps to the clipboard",
  },
  presets: {
    heading: "Presets",
    intro: "Give the stopwatch a goal: it signals with your alarm sound at each cue and keeps running.",
    use: "Use preset",
    active: "Active",
    clear: "Clear preset",
    target: (time) => `Target ${time}`,
    items: {
      sprint: { name: "Sprint", description: "A 100 m repetition every minute on the minute, 10 rounds." },
      plank: { name: "Plank", description: "Hold for 1 minute, with a cue at halfway." },
      hiit: { name: "HIIT", description: "Tabata: 20 s work, 10 s rest, 8 rounds (4 minutes)." },
      cooking: { name: "Cooking", description: "Signals at 10 minutes, with a cue at 5." },
      study: { name: "Study", description: "A 25-minute focus block, warned 5 minutes before." },
      meeting: { name: "Meeting", description: "30 minutes, with a 5-minute warning to wrap up." },
    },
    panel: "Preset progress",
    phase: { work: "Work", rest: "Rest", round: "Round", running: "Running", done: "Target reached" },
    roundOf: (round, rounds) => icu("en", "Round {round, number} of {rounds, number}", { round, rounds }),
    nextCue: (time) => `Next signal in ${time}`,
    progress: "Progress towards the target",
    cue: (kind, name, time, round) =>
      icu(
        "en",
        "{kind, select, target {{name}: target reached at {time}} halfway {{name}: halfway, {time}} warning {{name}: 5 minutes to go} work {{name}: work, round {round}} rest {{name}: rest} other {{name}: round {round}, go}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "Stopwatch uses", all: "All stopwatch uses" },
  howTo: {
    heading: "How to use the stopwatch",
    steps: [
      "Press Start (or Space) to begin timing; the digits show hours, minutes and seconds with milliseconds below.",
      "Press Lap (or L) to record a split; each lap's own time and the running total appear in the table.",
      "Press Pause (or Space) to stop the clock and Resume to carry on from the same time.",
      "Press Reset (or R) to clear the time and the laps, and F for full screen on a projector or TV.",
    ],
    tipsHeading: "Tips",
  },
  faq: { heading: (h1) => `${h1} FAQ` },
  articles: {
    heading: "Related articles",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "How to use a timer for effective study sessions" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 creative ways to use a timer every day" },
      { to: "/blog/5-minute-timer-productivity-guide", label: "The 5-minute timer productivity guide" },
      { to: "/timer", label: "Online countdown timer" },
    ],
  },
  share: { heading: "Share this stopwatch" },
};

export default en;
