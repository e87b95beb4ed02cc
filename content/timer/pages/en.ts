import { icu } from "@content/i18n/icu";
import { capitalize } from "./grammar";
import type { Faq, GeneralFaqKey, PageKind, PageProfile, TimerCopyPack } from "../types";

/** "an 8-minute timer", "an 18-minute timer", "an online timer", "a 5-minute timer". */
const withArticle = (noun: string) => (/^(?:[aeiou]|8|11-|18-)/i.test(String(noun)) ? `an ${noun}` : `a ${noun}`);

/** "a, b and c": the site writes British English, without the serial comma of en-US. */
const allOf = (items: readonly string[]) =>
  new Intl.ListFormat("en-GB", { type: "conjunction" }).format(Array.from(items, String));

const unitLabel = { second: "Second", minute: "Minute", hour: "Hour" } as const;
const unitName = "{unit, select, second {second} minute {minute} other {hour}}";

const usesEnding: Record<PageKind, string> = {
  short: "With only seconds to play with, a countdown you can see beats counting in your head.",
  medium:
    "Each of these is easy to forget once you're busy with something else, which is exactly what the alarm is for.",
  long: "Over a stretch this long it's easy to lose track of time, so let the timer keep it for you.",
};

const profiles: Record<string, PageProfile> = {
  "": {
    h1: "Online Timer",
    title: "Online Timer – Free Countdown Timer With Alarm | Tickwise",
    description:
      "Free online countdown timer with alarm. Type any time or pick a preset; it stays exact in background tabs and works offline. No sign-up.",
    noun: "online timer",
    hook: "any task",
    uses: ["cooking", "workouts", "study sessions", "classroom activities"],
    intro:
      "Type any time up to 99:59:59 or pick a preset, press Play, and get on with what you're doing. Tickwise counts down to a fixed end time, so it stays exact in a background tab and rings right on zero.",
    faqs: [
      {
        question: "How do I set my own time?",
        answer:
          "Click the big digits and type. One number is seconds (90 is a minute and a half), two are minutes and seconds (7:30), three are hours, minutes and seconds (1:15:00). Press Enter to keep it or Escape to undo; anything that can't be read leaves the previous time in place.",
      },
      {
        question: "Why does the timer open at 5 minutes?",
        answer:
          "Five minutes is the length people reach for most (tea, a short break, a quick task), and a timer that is already loaded starts with one click or the space bar. Change it in a second by typing a time or choosing a preset.",
      },
      {
        question: "Is Tickwise free? Do I need an account?",
        answer:
          "It's completely free, with no account and no sign-up. Your settings (sound, colours, font, confetti) stay in your browser; the only thing the server ever keeps is an email reminder you ask for, and only until it has been sent.",
      },
    ],
    tips: [
      "Bookmark the page of the time you use most, such as /timer/10-minute-timer, to land on it ready to go.",
      "Pick an alarm sound in Settings that suits the room: Soft Chime for a library, Traditional Buzzer for a noisy kitchen.",
    ],
  },
  "countdown-timer": {
    h1: "Countdown Timer",
    title: "Countdown Timer – Big, Exact and Full Screen | Tickwise",
    description:
      "A clean online countdown timer, ready at 5 minutes or any time you type. Big full-screen digits, an alarm at zero and exact timing in background tabs.",
    noun: "countdown timer",
    hook: "classrooms, talks and games",
    uses: ["classroom activities", "presentations", "game rounds", "jobs in the kitchen"],
    intro:
      "A no-fuss countdown that opens ready at five minutes, or type any time you need. Large digits you can read across a room, a progress bar, and an alarm the instant it reaches zero.",
    faqs: [
      {
        question: "What's the difference between a countdown timer and a stopwatch?",
        answer:
          "A countdown timer runs from a time you choose down to zero and then alerts you; a stopwatch counts up from zero to measure how long something took. Use this page when you know how long you have, and the Stopwatch when you want to find out.",
      },
      {
        question: "Can I show the countdown on a projector or TV?",
        answer:
          "Yes. Press F (or the full-screen button) and the digits fill the screen. In Settings you can choose a high-contrast background and font colour, and the screen stays awake while the timer runs, so it won't dim halfway through a class.",
      },
      {
        question: "How do I count down to a particular time of day instead?",
        answer:
          "This timer counts a length of time. To be alerted at 7:30 or 18:00, use the Alarm tool, which takes a date and time; for public holidays, the Holidays page counts the days for you.",
      },
    ],
    tips: [
      "Running a talk? Set the whole slot and glance at the progress bar: halfway through it reads 50%.",
      "A countdown on the big screen feels fairer to a class than a spoken “five more minutes”.",
    ],
  },
  "study-timer": {
    h1: "Study Timer (25-Minute Pomodoro)",
    title: "Study Timer – 25-Minute Pomodoro Timer | Tickwise",
    description:
      "A 25-minute Pomodoro study timer: focus until the alarm, take a 5-minute break, repeat. Free, exact in background tabs, no sign-up.",
    noun: "study timer",
    hook: "Pomodoro study sessions",
    uses: [
      "a Pomodoro of revision",
      "working through a problem set",
      "reading a chapter and making notes",
      "drafting one section of an essay",
    ],
    intro:
      "Twenty-five minutes of focused study, then a short break: the Pomodoro rhythm that keeps revision from drifting into either cramming or procrastinating. Press Play, put your phone face down and work until the alarm.",
    faqs: [
      {
        question: "What is the Pomodoro Technique?",
        answer:
          "A time-management method devised by Francesco Cirillo in the late 1980s and named after his tomato-shaped kitchen timer (pomodoro is Italian for tomato). You work on one task for 25 minutes, take a 5-minute break, and after four rounds take a longer break of 15 to 30 minutes.",
      },
      {
        question: "Why 25 minutes?",
        answer:
          "It's long enough to get properly into a task and short enough that starting never feels daunting. The fixed end also gives you a small deadline, which makes it easier to ignore messages until the alarm. If 25 minutes doesn't suit you, adjust it: the rhythm matters more than the exact number.",
      },
      {
        question: "What should I do in the breaks?",
        answer:
          "Get away from the screen: stand up, stretch, refill your water, look out of a window. Avoid anything that is hard to stop, like a video or a social feed. Use the 5 Minute Timer for the short breaks and the 15 Minute Timer for the long one.",
      },
      {
        question: "What if I'm interrupted during a pomodoro?",
        answer:
          "If it can wait, jot it down and carry on. If it can't, press Pause: the remaining time is kept exactly and Play picks up where you left off. Purists restart the pomodoro instead; both work, as long as you're honest with yourself.",
      },
    ],
    tips: [
      "Write down the single task for this pomodoro before you press Play.",
      "Count finished pomodoros rather than hours at the desk: it's a more honest measure of a study day.",
      "Working towards something bigger? Create a goal on the Goals page and start its timer from there.",
    ],
  },
  "10-second-timer": {
    hook: "quiz answers, party games and short sprints",
    uses: [
      "quiz answers",
      "10-second sprints in an interval workout",
      "a short breath hold",
      "the lead-in before a group photo",
    ],
    tips: ["For a group photo, start the timer and then take your place: everyone can see how long is left."],
  },
  "15-second-timer": {
    hook: "interval bursts, station changes and speed rounds",
    uses: [
      "all-out bursts in interval training",
      "the change-over between circuit stations",
      "speed rounds in a quiz",
      "a quick stretch hold",
    ],
    tips: ["Fifteen seconds is shorter than it feels: set up the next exercise before you press Play."],
  },
  "20-second-timer": {
    hook: "hand washing and Tabata intervals",
    uses: [
      "washing your hands properly",
      "the work phase of a Tabata round",
      "the eye break of the 20-20-20 rule",
      "a quick wall sit",
    ],
    faqs: [
      {
        question: "Why wash your hands for 20 seconds?",
        answer:
          "Health agencies such as the US CDC advise scrubbing with soap for at least 20 seconds: that's how long it takes to lather every surface (backs of the hands, between the fingers, under the nails) and lift off dirt and germs. Humming “Happy Birthday” twice is the classic alternative; a countdown children can watch is easier.",
      },
      {
        question: "How does a Tabata workout work?",
        answer:
          "Eight rounds of 20 seconds flat out and 10 seconds of rest, four minutes in all. Use this timer for the work phases, or the 4 Minute Timer to time the whole block in one go.",
      },
    ],
    tips: ["Put the countdown on a tablet by the bathroom sink and hand washing becomes a game for children."],
  },
  "30-second-timer": {
    hook: "planks, stretches and 30-second intervals",
    uses: [
      "holding a stretch",
      "a beginner's plank",
      "30-on, 30-off intervals",
      "rehearsing a 30-second elevator pitch",
    ],
    faqs: [
      {
        question: "How long should I hold a stretch?",
        answer:
          "For static stretches, fitness guidelines commonly suggest holding each one for about 10 to 30 seconds and repeating it a few times; 30 seconds is a comfortable target for most people. Breathe slowly and ease off if it hurts rather than pulls.",
      },
    ],
    tips: ["Practising a pitch? Say it out loud against the countdown until you finish comfortably before zero."],
  },
  "45-second-timer": {
    hook: "HIIT work sets and circuit stations",
    uses: [
      "45-second work sets in HIIT",
      "each station of a circuit",
      "a longer plank",
      "a rapid-fire round in a game",
    ],
    faqs: [
      {
        question: "What is a 45/15 interval workout?",
        answer:
          "You work for 45 seconds and rest for 15, so each exercise fills exactly one minute. Choose five to ten exercises and go round two or three times; because every exercise takes one minute, it's easy to keep track of where you are.",
      },
    ],
  },
  "90-second-timer": {
    hook: "rest between sets and quick kitchen jobs",
    uses: [
      "rest between heavy strength sets",
      "a microwave mug cake",
      "a debate rebuttal",
      "a calming breathing exercise",
    ],
    faqs: [
      {
        question: "How long should I rest between sets?",
        answer:
          "It depends on the goal. Lifters often rest about 1 to 2 minutes between sets when building muscle, and longer (2 to 5 minutes) for heavy strength work. Ninety seconds is a popular middle ground that lets you recover without cooling down.",
      },
    ],
    tips: ["Start the rest timer the moment you rack the weight, not once you've caught your breath."],
  },
  "1-minute-timer": {
    hook: "one-minute drills, challenges and EMOM rounds",
    uses: [
      "“minute to win it” party games",
      "one-minute speaking drills",
      "EMOM rounds (every minute on the minute)",
      "a minute of slow breathing",
    ],
    faqs: [
      {
        question: "What is an EMOM workout?",
        answer:
          "Every Minute On the Minute: at the start of each minute you do a set number of reps, then rest for whatever is left of that minute. Start this timer at the top of each round; the quicker you finish, the more rest you earn.",
      },
      {
        question: "What can I really do in one minute?",
        answer:
          "More than it sounds: answer a short email, clear a desk, do 20 squats or take about six slow breaths. The one-minute rule (if a task takes less than a minute, do it now) is a simple way to stop small jobs piling up.",
      },
    ],
    tips: ["Start with the space bar: in a one-minute round there's no time to hunt for the button."],
  },
  "2-minute-timer": {
    hook: "brushing teeth, green tea and quick breaks",
    uses: [
      "brushing your teeth",
      "steeping green tea",
      "a two-minute plank challenge",
      "the two-minute rule for small tasks",
    ],
    faqs: [
      {
        question: "How long should I brush my teeth?",
        answer:
          "Dentists, including the American Dental Association, recommend brushing for two minutes, twice a day. Most people stop well short of that; spending about 30 seconds on each quarter of the mouth makes the two minutes go by easily.",
      },
      {
        question: "What is the two-minute rule?",
        answer:
          "A habit from David Allen's Getting Things Done: if an action takes less than two minutes, do it now instead of writing it down. A timer keeps you honest about what really takes two minutes.",
      },
    ],
    tips: [
      "For children, prop a phone by the mirror: watching the bar fill makes two minutes of brushing feel shorter.",
    ],
  },
  "3-minute-timer": {
    hook: "black tea, instant noodles and boxing rounds",
    uses: ["instant noodles", "steeping black tea", "a boxing round", "a three-minute talk"],
    faqs: [
      {
        question: "How long should black tea steep?",
        answer:
          "Most black teas are best after 3 to 5 minutes in freshly boiled water: three minutes gives a lighter cup and five a stronger, more tannic one. Start at three, taste, and add a minute next time if you want more body.",
      },
      {
        question: "How long is a boxing round?",
        answer:
          "Professional boxing rounds last three minutes, with one minute of rest between them. For bag work or shadow boxing, use this timer for each round and the 1 Minute Timer for the rest.",
      },
    ],
  },
  "4-minute-timer": {
    hook: "French press coffee and Tabata blocks",
    uses: [
      "brewing French press coffee",
      "a complete Tabata block",
      "a short stretching routine",
      "a warm-up before a run",
    ],
    faqs: [
      {
        question: "How long should a French press brew?",
        answer:
          "Four minutes is the classic recommendation: pour water just off the boil over coarse grounds, stir, put the lid on and press when the alarm rings. Brewing longer makes the coffee more bitter rather than stronger.",
      },
      {
        question: "How long is a Tabata workout?",
        answer:
          "Four minutes: eight rounds of 20 seconds at maximum effort and 10 seconds of rest. It's short but hard, so warm up first.",
      },
    ],
  },
  "5-minute-timer": {
    hook: "tea, a quick tidy-up or a short break",
    uses: [
      "a Pomodoro short break",
      "a quick tidy-up",
      "a five-minute meditation",
      "starting a task you've been putting off",
    ],
    intro:
      "Five minutes is short enough to say yes to and long enough to get something done: a break between focus sessions, a quick tidy-up, a moment of calm. Press Play and it rings when the time is up.",
    faqs: [
      {
        question: "What is the five-minute rule for procrastination?",
        answer:
          "Promise yourself you'll work on the task for just five minutes and may stop when the alarm rings. Starting is usually the hardest part; once you're moving you'll often keep going, and if you don't, you've still done five minutes more than before.",
      },
      {
        question: "Is five minutes long enough for a break?",
        answer:
          "For short focus sessions, yes: the Pomodoro Technique uses a five-minute break after each 25 minutes of work. Stand up, move and look away from the screen, and the break does its job.",
      },
      {
        question: "How long should a beginner meditate?",
        answer:
          "Five minutes a day is a realistic start. Sit comfortably, follow your breath, and when your mind wanders (it will) bring it back without judging. Choose a gentle alarm such as Soft Chime in Settings so the end isn't a jolt.",
      },
    ],
    tips: ["Meditating? Pick Soft Chime or Gentle Wake in Settings for a calm ending."],
  },
  "6-minute-timer": {
    hook: "jammy boiled eggs and short workouts",
    uses: [
      "jammy boiled eggs",
      "a six-minute ab routine",
      "a guided breathing session",
      "a turn limit in a board game",
    ],
    faqs: [
      {
        question: "How long do I boil an egg for a jammy yolk?",
        answer:
          "Lower a large egg straight from the fridge into boiling water and cook it for about 6 to 7 minutes, then cool it in cold water. Five minutes gives a runny yolk and 9 to 10 a fully set one; egg size and altitude shift the timing a little.",
      },
    ],
  },
  "7-minute-timer": {
    hook: "the 7-minute workout and short meditations",
    uses: ["the 7-minute workout", "a short meditation", "a one-room tidy sprint", "a warm-up before a run"],
    faqs: [
      {
        question: "What is the 7-minute workout?",
        answer:
          "A circuit popularised in 2013 by an article in the ACSM's Health & Fitness Journal: 12 body-weight exercises of 30 seconds each, with about 10 seconds between them. Use this timer for the whole circuit, or the 30 Second Timer if you prefer a signal for each exercise.",
      },
    ],
  },
  "8-minute-timer": {
    hook: "pasta, quick ab routines and stand-up meetings",
    uses: ["cooking dried pasta", "an 8-minute ab routine", "a stand-up meeting", "a short journaling session"],
    faqs: [
      {
        question: "How long does pasta take to cook?",
        answer:
          "Most dried spaghetti and penne need 8 to 12 minutes in well-salted boiling water; the packet gives the exact time. Start the timer when the water comes back to the boil and taste a minute before the alarm for al dente.",
      },
    ],
  },
  "9-minute-timer": {
    hook: "hard-boiled eggs and short focus sprints",
    uses: ["hard-boiled eggs", "a short focus sprint", "a speed tidy before guests arrive", "steaming vegetables"],
    faqs: [
      {
        question: "How long does a hard-boiled egg take?",
        answer:
          "About 9 to 12 minutes once the water is boiling: 9 gives a set but still tender yolk, 12 a firm, pale one. Move the eggs into cold water straight away so they stop cooking and peel more easily.",
      },
    ],
  },
  "10-minute-timer": {
    hook: "a tidy-up, meditation or a quick workout",
    uses: [
      "a ten-minute tidy of one room",
      "a short yoga flow",
      "a quick body-weight workout",
      "the last ten minutes of a class activity",
    ],
    intro:
      "Ten minutes is the unit of a good habit: enough for a real workout, a proper tidy-up or a calm meditation, short enough to fit into any day. The timer is loaded, so press Play.",
    faqs: [
      {
        question: "What can I get done in 10 minutes?",
        answer:
          "A surprising amount: clear the kitchen counter and load the dishwasher, walk about a kilometre, read a chapter of a short book or run through a full body-weight circuit. Ten focused minutes beat thirty distracted ones.",
      },
      {
        question: "How do teachers use a 10-minute timer?",
        answer:
          "For timed activities, group work and transitions. Put it on the projector in full screen (press F) so everyone sees the same time; the progress bar shows at a glance how much is left, so nobody needs to keep announcing it.",
      },
    ],
    tips: ["Try a ten-minute tidy every evening: start the timer, clear as much as you can, and stop at the alarm."],
  },
  "12-minute-timer": {
    hook: "the Cooper run test and short workouts",
    uses: [
      "the Cooper 12-minute run test",
      "a short HIIT session",
      "pasta cooked al dente",
      "a focused round of emails",
    ],
    faqs: [
      {
        question: "What is the Cooper test?",
        answer:
          "A fitness test devised by Dr Kenneth Cooper in 1968: you run (or walk) as far as you can in 12 minutes, and the distance estimates your aerobic fitness. Use a running track so the distance is easy to measure, and warm up first.",
      },
    ],
  },
  "15-minute-timer": {
    hook: "coffee breaks, power naps and long Pomodoro breaks",
    uses: ["a coffee break", "the long break after four pomodoros", "a quick workout", "a power nap"],
    intro:
      "A quarter of an hour: the coffee break, the long break after four pomodoros, a brisk walk round the block. Start it and stop watching the clock.",
    faqs: [
      {
        question: "How long should a power nap be?",
        answer:
          "Sleep researchers generally suggest 10 to 20 minutes: long enough to feel refreshed, short enough to avoid waking groggy from deeper sleep. Fifteen minutes leaves a little time to drift off.",
      },
      {
        question: "What's a good 15-minute workout?",
        answer:
          "Three rounds of five exercises (squats, push-ups, lunges, plank and jumping jacks), each for 45 seconds with 15 seconds of rest. That fills the 15 minutes exactly and works the whole body.",
      },
    ],
  },
  "18-minute-timer": {
    hook: "TED-length talks and presentation rehearsals",
    uses: [
      "rehearsing an 18-minute TED-style talk",
      "a conference presentation slot",
      "baking a tray of muffins",
      "a short run",
    ],
    faqs: [
      {
        question: "Why are TED talks 18 minutes long?",
        answer:
          "TED caps its talks at 18 minutes, a length it describes as long enough to say something serious and short enough to hold an audience's attention. Rehearse against this timer and aim to finish with a minute to spare.",
      },
    ],
  },
  "20-minute-timer": {
    hook: "power naps, the 20-20-20 rule and focus blocks",
    uses: ["a power nap", "a focused work block", "the 20-20-20 eye-break rule", "a brisk walk"],
    intro:
      "Twenty minutes: the classic power nap, a brisk walk or a solid block of focus. Press Play and let the alarm do the clock-watching.",
    faqs: [
      {
        question: "What is the 20-20-20 rule?",
        answer:
          "A habit eye-care professionals recommend for screen work: every 20 minutes, look at something about 20 feet (6 metres) away for 20 seconds. Run this timer while you work, then the 20 Second Timer for the break.",
      },
      {
        question: "Is 20 minutes the best length for a nap?",
        answer:
          "For most adults 10 to 20 minutes is the sweet spot: you stay in lighter sleep and wake up refreshed. Much longer and you risk waking from deep sleep feeling groggy. Allow a few minutes to fall asleep when you set it.",
      },
    ],
  },
  "25-minute-timer": {
    hook: "a Pomodoro, roasting vegetables or a short run",
    uses: ["a Pomodoro focus session", "roasting a tray of vegetables", "a short run", "a quick-wash laundry cycle"],
    faqs: [
      {
        question: "Is a 25-minute timer the same as a Pomodoro?",
        answer:
          "Yes: 25 minutes is the classic Pomodoro length. For the whole routine, with advice on breaks and interruptions, see the Study Timer page; this one is a plain 25-minute countdown for anything.",
      },
    ],
  },
  "30-minute-timer": {
    hook: "workouts, focus sessions and baking",
    uses: ["a half-hour workout", "a focused study block", "baking a sponge cake", "a timeboxed meeting"],
    intro:
      "Half an hour is long enough for a real workout or a meaningful chunk of work, and short enough to fit into a lunch break. Press Play; the alarm will find you even in another tab.",
    faqs: [
      {
        question: "Is 30 minutes of exercise a day enough?",
        answer:
          "Thirty minutes on five days a week adds up to 150 minutes, the minimum amount of moderate activity the World Health Organization recommends for adults each week. A brisk walk counts.",
      },
      {
        question: "Why timebox meetings to 30 minutes?",
        answer:
          "Work tends to expand to fill the time available (Parkinson's law). A visible 30-minute countdown keeps a meeting on its agenda, and the progress bar makes it obvious when you're halfway and still on item one.",
      },
    ],
  },
  "35-minute-timer": {
    hook: "baking, yoga classes and long study blocks",
    uses: ["baking banana bread", "a Pilates session", "a longer study block", "an easy run"],
    tips: ["Baking? Check a couple of minutes before the alarm: ovens vary more than recipes admit."],
  },
  "40-minute-timer": {
    hook: "lessons, practice exams and longer workouts",
    uses: ["a school lesson", "a practice exam section", "a long bike ride", "roasting chicken pieces"],
    tips: ["For a practice exam, put the timer in full screen and your phone in another room."],
  },
  "45-minute-timer": {
    hook: "class periods, football halves and workouts",
    uses: ["a class period", "one half of a football match", "a 45-minute workout", "a long focus block"],
    faqs: [
      {
        question: "How long is a half in football?",
        answer:
          "A football (soccer) match has two halves of 45 minutes with a 15-minute half-time break, plus any stoppage time the referee adds. For a kickabout, use this timer for each half and the 15 Minute Timer for the break.",
      },
    ],
  },
  "50-minute-timer": {
    hook: "deep work, lectures and 50-minute sessions",
    uses: [
      "a 50-minute deep-work block with a 10-minute break",
      "a lecture",
      "a coaching session",
      "a long music practice",
    ],
    faqs: [
      {
        question: "Why work in 50-minute blocks?",
        answer:
          "Fifty minutes of focus and ten of rest fit neatly into an hour, so your breaks line up with the clock and with meetings. It's a longer cousin of the Pomodoro for tasks that need more time to warm up.",
      },
    ],
  },
  "60-minute-timer": {
    hook: "meetings, exam papers and hour-long workouts",
    uses: ["an hour-long meeting", "an exam paper", "a lesson", "an hour of instrument practice"],
    faqs: [
      {
        question: "How do I practise for a timed exam?",
        answer:
          "Set the paper's time, press F for full screen and put your notes away. Check the progress bar at a quarter, half and three quarters to pace yourself, and keep the last five minutes for checking your answers.",
      },
    ],
  },
  "90-minute-timer": {
    hook: "deep work, sleep cycles and football matches",
    uses: [
      "a deep-work session",
      "a long nap of one sleep cycle",
      "a football match (two 45-minute halves)",
      "a long exam",
    ],
    intro:
      "Ninety minutes is a favourite length for serious work: long enough to go deep on one problem, and about as long as a sleep cycle or a football match. Start it and let the alarm tell you when to surface.",
    faqs: [
      {
        question: "Why do people work in 90-minute blocks?",
        answer:
          "Many writers and researchers find they can concentrate hard for roughly 90 minutes before attention fades, after which a real break of 15 to 20 minutes pays off. It's a rule of thumb rather than a law, so try it and see whether it suits you.",
      },
      {
        question: "Is a 90-minute nap a good idea?",
        answer:
          "A full sleep cycle lasts roughly 90 minutes, so a nap of that length lets you wake from lighter sleep rather than in the middle of deep sleep. It's too long for a workday power nap, though; use the 20 Minute Timer for that.",
      },
    ],
  },
  "1-hour-timer": {
    hook: "deep work, rising bread dough and parking",
    uses: [
      "an hour of deep work",
      "letting bread dough rise",
      "an hour of paid parking",
      "a screen-time limit for children",
    ],
    intro:
      "One hour, timed exactly. Let dough rise, keep an eye on a parking ticket or block out an hour of deep work: Tickwise rings at the end even if the tab has spent the whole hour in the background.",
    faqs: [
      {
        question: "How long should bread dough rise?",
        answer:
          "A basic yeast dough usually needs about an hour to double in size at room temperature, though a cold kitchen can take longer. Treat the alarm as a reminder to check: the dough is ready when it has doubled and a floured finger leaves a dent that springs back slowly.",
      },
      {
        question: "Can I use it for children's screen time?",
        answer:
          "Yes, and showing the countdown helps. When children can see how long is left, the end is less of a surprise and there are fewer arguments. Set it, put it where they can see it, and let the alarm be the bad guy.",
      },
    ],
  },
  "2-hour-timer": {
    hook: "exams, slow roasts and long study sessions",
    uses: ["a full exam paper", "slow-roasting meat", "a long study session with breaks", "a gaming-time limit"],
    intro:
      "Two hours for the long jobs: a full practice exam, a slow roast, an afternoon of revision. Tickwise counts down to a fixed end time, so it is as exact at the end as at the start.",
    faqs: [
      {
        question: "Will a 2-hour timer still be exact at the end?",
        answer:
          "Yes. The time left is always worked out from the end time, so small delays never add up: after two hours, even with the tab in the background, the alarm is on time to within a fraction of a second. Only a computer that goes to sleep can't ring, so keep it awake or add an email reminder.",
      },
      {
        question: "How should I break up a two-hour study session?",
        answer:
          "Try three 35-minute blocks with 5-minute breaks, or four pomodoros with a longer break in the middle. Keep this timer running for the whole session so you always know how much of it is left.",
      },
    ],
  },
};

