import type { ClockText } from "../text";

const en: ClockText = {
  toolName: "Time",
  card: "Current time",
  timeLabel: (place) => `Current time in ${place}`,
  yourTime: "your location",
  yourZone: (zone) => `Your time zone: ${zone}`,
  loading: "Loading the current time…",
  accuracy: {
    measuring: "Checking your clock against the server…",
    failed: "Could not check your clock against the server; showing your device's time.",
    exact: (u) => `Your clock is exact (±${u} s).`,
    ahead: (s, u) => `Your clock is ${s} s ahead (±${u} s).`,
    behind: (s, u) => `Your clock is ${s} s behind (±${u} s).`,
    note: "The clocks on this page are corrected for it.",
  },
  selector: {
    label: "Current Location",
    auto: "My time zone (automatic)",
    help: "Choose a time zone to open its page.",
  },
  popular: { heading: "Popular Timezones", dayBefore: "yesterday", dayAfter: "tomorrow", sameDay: "today" },
  howItWorks: {
    heading: "How the world clock works",
    steps: [
      "When the page opens, your browser times a few quick round trips to the Tickwise server and estimates how far your device's clock is off.",
      "Every second, the current time is computed from that corrected clock for the selected time zone.",
      "Time zones and daylight saving rules come from the IANA time zone database built into your browser, so offsets are right on every date.",
      "Pick a city in Current Location, or a card under Popular Timezones, to open that city's page and share it.",
    ],
  },
  faqHeading: (title) => `${title} FAQ`,
  articles: {
    heading: "Related articles",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "Military time and the 24-hour format" },
      { to: "/blog/time-in-india-zones-scheduling", label: "Time in India: one zone, scheduling tips" },
      { to: "/blog/australia-time-zones-business", label: "Australia's time zones for business" },
      { to: "/alarm", label: "Online alarm clock" },
    ],
  },
  shareHeading: "Share this clock",
};
export default en;
