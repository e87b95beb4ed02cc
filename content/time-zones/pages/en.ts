import type { TimeZonesPages } from "../pages";

const en: TimeZonesPages = {
  search: {
    title: "Find a City's Current Time | Tickwise",
    description:
      "Search over 850 cities by name and open the exact local time, time zone and daylight saving dates of each.",
  },
  converter: {
    breadcrumb: "Time zone converter",
    meta: {
      title: "Time Zone Converter – Convert a Time Between Cities | Tickwise",
      description:
        "Convert a date and time in one city to up to 10 others, with daylight saving right for the chosen date. Shows skipped and repeated hours. Free, no sign-up.",
      h1: "Time Zone Converter",
      intro:
        "Pick a city, a date and a time, and see the same moment in up to 10 other cities. Every offset comes from the time-zone rules in force on that date.",
    },
    pair: (from, to) => ({
      title: `${from} to ${to} Time Converter | Tickwise`,
      description: `Convert a time in ${from} to ${to} for any date, with daylight saving in both places, and see the time difference on that day.`,
      h1: `${from} to ${to} time`,
      intro: `What time is it in ${to} when it is a given time in ${from}? Pick a date and time; the difference follows each city's daylight saving dates.`,
    }),
    howTo: {
      heading: "How to convert a time",
      steps: [
        "Type the city whose time you know, and pick it from the suggestions.",
        "Add up to 10 cities to compare with.",
        "Choose the date and the time, then press Convert.",
        "Copy the page's address to share exactly this conversion.",
      ],
    },
    faqHeading: "Time zone converter FAQ",
    faqs: [
      {
        question: "Why does the date matter?",
        answer:
          "Many places change their clocks for daylight saving time on different dates, so the difference between two cities can change by an hour (or half an hour) during the year. The converter uses the rules in force on the date you pick.",
      },
      {
        question: "What does “this time does not exist” mean?",
        answer:
          "On the night clocks spring forward, an hour of local time is skipped: in New York, 2:30 AM never happens on the second Sunday of March. The converter says so and shows the moment the clocks had moved on to.",
      },
      {
        question: "Why is a time shown twice?",
        answer:
          "When clocks fall back, an hour is repeated, so a time such as 1:30 AM happens twice. The converter shows both moments.",
      },
    ],
  },
  planner: {
    breadcrumb: "Meeting planner",
    meta: {
      title: "Meeting Planner – Best Meeting Times Across Time Zones | Tickwise",
      description:
        "Find the best hour for a meeting across 2 to 10 cities: a 24-hour grid of working hours for any date, best overlaps first, and a calendar file.",
      h1: "Meeting Planner",
      intro:
        "Add the cities of everyone invited and pick a date: the planner lists the hours that fall inside most people's working day, with daylight saving right for that date.",
    },
    howTo: {
      heading: "How to plan a meeting across time zones",
      steps: [
        "Add the cities of the people you are meeting, your own first.",
        "Pick the date: offsets follow the daylight saving rules of that day.",
        "Adjust the working hours if your team keeps different ones.",
        "Choose one of the best times, or any hour of the grid, and add it to your calendar or share the link.",
      ],
    },
    faqHeading: "Meeting planner FAQ",
    faqs: [
      {
        question: "How are the best times chosen?",
        answer:
          "Hours where every city is inside working hours come first, then the hours nearest the middle of everyone's working day, then the earliest.",
      },
      {
        question: "Why does the grid have 23 or 25 hours?",
        answer:
          "On the day the first city's clocks change, its day is an hour shorter or longer. The grid follows the real day.",
      },
    ],
  },
};
export default en;
