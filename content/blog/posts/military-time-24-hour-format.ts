import type { SeedPost } from "../types";

export const post: SeedPost = {
  slug: "military-time-24-hour-format",
  title: "Military Time and the 24-Hour Format",
  excerpt:
    "Military time writes the hours of the day from 0000 to 2359, with no AM or PM. Here is how to read it, say it and convert it, plus the time-zone letters that go with it.",
  metaDescription:
    "A clear guide to military time and the 24-hour clock: conversion table, how to say times aloud, midnight rules and time-zone letters such as Zulu.",
  imageUrl: "/images/blog/clock-face.webp",
  publishedAt: "2026-07-28",
  content: `Military time is the 24-hour clock written in a strict, compact way. Instead of repeating the numbers 1 to 12 twice a day and adding AM or PM, it counts the hours from 00 to 23. It is used by armed forces, hospitals, airlines, emergency services and, in its everyday form, by most of the world's timetables. Once you know a few rules, reading it is quicker than reading a 12-hour clock, and it removes a whole class of mistakes.

## The basic idea

A day has 24 hours, and the 24-hour clock numbers them from 0 to 23:

- Midnight, the start of the day, is **0000**.
- Morning hours look familiar: 7 AM is **0700**.
- Noon is **1200**.
- After noon, the hours keep counting: 1 PM is **1300**, 6 PM is **1800** and 11 PM is **2300**.
- The last minute of the day is **2359**, followed by 0000 of the next day.

Military time always uses four digits and usually no colon: the first two digits are the hour and the last two the minutes. 9:05 AM becomes 0905, and 9:05 PM becomes 2105. Civilian 24-hour time is the same clock, normally written with a colon (09:05 and 21:05), which is also the international standard format, ISO 8601.

## Conversion table

| 12-hour | Military | 12-hour | Military |
| --- | --- | --- | --- |
| 12:00 AM (midnight) | 0000 | 12:00 PM (noon) | 1200 |
| 1:00 AM | 0100 | 1:00 PM | 1300 |
| 2:00 AM | 0200 | 2:00 PM | 1400 |
| 3:00 AM | 0300 | 3:00 PM | 1500 |
| 4:00 AM | 0400 | 4:00 PM | 1600 |
| 5:00 AM | 0500 | 5:00 PM | 1700 |
| 6:00 AM | 0600 | 6:00 PM | 1800 |
| 7:00 AM | 0700 | 7:00 PM | 1900 |
| 8:00 AM | 0800 | 8:00 PM | 2000 |
| 9:00 AM | 0900 | 9:00 PM | 2100 |
| 10:00 AM | 1000 | 10:00 PM | 2200 |
| 11:00 AM | 1100 | 11:00 PM | 2300 |

## How to convert in your head

**From 12-hour to military time:**

1. For AM times, write the hour with a leading zero: 6:30 AM becomes 0630. The exception is 12 AM, which becomes 00: 12:15 AM is 0015.
2. For PM times, add 12 to the hour: 4:45 PM becomes 1645. The exception is 12 PM, which stays 12: 12:30 PM is 1230.

**From military time to 12-hour:**

1. If the hour is 00, it is 12 AM: 0040 is 12:40 AM.
2. From 01 to 11, it is AM: 1120 is 11:20 AM.
3. If the hour is 12, it is PM: 1205 is 12:05 PM.
4. From 13 to 23, subtract 12 and it is PM: 1930 is 7:30 PM.

A useful shortcut for afternoon hours: subtract 2 from the last digit of the hour. 1500 is 3 PM, 1700 is 5 PM, 1900 is 7 PM. It works from 1300 to 1900; for 2000 to 2300, remember 8, 9, 10 and 11 PM.

## How to say military time aloud

Military time is spoken as two pairs of digits:

- **0600** – "zero six hundred" (often "oh six hundred" in casual American speech)
- **1300** – "thirteen hundred"
- **1430** – "fourteen thirty"
- **0905** – "zero nine zero five"
- **2000** – "twenty hundred"

Whole hours are said as "hundred"; the word "hours" is sometimes added ("fifteen hundred hours"), more in films than in real radio traffic. Saying each digit of the minutes clearly avoids confusion on a noisy line.

## Midnight: 0000 or 2400?

Midnight belongs to the start of a new day, so it is written 0000. Some organisations use 2400 to mean the end of a day, so a shift "from 1600 to 2400" ends at midnight and the next begins at 0000. Times such as 2401 do not exist. To avoid any doubt, many schedules use 2359 or 0001 for events near midnight.

## Time-zone letters: what "Zulu" means

Military messages often add a letter after the time to show the time zone. Each zone has a letter, pronounced with the NATO phonetic alphabet:

- **Z (Zulu)** is Coordinated Universal Time (UTC), roughly the time in London in winter. "1400Z" is 14:00 UTC, whatever the local time.
- Letters **A to M** (skipping J) are zones ahead of UTC, from one hour (A, Alpha) to twelve hours (M, Mike).
- Letters **N to Y** are zones behind UTC: N (November) is one hour behind, and the US East Coast is R (Romeo) in winter, five hours behind.
- **J (Juliett)** means the observer's local time.

Aviation and weather reports use Zulu time everywhere, so that pilots crossing several zones share one clock. You can see the current time in [London](/time/london), or anywhere else on the [world clock](/time), and compare it with your own.

## Why use the 24-hour clock?

- **No AM/PM mistakes.** A medication at 0800 cannot be confused with 2000.
- **Easy arithmetic.** The length of a shift from 1900 to 0700 is simple to work out: 24 − 19 + 7 = 12 hours.
- **Sorting.** Four-digit times sort correctly as text, which is handy in logs and spreadsheets.
- **International clarity.** Train, flight and broadcast schedules around the world use it.

## Practise with Tickwise

The best way to learn the 24-hour clock is to live with it for a week. The [world clock](/time) shows every city in 24-hour time, so checking [Tokyo](/time/tokyo) or [New York](/time/new-york) is instant practice. Every alarm page shows both forms too: the [7 AM alarm](/alarm/7am) is 7:00 in 24-hour time, and the [7:30 PM alarm](/alarm/7-30pm) is 19:30. Convert each time in your head before you look at the answer, and by the end of the week 1845 will read as naturally as "quarter to seven".`,
};
