import type { SeedPost } from "../types";

export const post: SeedPost = {
  slug: "australia-time-zones-business",
  title: "Australia's Time Zones for Business",
  excerpt:
    "Australia has three standard time zones, but only some states use daylight saving, so in summer the mainland runs on five different clocks. Here is how to schedule around them.",
  metaDescription:
    "Australia's time zones explained for business: AWST, ACST and AEST, which states use daylight saving, and meeting times that work nationally and abroad.",
  imageUrl: "/images/blog/world-time-zones.webp",
  publishedAt: "2026-10-06",
  content: `Scheduling a national meeting in Australia is harder than it looks. The country has three standard time zones, two of which are only half an hour apart, and daylight saving time is observed by some states and territories but not others. From October to April, the mainland runs on five different clocks. This guide sets out the rules and gives practical meeting times that work for everyone.

## The three standard time zones

| Zone | Offset | States and territories |
| --- | --- | --- |
| Australian Western Standard Time (AWST) | UTC+8 | Western Australia |
| Australian Central Standard Time (ACST) | UTC+9:30 | Northern Territory, South Australia |
| Australian Eastern Standard Time (AEST) | UTC+10 | Queensland, New South Wales, Australian Capital Territory, Victoria, Tasmania |

A few local exceptions are worth knowing. Broken Hill, in far-western New South Wales, follows South Australian time rather than Sydney's. Lord Howe Island uses UTC+10:30 and moves its clocks by only half an hour in summer. Around Eucla on the Nullarbor Plain, communities informally keep a time of UTC+8:45. The external territories have their own zones: Christmas Island is on UTC+7, the Cocos (Keeling) Islands on UTC+6:30 and Norfolk Island on UTC+11.

## Who uses daylight saving time?

Daylight saving time in Australia starts on the first Sunday in October and ends on the first Sunday in April, when clocks move at 2:00 local standard time.

| State or territory | Capital | Standard time | Daylight saving |
| --- | --- | --- | --- |
| Western Australia | [Perth](/time/perth) | UTC+8 | No |
| Northern Territory | Darwin | UTC+9:30 | No |
| South Australia | Adelaide | UTC+9:30 | Yes, UTC+10:30 |
| Queensland | [Brisbane](/time/brisbane) | UTC+10 | No |
| New South Wales | [Sydney](/time/sydney) | UTC+10 | Yes, UTC+11 |
| Australian Capital Territory | Canberra | UTC+10 | Yes, UTC+11 |
| Victoria | [Melbourne](/time/melbourne) | UTC+10 | Yes, UTC+11 |
| Tasmania | Hobart | UTC+10 | Yes, UTC+11 |

Western Australia trialled daylight saving between 2006 and 2009 and then voted against keeping it; Queensland has also repeatedly declined it. The result is that between October and April the mainland has five offsets at once: UTC+8, +9:30, +10, +10:30 and +11.

## What that means between cities

The differences inside Australia change with the season, which is where most scheduling errors happen:

| Pair | April to October | October to April |
| --- | --- | --- |
| Sydney and Melbourne | Same time | Same time |
| Sydney and Brisbane | Same time | Sydney 1 hour ahead |
| Sydney and Adelaide | Sydney 30 minutes ahead | Sydney 30 minutes ahead |
| Adelaide and Darwin | Same time | Adelaide 1 hour ahead |
| Sydney and Perth | Sydney 2 hours ahead | Sydney 3 hours ahead |

A Brisbane team that joins a 9:00 Sydney meeting every week will suddenly find it at 8:00 in October, and a Perth office that starts at 8:30 will miss the first three hours of the Sydney day in summer.

## Meeting times that work nationally

The useful window for a national meeting is late morning on the east coast, when Perth has started work:

- **In summer (October to April):** 11:00 in Sydney and Melbourne is 10:30 in Adelaide, 10:00 in Brisbane, 9:30 in Darwin and 8:00 in Perth. Noon in Sydney gives Perth a more comfortable 9:00.
- **In winter (April to October):** 11:00 on the east coast is 10:30 in Adelaide and Darwin and 9:00 in Perth.

Avoid late-afternoon national calls: 16:00 in Sydney is 13:00 in Perth in summer, which looks fine, but 17:00 in Perth is already 20:00 in Sydney.

## Working with the rest of the world

Australia's distance from Europe and the Americas makes overlap scarce, so it pays to know the standard windows:

- **London.** Sydney is 9, 10 or 11 hours ahead of [London](/time/london), depending on which side is on daylight saving time. The workable window is early evening in Sydney and early morning in London, for example 18:00 in Sydney and 7:00 or 8:00 in London during the southern summer.
- **New York.** Sydney is 14 to 16 hours ahead of [New York](/time/new-york). Early morning in Sydney is the previous afternoon in New York: 8:00 on Tuesday in Sydney is 16:00 on Monday in New York in the southern summer.
- **US West Coast.** 10:00 in Sydney in summer is 15:00 the previous day in [Los Angeles](/time/los-angeles). Remember that Friday afternoon in California is already Saturday in Australia, so the shared working week is effectively four days.
- **Asia.** The easiest partners. [Perth](/time/perth) shares its clock with [Singapore](/time/singapore), Hong Kong and Beijing all year; [Tokyo](/time/tokyo) is one hour behind Sydney in winter and two hours behind in summer.
- **New Zealand.** [Auckland](/time/auckland) is usually two hours ahead of Sydney. For about a week in spring, between the last Sunday in September (when New Zealand moves its clocks) and the first Sunday in October, the gap is three hours.

## Practical tips

1. **Name the city, not the zone.** "10:00 Sydney time" is clearer than "10:00 AEST", which is wrong for half the year (the summer zone is AEDT).
2. **Send calendar invitations with a time zone.** Calendar software converts them for each participant, including daylight saving changes.
3. **Check the first Sunday of October and of April.** Review recurring meetings with Queensland, Western Australia and the Northern Territory around those dates.
4. **Watch the overseas changes too.** Europe changes on the last Sunday of March and October, and the United States on the second Sunday of March and the first Sunday of November; each creates a few weeks of unusual gaps.
5. **Plan around public holidays.** Holidays observed across the country include [Australia Day](/holidays/australia-day) on 26 January, Good Friday and Easter Monday, [Anzac Day](/holidays/anzac-day) on 25 April, Christmas Day and Boxing Day. Others, such as the King's Birthday and Labour Day, fall on different dates in different states, so a national team may lose a day in one office and not another. The [holiday countdowns](/holidays) show how long is left until the next ones.
6. **Compare clocks live.** The [world clock](/time) shows the current time in Australian cities and abroad, and each city page lists the dates its clocks change this year.

## Summary

Australia has three standard zones, and daylight saving in the south-east and South Australia only, so summer brings five mainland offsets. Schedule national meetings in the late morning on the east coast, name the city in every invitation, and double-check recurring meetings in early October and early April.`,
};