function generalFaqs(kind: PageKind, noun: string, words: string, command: string): Record<GeneralFaqKey, Faq> {
  return {
    accuracy: {
      question: `Is the ${noun} precise enough for intervals?`,
      answer:
        "Yes. Tickwise stores the moment the countdown should end and reads the clock on every update, so it can't drift or lose seconds. The display rounds up, so 00:00:01 stays on screen until the time has truly run out, and the alarm sounds at zero rather than a second late.",
    },
    background:
      kind === "long"
        ? {
            question: `Do I need to keep the page open for ${words}?`,
            answer:
              "Keep the tab open (in the background is fine) so it can ring and send a notification. If you reload or close it by accident, nothing is lost: reopen the page and the timer carries on from the same end time, or tells you it finished while you were away.",
          }
        : {
            question: `Does the ${noun} keep running if I switch tabs?`,
            answer:
              "Yes. Browsers slow down tabs you're not looking at, but Tickwise works out the time left from the moment the timer ends instead of counting ticks, so it stays exact. When the time is up in a hidden tab you still hear the alarm and, if you've allowed it, get a system notification.",
          },
    pauseAdd: {
      question: `Can I pause the ${noun} or add time?`,
      answer:
        "Press Pause (or the space bar) and the remaining time is kept to the millisecond; Play carries on from there. Before you start or while paused, +30s, +1m and +5m top it up; they're not available while it runs, so a stray tap can't change a running countdown.",
    },
    alarm: {
      question: `How will I know when the ${noun} is done?`,
      answer:
        "An alarm rings (choose from 16 sounds in Settings, from Soft Chime to Rooster Crow), confetti falls if it's switched on, the tab title says time's up and, if the page is hidden, you get a system notification. Browsers keep pages silent until you've clicked them, so use Test sound beforehand.",
    },
    email: {
      question: "Can Tickwise email me when the timer ends?",
      answer:
        "Yes: enter your address (and an optional note) in the email reminder card before pressing Play. The reminder is scheduled when the timer starts, cancelled if you pause or reset, and sent by the server even if you close the tab. Your address is deleted once it has been sent.",
    },
    voice: {
      question: `Can I start ${withArticle(noun)} by voice?`,
      answer: `In browsers with speech recognition, such as Chrome, switch on voice commands and say “${command}”. You can also say “start”, “pause” or “stop”, and “reset timer”. Speak the commands in English.`,
    },
    keyboard: {
      question: "Are there keyboard shortcuts?",
      answer:
        "Space starts and pauses, R resets and F switches full screen on and off. They're handy when your hands are busy or the timer is on a screen across the room.",
    },
    custom: {
      question: `Can I change the time to something other than ${words}?`,
      answer:
        "Click the digits and type a new time: 90 is 90 seconds, 7:30 is seven and a half minutes and 1:05:00 is an hour and five minutes. Enter confirms, Escape cancels, and the preset buttons below switch to other common lengths.",
    },
    offline: {
      question: "Does the timer work offline?",
      answer:
        "Yes. After your first visit your browser keeps a copy of the timer, so it opens and runs without a connection, in a basement gym or on a plane. Only the email reminder needs the internet.",
    },
    screen: {
      question: "Will my screen switch off while the timer runs?",
      answer:
        "Where the browser supports it, Tickwise asks the screen to stay awake while a timer is running and lets it sleep again afterwards. On older browsers, lengthen your auto-lock setting for long timers.",
    },
  };
}

