import type { SeedPost } from "../types";

export const post: SeedPost = {
  slug: "5-minute-timer-productivity-guide",
  title: "The 5-Minute Timer: A Productivity Guide",
  excerpt:
    "Five minutes is short enough to start anything and long enough to finish more than you think. Here is how to turn a 5-minute timer into your most useful productivity tool.",
  metaDescription:
    "How to use a 5-minute timer to beat procrastination, clear small tasks, take real breaks and plan your day, with routines you can start today.",
  imageUrl: "/images/blog/hourglass.webp",
  publishedAt: "2026-06-09",
  content: `Most productivity advice asks for big changes: a new app, a new morning routine, a new system for everything. A 5-minute timer asks for almost nothing. It is small enough that you never have a good reason to skip it, and that is exactly why it works. This guide shows where five minutes fits into a working day and how to make each block count.

## Why five minutes works

The hardest part of most tasks is the start. A blank document, a full inbox or a messy kitchen all feel bigger than they are because the mind estimates the whole job at once. A short, fixed block changes the question from "how do I finish this?" to "what can I do before the timer rings?". That second question is easy to answer.

Five minutes also has a clear end. You know the discomfort will be over soon, so you stop negotiating with yourself. And when the timer rings you often want to keep going: starting created momentum that the original task never offered.

## The five-minute start

The simplest routine is the one many people call the five-minute rule:

1. Pick one task you have been putting off.
2. Open the [5 Minute Timer](/timer/5-minute-timer) and press Start.
3. Work on the task, and only that task, until the timer rings.
4. When it rings, decide honestly: stop, or carry on for another block.

Giving yourself permission to stop is important. If you secretly plan to force yourself through an hour, your brain notices and resists the start. Most of the time you will choose to continue; when you do not, you still made five minutes of progress on something that had none.

## Tasks that fit in five minutes

Many small jobs pile up because none of them seems worth starting. Grouped into five-minute blocks they disappear quickly:

- Answer the three oldest messages in your inbox.
- Clear your desk or the kitchen counter.
- Write the outline of a report: headings only, no sentences.
- Review tomorrow's calendar and move one meeting that should not be there.
- File receipts or rename the downloads you will need again.
- Stretch, refill your water and look out of a window.

Keep a short list of these "five-minute tasks" somewhere visible. When you have a gap between meetings, pick one instead of opening social media.

## Five-minute breaks that actually rest you

Short breaks are part of most focus methods. The [Pomodoro Technique](/blog/25-minute-pomodoro-timer-focus-work) pairs 25 minutes of work with a break of about five minutes, and a 5-minute timer is the natural way to keep that break honest. The best short breaks move you away from the screen:

| Break idea | Why it helps |
| --- | --- |
| Walk to another room and back | Gets the blood moving after sitting |
| Drink a glass of water | Most people under-drink while concentrating |
| Look at something far away | Relaxes the eyes after close screen work |
| A few slow breaths | Lowers the sense of rush before the next block |
| Tidy one small thing | A visible win that takes no thinking |

Scrolling a feed rarely counts as a break: it keeps the same eyes and the same posture busy and makes the next block harder to start. When the timer rings, go back; a break that quietly becomes twenty minutes is no longer a break. If you regularly need longer, plan it with the [15 Minute Timer](/timer/15-minute-timer) instead.

## Planning the day in five minutes

Five minutes at the start of the day is enough to decide what matters. Set the timer and write down:

- the one result that would make today a good day,
- two or three smaller tasks that support it,
- anything that must happen at a fixed time.

When the timer rings, stop planning and start on the first task. The limit prevents planning from turning into a way of avoiding work. If you keep a list of longer objectives, the [Goals](/goals) page lets you attach a focus duration to each one and start the timer straight from it.

## Making the timer part of your routine

A tool only helps when it is within reach. A few habits make the 5-minute timer effortless:

- **Bookmark it.** Keep the [5 Minute Timer](/timer/5-minute-timer) in your browser's bookmark bar, or install Tickwise as an app so it opens in its own window.
- **Use the keyboard.** Space starts and pauses, R resets, and F switches to full screen, which is useful when the timer is on a second monitor.
- **Add time when you need it.** While the timer is paused, the +30s, +1m and +5m buttons extend the block without retyping anything.
- **Pick a gentle sound.** The ring should mark the end of the block, not make you jump. Choose one in the [settings](/settings).

## When five minutes is not enough

Five minutes is a starting tool, not a replacement for deep work. Writing, studying or solving a hard problem needs longer, uninterrupted blocks. Use the five-minute start to get going and then move up: a [25 Minute Timer](/timer/25-minute-timer) for a classic Pomodoro, a [10 Minute Timer](/timer/10-minute-timer) for a quick sprint, or the [Stopwatch](/stopwatch) when you want to see how long a task really takes rather than limit it.

## Summary

A 5-minute timer works because it makes starting cheap, gives every small job a boundary and keeps breaks short. Use it to begin the task you are avoiding, to clear small jobs in batches, to rest properly between longer blocks and to plan your day before the day plans you. Start with one block today: pick the task, set five minutes and begin.`,
};
