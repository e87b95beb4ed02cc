import { clock12, clock24, short12 } from "../clock-words";
import type { AlarmPages, Faq } from "../pages";

const generalFaqs: Faq[] = [
  {
    question: "Will the alarm ring if the tab is in the background?",
    answer:
      "Yes, as long as the tab stays open. The alarm is timed against a fixed moment from a background-safe timer, so it rings on time even in a hidden tab; if the page is hidden you also get a system notification (when you allow them).",
  },
  {
    question: "Can I set more than one alarm?",
    answer:
      "Yes. Each alarm has its own label, sound and repeat days, and can be switched off without deleting it. When one rings you can snooze it for 5 or 10 minutes or stop it; a repeating alarm then waits for its next day. Your alarms survive a reload, but the browser tab must stay open for them to ring.",
  },
  {
    question: "Which sound will the alarm play?",
    answer:
      "Each alarm plays the sound you pick when you set it: 16 built-in sounds from Classic Beep to Rooster Crow, or your own short audio file from the Settings page. A new alarm starts with the sound chosen in the settings.",
  },
  {
    question: "What if my computer's clock is wrong?",
    answer:
      "Tickwise checks your device's clock against its server when the page opens and rings by the corrected time, so a clock that is a few seconds off does not make the alarm early or late.",
  },
];

const en: AlarmPages = {
  page(time = "") {
    if (!time) {
      return {
        title: "Online Alarm Clock – Free Alarm With Sound | Tickwise",
        description:
          "Free online alarm clock: pick a date and time or a popular alarm, choose from 16 sounds, and it rings on time even in a background tab. No sign-up.",
        h1: "Online Alarm Clock",
        intro:
          "Set an alarm for any date and time, or pick one of the popular alarms. It counts down in the tab title and rings with your chosen sound, on time even when the tab is in the background.",
        faqs: generalFaqs,
      };
    }
    const t = clock12(time);
    return {
      title: `Set an Alarm for ${t} – ${short12(time)} Alarm Clock | Tickwise`,
      description: `Free ${short12(time)} alarm clock: set an alarm for ${t} (${clock24(time)}) in one click. It rings with your chosen sound, even in a background tab.`,
      h1: `Set an Alarm for ${t}`,
      intro: `Wake up or get reminded at ${t}. The time is filled in below: press Set Alarm and keep this tab open. If ${t} has already passed today, the alarm is set for tomorrow.`,
      faqs: [
        {
          question: `How do I set an alarm for ${t}?`,
          answer: `This page already has ${t} (${clock24(time)}) filled in as the next time it comes round. Press Set Alarm, keep the tab open, and the alarm rings at ${t} with your chosen sound.`,
        },
        {
          question: `What if ${t} has already passed today?`,
          answer: `Then the alarm is set for ${t} tomorrow. The countdown under the clock always shows exactly how long is left.`,
        },
        ...generalFaqs,
      ],
    };
  },
};

export default en;
