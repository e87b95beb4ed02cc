import { icu } from "../../i18n/icu";
import { momentValues } from "../words";
import type { CountdownText } from "../text";

const en: CountdownText = {
  toolName: "Countdown",
  breadcrumb: "Countdown",
  meta: {
    title: "Countdown to Any Date and Time, in Any Time Zone | Tickwise",
    description:
      "Make a free countdown to any moment: pick the date, time, time zone and a title, then share the link. Daylight saving is always right.",
  },
  heading: "Countdown to Any Moment",
  intro:
    "Pick a date, a time and the time zone it happens in, give it a title and share the link: everyone sees the same moment counted down in days, hours, minutes and seconds.",
  momentTitle: (title) => title || "Your countdown",
  form: {
    heading: "Make a countdown",
    date: "Date",
    time: "Time",
    zone: "Time zone",
    zoneHelp: "The zone where the moment happens, e.g. Europe/London.",
    title: "Title (optional)",
    submit: "Start countdown",
  },
  problems: {
    to: "That date and time could not be read. Use the form, or a link like /countdown?to=2027-01-01T00:00&tz=Europe/London.",
    tz: "That time zone is unknown. Use an IANA name such as Europe/London or America/New_York.",
    year: "Countdowns reach from 1970 to 2200: pick a year in that range.",
    title: "That title is too long: 120 characters at most.",
  },
  problemHeading: "This countdown cannot be shown",
  words: (w) =>
    icu("en", "{title}, {date} at {time} in {place} — {days, plural, one {# day} other {# days}}", momentValues(w)),
  gap: (asked, shown) =>
    `${asked} does not exist on that day: the clocks jump forward, so the countdown aims at ${shown}.`,
  overlap: (time) => `${time} happens twice that night as the clocks go back: the countdown aims at the first.`,
  countdownLabel: (title) => `Time left until ${title}`,
  units: { days: "days", hours: "hours", minutes: "minutes", seconds: "seconds" },
  reached: (title) => `${title}: the moment has come!`,
  oneMinute: (title) => `One minute left until ${title}.`,
  addToCalendar: "Add to calendar (.ics)",
  copyLink: "Copy link",
  events: { heading: "Countdowns to the year's big days" },
  eventNames: {
    "new-year": "New Year's Day",
    "valentines-day": "Valentine's Day",
    easter: "Easter Sunday",
    halloween: "Halloween",
    christmas: "Christmas Day",
  },
  howTo: {
    heading: "How to make a countdown",
    steps: [
      "Choose the date and the time of the moment.",
      "Choose the time zone where it happens: a launch in New York, a wedding in Madrid.",
      "Give it a title, then press Start countdown: the address of the page now holds your countdown.",
      "Share the link or add the moment to your calendar. Everyone sees the same moment in their own time.",
    ],
  },
  faqHeading: "Countdown questions",
  faqs: [
    {
      question: "Is daylight saving time taken into account?",
      answer:
        "Yes. The moment is computed with the time zone's rules for that very date, not today's offset, so a countdown to a summer date in London counts to British Summer Time.",
    },
    {
      question: "What if my time does not exist or happens twice?",
      answer:
        "When clocks jump forward, a time in the skipped hour is moved forward by the jump (02:30 becomes 03:30). When clocks go back, a time that happens twice means the first one. Calendar apps read the .ics file the same way.",
    },
    {
      question: "Does the countdown keep running in a background tab?",
      answer:
        "Yes. The time left is computed from the target moment and the clock every time it is shown, so it is right the moment you come back.",
    },
    {
      question: "Can I share my countdown?",
      answer:
        "Yes: the date, time, zone and title are in the page's address. Copy the link or use the share buttons; nothing is stored on our server.",
    },
  ],
  shareHeading: "Share this countdown",
  eventNote: "The countdown ends at midnight at the start of the day, in your own time zone.",
  today: (name) => `${name} is today!`,
};

export default en;
