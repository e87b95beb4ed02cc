import type { LegalTexts } from "../legal";

/** Terms and privacy, in English. */
const en: LegalTexts = {
  terms: {
    title: "Terms & Conditions",
    description:
      "Plain-language terms for Tickwise's free timer, stopwatch, world clock and alarm clock: what you may do, what we promise and where our limits are.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Acceptance of Terms",
        paragraphs: [
          "These terms apply whenever you use Tickwise: the website and its time tools, the blog, the holiday countdowns and the files you can download from it (the Chrome extension and the source code).",
          "By using Tickwise you agree to these terms. There is no account to create and nothing to sign. If you do not agree, simply stop using the site.",
          "We may update these terms when the product changes. The date at the top of this page shows when they last changed, and the version published here is the one that applies.",
        ],
      },
      {
        heading: "Use License",
        paragraphs: [
          "Every Tickwise tool is free to use, for personal and for commercial purposes. Run a timer in your kitchen, classroom, gym, studio or meeting room, and show it on a big screen if you like. Under these terms you may:",
        ],
        list: [
          "use the timer, stopwatch, world clock, alarm clock, goals and holiday countdowns as often as you want, without paying or registering;",
          "share links to any Tickwise page, including timer links with a preset duration;",
          "install the Chrome extension in your own browser;",
          "download the source code to study how Tickwise works and to run your own copy of it (self-hosting).",
        ],
        closing: [
          "In return, please do not misuse the service. Do not try to break into it, get around its rate limits or overload it with automated requests, and do not use its email features to send mail to people who did not ask for it.",
          "Blog articles remain the work of their authors. Quote them briefly with a link rather than republishing them whole.",
          "If you run your own copy from the source code, you are the operator of that copy: you are responsible for how it is set up and for how it treats its own visitors' data.",
        ],
      },
      {
        heading: "Disclaimer",
        paragraphs: [
          "Tickwise is provided “as is” and “as available”. We work hard to keep it accurate and online, but we cannot promise that it will always be available, free of errors or suited to your particular purpose.",
          "Timers, alarms and the stopwatch run on your device, inside your browser. Tickwise computes time from a clock rather than by counting ticks, but the result still depends on your device and browser. A device that goes to sleep, a browser that closes or suspends the tab, a flat battery, a muted speaker or blocked notifications can all stop an alarm from being seen or heard.",
          "Email reminders depend on the mail service the site operator has configured and on your own email provider. They can arrive late, land in a spam folder or not arrive at all.",
          "Do not rely on Tickwise for safety-critical or medical timing: medication doses, medical treatment, safety procedures, industrial processes or anything else where a missed or late signal could hurt someone. Use dedicated, certified equipment for those.",
          "World-clock times, holiday dates and blog articles are general information. Check an official source before you make an important decision based on them.",
        ],
      },
      {
        heading: "Limitations",
        paragraphs: [
          "To the fullest extent the law allows, Tickwise and the people who build and run it are not liable for any loss or damage that comes from using, or being unable to use, the site, the Chrome extension or the source code. That includes, for example, a missed alarm, a late reminder, burnt food, a missed meeting or lost goals.",
          "Your settings, theme and custom alarm sound are kept by your browser. If you clear your browser data or change device, they are gone and we cannot restore them.",
          "Because the tools are free and need no account, we offer no guaranteed level of service, and we may change, pause or remove any feature at any time.",
          "Tickwise links to other websites, for example through its share buttons. We are not responsible for the content or the practices of those sites.",
          "Nothing in these terms takes away rights that the law of your country gives you and that cannot be waived by agreement, such as mandatory consumer protections.",
        ],
      },
      {
        heading: "Privacy",
        paragraphs: [
          "Tickwise is built to need as little information about you as possible. There is no registration, and your display settings, theme and custom alarm sound stay in your browser.",
          "A few features do involve our server: your goals, the email reminders you choose to set and the source-code email. Our Privacy Policy explains what each of them sends, how long it is kept and which cookies the site uses. It forms part of these terms.",
        ],
      },
      {
        heading: "Contact Information",
        paragraphs: [
          "Tickwise does not publish an email address. For questions about these terms, or to report a problem or a misuse of the site, please use the contact channels given in the app, for example on the source code download page.",
          "Please do not include sensitive personal information in your message; we do not need it to help you.",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacy Policy",
    description:
      "Tickwise needs no account: display settings stay in your browser, goals are tied to an anonymous cookie and reminder addresses are erased once used.",
    updated: "2026-11-26",
    sections: [
      {
        heading: "Information We Collect",
        paragraphs: [
          "Tickwise works without knowing who you are: no registration, no profile, no name attached to your visits. Only these features send information to our server:",
        ],
        list: [
          "Goals: each goal's title, description, duration and completed state, linked only to a random identifier in an anonymous visitor cookie.",
          "Focus history: for each focus period you complete on the Pomodoro page, when it started, its length in minutes and your optional task label, linked only to the same anonymous visitor cookie.",
          "Email reminders: when you have set an email address and start a timer, the address, the duration, your optional message and the page language (so the email is written in it).",
          "Source-code email: the address you type on the source code download page.",
          "Technical data: your IP address, used briefly for rate limits that stop abuse such as mass mailing or password guessing, and ordinary request logs (time, page, result, IP address) that help us find faults. Cookies are left out of those logs.",
        ],
        closing: [
          "The world clock also asks our server for the current time, so your browser can correct for a device clock that is off. Your display and sound settings, theme and custom alarm sound never leave your browser; your language choice reaches us only through the tickwise-lang cookie. We collect no location or contacts.",
        ],
      },
      {
        heading: "How We Use Information",
        paragraphs: [
          "Only to provide the feature you asked for. Your goals are shown back to you alone: one visitor can never see, change or delete another visitor's goals.",
          "A reminder's details are used to send that one email when your timer ends, even if you have closed the tab. Pausing or resetting the timer cancels it. The source-code address is used once, to send you the files, and is not saved.",
          "We never sell or rent your information, never use it for advertising and never send marketing email. Our emails contain no tracking pixels, so we cannot tell whether you open them.",
        ],
      },
      {
        heading: "Data Storage",
        paragraphs: [
          "In your browser: your settings (including the reminder address and message you typed), theme and language are kept in local storage. A custom alarm sound is kept in IndexedDB and is never uploaded. Your browser also keeps a copy of Tickwise's files so the site works offline. Clearing this site's data in your browser removes all of it.",
          "On our server: goals stay until you delete them, and deleting a goal removes it from the database. Your focus history stays until you clear it with Clear history on the Pomodoro page, which removes it from the database.",
          "Scheduled reminders are stored so they survive a server restart. The address and message are erased as soon as the reminder is sent, cancelled or has finally failed, leaving only a bare record without them.",
          "Rate-limit counters keep IP addresses (and, for email, recipient addresses) only until the limit's time window ends, in the server's memory or a Redis store.",
          "Every email has an unsubscribe link. If you use it, the server keeps a one-way hash of your address (never the address itself), only so that it never emails that address again.",
        ],
      },
      {
        heading: "Third-Party Services",
        paragraphs: [
          "Every page, with its fonts, images and scripts, is served by Tickwise itself, and its Content-Security-Policy stops pages from loading anything from elsewhere. There are no ads, analytics, social-media widgets or embedded trackers. Other services are involved only when you use these features:",
        ],
        list: [
          "Email: reminder and source-code emails go through the SMTP mail provider the site operator configures, which handles your address in order to deliver them.",
          "Voice commands: processed by your browser's own speech recognition, once you allow the microphone. Some browsers use their maker's online service for this; Tickwise never receives the audio.",
          "Share buttons: plain links. Nothing reaches a social network until you click one; that site then receives the page's address and title.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "Tickwise sets only its own cookies, each needed for a feature to work. There are no advertising, tracking or third-party cookies.",
        ],
        list: [
          "tickwise-lang mirrors the language you chose, so the server sends pages in it.",
          "The visitor cookie holds a random, signed identifier that only our server can read (it is httpOnly). It links you to your goals and reminders, shows that an email request comes from this site, and contains no name or email address.",
          "An administrator session cookie exists only for blog administrators who sign in. Readers never receive it.",
        ],
        closing: ["You can delete cookies at any time; the tools keep working, but you lose access to your goals."],
      },
      {
        heading: "Data Security",
        paragraphs: [
          "Tickwise is served over HTTPS with a strict Content-Security-Policy and other security headers that block injected scripts and stop other sites from framing it.",
          "The visitor cookie is signed, so it cannot be forged to reach someone else's goals. Administrator passwords are stored only as slow, salted hashes, and login attempts are rate-limited.",
          "Browser notifications and the microphone are used only with your permission, which you can withdraw in your browser at any time.",
          "The source code is available for download, so anyone can check that Tickwise does what this policy says.",
        ],
      },
      {
        heading: "Changes to Privacy Policy",
        paragraphs: [
          "If Tickwise starts handling information differently, we will update this policy, in plain words, together with the date at the top of this page. Every language version of this policy changes at the same time.",
        ],
      },
      {
        heading: "Contact Us",
        paragraphs: [
          "Tickwise does not publish an email address. For questions about this policy or your data, please use the contact channels given in the app, such as the source code download page.",
          "Most of your data is in your own hands: delete goals on the Goals page, pause or reset a timer to cancel its reminder, and clear this site's data in your browser to remove everything stored there.",
        ],
      },
    ],
  },
};

export default en;
