import type { FocusFaq, FocusPagesText } from "../pages";

const enPomodoroSteps = [
  "Type what you are working on (optional): it is saved with each completed focus period.",
  "Press Start (or Space). Work until the bell, then take the break the timer starts.",
  "After four focus periods take the long break. Skip a phase with S, reset with R.",
  "Change the durations under Settings; turn on auto-start to let the phases run on by themselves.",
];

const enIntervalSteps = [
  "Set work, rest, rounds and an optional warm-up, or open a preset.",
  "Press Start (or Space): each switch between work and rest sounds, and the round is always shown.",
  "Copy the link to share the exact set; it opens with the same intervals.",
];

const enPomodoroFaqs: FocusFaq[] = [
  {
    question: "What is the Pomodoro Technique?",
    answer:
      "A way of working in short, timed sprints: 25 minutes of focus, a 5 minute break, and a longer 15 minute break after every four focus periods. The timer runs the whole cycle for you.",
  },
  {
    question: "Does the timer keep time in a background tab?",
    answer:
      "Yes. Every phase ends at a fixed deadline, so a hidden, throttled or frozen tab is right the moment it runs again; with auto-start on it even catches up on phases that ended meanwhile. The bell, a notification and the tab title tell you.",
  },
  {
    question: "Where is my focus history kept?",
    answer:
      "Each completed focus period is saved on our server under an anonymous cookie for this browser, with no account. Only this browser can read it; download it as a CSV file whenever you like.",
  },
  {
    question: "What happens if I reload or close the page?",
    answer:
      "The cycle, its settings and your task label are kept in this browser, so a reload continues exactly where the timer is.",
  },
];

const enIntervalFaqs: FocusFaq[] = [
  {
    question: "How do I share an interval workout?",
    answer:
      "The settings live in the page's address, for example /interval-timer?work=40&rest=20&rounds=10&warmup=60. Copy the link under the builder and whoever opens it gets the same set.",
  },
  {
    question: "Will I hear the switches with the screen off or in another tab?",
    answer:
      "Each switch is a deadline computed when you press Start, so the sound plays on time in a background tab, and a frozen tab catches up the moment it wakes. Keep the volume up; the screen is kept awake where the browser allows.",
  },
  {
    question: "What are the limits?",
    answer:
      "Work from 1 second to 1 hour, rest and warm-up from 0 to 1 hour, and 1 to 100 rounds. A link with values outside these says so and opens with sensible defaults.",
  },
];

const pages: FocusPagesText["pages"] = {
  pomodoro: {
    title: "Pomodoro Timer – 25/5 Focus Cycles Online | Tickwise",
    description:
      "Free online Pomodoro timer: 25-minute focus, 5-minute breaks and a long break every four, with sounds, notifications and a weekly focus history.",
    h1: "Pomodoro Timer",
    intro: "Focus for 25 minutes, rest for 5, and take a long break after every four. Exact even in a background tab.",
    steps: enPomodoroSteps,
    tips: [
      "Silence notifications from other apps during a focus period.",
      "Use the break to stand up and look away from the screen.",
    ],
    faqs: enPomodoroFaqs,
  },
  "pomodoro/50-10": {
    title: "50/10 Pomodoro Timer – 50 Minutes Focus, 10 Break | Tickwise",
    description:
      "A 50/10 focus timer: 50 minutes of deep work, a 10-minute break, a 30-minute break after four cycles. Free, exact in the background, no sign-up.",
    h1: "50/10 Pomodoro Timer",
    intro: "Longer focus for deep work: 50 minutes on, 10 minutes off, and a 30-minute break after four cycles.",
    steps: enPomodoroSteps,
    tips: ["Fifty minutes suits writing and coding, where getting into the task takes a while."],
    faqs: [
      {
        question: "Why 50 minutes instead of 25?",
        answer:
          "Tasks that need a long warm-up, like writing or programming, lose less to interruptions in 50-minute blocks. The 10-minute break keeps you fresh.",
      },
      ...enPomodoroFaqs.slice(1),
    ],
  },
  "pomodoro/52-17": {
    title: "52/17 Timer – 52 Minutes Work, 17 Minutes Rest | Tickwise",
    description:
      "The 52/17 work rhythm as a free timer: 52 minutes of focus, a 17-minute break, sounds, notifications and a weekly history of your focus time.",
    h1: "52/17 Work Timer",
    intro: "Work for 52 minutes, rest for 17: a rhythm many productive people were found to follow.",
    steps: enPomodoroSteps,
    tips: ["Leave your desk for the 17-minute break: a walk resets attention better than a phone."],
    faqs: [
      {
        question: "Where does the 52/17 rule come from?",
        answer:
          "A study of workplace software found that its most productive users worked for about 52 minutes and then took about 17 minutes off. This page runs that rhythm for you.",
      },
      ...enPomodoroFaqs.slice(1),
    ],
  },
  "interval-timer": {
    title: "Interval Timer – Custom Work/Rest Rounds, Shareable | Tickwise",
    description:
      "Build an interval timer with work, rest, rounds and warm-up, and share it as a link. Sounds at every switch, exact in a background tab. Free.",
    h1: "Interval Timer",
    intro: "Set work, rest, rounds and a warm-up. Every switch sounds on time, and the link shares your set.",
    steps: enIntervalSteps,
    tips: ["Put the phone down screen up: the big phase name reads from across a room."],
    faqs: enIntervalFaqs,
  },
  "interval-timer/tabata": {
    title: "Tabata Timer – 20 s Work, 10 s Rest, 8 Rounds | Tickwise",
    description:
      "Free Tabata timer: eight rounds of 20 seconds of all-out work and 10 seconds of rest, four minutes in total, with a sound at every switch.",
    h1: "Tabata Timer",
    intro: "Eight rounds of 20 seconds of hard work and 10 seconds of rest: four minutes that count.",
    steps: enIntervalSteps,
    tips: ["Warm up for a few minutes before a Tabata set; it is meant to be all-out."],
    faqs: [
      {
        question: "What is a Tabata workout?",
        answer:
          "A high-intensity protocol of eight rounds of 20 seconds of maximum effort followed by 10 seconds of rest, four minutes in all, named after Izumi Tabata's research.",
      },
      ...enIntervalFaqs.slice(1),
    ],
  },
  "interval-timer/hiit-30-30": {
    title: "HIIT 30/30 Timer – 30 s Work, 30 s Rest | Tickwise",
    description:
      "A 30/30 HIIT interval timer: a one-minute warm-up, then ten rounds of 30 seconds of work and 30 seconds of rest, with sounds at every switch.",
    h1: "HIIT 30/30 Interval Timer",
    intro: "A one-minute warm-up, then ten rounds of 30 seconds on and 30 seconds off.",
    steps: enIntervalSteps,
    tips: ["Equal work and rest suits beginners and longer circuits; shorten the rest as you get fitter."],
    faqs: [
      {
        question: "Is 30 seconds on, 30 off a good HIIT interval?",
        answer:
          "Yes: equal work and rest lets you keep a high intensity through every round, which makes it a common first HIIT format. Change the values in the builder as you progress.",
      },
      ...enIntervalFaqs.slice(1),
    ],
  },
};

const en: FocusPagesText = {
  tools: { pomodoro: "Pomodoro", interval: "Interval timer" },
  pages,
};

export default en;
