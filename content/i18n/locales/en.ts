/** Interface text of the shell, in English: the source every other language follows. */
const en = {
  product: "Tickwise",
  skipToContent: "Skip to main content",
  nav: {
    label: "Main",
    timer: "Timer",
    stopwatch: "Stopwatch",
    pomodoro: "Pomodoro",
    time: "Time",
    alarm: "Alarm",
    goals: "Goals",
    settings: "Settings",
    home: "Tickwise home",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  moreTools: {
    label: "More tools",
    timers: "Multiple timers",
    intervalTimer: "Interval timer",
    timeConverter: "Time converter",
    meetingPlanner: "Meeting planner",
    countdown: "Countdown",
  },
  footer: {
    label: "Footer",
    blog: "Blog",
    holidays: "Holidays",
    terms: "Terms & Conditions",
    privacy: "Privacy Policy",
    rights: (year: number) => `© ${year} Tickwise. All rights reserved.`,
    language: "Language",
  },
  panel: {
    open: "Display settings",
    title: "Display settings",
    lightMode: "Light Mode",
    darkMode: "Dark Mode",
    font: "Font",
    background: "Background Color",
    reset: "Reset",
    sound: "Alarm Sound",
    close: "Close",
  },
  toast: { item: "Notification", close: "Close notification", region: "Notifications ({hotkey})" },
  notFound: {
    title: "404 Page Not Found",
    text: "Did you forget to add the page to the router?",
    home: "Go to the timer",
    description: "This page does not exist on Tickwise.",
  },
  error: {
    title: "Something went wrong",
    text: "The page could not be shown. Please reload it.",
  },
  legal: {
    updated: "Last updated",
    back: "Back to the timer",
  },
};

export default en;
