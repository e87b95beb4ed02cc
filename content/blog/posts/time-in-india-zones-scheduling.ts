import type { SeedPost } from "../types";

export const post: SeedPost = {
  slug: "time-in-india-zones-scheduling",
  title: "Time in India: One Zone, Scheduling Tips",
  excerpt:
    "All of India runs on Indian Standard Time, UTC+5:30, with no daylight saving. Here is what that means for the sun, for your calendar and for meetings with the rest of the world.",
  metaDescription:
    "India uses one time zone, IST (UTC+5:30), with no daylight saving. Time differences, meeting windows and scheduling tips for working with India.",
  imageUrl: "/images/blog/world-time-zones.webp",
  publishedAt: "2026-08-18",
  content: `India is the world's most populous country and stretches almost 3,000 kilometres from west to east, yet it keeps a single clock. Indian Standard Time (IST) applies everywhere from Gujarat to Arunachal Pradesh, and it never changes during the year. For anyone who works with colleagues, clients or family in India, a few facts about IST make scheduling much easier.

## Indian Standard Time at a glance

- **Offset:** UTC+5:30, five and a half hours ahead of Coordinated Universal Time.
- **Daylight saving time:** none. The clocks never go forward or back.
- **Time zone database name:** Asia/Kolkata (older software may say Asia/Calcutta).
- **Reference meridian:** 82.5° east, which passes close to Mirzapur in Uttar Pradesh.
- **Cities on IST:** all of them, including [Mumbai](/time/mumbai), [Delhi](/time/delhi), [Kolkata](/time/kolkata) and [Bangalore](/time/bangalore).

The half-hour offset surprises many people, but it is not unusual in the region. Sri Lanka also uses UTC+5:30, Nepal uses UTC+5:45, and Iran, Afghanistan and Myanmar all use offsets with half hours.

## One zone for a wide country

India spans roughly 29 degrees of longitude, which corresponds to almost two hours of solar time. On the same morning, the sun rises in the far north-east nearly two hours before it rises in western Gujarat, while the clocks show the same time in both places. In the east, it can be light before 5:00 in summer and dark soon after 17:00 in winter; in the west, mornings and evenings arrive much later by the clock.

The single zone has a long history. Before independence, cities such as Bombay and Calcutta kept their own local times, and IST gradually replaced them in the years after 1947. The question of a second zone for the north-east has been debated many times, and the tea gardens of Assam have long kept an informal "garden time" about an hour ahead of IST, but officially the whole country shares one clock. For anyone scheduling across India, that is good news: a time in Chennai is the same time in Kolkata, Delhi or Guwahati.

## Time differences from India

Because India has no daylight saving time, the difference between IST and another country changes whenever that country changes its clocks. This is the most common source of scheduling mistakes.

| Place | Standard time | Summer time | India is… |
| --- | --- | --- | --- |
| [London](/time/london) | UTC+0 | UTC+1 | 5:30 ahead in winter, 4:30 ahead in summer |
| [Berlin](/time/berlin) | UTC+1 | UTC+2 | 4:30 ahead in winter, 3:30 ahead in summer |
| [New York](/time/new-york) | UTC−5 | UTC−4 | 10:30 ahead in winter, 9:30 ahead in summer |
| [San Francisco](/time/san-francisco) | UTC−8 | UTC−7 | 13:30 ahead in winter, 12:30 ahead in summer |
| [Dubai](/time/dubai) | UTC+4 | none | 1:30 ahead all year |
| [Singapore](/time/singapore) | UTC+8 | none | 2:30 behind all year |
| [Tokyo](/time/tokyo) | UTC+9 | none | 3:30 behind all year |
| [Sydney](/time/sydney) | UTC+10 | UTC+11 | 4:30 behind in the southern winter, 5:30 behind in the southern summer |

Closer to home, [Karachi](/time/karachi) is 30 minutes behind India, [Dhaka](/time/dhaka) 30 minutes ahead and [Kathmandu](/time/kathmandu) 15 minutes ahead.

Remember that "summer" depends on the hemisphere: Europe and North America change their clocks in March and in October or November, while Australia changes in October and April. For a few weeks each spring and autumn, the usual differences are off by an hour because one side has switched and the other has not.

## Finding meeting windows

Good overlap exists with most of the world, if you know where to look:

- **Europe.** The Indian afternoon overlaps the European morning. A call at 14:30 IST is 9:00 in London in winter and 10:00 in summer. This is the easiest pairing.
- **North America (East Coast).** The overlap is narrow: the Indian evening meets the American morning. 19:30 IST is 9:00 in New York in winter and 10:00 in summer. Many teams alternate between an early-morning slot in the US and a late-evening slot in India to share the inconvenience.
- **North America (West Coast).** There is almost no overlap in normal working hours. Early morning in India (around 8:00–9:00 IST) is the previous evening in California. Keep these meetings short and rotate them.
- **Gulf, South-East and East Asia.** Large overlaps all day, and no daylight saving to worry about with most of these partners.
- **Australia.** The Indian morning overlaps the Australian afternoon: 10:00 IST is 14:30 in Sydney in the southern winter and 15:30 in summer.

## Practical scheduling tips

1. **Write the time zone every time.** "15:00 IST" or "9:30 GMT" removes any doubt. Avoid "IST" alone in international mail, because the same letters are also used for Irish Standard Time and Israel Standard Time; "India time" or "UTC+5:30" is clearer.
2. **Use the 24-hour clock in written plans.** It avoids AM and PM mix-ups across continents. Our guide to [military time and the 24-hour format](/blog/military-time-24-hour-format) covers the conventions.
3. **Check the week of a clock change.** In March, October and November, confirm recurring meetings with partners in Europe and North America; their clocks move, India's do not.
4. **Respect the working week and holidays.** Many offices in India work Monday to Friday, while shops, banks and smaller firms also open on some Saturdays. National holidays such as Republic Day (26 January), Independence Day (15 August) and Gandhi Jayanti (2 October) are fixed; festivals such as Holi and Diwali follow the lunar calendar and move every year.
5. **Compare clocks before you commit.** The [world clock](/time) shows the current time in Indian cities and more than sixty others, with the exact difference from your own time.

## Summary

India keeps one time zone, UTC+5:30, with no daylight saving. That makes domestic scheduling simple and international scheduling a matter of knowing when the other side changes its clocks. Write the zone on every invitation, favour the European morning and the American early morning for calls, and double-check recurring meetings around March and October.`,
};
