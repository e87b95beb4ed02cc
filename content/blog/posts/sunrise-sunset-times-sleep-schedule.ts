import type { SeedPost } from "../types";

export const post: SeedPost = {
  slug: "sunrise-sunset-times-sleep-schedule",
  title: "Sunrise, Sunset and Your Sleep Schedule",
  excerpt:
    "Your body clock takes its cues from daylight, not from the clock on the wall. Learn how sunrise, sunset and the seasons affect your sleep, and how to build a schedule that works all year.",
  metaDescription:
    "How sunrise, sunset and the seasons affect your body clock, and practical ways to use light and a steady wake-up time to sleep better all year.",
  imageUrl: "/images/blog/sunrise.webp",
  publishedAt: "2026-11-10",
  content: `For most of human history, sleep followed the sun. Electric light, shift work and time zones have loosened that link, but the body still listens to daylight. Knowing how sunrise and sunset shape your internal clock, and how they change through the year, helps you choose a sleep schedule you can actually keep.

## Your body clock and light

Deep in the brain, a small cluster of cells called the suprachiasmatic nucleus acts as a master clock. It runs on a cycle of roughly 24 hours, and in most people slightly longer, so it needs a daily nudge to stay in step with the world. The strongest nudge is light reaching the eyes.

- **Morning light** moves the clock earlier. After bright light early in the day, you tend to feel sleepy earlier in the evening and wake more easily the next morning.
- **Evening light** moves the clock later. Bright light late at night, including from screens and overhead lamps, delays the rise of melatonin, the hormone that helps prepare the body for sleep.
- **Darkness** at night lets melatonin rise on schedule.

Daylight is far brighter than indoor lighting. Even an overcast morning outdoors delivers many times more light than a well-lit office, which is why a few minutes outside does more for your body clock than an hour under ceiling lights.

## How day length changes with the seasons

Near the equator, day and night stay close to twelve hours each all year. The further you go from it, the bigger the seasonal swing:

| Place | Latitude | Shortest day | Longest day |
| --- | --- | --- | --- |
| [Singapore](/time/singapore) | 1° N | about 12 hours | about 12 hours |
| [Sydney](/time/sydney) | 34° S | about 9 hours 55 minutes | about 14 hours 25 minutes |
| [Tokyo](/time/tokyo) | 36° N | about 9 hours 45 minutes | about 14 hours 35 minutes |
| [London](/time/london) | 51° N | under 8 hours | over 16 and a half hours |
| [Stockholm](/time/stockholm) | 59° N | about 6 hours | about 18 and a half hours |

Remember that the seasons are reversed in the southern hemisphere: Sydney's longest day is in December, when London has its shortest.

In winter at higher latitudes, many people wake before sunrise and spend the short daylight hours indoors, so their body clock gets a weak morning signal and drifts later. In summer, light before 5:00 and after 21:00 can do the opposite: early waking and late, restless evenings.

## Clock time is not sun time

The time on your clock and the position of the sun only roughly agree, for two reasons.

**Time zones are wide.** Everyone in a zone shares one clock, but the sun rises earlier in the east of the zone than in the west. In India, which uses a single zone, sunrise in the far north-east comes almost two hours before sunrise in the far west (see our guide to [time in India](/blog/time-in-india-zones-scheduling)). Spain uses Central European Time although it lies well to the west, so in Madrid the sun rises after 8:30 in midwinter and sets after 21:30 in midsummer.

**Daylight saving time moves the clock, not the sun.** When clocks go forward in spring, sunrise and sunset both happen an hour later by the clock. Your alarm suddenly rings an hour earlier relative to the sun, and many people feel it for several days. Each city page on the [world clock](/time) lists the dates its clocks change this year.

## Building a schedule that follows the light

1. **Fix your wake-up time first.** A consistent wake-up time, weekends included, anchors the whole rhythm. Choose one you can keep and set it on the [alarm clock](/alarm), for example the [6:45 AM alarm](/alarm/6-45am) or the [7 AM alarm](/alarm/7am).
2. **Get outdoor light within an hour of waking.** Open the curtains, have breakfast by a window, or walk part of your commute. Ten to thirty minutes outside is a good target; more on dark days.
3. **Dim the evening.** In the last hour or two before bed, use lamps instead of ceiling lights and lower screen brightness. Light is the signal, so less of it at night helps.
4. **Work back to your bedtime.** Most adults need seven hours or more. Count back from your wake-up time and go to bed a little earlier than that, to allow time to fall asleep.
5. **Keep naps short and early.** A nap of about 20 minutes in the early afternoon, timed with the [20 Minute Timer](/timer/20-minute-timer), refreshes without stealing night-time sleep.

## Adjusting through the year

| Season | Challenge | What helps |
| --- | --- | --- |
| Winter | Dark mornings, little daylight | A bright lamp at breakfast, a daylight walk at lunch |
| Spring clock change | Waking an hour earlier by the sun | Go to bed 15 minutes earlier for four nights beforehand |
| Summer | Early dawn, light late evenings | Blackout curtains, eye mask, a cool bedroom |
| Autumn clock change | Evenings suddenly darker | Keep your usual wake-up time and seek morning light |

## Travel and time zones

Crossing time zones puts your body clock out of step with local sunrise and sunset. Light is again the fix: after flying east, seek morning light and avoid late-evening light; after flying west, get light in the late afternoon and evening. Before you travel, check the destination's time on the [world clock](/time) and start shifting your bedtime by half an hour a day.

## Summary

Your sleep schedule works best when it follows the light: a steady wake-up time, bright light in the morning, dim light in the evening and enough hours in between. Watch the seasons and the clock changes, adjust gradually, and let your alarm be a backup to a body clock that already knows what time it is.`,
};