const en: TimerCopyPack = {
  heading: (amount, unit) => `${amount} ${unitLabel[unit]} Timer`,
  noun: (amount, unit) => icu("en", `{amount}-${unitName} timer`, { amount, unit }),
  voiceCommand: (amount, unit) => icu("en", `{amount} ${unitName} timer`, { amount, unit }),
  title: (h1) => [`${h1} – Free Online Countdown | Tickwise`, `${h1} – Free Online Timer | Tickwise`],
  description: (noun, hook) =>
    `Free ${noun} with alarm for ${hook}. Exact even in background tabs, works offline, no sign-up.`,
  intro: (kind, words, first, second, third) => {
    if (kind === "short")
      return `${capitalize("en", words)} on the clock: enough for ${first}, ${second} or ${third}. Press Play or the space bar, watch the big digits, and the alarm sounds exactly at zero.`;
    if (kind === "long")
      return `${capitalize("en", words)} set aside for ${first} or ${second}. Start it, leave the tab in the background, and Tickwise will ring, notify you and, if you like, email you at the end.`;
    return `${capitalize("en", words)} is just right for ${first}, ${second} or ${third}. The timer is loaded and ready: press Play and it rings when the time is up, even if you switch to another tab.`;
  },
  usesFaq: (kind, noun, uses) => ({
    question:
      kind === "short"
        ? `When would I use ${withArticle(noun)}?`
        : kind === "long"
          ? `What is ${withArticle(noun)} good for?`
          : `What can I time with ${withArticle(noun)}?`,
    answer: `People use it for ${allOf(uses)}. ${usesEnding[kind] ?? usesEnding.medium}`,
  }),
  generalFaqs,
  steps: (kind, display, words, amount) => [
    display === undefined
      ? "Type a time into the display or choose one of the popular presets; the timer opens at 5 minutes."
      : `The timer is already set to ${display}. Press Play or the space bar to start.`,
    kind === "short"
      ? icu(
          "en",
          "Get into position before you start: {words} {amount, plural, one {goes} other {go}} by quickly. Press F for full screen to read it from a distance.",
          { words, amount },
        )
      : kind === "long"
        ? "Leave the tab open; the background is fine. Fill in the email reminder first if you'd like a message at the end too."
        : "Carry on with what you're doing. You can switch tabs or apps: the countdown stays exact and rings at zero.",
    "Need a different time? Click the digits, type it (90, 7:30 or 1:15:00) and press Enter, or use +30s, +1m and +5m before starting.",
    "At 00:00:00 the alarm sounds and the screen says Time's up! Pause holds the time at any point; Reset clears it.",
  ],
  kindTips: {
    short: [
      "Press Test sound once before a workout: browsers keep pages silent until you've interacted with them.",
      "Prop your phone up and press F: the digits fill the screen so you can read them mid-exercise.",
    ],
    medium: [
      "Allow notifications when asked, and a timer that ends in a background tab will still get your attention.",
      "Space starts and pauses, R resets: no need to aim for a button with busy hands.",
    ],
    long: [
      "Keep a laptop plugged in for long timers: a computer that goes to sleep can't ring. Where supported, Tickwise keeps the screen awake while the timer runs.",
      "Add an email reminder as a backup; the server sends it even if the tab gets closed.",
    ],
  },
  profiles,
};

export default en;
