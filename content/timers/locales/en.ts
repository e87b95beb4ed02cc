import { icu } from "@content/i18n/icu";
import type { TimersText } from "../text";

const en: TimersText = {
  meta: {
    title: "Multiple Timers Online – Run Several Labelled Countdowns | Tickwise",
    description:
      "Run several countdown timers at once, each with its own name, colour and sound. Ordered by what ends next, kept after a reload, shareable by link. Free.",
  },
  breadcrumb: "Multiple timers",
  h1: "Multiple Timers",
  intro:
    "Cooking three dishes, running stations in a class or juggling meetings? Add as many labelled timers as you need; each runs, pauses and rings on its own.",
  form: {
    heading: "Add a timer",
    label: "Name",
    labelHelp: "Up to 60 characters, e.g. Pasta or Station 2.",
    defaultLabel: (n) => `Timer ${n}`,
    duration: "Duration",
    hours: "Hours",
    minutes: "Minutes",
    seconds: "Seconds",
    colour: "Colour",
    sound: "Sound",
    add: "Add timer",
    full: (max) => `You have ${max} timers, the most this page keeps. Remove one to add another.`,
    problems: {
      label: (max) => `The name can have at most ${max} characters.`,
      duration: "Choose a duration between 1 second and 99:59:59.",
      other: "Choose a colour and a sound from the lists.",
    },
  },
  colours: { blue: "Blue", green: "Green", amber: "Amber", rose: "Rose", violet: "Violet", slate: "Grey" },
  list: {
    heading: "Your timers",
    empty: "No timers yet. Add one above, or open a shared link.",
    loading: "Loading your timers…",
    status: {
      running: "Running",
      paused: "Paused",
      idle: "Ready",
      ended: "Time's up!",
      missed: "Ended while this page was closed",
    },
    start: (label) => `Start ${label}`,
    resume: (label) => `Resume ${label}`,
    pause: (label) => `Pause ${label}`,
    reset: (label) => `Reset ${label}`,
    remove: (label) => `Remove ${label}`,
    startText: "Start",
    resumeText: "Resume",
    pauseText: "Pause",
    resetText: "Reset",
    removeText: "Remove",
    progress: (label) => `${label} progress`,
  },
  announce: {
    ended: (label) => `${label}: time's up!`,
    added: (label) => `${label} added`,
    removed: (label) => `${label} removed`,
    started: (label) => `${label} started`,
    paused: (label) => `${label} paused`,
    reset: (label) => `${label} reset`,
  },
  documentTitle: (time, label) => `${time} ${label} - Timers`,
  documentTitleDone: (label) => `Time's up! ${label} - Timers`,
  notification: {
    title: (label) => `${label}: time's up!`,
    body: (duration) => `Your ${duration} timer has finished.`,
  },
  share: {
    heading: "Share this set",
    help: "The link carries the names, durations, colours and sounds of your timers, not whether they run. No account needed.",
    button: "Create share link",
    link: "Share link",
    copy: "Copy link",
    copied: "Link copied",
    copyFailed: "Could not copy the link; select it and copy it yourself.",
  },
  shared: {
    heading: "A shared set of timers",
    intro: (count) =>
      icu("en", "{count, plural, one {This link shares # timer.} other {This link shares # timers.}}", { count }),
    add: "Add to my timers",
    replace: "Replace my timers",
    replaceConfirm: "Replace all your timers with this set? Running timers will be removed.",
    replaceTitle: "Replace your timers?",
    cancel: "Cancel",
    replaceButton: "Replace",
    dismiss: "Dismiss",
    added: (count) => icu("en", "{count, plural, one {# timer added.} other {# timers added.}}", { count }),
    replaced: (count) =>
      icu(
        "en",
        "{count, plural, one {Your timers were replaced by # timer.} other {Your timers were replaced by #.}}",
        {
          count,
        },
      ),
    tooManyToAdd: (max) => `Adding these would pass ${max} timers. Remove some first, or replace your timers.`,
    problemHeading: "This shared link cannot be opened",
    problems: {
      malformed: "The link is damaged or incomplete. Ask for the link again, or build your own set below.",
      empty: "The link holds no timers.",
      tooMany: (max) => `The link holds more than ${max} timers, the most a link can share.`,
      label: (n, max) => `Timer ${n} in the link has a name that is empty or longer than ${max} characters.`,
      duration: (n) => `Timer ${n} in the link has a duration outside 1 second to 99:59:59.`,
    },
  },
  howTo: {
    heading: "How to use multiple timers",
    steps: [
      "Type a name, set hours, minutes and seconds, and pick a colour and a sound.",
      "Press Add timer. Repeat for every dish, station or task.",
      "Start each timer when you need it; pause, reset or remove it with its own buttons.",
      "The list keeps the timer that ends next at the top. Each one rings with its own sound.",
      "Create a share link to send the same set to someone else, or to open it on another device.",
    ],
    tipsHeading: "Tips",
    tips: [
      "Give each timer a different sound, so you know which one rang without looking.",
      "Keep the tab open, even in the background: timers finish on time and show a notification if you allow it.",
      "Open the page in two tabs if you like: they show the same timers and each timer rings once.",
    ],
  },
  faq: {
    heading: "Frequently asked questions",
    items: [
      {
        question: "How many timers can I run at once?",
        answer:
          "Up to 50 on this device, all running at the same time if you like. A shared link carries up to 20 timers.",
      },
      {
        question: "Do my timers keep running if I reload or close the page?",
        answer:
          "Yes. Each timer keeps its end time in your browser, so after a reload it shows the right time at once. A timer that ended while the page was closed says so instead of ringing late.",
      },
      {
        question: "Will a timer ring twice if the page is open in two tabs?",
        answer:
          "No. The tabs share the same timers and agree on which tab rings, so each timer rings once and both tabs show that it ended.",
      },
      {
        question: "What does a share link contain?",
        answer:
          "Only each timer's name, duration, colour and sound, inside the link itself. Nothing is stored on our server and no account is needed.",
      },
      {
        question: "Are the timers exact in a background tab?",
        answer:
          "Yes. Each timer counts down to a fixed end time rather than counting ticks, so a throttled or frozen tab is right the moment it runs again and rings at the end time.",
      },
    ],
  },
  related: {
    heading: "Other time tools",
    items: [
      { to: "/timer", label: "Single countdown timer" },
      { to: "/stopwatch", label: "Stopwatch with laps" },
      { to: "/alarm", label: "Alarm clock" },
      { to: "/goals", label: "Goals with timers" },
    ],
  },
};

export default en;
