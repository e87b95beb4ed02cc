import type { SeedPost } from "../types";

export const post: SeedPost = {
  slug: "online-alarm-clock-wake-up",
  title: "How to Wake Up with an Online Alarm Clock",
  excerpt:
    "An online alarm clock can wake you reliably if you set it up properly. Here is how to prepare your device, choose a sound and build a wake-up routine that sticks.",
  metaDescription:
    "Set up an online alarm clock that wakes you reliably: device checklist, choosing a sound, bedtimes for your wake-up time and tips to stop hitting snooze.",
  imageUrl: "/images/blog/clock-face.webp",
  publishedAt: "2026-10-20",
  content: `An alarm clock in a browser tab sounds fragile, but with a little preparation it is a dependable way to wake up, especially when you travel, work at a desk or simply want a nicer sound than your phone's. This guide covers the practical setup first and then the habits that make waking up easier, whatever alarm you use.

## Setting an alarm in a minute

1. Open the [alarm clock](/alarm) and pick a date and time, or click one of the popular alarms such as the [6:30 AM alarm](/alarm/6-30am) or the [7 AM alarm](/alarm/7am).
2. Press Set Alarm. The large clock turns into a countdown and the tab title shows the time remaining.
3. Leave the tab open. It can sit in the background behind other windows.
4. When the time comes, your sound plays and the alarm shows with its label. Press Snooze for 5 or 10 more minutes, or Stop.

If the time you chose has already passed today, the alarm is set for the same time tomorrow, so an evening visit to the [6 AM alarm](/alarm/6am) page sets tomorrow's wake-up.

## The device checklist

A browser alarm can only ring if the browser is running and allowed to play sound. Check these points the first time:

- **Click the page once.** Browsers block sound until you interact with a page; pressing Set Alarm counts.
- **Allow notifications.** Then a background tab can also show a system notification when the alarm rings.
- **Keep the device awake.** A computer that goes to sleep cannot ring. Plug it in and set the power options so it does not sleep overnight; the screen may turn off.
- **Turn the volume up and unmute.** Check the system volume, the speakers and any "do not disturb" mode.
- **Do a test run.** Set an alarm for two minutes from now and listen to it from your bed, so you know it is loud enough.
- **Have a backup for critical mornings.** For a flight or an exam, set a second alarm on another device. Phones in particular may pause background tabs to save battery.

## Choosing a sound that wakes you well

Tickwise has sixteen alarm sounds, from soft to impossible to ignore; pick yours in the [settings](/settings). A sudden loud noise wakes you, but it also starts the day with a jolt. Many people prefer a gentler sound that becomes hard to ignore:

| Sound | Character | Good for |
| --- | --- | --- |
| Gentle Wake | Soft and rising | Light sleepers, calm mornings |
| Sunrise Yoga | Calm tones | A slow start on days off |
| Birds Chirping | High, quick chirps | Waking without a jolt |
| Classic Beep | Short and clear | Everyday use |
| Traditional Buzzer | Insistent | Deep sleepers |
| Alarm Clock | Two-tone, old-style ring | Hard to sleep through |

You can also upload a clip of your own, up to five seconds and 5 MB, such as the opening of a favourite song. It is kept only in your browser.

## Work back from your wake-up time

The most effective way to wake up easily is to give yourself enough sleep. Health organisations recommend at least seven hours a night for most adults, and teenagers need more. Sleep runs in cycles of roughly 90 minutes, and waking at the end of a cycle tends to feel easier than waking in the middle of deep sleep. The cycle length varies from person to person, so treat the table below as a starting point, and allow about fifteen minutes to fall asleep.

| Wake-up time | Bedtime for about 7½ hours | Bedtime for about 9 hours |
| --- | --- | --- |
| [5:30 AM](/alarm/5-30am) | 9:45 PM | 8:15 PM |
| [6:00 AM](/alarm/6am) | 10:15 PM | 8:45 PM |
| [6:30 AM](/alarm/6-30am) | 10:45 PM | 9:15 PM |
| [7:00 AM](/alarm/7am) | 11:15 PM | 9:45 PM |
| [7:30 AM](/alarm/7-30am) | 11:45 PM | 10:15 PM |
| [8:00 AM](/alarm/8am) | 12:15 AM | 10:45 PM |

If you struggle to go to bed on time, set a second alarm for the evening, for example at [10 PM](/alarm/10pm), as a reminder to start winding down.

## Stop negotiating with the snooze button

Snoozing feels kind, but the extra minutes are light, broken sleep, and repeating the alarm trains you to ignore it. A few tricks help:

- **Put the laptop or tablet across the room.** Getting up to stop the alarm is most of the battle.
- **Set the real time.** If you need to be up at 7:00, set 7:00, not 6:30 with three snoozes.
- **Prepare the first five minutes.** Water by the bed, clothes laid out, and a simple first task make getting up less of a decision.
- **Keep the same time every day.** A regular wake-up time, weekends included, is one of the strongest ways to make mornings easier, because your body starts to expect it.

## Use light, not just sound

Light is the body's main signal that the day has begun. Open the curtains straight away, or step outside for a few minutes in the first hour after waking. On dark winter mornings a bright lamp helps. Our article on [sunrise, sunset and your sleep schedule](/blog/sunrise-sunset-times-sleep-schedule) explains why morning light makes it easier to fall asleep on time at night.

## Other ways to use the alarm

- **Naps.** For a short afternoon rest, a countdown is simpler: the [20 Minute Timer](/timer/20-minute-timer) rings before you fall into deep sleep.
- **Reminders.** Use an alarm for fixed-time events during the day, such as a call at 2 PM or leaving for school pick-up.
- **Other time zones.** Waking up for a call abroad? Check the other city's time on the [world clock](/time) before you set the alarm.

## Summary

An online alarm clock wakes you reliably when the tab stays open, the device stays awake and the sound is loud enough, so test it once and keep a backup for important days. Pair it with a regular wake-up time, enough sleep and morning light, and you will need the alarm less and less.`,
};
