import type { MailText } from "../text";

/** Tickwise's emails, in English. */
const en: MailText = {
  reminder: {
    subject: (d) => `Tickwise: your timer for ${d} has finished`,
    finished: (d) => `Time's up! Your timer for ${d} has finished.`,
    note: "Your note:",
    again: "Start the timer again:",
    footer: [
      "You receive this email because a Tickwise timer was started with this address for an email reminder.",
      "Tickwise keeps the address only until the reminder has been sent.",
    ],
  },
  source: {
    subject: "Tickwise: source code and Chrome extension",
    intro: "Here are the files you asked for on Tickwise, attached to this email:",
    files: [
      "tickwise-source.zip: the complete source code of the website.",
      "tickwise-extension.zip: the Chrome extension (timer, stopwatch, alarm and world clock).",
    ],
    install:
      "To install the extension: extract the zip, open chrome://extensions, turn on Developer mode, choose Load unpacked and select the extracted folder.",
    site: "Tickwise:",
    footer:
      "You receive this email because this address was entered on the Tickwise source code page. Tickwise does not keep it.",
  },
  durationList: { type: "unit", style: "narrow" },
  unsubscribe: "Don't want emails from Tickwise? Unsubscribe:",
};

export default en;
