import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { short12 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const en: AlarmText = {
  toolName: "Alarm",
  breadcrumb: "Alarm Clock",
  clock: {
    label: "Current time",
    countdownLabel: "Time until the alarm",
    alarmAt: (when) => `Alarm at ${when}`,
    progress: "Progress through the 24 hours before the alarm",
    progressText: (percent) => `${percent}% of the 24 hours before the alarm`,
  },
  form: {
    heading: "Set Alarm",
    input: "Alarm date and time",
    help: "Pick a date and time in the future, or choose a popular alarm below.",
    set: "Set Alarm",
    label: "Label",
    labelHelp: `Optional, up to ${ALARM_LABEL_MAX} characters, e.g. "Gym".`,
    labelTooLong: `Labels can be at most ${ALARM_LABEL_MAX} characters.`,
    linkLabelTooLong: (length) =>
      icu(
        "en",
        `The link's label has {length, plural, one {{digits} character} other {{digits} characters}}; labels can be at most ${ALARM_LABEL_MAX}, so it was not used.`,
        { length, digits: String(length) },
      ),
    sound: "Sound for this alarm",
    repeat: "Repeat on",
    repeatHelp: "No days chosen: the alarm rings once. With days, it rings at that time on each of them.",
    keepOpen: "Keep this browser tab open: the alarm rings in this tab.",
    permission: "Allow notifications to be alerted when this tab is in the background.",
    notificationsDenied: "Notifications are blocked, so a hidden tab can only ring, not show a notification.",
    soundBlocked: "Sound is blocked until you click the page; setting the alarm with a click unlocks it.",
  },
  presets: {
    heading: "Popular Alarms",
    title: (time) => `${short12(time)} Alarm`,
    part: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
    setFor: (title, when) => `${title}: set for ${when}`,
  },
  toast: {
    errorTitle: "Error",
    missing: "Please select a date and time for the alarm.",
    past: "Please select a future time for the alarm.",
    failed: "Failed to set alarm",
    setTitle: "Alarm Set",
    setText: (when) => `Alarm set for ${when}`,
    stoppedTitle: "Alarm Stopped",
    stoppedText: "Alarm has been cancelled",
    missedTitle: "Missed alarm",
    missedText: (when) => `The alarm for ${when} passed while the page was closed.`,
    full: `You already have ${ALARMS_MAX} alarms: delete one to add another.`,
    deletedTitle: "Alarm Deleted",
    deletedText: (label) => `${label} has been deleted`,
  },
  notification: { title: (label) => `Alarm! ${label}`, body: (when) => `Your alarm for ${when} is ringing.` },
  documentTitle: (remaining) => `Alarm - ${remaining} remaining`,
  status: {
    set: (when) => `Alarm set for ${when}`,
    stopped: "Alarm stopped",
    snoozed: (minutes, when) =>
      icu("en", "Snoozed for {minutes, plural, one {# minute} other {# minutes}}, until {when}", { minutes, when }),
    deleted: "Alarm deleted",
    on: (label) => `${label} is on`,
    off: (label) => `${label} is off`,
  },
  unnamed: "Alarm",
  days: {
    once: "Once",
    everyDay: "Every day",
    weekdays: "Weekdays",
    weekend: "Weekends",
  },
  list: {
    heading: "Your Alarms",
    empty: "No alarms yet. Set one above or pick a popular alarm.",
    refused: (count) =>
      icu(
        "en",
        "{count, plural, one {One saved alarm could not be read (damaged, or a label over 60 characters) and was left out.} other {# saved alarms could not be read (damaged, or labels over 60 characters) and were left out.}}",
        { count },
      ),
    inMinutes: (minutes) => icu("en", "in {minutes, plural, other {# min}}", { minutes }),
    inHours: (hours) => icu("en", "in {hours, plural, other {# h}}", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("en", "in {hours, plural, other {# h}} {minutes, plural, other {# min}}", { hours, minutes }),
    today: "today",
    tomorrow: "tomorrow",
    onWeekday: (weekday) => `${weekday}`,
    onDate: (date) => `on ${date}`,
    snoozedUntil: (when) => `Snoozed until ${when}`,
    off: "Off",
    sound: (name) => `Sound: ${name}`,
    switchLabel: (label, time) => `${label} at ${time}`,
    delete: (label, time) => `Delete ${label} at ${time}`,
    calendar: (label, time) => `Add ${label}, ${time}, to your calendar (.ics file)`,
  },
  ring: {
    heading: "Ringing now",
    announce: (label) => `Alarm ringing: ${label}`,
    documentTitle: (label) => `⏰ ${label} - Alarm ringing`,
    snooze: (minutes) => icu("en", "Snooze {minutes, plural, other {# min}}", { minutes }),
    stop: "Stop",
  },
  steps: {
    heading: "How to use the alarm clock",
    items: [
      "Pick a date and time in the Set Alarm card, add a label, a sound and repeat days if you like, or click one of the popular alarms.",
      "Press Set Alarm. It joins Your Alarms with its next ring; the big clock counts down to the soonest one and the tab title shows the time remaining.",
      "Leave this tab open (it can be in the background). At the set time its sound plays and the alarm shows with its label: snooze it for 5 or 10 minutes, or stop it.",
      "Changed your mind? Switch an alarm off, or delete it.",
    ],
    tipsHeading: "Tips",
    tips: [
      "Click the page once before you leave it: browsers only allow sound after an interaction.",
      "Allow notifications so a background tab can also show a system notification.",
      "Choose a gentler sound such as Gentle Wake or Sunrise Yoga in the display settings for mornings.",
      "Keep your device plugged in and stop it from sleeping for long alarms: a sleeping computer cannot ring.",
    ],
  },
  faqHeading: "Alarm Clock FAQ",
  articles: {
    heading: "Related articles",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "How to wake up with an online alarm clock" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "Sunrise, sunset and your sleep schedule" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "10 creative ways to use a timer every day" },
      { to: "/timer", label: "Online countdown timer" },
    ],
  },
};

export default en;
