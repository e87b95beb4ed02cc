import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

const en: ClockPagesText = {
  breadcrumb: "World Clock",
  world: {
    title: "World Clock – Current Local Time in Over 40 Cities | Tickwise",
    description:
      "What time is it? Your exact local time, checked against our server, and the current time in over 40 cities worldwide, with daylight saving always right.",
    h1: "World Clock: Current Local Time",
    intro:
      "Your exact local time, corrected against the Tickwise server, and the current time in over 40 cities: New York, London, Tokyo, Sydney, Los Angeles, Dubai and more.",
    locationTitle: "World Clock",
  },
  generalFaqs: [
    {
      question: "How accurate is the time shown?",
      answer:
        "Tickwise compares your device's clock with the server's in a few quick round trips, shows how far off your device is, and corrects for it. The time then comes from the IANA time zone database built into your browser, so daylight saving changes are always right.",
    },
    {
      question: "Why is my computer's clock different from this page?",
      answer:
        "Device clocks drift by a few seconds a week unless they synchronise with a time server. The line under the clock says how far ahead or behind your device is; turning on automatic time setting in your system settings fixes it.",
    },
    {
      question: "Does the world clock handle daylight saving time?",
      answer:
        "Yes. Times and UTC offsets come from the IANA time zone database through your browser, so every city switches to and from daylight saving time on the right date, every year.",
    },
  ],
  hourUnit: "long",
  list: { separator: ", ", pattern: "{head} and {last}", datePattern: "{head} and {last}" },
  location: {
    title: (city, country) => `Current Time in ${city}, ${country} | Tickwise`,
    description: (city, country, zone, offset) =>
      `What time is it in ${city}, ${country}? The exact local time (${zone}, ${offset}), updated every second, daylight saving included.`,
    h1: (city) => `Current Time in ${city}`,
    intro: (city, country, zone) =>
      `The exact time in ${city}, ${country}, updated every second and corrected for your device's clock. ${city} uses the ${zone} time zone.`,
    locationTitle: (city) => `Time in ${city}`,
    zoneWords: "IANA time zone",
    zoneQuestion: (city) => `What time zone is ${city} in?`,
    zoneFixed: (city, country, zone, offset) =>
      `${city}, ${country} uses the ${zone} time zone, which is ${offset} all year round.`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city}, ${country} uses the ${zone} time zone: ${standard} in standard time and ${daylight} during daylight saving time.`,
    dstQuestion: (city) => `Does ${city} observe daylight saving time?`,
    dstYes: (city, year, forward, back) =>
      `Yes. In ${year}, clocks in ${city} go forward one hour on ${forward} and back on ${back}.`,
    dstOther: (city, dates, year) => `The offset in ${city} changes on ${dates} in ${year}.`,
    dstNo: (city, offset) => `No. ${city} stays on ${offset} all year, so its clocks never change for summer.`,
    diffQuestion: (city, other) => `What is the time difference between ${city} and ${other}?`,
    same: (other) => `the same time as ${other}`,
    ahead: (hours, other) => `${hours} ahead of ${other}`,
    behind: (hours, other) => `${hours} behind ${other}`,
    period: (from, to) => `from ${from} to ${to}`,
    during: (difference, periods) => `${difference} ${periods}`,
    allYear: (city, difference) => `${city} is ${difference} all year.`,
    mostly: (city, difference, year, exceptions) =>
      `${city} is ${difference} for most of ${year}, and ${exceptions}, because the two places change their clocks on different dates (or only one of them does).`,
    sameZoneQuestion: (city) => `Which other cities have the same time as ${city}?`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "en",
        "{count, plural, one {{cities} shares the {zone} time zone with {city}, so their clocks always show the same time.} other {{cities} share the {zone} time zone with {city}, so their clocks always show the same time.}}",
        { cities, count, zone, city },
      ),
  },
};
export default en;
