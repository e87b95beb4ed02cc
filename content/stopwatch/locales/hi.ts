import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const hi: StopwatchText = {
  toolName: "स्टॉपवॉच",
  card: "स्टॉपवॉच",
  display: {
    label: "बीता समय",
    millis: "मिलीसेकंड",
    loop: "मौजूदा 10 सेकंड में प्रगति",
    loopText: (seconds) => icu("hi", "10 में से {seconds, number} सेकंड", { seconds }),
  },
  controls: {
    start: "शुरू करें",
    resume: "फिर से शुरू करें",
    pause: "रोकें",
    lap: "लैप",
    reset: "रीसेट करें",
    fullscreen: "फ़ुल स्क्रीन",
    exitFullscreen: "फ़ुल स्क्रीन से बाहर निकलें",
    shortcuts: "कीबोर्ड: Space शुरू/रोकें · L लैप · R रीसेट · F फ़ुल स्क्रीन",
  },
  status: {
    started: "स्टॉपवॉच शुरू हुई",
    paused: (time) => `स्टॉपवॉच ${time} पर रुकी`,
    reset: "स्टॉपवॉच रीसेट हुई",
    lap: (n, lapTime) => icu("hi", "लैप {n, number}: {lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "लैप",
    caption: "लैप, सबसे नया पहले",
    lap: "लैप",
    lapName: (n) => icu("hi", "लैप {n, number}", { n }),
    lapTime: "लैप समय",
    total: "कुल",
    fastest: "सबसे तेज़",
    slowest: "सबसे धीमा",
    empty: "अभी कोई लैप नहीं है। स्टॉपवॉच चलते समय लैप (या L) दबाकर लैप दर्ज करें।",
    copyText: "टेक्स्ट के रूप में कॉपी करें",
    copyCsv: "CSV के रूप में कॉपी करें",
    download: "CSV डाउनलोड करें",
    copiedText: "लैप टेक्स्ट के रूप में कॉपी हो गए",
    copiedCsv: "लैप CSV के रूप में कॉपी हो गए",
    copyFailedTitle: "कॉपी नहीं हो सका",
    copyFailedText: "लैप क्लिपबोर्ड पर कॉपी नहीं हो सके",
  },
  presets: {
    heading: "प्रीसेट",
    intro: "स्टॉपवॉच को एक लक्ष्य दें: हर संकेत पर यह आपकी अलार्म ध्वनि बजाती है और चलती रहती है।",
    use: "प्रीसेट इस्तेमाल करें",
    active: "चालू",
    clear: "प्रीसेट हटाएँ",
    target: (time) => `लक्ष्य ${time}`,
    items: {
      sprint: { name: "स्प्रिंट", description: "हर मिनट की शुरुआत में 100 मीटर की एक दौड़, 10 राउंड।" },
      plank: { name: "प्लैंक", description: "1 मिनट तक टिके रहें, आधे समय पर संकेत।" },
      hiit: { name: "HIIT", description: "Tabata: 20 सेकंड मेहनत, 10 सेकंड आराम, 8 राउंड (4 मिनट)।" },
      cooking: { name: "खाना बनाना", description: "10 मिनट पर संकेत, 5 मिनट पर भी सूचना।" },
      study: { name: "पढ़ाई", description: "25 मिनट का फ़ोकस ब्लॉक, 5 मिनट पहले चेतावनी।" },
      meeting: { name: "मीटिंग", description: "30 मिनट, समेटने के लिए 5 मिनट पहले चेतावनी।" },
    },
    panel: "प्रीसेट की प्रगति",
    phase: { work: "मेहनत", rest: "आराम", round: "राउंड", running: "चल रही है", done: "लक्ष्य पूरा" },
    roundOf: (round, rounds) => icu("hi", "राउंड {round, number} / {rounds, number}", { round, rounds }),
    nextCue: (time) => `अगला संकेत ${time} में`,
    progress: "लक्ष्य की ओर प्रगति",
    cue: (kind, name, time, round) =>
      icu(
        "hi",
        "{kind, select, target {{name}: {time} पर लक्ष्य पूरा} halfway {{name}: आधा समय, {time}} warning {{name}: 5 मिनट बाकी} work {{name}: मेहनत, राउंड {round}} rest {{name}: आराम} other {{name}: राउंड {round}, शुरू!}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "स्टॉपवॉच के उपयोग", all: "स्टॉपवॉच के सभी उपयोग" },
  howTo: {
    heading: "स्टॉपवॉच कैसे इस्तेमाल करें",
    steps: [
      "समय मापना शुरू करने के लिए शुरू करें (या Space) दबाएँ; अंकों में घंटे, मिनट और सेकंड दिखते हैं, नीचे मिलीसेकंड।",
      "स्प्लिट दर्ज करने के लिए लैप (या L) दबाएँ; हर लैप का समय और कुल समय तालिका में दिखता है।",
      "घड़ी रोकने के लिए रोकें (या Space) दबाएँ और उसी समय से आगे बढ़ने के लिए फिर से शुरू करें।",
      "समय और लैप मिटाने के लिए रीसेट करें (या R) दबाएँ, और प्रोजेक्टर या टीवी पर फ़ुल स्क्रीन के लिए F।",
    ],
    tipsHeading: "सुझाव",
  },
  faq: { heading: (h1) => `${h1}: अक्सर पूछे जाने वाले सवाल` },
  articles: {
    heading: "संबंधित लेख",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "असरदार पढ़ाई के लिए टाइमर कैसे इस्तेमाल करें" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "रोज़मर्रा में टाइमर इस्तेमाल करने के 10 रचनात्मक तरीके",
      },
      { to: "/blog/5-minute-timer-productivity-guide", label: "5 मिनट के टाइमर से उत्पादकता बढ़ाने की गाइड" },
      { to: "/timer", label: "ऑनलाइन काउंटडाउन टाइमर" },
    ],
  },
  share: { heading: "यह स्टॉपवॉच शेयर करें" },
};

export default hi;
