import type { EventPages } from "../events";

const en: EventPages = {
  "new-year": {
    title: (year) => `Countdown to New Year ${year}: Days Until January 1 | Tickwise`,
    description: (date) =>
      `How long until New Year? A live countdown to midnight on ${date}, in your own time zone, with days, hours, minutes and seconds.`,
    intro: "A live countdown to midnight on the first of January, where you are.",
    faqs: [
      {
        question: "When does the New Year countdown end?",
        answer: "At midnight on 1 January in your own time zone: each visitor counts down to their own midnight.",
      },
    ],
  },
  "valentines-day": {
    title: (year) => `Countdown to Valentine's Day ${year}: Days Until February 14 | Tickwise`,
    description: (date) => `How many days until Valentine's Day? A live countdown to ${date}, in your own time zone.`,
    intro: "A live countdown to the 14th of February, where you are.",
    faqs: [
      {
        question: "When is Valentine's Day?",
        answer: "Every year on 14 February. The countdown ends at midnight at the start of that day, your time.",
      },
    ],
  },
  easter: {
    title: (year) => `Countdown to Easter ${year}: Days Until Easter Sunday | Tickwise`,
    description: (date) =>
      `How long until Easter? Easter Sunday is on ${date}. A live countdown in your own time zone.`,
    intro: "Easter moves every year: its date is computed with the Gregorian rule used by Western churches.",
    faqs: [
      {
        question: "How is the date of Easter computed?",
        answer:
          "Easter Sunday is the first Sunday after the first full moon on or after 21 March, by the church's tables (the Gregorian computus). It falls between 22 March and 25 April.",
      },
    ],
  },
  halloween: {
    title: (year) => `Countdown to Halloween ${year}: Days Until October 31 | Tickwise`,
    description: (date) => `How many days until Halloween? A live countdown to ${date}, in your own time zone.`,
    intro: "A live countdown to the 31st of October, where you are.",
    faqs: [
      {
        question: "When is Halloween?",
        answer: "Every year on 31 October. The countdown ends at midnight at the start of that day, your time.",
      },
    ],
  },
  christmas: {
    title: (year) => `Countdown to Christmas ${year}: Days Until December 25 | Tickwise`,
    description: (date) => `How many days until Christmas? A live countdown to ${date}, in your own time zone.`,
    intro: "A live countdown to the 25th of December, where you are.",
    faqs: [
      {
        question: "When does the Christmas countdown end?",
        answer:
          "At midnight at the start of 25 December in your own time zone. From 26 December it counts to next year's Christmas.",
      },
    ],
  },
};

export default en;
