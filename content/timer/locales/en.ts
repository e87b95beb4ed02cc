import { icu } from "@content/i18n/icu";
import { popularPresets, relatedTimerArticles } from "@core/timer-presets";
import shareWords from "../../share/locales/en";

/**
 * Interface text of the timer screen, in English: the source every other language follows.
 * Functions take already formatted values (`formatHMS`, `durationInWords`) so every language
 * controls its own word order.
 */
const en = {
  screenLabel: "Countdown timer",
  documentTitle: (hms: string) => `${hms} - Timer`,
  documentTitleDone: "Time's up! - Timer",

  controls: {
    label: "Timer controls",
    play: "Play",
    start: "Start",
    pause: "Pause",
    resume: "Resume",
    reset: "Reset",
    startTimer: "Start timer",
    pauseTimer: "Pause timer",
    resumeTimer: "Resume timer",
    resetTimer: "Reset timer",
    cannotStart: "Set a time above zero to start",
    fullScreen: "Full screen",
    exitFullScreen: "Exit full screen",
  },

  display: {
    label: "Time remaining",
    editLabel: "Edit time",
    editButton: (hms: string) => `Edit time, currently ${hms}`,
    editHelp:
      "Type seconds, minutes:seconds or hours:minutes:seconds, for example 90, 7:30 or 1:15:00. Enter saves, Escape cancels.",
    editLocked: "Pause or reset the timer to change the time",
    editInvalid: "That time couldn't be read, so the previous time was kept.",
    progressLabel: "Progress",
    progressValue: (percent: number) => `${Math.round(percent)}% complete`,
  },

  quickAdd: {
    label: "Add time",
    hiddenWhileRunning: "Pause the timer to add time",
    items: {
      30: { label: "+30s", ariaLabel: "Add 30 seconds" },
      60: { label: "+1m", ariaLabel: "Add 1 minute" },
      300: { label: "+5m", ariaLabel: "Add 5 minutes" },
    },
  },

  presets: {
    heading: "Popular presets",
    select: (label: string) => `Set the timer to ${label}`,
    /** The popular presets' cards, keyed by seconds. */
    cards: Object.fromEntries(
      popularPresets.map((preset) => [preset.seconds, { label: preset.label, description: preset.description }]),
    ) as Record<number, { label: string; description: string }>,
    relatedTimer: (minutes: number) => icu("en", "{minutes, plural, other {# Minute Timer}}", { minutes }),
    /** Link texts of the related articles, keyed by slug. */
    articleTitles: Object.fromEntries(relatedTimerArticles.map((article) => [article.slug, article.title])) as Record<
      string,
      string
    >,
  },
  related: { heading: "Related timers" },
  howTo: { heading: "How to use", tips: "Tips" },
  faq: { heading: "Frequently asked questions" },
  articles: { heading: "Related articles", readMore: "Read article" },

  share: {
    heading: "Share",
    text: "Share this timer with friends, classmates or your team.",
    ...shareWords,
  },

  goal: {
    banner: "Working on Goal",
    duration: (words: string) => `Goal duration: ${words}`,
    loaded: "The goal's duration is loaded: press Play when you're ready.",
  },

  email: {
    heading: "Email reminder",
    intro: "Get an email when your timer ends, even if you close this tab.",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    messageLabel: "Custom message (optional)",
    messagePlaceholder: "e.g. Take the bread out of the oven",
    save: "Save Settings",
    saveDisabled: "Enter an email address to save",
    invalid: "Please enter a valid email address.",
    savedTitle: "Email Settings Saved",
    savedText: "Your email reminder preferences have been saved",
    credentialsNote:
      "Email reminders need mail server credentials (a user and an app password) configured on the server.",
    notConfigured: "Email reminders aren't available on this site right now: no mail server is configured.",
    scheduled: (time: string) => `Reminder email scheduled for ${time}.`,
    cancelled: "The email reminder was cancelled.",
    failed: "The email reminder couldn't be scheduled. The timer still works.",
    privacy: "Your address is kept only until the reminder is sent or cancelled.",
  },

  voice: {
    turnOn: "Turn on voice commands",
    turnOff: "Turn off voice commands",
    listening: "Listening…",
    off: "Voice commands off",
    help: "Say “start”, “pause”, “reset timer” or “10 minute timer”.",
    languageNote: "Voice commands are understood in English.",
    heard: (transcript: string) => `Heard: “${transcript}”`,
    error: "Voice recognition stopped. Turn it on again to keep listening.",
    replies: {
      unmatched: "Sorry, I didn't understand that command",
      /** `timer` is what the command named: "10 minute timer" in English, the duration in words elsewhere. */
      starting: (timer: string) => `Starting ${timer}`,
      started: "Starting timer",
      paused: "Timer paused",
      reset: "Timer reset",
    },
  },

  completion: {
    timesUp: "Time's up!",
    finished: (words: string) => `Your timer for ${words} has finished.`,
    finishedWhileAway: "Your timer finished while this page was closed.",
    dismiss: "Dismiss",
  },

  notifications: {
    title: "Time's up!",
    body: (words: string) => `Your timer for ${words} has finished.`,
    enable: "Enable notifications",
    why: "Allow notifications to be alerted when a timer ends in a background tab.",
    denied:
      "Notifications are blocked, so a timer that ends in a background tab can only ring. Allow them in your browser's site settings.",
    unsupported: "This browser can't show notifications; keep the tab visible to see the timer end.",
  },

  sound: {
    blocked: "Your browser is blocking sound until you interact with the page, so the alarm can't ring yet.",
    test: "Test sound",
    testing: "Playing…",
    works: "Sound is on.",
    failed: "The sound couldn't play. Check that this tab and your device aren't muted.",
    unsupported: "This browser can't play sounds, so the timer can't ring. Keep the tab visible to see it end.",
  },

  announcements: {
    started: (words: string) => `Timer started: ${words}.`,
    paused: (words: string) => `Timer paused with ${words} left.`,
    resumed: (words: string) => `Timer resumed: ${words} left.`,
    reset: "Timer reset.",
    timeSet: (words: string) => `Timer set to ${words}.`,
    timeAdded: (added: string, total: string) => `Added ${added}. Timer set to ${total}.`,
    halfway: "Halfway there.",
    fiveMinutesLeft: "5 minutes left.",
    oneMinuteLeft: "1 minute left.",
    thirtySecondsLeft: "30 seconds left.",
    tenSecondsLeft: "10 seconds left.",
    finished: "Time's up! The timer has finished.",
    restored: (words: string) => `Your timer was restored with ${words} left.`,
  },

  shortcuts: {
    heading: "Keyboard shortcuts",
    startPause: "Space: start or pause",
    reset: "R: reset",
    fullScreen: "F: full screen",
  },

  wakeLock: {
    active: "The screen stays on while the timer runs.",
  },
};

export default en;
