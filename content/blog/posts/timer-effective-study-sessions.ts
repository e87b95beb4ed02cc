import type { SeedPost } from "../types";

export const post: SeedPost = {
  slug: "timer-effective-study-sessions",
  title: "How to Use a Timer for Effective Study Sessions",
  excerpt:
    "Studying for hours is not the same as learning for hours. A timer helps you plan focused blocks, take real breaks and practise under exam conditions.",
  metaDescription:
    "Plan better study sessions with a timer: choose block lengths, use active recall in each block, take real breaks and rehearse exams under timed conditions.",
  imageUrl: "/images/blog/desk-timer.webp",
  publishedAt: "2026-09-01",
  content: `Many students measure study by hours spent at a desk. The trouble is that an hour at a desk can contain twenty minutes of real work and forty of re-reading, messaging and drifting. A timer does not make you clever, but it makes your study time honest: you decide what a block is for, you work until it ends, and you rest before the next one. This guide shows how to build study sessions around a timer.

## Why timed blocks help you learn

Attention is limited. After a while, concentration fades and reading turns into looking at words. Fixed blocks with planned breaks keep you working in the period when you are still sharp. They also help with the hardest part of studying, which is starting: it is easier to commit to "one block on chapter four" than to "revise chapter four".

Timed blocks also make your progress measurable. If you know that a past paper took you three blocks last week and two this week, you can see yourself improving.

## Choosing a block length

There is no single perfect length. Pick one that matches the material and your energy:

| Block | Break | Good for |
| --- | --- | --- |
| [15 minutes](/timer/15-minute-timer) | 3 minutes | Getting started, tired days, younger students |
| [25 minutes](/timer/study-timer) | 5 minutes | Most revision: the classic Pomodoro rhythm |
| [45 minutes](/timer/45-minute-timer) | 10 minutes | Reading, problem sets, essay drafts |
| [50 minutes](/timer/50-minute-timer) | 10 minutes | Deep work once focus is well trained |
| [90 minutes](/timer/90-minute-timer) | 20 minutes | Long projects, with one or two short pauses inside |

The [Study Timer](/timer/study-timer) is a ready-made 25-minute block. If you have never studied with a timer, start there; our guide to the [25-minute Pomodoro timer](/blog/25-minute-pomodoro-timer-focus-work) explains the method behind it.

## What to do inside a block

A timer only protects your time; what you do with it decides how much you learn. Learning research consistently finds that some study habits work far better than others:

- **Active recall.** Close the book and try to write down or say what you remember, then check. Retrieving information strengthens memory much more than re-reading it.
- **Practice questions.** Past papers and end-of-chapter questions are recall in exam form.
- **Spaced repetition.** Come back to a topic after a day, then after a few days, then after a week. Short, repeated blocks beat one long session the night before.
- **Interleaving.** Mixing related topics or problem types in a session, instead of doing twenty identical problems, helps you learn when to use each method.
- **Explaining.** Teach the idea to an imaginary classmate. Gaps in your explanation show you what to study next.

Give each block a single, concrete goal before you press Start: "answer questions 1 to 6", "make flashcards for the French revolution timeline", "write the introduction". When the goal is vague, the block tends to turn into re-reading.

## Taking breaks that restore focus

Breaks are part of the method, not a reward for finishing. Stand up, drink water, walk around, look out of a window. Avoid starting a video or a conversation you will not want to end; use a [5 Minute Timer](/timer/5-minute-timer) or a [10 Minute Timer](/timer/10-minute-timer) so the break ends on time. After three or four blocks, take a longer break of 20 to 30 minutes, ideally with food and some movement.

## Practising under exam conditions

Many exams are timed, and running out of time is one of the most common reasons students lose marks. Rehearse it:

1. Find a past paper and note the official time limit.
2. Start the matching countdown, for example the [1 Hour Timer](/timer/1-hour-timer) or the [2 Hour Timer](/timer/2-hour-timer).
3. Work without notes, phone or breaks, as you would in the exam room.
4. When time runs out, stop, even mid-sentence, and mark what you managed.
5. Note where the time went and which questions deserve less of it next time.

Full screen (press F) hides everything else on the screen and makes the countdown easy to glance at, just like the clock on an exam hall wall.

## Tracking your study time

A countdown limits a session; a stopwatch measures it. If you want to know how long a reading assignment or a problem set really takes, use the [study sessions stopwatch](/stopwatch/study-sessions) or the [reading stopwatch](/stopwatch/reading-sessions) and record laps per chapter or per question. For longer-term targets, such as hours of revision per subject, the [Goals](/goals) page keeps each goal with its duration so you can start a timed block straight from it.

## A sample study afternoon

- 14:00 – one 25-minute block of active recall on yesterday's topic, then 5 minutes off.
- 14:30 – two 25-minute blocks of practice questions on a new topic, with a 5-minute break between.
- 15:30 – 25-minute block making flashcards of everything you got wrong, then a 20-minute break.
- 16:20 – one 45-minute timed section of a past paper.
- 17:05 – 10 minutes to plan tomorrow's blocks.

That is about three hours at the desk with well over two hours of genuine, focused work, which is more than many students manage in a whole day.

## Summary

Use a timer to decide how long a block lasts, give every block one concrete goal, fill it with recall and practice rather than re-reading, take real breaks, and rehearse exams against the clock. Start with one 25-minute block today and build from there.`,
};
