/**
 * Interface text of the Chrome Extension Download and Source Code Download pages (docs/product.md,
 * Downloads), in English. Sizes are filled in from the real archives.
 */
const en = {
  extension: {
    meta: {
      title: "Chrome Extension: timer, stopwatch, alarm and world clock | Tickwise",
      description:
        "Download the free Tickwise extension for Chrome and Edge: countdown timer with presets, stopwatch with laps, alarm notifications and a world clock.",
    },
    heading: "Chrome Extension Download",
    intro:
      "Take Tickwise's tools with you in the browser toolbar: a countdown timer, a stopwatch, an alarm and a world clock, one click away on any page.",
    download: "Download Extension",
    alternative: "Alternative Download",
    newTab: "(opens in a new tab)",
    version: (version: string) => `Version ${version}`,
    compatible: "Compatible with Chrome and Edge",
    notBuilt: "The extension has not been built on this server yet.",
    featuresHeading: "What's inside",
    features: [
      { title: "Timer", text: "Countdown timers with presets" },
      { title: "Stopwatch", text: "Precise timing with laps" },
      { title: "Alarm", text: "Browser notifications" },
      { title: "World Clock", text: "6 global time zones" },
    ],
    installHeading: "How to install",
    steps: [
      "Download the extension zip file with the button above.",
      "Extract the zip file to a folder on your computer.",
      "Open the extensions page: type chrome://extensions (or edge://extensions) in the address bar.",
      "Enable Developer mode with the switch in the top right corner.",
      "Click Load unpacked and select the extracted folder.",
      "Pin Tickwise to the toolbar from the puzzle-piece menu so it is always one click away.",
    ],
    back: "Back to Timer",
  },
  source: {
    meta: {
      title: "Download the Tickwise source code | Tickwise",
      description:
        "Get the complete Tickwise source code and the Chrome extension by email, as a base64 download or as a direct zip download.",
    },
    heading: "Source Code Download",
    intro: "Get the complete source code of Tickwise together with the Chrome extension.",
    size: (size: string) => `Source archive: ${size}`,
    emailHeading: "Send to my email",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    send: "Send Source Code",
    sending: "Sending Email...",
    sentHeading: "Email Sent!",
    sentText: (email: string) =>
      `The source code and the Chrome extension are on their way to ${email}. Check your inbox (and the spam folder).`,
    sendAnother: "Send to Another Email",
    alternativeHeading: "Alternative methods",
    whyEmail:
      "Some networks block direct file downloads. Email is the most reliable way to get the files; the other two methods work where downloads are allowed.",
    base64: "Download via Base64",
    base64Help: "Fetches the archive as text and saves it from this page.",
    downloading: "Downloading...",
    direct: "Direct Download",
    directHelp: "Opens the zip file in a new tab.",
    includedHeading: "What's included",
    included: [
      { title: "Web app", text: "React Router pages for the timer, stopwatch, world clock, alarm and goals" },
      { title: "Server", text: "Fastify API, email reminders and the database schema" },
      { title: "Shared core", text: "Timer engine, presets, time zones and validation used everywhere" },
      { title: "Chrome extension", text: "The Manifest V3 extension with its popup and service worker" },
      { title: "Content", text: "Texts in twelve languages, FAQs and how-to guides" },
      { title: "Tests", text: "Unit, API and end-to-end tests with their helpers" },
    ],
    notBuilt: "The source archive has not been built on this server yet.",
    back: "Back to Timer",
    toast: {
      invalidTitle: "Invalid Email",
      invalidText: "Please enter a valid email address",
      failedTitle: "Email Failed",
      failedText: "Failed to send email. Please try again.",
      sentTitle: "Email Sent!",
      sentText: "Check your email for the source code and Chrome extension files",
    },
    downloadFailed: "Download failed. Please try again.",
  },
};

export default en;
