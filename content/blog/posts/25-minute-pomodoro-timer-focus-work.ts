import type { SeedPost } from "../types";

export const post: SeedPost = {
  slug: "25-minute-pomodoro-timer-focus-work",
  title: "The 25-Minute Pomodoro Timer for Focused Work",
  excerpt:
    "The Pomodoro Technique splits work into 25-minute blocks separated by short breaks. This guide explains where it comes from, how to run it properly and how to adapt it to your own work.",
  metaDescription:
    "Learn the Pomodoro Technique: 25-minute focus blocks, short and long breaks, handling interruptions, and how to adapt the method with a free online timer.",
  imageUrl: "/images/blog/desk-timer.webp",
  publishedAt: "2026-07-14",
  content: `The Pomodoro Technique is one of the simplest and most widely used focus methods. It needs nothing more than a timer and a task, yet it changes how a working day feels: instead of a long stretch of half-attention, you get a series of short, clear blocks with real rest between them. Here is how it works and how to get the most out of a 25-minute timer.

## Where the method comes from

The technique was developed by Francesco Cirillo in the late 1980s, while he was a university student in Italy looking for a way to study with more focus. He used a kitchen timer shaped like a tomato, and the Italian word for tomato, *pomodoro*, gave the method its name. Each 25-minute work block is called "a pomodoro", and the plural, pomodori, is used by fans of the method.

Cirillo later described the method in a book and in training courses, but the core has stayed the same: short, fixed periods of focused work, followed by short breaks, with a longer break after every few rounds.

## The basic cycle

1. Choose one task to work on.
2. Set a [25 Minute Timer](/timer/25-minute-timer) and start it.
3. Work on that task only, until the timer rings.
4. Take a short break of about 5 minutes.
5. After four pomodori, take a longer break of 15 to 30 minutes.

| Step | Length | What you do |
| --- | --- | --- |
| Pomodoro | 25 minutes | One task, no switching |
| Short break | 3 to 5 minutes | Stand up, move, rest the eyes |
| Long break | 15 to 30 minutes | After four pomodori: eat, walk, recover |

Four pomodori with their breaks take a little over two hours. That is a useful unit for planning: a morning usually holds two of these sets.

## Why 25 minutes?

Twenty-five minutes is long enough to make real progress and short enough that almost anyone can hold their attention that long. The fixed end point reduces the urge to check messages, because you know you will be free to do so soon. It also turns time into something you can count: "this report took six pomodori" is a more useful record than "this took most of Tuesday".

The breaks matter as much as the work. Stopping while you still have energy makes the next block easier to start, and the brief distance from a problem often helps you see it differently when you return.

## Handling interruptions

Interruptions are the main enemy of a pomodoro. The classic rule is that a pomodoro is indivisible: if you abandon it to deal with something else, it does not count, and you start a fresh one later. In practice:

- **Internal interruptions** (a sudden thought, an urge to check email): write it on a paper list and go straight back to the task. Deal with the list during a break.
- **External interruptions** (a colleague, a call): if it can wait, say you will get back to them in a few minutes and note it. If it cannot wait, stop the timer, handle it, and start a new pomodoro afterwards.

Over time your list of interruptions becomes a useful record of what keeps breaking your concentration.

## Planning with pomodori

At the start of the day, estimate how many pomodori each task needs. Large tasks that need more than five or six should be split; tiny ones can be grouped into a single block. At the end of the day, compare estimates with reality. Most people are surprised by how few truly focused blocks fit into a day, and that knowledge alone makes planning more honest.

The [Goals](/goals) page fits this well: give each goal a duration and start the timer from it when you begin.

## Adapting the method

The 25/5 rhythm is a starting point, not a law. Common adaptations:

- **Longer blocks for deep work.** Some people prefer 50 minutes of work and 10 of rest. Try the [50 Minute Timer](/timer/50-minute-timer) with a [10 Minute Timer](/timer/10-minute-timer) for the break.
- **Shorter blocks for hard starts.** On a difficult day, begin with a [15 Minute Timer](/timer/15-minute-timer) and work up to 25.
- **Study sessions.** The [Study Timer](/timer/study-timer) is a 25-minute preset built for revision; see also our guide to [timers for effective study sessions](/blog/timer-effective-study-sessions).
- **Team pomodori.** Some teams run shared blocks where nobody sends messages until the timer rings.

Whatever rhythm you choose, keep the two essentials: a fixed work block with a single task, and a real break afterwards.

## Making the timer work for you

- Press Space to start and pause, and R to reset, so the timer never takes more than a keystroke.
- Switch to full screen with F if you want the countdown visible across the room.
- Use a [5 Minute Timer](/timer/5-minute-timer) for the short break so the break ends on time too.
- Choose a calm sound in the [settings](/settings) so the end of each block is a signal, not a shock.

## Common mistakes

- **Skipping breaks** because you are "in the flow". Occasionally that is fine, but regularly skipping rest leads to tired, unfocused afternoons.
- **Working on several tasks in one pomodoro.** Switching defeats the purpose; pick one.
- **Using breaks for screens.** Checking messages during a break keeps your mind on work. Move instead.
- **Treating the method as all or nothing.** Even two or three pomodori a day on your most important task make a noticeable difference.

## Summary

The Pomodoro Technique works because it is concrete: one task, twenty-five minutes, then a break. Start with the classic rhythm on your most important task today, keep a note of interruptions, and adjust the lengths once you know how you work best.`,
};
