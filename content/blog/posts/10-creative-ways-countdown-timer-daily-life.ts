import type { SeedPost } from "../types";

export const post: SeedPost = {
  slug: "10-creative-ways-countdown-timer-daily-life",
  title: "10 Creative Ways to Use a Countdown Timer in Daily Life",
  excerpt:
    "A countdown timer is not only for the kitchen. Here are ten practical ways to use one at home, with children, in workouts and at work, each with a timer length that suits it.",
  metaDescription:
    "Ten practical ideas for using a countdown timer every day: cooking, tidying, kids' routines, workouts, naps, games, screen time and more.",
  imageUrl: "/images/blog/hourglass.webp",
  publishedAt: "2026-08-04",
  content: `A countdown timer does one thing: it tells you when a chosen amount of time is over. That sounds modest, but a clear end point changes how people behave. Tasks start sooner, arguments about "five more minutes" stop, and small routines become habits. Here are ten everyday ways to put a timer to work, with the length that suits each one.

## 1. Brew coffee and tea properly

Most drinks have an ideal steeping time, and guessing usually means bitter or weak results. A French press tastes best after about four minutes, black tea after three to five, and green tea after two to three. Start the [4 Minute Timer](/timer/4-minute-timer) as soon as the water goes in and press the plunger when it rings. For instant noodles, the [3 Minute Timer](/timer/3-minute-timer) does the same job.

## 2. Make tidying painless with a ten-minute sprint

A whole-house clean-up is daunting; ten minutes is not. Set the [10 Minute Timer](/timer/10-minute-timer) and tidy as much as you can before it rings, then stop. Doing this once a day keeps a home under control with surprisingly little effort. It also works with housemates or children: everyone tidies at the same time, and the timer, not a parent, decides when it is over. If you would rather know how long a job really takes, time it with the [cleaning stopwatch](/stopwatch/cleaning-tasks).

## 3. Smooth children's transitions

Children often resist sudden changes: leaving the playground, switching off a game, getting ready for bed. A visible countdown gives them warning and makes the limit feel fair, because it is the same for everyone. Announce "five more minutes", start the [5 Minute Timer](/timer/5-minute-timer) in full screen where they can see it, and let the sound mark the change.

## 4. Brush teeth for the full two minutes

Dentists commonly recommend brushing for two minutes, and most people, adults included, stop well short of that. Put the [2 Minute Timer](/timer/2-minute-timer) on a phone or tablet in the bathroom. For younger children, a fun alarm sound turns the end of brushing into a small celebration.

## 5. Wash hands thoroughly

Public health advice recommends scrubbing hands with soap for at least 20 seconds. It is longer than it feels. The [20 Second Timer](/timer/20-second-timer) is a handy way to learn what 20 seconds really is; after a week or two you will know the length without it.

## 6. Build workout intervals

Interval training alternates effort and rest, and a timer removes the need to watch a clock while you move. Some simple formats:

| Workout | Timer | Pattern |
| --- | --- | --- |
| Plank or wall sit | [30 Second Timer](/timer/30-second-timer) | Hold until it rings, rest, repeat |
| Skipping rope | [1 Minute Timer](/timer/1-minute-timer) | One minute on, one minute off |
| Short circuit | [10 Minute Timer](/timer/10-minute-timer) | As many rounds as possible |
| Full session | [30 Minute Timer](/timer/30-minute-timer) | Warm-up, main set, cool-down |

For open-ended sets or laps, the [workout stopwatch](/stopwatch/workout-timing) records splits instead of counting down.

## 7. Take a power nap that does not leave you groggy

A short nap can restore alertness in the afternoon, but sleeping too long can leave you feeling worse. Many people find 20 minutes the sweet spot. Lie down, start the [20 Minute Timer](/timer/20-minute-timer) and get up when it rings, even if you feel you could sleep longer.

## 8. Keep games moving

Board games and quiz nights slow down when one player takes ages to decide. Give each turn a fixed limit with the [1 Minute Timer](/timer/1-minute-timer), or use the [board games stopwatch](/stopwatch/board-games) to see who really takes the longest. Word games, charades and drawing games all benefit from a shared countdown everyone can see.

## 9. Put limits on screen time, including your own

"Just a quick look" at a phone often becomes half an hour. Decide the length before you start: set a [15 Minute Timer](/timer/15-minute-timer), scroll, and close the app when it rings. The same trick helps children: a timer they can see is easier to accept than an adult saying "that's enough".

## 10. Beat procrastination at work

The most powerful use of a countdown timer is starting a task you have been avoiding. Tell yourself you will work on it only until the timer rings, then start. Five minutes is usually enough to break the resistance; our [5-minute timer productivity guide](/blog/5-minute-timer-productivity-guide) explains why. For longer focus, the [Pomodoro Technique](/blog/25-minute-pomodoro-timer-focus-work) uses 25-minute blocks separated by short breaks.

## Tips for any timer

- **Make it visible.** Full screen (press F) turns a laptop or tablet into a countdown clock for the whole room.
- **Choose the right sound.** A gentle chime suits a quiet office; a louder alarm works better in a noisy kitchen. Pick one in the [settings](/settings).
- **Keep it one click away.** Bookmark the timers you use most, or start from the list of [popular timers](/timer).
- **Try an alarm for fixed times.** When something must happen at a particular time rather than after a duration, use the [alarm clock](/alarm) instead.

## Summary

A countdown timer turns vague intentions into clear limits. Use it for drinks and cooking, tidying, children's routines, teeth and hand washing, workouts, naps, games, screen time and, most of all, getting started on work. Pick one idea from this list and try it today.`,
};
