import { clause, type StopwatchPages } from "../use-cases";

const en: StopwatchPages = {
  breadcrumb: "Stopwatch",
  home: {
    title: "Online Stopwatch with Laps – Free & Exact to the Millisecond | Tickwise",
    description:
      "Free online stopwatch with milliseconds, laps (fastest and slowest marked), presets, full screen and keyboard shortcuts. Exact even in a background tab.",
    h1: "Online Stopwatch",
    intro:
      "Start, pause and reset with one key, record laps with their splits, and read the time to the millisecond. Tickwise works it out from the start instant, so it stays exact even when the tab is in the background.",
    tips: [
      "Copy your laps as CSV to keep a training or practice log in a spreadsheet.",
      "Press F for full screen when the whole room needs to see the time.",
    ],
  },
  faqs: [
    {
      question: "Is the online stopwatch accurate?",
      answer:
        "Yes. Tickwise never counts ticks: it stores the instant you pressed Start and computes the elapsed time from the browser's high-resolution monotonic clock every time it draws. The display is exact to the millisecond, even after the tab has been in the background.",
    },
    {
      question: "Does the stopwatch keep running in a background tab?",
      answer:
        "Yes. Browsers slow down hidden tabs, but because the time is derived from the start instant rather than counted, the stopwatch shows the exact elapsed time the moment you return, and the tab title keeps showing it meanwhile.",
    },
    {
      question: "How do I record laps?",
      answer:
        "Press Lap (or the L key) while the stopwatch runs. Each lap shows its own time and the total; the fastest and slowest laps are marked. Copy the laps as text or CSV, or download them as a CSV file.",
    },
    {
      question: "What keyboard shortcuts are there?",
      answer:
        "Space starts and pauses, L records a lap, R resets and F toggles full screen. Shortcuts are ignored while you type in a text field.",
    },
    {
      question: "What do the presets do?",
      answer:
        "Each preset gives the stopwatch a goal: Sprint signals every minute for ten repetitions, Plank at 30 s and 1 min, HIIT at every Tabata switch, Cooking at 10 minutes, Study at 20 and 25 minutes, Meeting at 25 and 30 minutes. The stopwatch keeps running after the target.",
    },
  ],
  useCasePage: {
    title: (name) => `Stopwatch for ${name} – Laps & Splits | Tickwise`,
    description: (name, blurb) =>
      `${name} stopwatch: ${clause(blurb, "en")}. Milliseconds, laps with fastest and slowest marked, presets and full screen. Free, no sign-up.`,
    h1: (name) => `Stopwatch for ${name}`,
    tip: "Copy your laps as text or CSV when you finish, before you press Reset.",
  },
  useCases: {
    "workout-timing": {
      name: "Workout Timing",
      blurb: "Sets, rest periods and circuits.",
      intro:
        "Time sets, rests and whole circuits to the millisecond. Press L at the end of every set to log it as a lap, and compare your fastest and slowest rounds when you finish.",
      tip: "Use the HIIT preset for Tabata intervals: it signals every switch between work and rest.",
      faq: {
        question: "How long should I rest between sets?",
        answer:
          "Common guidance is 30–90 seconds for muscular endurance and hypertrophy work and 2–5 minutes for heavy strength sets. Start the stopwatch when you rack the weight and begin the next set when it reaches your rest time.",
      },
    },
    "running-laps": {
      name: "Running Laps",
      blurb: "Split times for every lap of the track.",
      intro:
        "Record a split at every lap with one key press. The lap table shows each lap's own time and the running total, and marks your fastest and slowest laps so pacing problems stand out.",
      tip: "On a 400 m track, a 1:30 lap is a 6:00 per-kilometre pace; keep your laps within a few seconds of each other for an even run.",
      faq: {
        question: "How do I record a lap while running?",
        answer:
          "Press L (or the Lap button) each time you pass the line. Big buttons work well on a phone strapped to your arm; on a laptop by the track, the keyboard is fastest.",
      },
    },
    "swimming-practice": {
      name: "Swimming Practice",
      blurb: "Lengths, sets and send-off times.",
      intro:
        "Time lengths, 100s and whole sets from the pool deck. Log each length as a lap and read your splits afterwards, or put the stopwatch on a tablet in full screen as a pace clock.",
      tip: "Full screen (F) turns the page into a pace clock that swimmers can read from the water.",
      faq: {
        question: "Can I use this as a pace clock for a swim set?",
        answer:
          "Yes. Start it at the top of the set and press F for full screen; the large digits and the 10-second loop bar make send-offs such as “every 1:45” easy to read.",
      },
    },
    "speech-practice": {
      name: "Speech Practice",
      blurb: "Rehearse talks against the clock.",
      intro:
        "Rehearse a talk, a pitch or a wedding toast and see exactly how long it runs. Mark a lap at the end of each section to learn where the minutes go.",
      tip: "Most people speak at 130–160 words a minute: a 5-minute talk is roughly 700 words.",
      faq: {
        question: "How do I time each part of my speech?",
        answer:
          "Start the stopwatch as you begin and press L whenever you move to the next section. The lap table then lists how long the introduction, each point and the close took.",
      },
    },
    "cooking-timing": {
      name: "Cooking Timing",
      blurb: "How long each step really takes.",
      intro:
        "Find out how long a recipe really takes, or time steps that are done by eye, such as caramelising onions or resting a steak. The Cooking preset signals at ten minutes.",
      tip: "Note your laps next time you cook the dish: it makes the second attempt much easier to plan.",
      faq: {
        question: "Should I use a stopwatch or a timer in the kitchen?",
        answer:
          "Use the timer when the recipe gives a time (“boil for 8 minutes”) and the stopwatch when you want to measure: how long your oven takes to preheat, or how long a step takes you.",
      },
    },
    "study-sessions": {
      name: "Study Sessions",
      blurb: "Measure real focus time.",
      intro:
        "Measure how long you actually study, pausing when you step away. The Study preset signals at 25 minutes, the length of a classic Pomodoro, with a warning five minutes before.",
      tip: "Pause the stopwatch every time you pick up your phone: the honest total is often a surprise.",
      faq: {
        question: "Stopwatch or Pomodoro timer for studying?",
        answer:
          "A Pomodoro timer gives fixed blocks; a stopwatch shows how long you really focused. Many people use the stopwatch with the Study preset, which signals at 25 minutes but keeps counting if you are in the flow.",
      },
    },
    "meditation-timing": {
      name: "Meditation Timing",
      blurb: "Quiet, open-ended sittings.",
      intro:
        "Sit for as long as feels right and see how long it was afterwards. No ticking, no alarm unless you choose a preset: just a quiet count you can glance at.",
      tip: "Choose the Soft Chime or Gentle Wake sound in the display settings for a calmer signal.",
      faq: {
        question: "Will the stopwatch make any sound while I meditate?",
        answer:
          "No. The stopwatch is silent unless you pick a preset with a target; then it plays your chosen alarm sound once when the target is reached.",
      },
    },
    "reaction-time": {
      name: "Reaction Time",
      blurb: "Millisecond reaction tests.",
      intro:
        "Test reactions with a partner: one person starts, the other stops as soon as they notice. The display shows milliseconds, and laps let you record several attempts in a row.",
      tip: "Typical human visual reaction time is around 200–250 milliseconds; take the median of five tries.",
      faq: {
        question: "How precise is the stopwatch?",
        answer:
          "It reads the browser's high-resolution monotonic clock, so elapsed times are exact to the millisecond. Your own key press adds more variation than the stopwatch does.",
      },
    },
    "gaming-speedruns": {
      name: "Gaming Speedruns",
      blurb: "Splits for every level.",
      intro:
        "Keep a stopwatch beside your game and log a split at every level or boss. Compare the fastest and slowest segments to see where your run loses time.",
      tip: "Keep the stopwatch in a separate window: it stays exact even while the browser is in the background.",
      faq: {
        question: "Does the stopwatch keep running if I switch to my game?",
        answer:
          "Yes. The time is calculated from the start instant, not counted tick by tick, so a hidden or throttled tab still shows the exact time when you come back.",
      },
    },
    "art-creation": {
      name: "Art Creation",
      blurb: "Gesture drawing and timed sketches.",
      intro:
        "Time gesture drawings, speed paintings or a whole piece. Log a lap for each pose or stage to see how your working time is spread.",
      tip: "For gesture practice, start with 30-second poses and work up to 2 and 5 minutes.",
      faq: {
        question: "How can I time gesture drawing poses?",
        answer:
          "Start the stopwatch and press L at the end of each pose. The 10-second loop bar gives a feel for the time passing without looking at the digits.",
      },
    },
    "music-practice": {
      name: "Music Practice",
      blurb: "Track practice time per piece.",
      intro:
        "Track how long you practise each piece, scale or passage. Log a lap when you change exercise and see the breakdown of your session at the end.",
      tip: "Copy your laps as CSV after each session to keep a practice log in a spreadsheet.",
      faq: {
        question: "How do I keep a practice log?",
        answer:
          "Mark a lap each time you switch exercise, then use “Copy as CSV” and paste into a spreadsheet. Over a few weeks you will see where your practice time really goes.",
      },
    },
    "photography-shoots": {
      name: "Photography Shoots",
      blurb: "Long exposures and session slots.",
      intro:
        "Time bulb-mode long exposures, light-painting runs or back-to-back portrait slots. The millisecond display and large full-screen digits work in a dark studio.",
      tip: "In a dark room, switch to the dark theme and full screen so the display does not spoil your exposure.",
      faq: {
        question: "Can I time a long exposure with this stopwatch?",
        answer:
          "Yes: start it when you open the shutter and stop it when you close it. For exposures longer than a few minutes, the 10-second loop bar helps you count without reading the digits.",
      },
    },
    "typing-speed": {
      name: "Typing Speed",
      blurb: "Time a passage and work out WPM.",
      intro:
        "Time how long it takes to type a passage, then divide the words by the minutes to get your words per minute. Keyboard shortcuts are ignored while you type in a text field.",
      tip: "WPM = words ÷ minutes. A standard “word” is five characters including spaces.",
      faq: {
        question: "Will typing trigger the stopwatch shortcuts?",
        answer:
          "No. Space, L, R and F only work when you are not typing in a text field, so you can type a test passage elsewhere on the page without stopping the clock.",
      },
    },
    "board-games": {
      name: "Board Games",
      blurb: "Turn timers and whole-game times.",
      intro:
        "Time turns, rounds or the whole game night. Press L at the end of each turn and see who took the longest when the game is over.",
      tip: "Agree on a turn limit and use the 10-second loop bar as a gentle visual reminder.",
      faq: {
        question: "How do I time each player's turn?",
        answer:
          "Start the stopwatch, then press L each time a turn ends. The lap table lists every turn in order, with the fastest and slowest marked.",
      },
    },
    "cleaning-tasks": {
      name: "Cleaning Tasks",
      blurb: "How long chores really take.",
      intro:
        "Find out how long each cleaning job really takes. Once you know that the bathroom takes 12 minutes, it is much easier to fit it into a busy day.",
      tip: "Race your own record: a lap per room turns a chore into a game.",
      faq: {
        question: "Why time household cleaning?",
        answer:
          "Most people misjudge how long chores take. A few timed sessions give you real numbers to plan a cleaning routine around.",
      },
    },
    "dog-walks": {
      name: "Dog Walks",
      blurb: "Walk length and play time.",
      intro:
        "Time walks and play sessions to make sure your dog gets enough exercise. Pause for the chats with other dog owners to keep the walking time honest.",
      tip: "Many vets suggest 30 minutes to 2 hours of activity a day, depending on the breed.",
      faq: {
        question: "Does the stopwatch work if my phone screen turns off?",
        answer:
          "The time is derived from the start instant, so when you unlock the phone it shows the exact elapsed time, even if the browser was paused in between.",
      },
    },
    "gardening-work": {
      name: "Gardening Work",
      blurb: "Watering, weeding and mowing.",
      intro:
        "Time watering zones, weeding sessions or how long the lawn takes to mow. A lap per bed shows where the work goes.",
      tip: "Time how long a hose takes to fill a 10-litre bucket to learn your flow rate for watering.",
      faq: {
        question: "How do I time watering for each bed?",
        answer: "Start the stopwatch when you begin watering and press L when you move to the next bed.",
      },
    },
    "commute-tracking": {
      name: "Commute Tracking",
      blurb: "Door-to-door journey times.",
      intro:
        "Measure your commute door to door and log a lap at each change: walk, train, bus. After a week you will know which route is really fastest.",
      tip: "Copy the laps as text at the end of each trip and keep them in a note to compare routes.",
      faq: {
        question: "Will the stopwatch keep going if I lock my phone?",
        answer:
          "Yes. Elapsed time comes from the clock rather than from counting, so it is exact when you return to the page.",
      },
    },
    "phone-calls": {
      name: "Phone Calls",
      blurb: "Call length for billing or notes.",
      intro:
        "Time calls for billing, for call-centre practice or just to keep them short. Pause while on hold to record only the time you spoke.",
      tip: "Use the Meeting preset to be warned at 25 minutes when you need to finish by half past.",
      faq: {
        question: "Can I time billable calls?",
        answer:
          "Yes. Start when the call begins, pause during holds and stop at the end. Copy the result as text into your time sheet.",
      },
    },
    "reading-sessions": {
      name: "Reading Sessions",
      blurb: "Reading time and pages per hour.",
      intro:
        "Time your reading sessions and log a lap per chapter. Divide the pages by the hours to find your reading speed and plan how long a book will take.",
      tip: "An average adult reads about 200–250 words a minute of non-technical text.",
      faq: {
        question: "How do I work out my reading speed?",
        answer:
          "Read for a timed session, count the words or pages, and divide by the minutes. Log a lap per chapter to see whether your pace changes through a book.",
      },
    },
    "household-chores": {
      name: "Household Chores",
      blurb: "Dishes, laundry folding, tidying.",
      intro:
        "Time the everyday jobs: washing up, folding laundry, tidying the kids' room. Knowing the numbers makes sharing the chores fairer.",
      tip: "Most chores take less time than they feel like: timing them makes starting easier.",
      faq: {
        question: "How can timing chores help?",
        answer:
          "Seeing that unloading the dishwasher takes four minutes makes it easier to just do it. Timed chores are also easier to share out fairly.",
      },
    },
    "baby-activities": {
      name: "Baby Activities",
      blurb: "Feeds, naps and tummy time.",
      intro:
        "Time feeds, naps and tummy time with one hand. Large buttons and keyboard shortcuts make it easy, and laps record each side or session.",
      tip: "Log a lap when switching sides during a feed to see how long each side took.",
      faq: {
        question: "Can I use the stopwatch one-handed?",
        answer:
          "Yes. The Start, Lap and Reset buttons are large, and on a keyboard Space starts or pauses, L marks a lap and R resets.",
      },
    },
    "car-maintenance": {
      name: "Car Maintenance",
      blurb: "Jobs, warm-ups and tests.",
      intro:
        "Time maintenance jobs, engine warm-ups or 0–100 runs (on a closed track). Log laps for each step of a job to plan the next one.",
      tip: "When checking oil, wait a few minutes after switching the engine off so the oil settles; time it.",
      faq: {
        question: "How long should I let a car engine warm up?",
        answer:
          "Modern engines need only about 30 seconds before driving gently. Time it rather than guessing, and avoid long idling.",
      },
    },
    "home-repair": {
      name: "Home Repair",
      blurb: "Drying times and DIY jobs.",
      intro:
        "Time DIY jobs and drying or curing times between coats. Knowing how long a job took makes the next quote or plan much more accurate.",
      tip: "Check the tin: many paints need 2–4 hours between coats, so a stopwatch running since the first coat tells you when to start.",
      faq: {
        question: "How do I track drying time between coats?",
        answer:
          "Start the stopwatch when you finish a coat. Because it is derived from the clock, you can close the laptop lid and it still shows the right time later.",
      },
    },
    "laundry-cycles": {
      name: "Laundry Cycles",
      blurb: "Wash and dry cycle lengths.",
      intro:
        "Measure how long your washer and dryer cycles really take, so you know when to come back. A lap at the end of the wash marks when the dryer started.",
      tip: "Real cycles often differ from the display on the machine; time one of each to know for sure.",
      faq: {
        question: "Why does my washing machine take longer than it says?",
        answer:
          "Many machines adjust the cycle to the load and water temperature. Time a few washes to learn the real length of your favourite programme.",
      },
    },
  },
};

export default en;
