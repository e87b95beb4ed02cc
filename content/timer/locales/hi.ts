import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/hi";

/** Interface text of the timer screen, in Hindi. */
const hi: TimerUiText = {
  screenLabel: "काउंटडाउन टाइमर",
  documentTitle: (hms) => `${hms} - टाइमर`,
  documentTitleDone: "समय पूरा हुआ! - टाइमर",

  controls: {
    label: "टाइमर कंट्रोल",
    play: "शुरू करें",
    start: "शुरू करें",
    pause: "रोकें",
    resume: "फिर से शुरू करें",
    reset: "रीसेट करें",
    startTimer: "टाइमर शुरू करें",
    pauseTimer: "टाइमर रोकें",
    resumeTimer: "टाइमर फिर से शुरू करें",
    resetTimer: "टाइमर रीसेट करें",
    cannotStart: "शुरू करने के लिए शून्य से ज़्यादा समय सेट करें",
    fullScreen: "फ़ुल स्क्रीन",
    exitFullScreen: "फ़ुल स्क्रीन से बाहर निकलें",
  },

  display: {
    label: "बचा हुआ समय",
    editLabel: "समय बदलें",
    editButton: (hms) => `समय बदलें, अभी ${hms}`,
    editHelp: "सेकंड, मिनट:सेकंड या घंटे:मिनट:सेकंड लिखें, जैसे 90, 7:30 या 1:15:00। Enter से सेव होगा, Esc से रद्द।",
    editLocked: "समय बदलने के लिए टाइमर रोकें या रीसेट करें",
    editInvalid: "यह समय पढ़ा नहीं जा सका, इसलिए पिछला समय ही रखा गया है।",
    progressLabel: "प्रगति",
    progressValue: (percent) => `${Math.round(percent)}% पूरा`,
  },

  quickAdd: {
    label: "समय जोड़ें",
    hiddenWhileRunning: "समय जोड़ने के लिए टाइमर रोकें",
    items: {
      30: { label: "+30 से.", ariaLabel: "30 सेकंड जोड़ें" },
      60: { label: "+1 मि.", ariaLabel: "1 मिनट जोड़ें" },
      300: { label: "+5 मि.", ariaLabel: "5 मिनट जोड़ें" },
    },
  },

  presets: {
    heading: "लोकप्रिय प्रीसेट",
    select: (label) => `टाइमर ${label} पर सेट करें`,
    cards: {
      10: { label: "10 सेकंड", description: "झटपट गिनती" },
      20: { label: "20 सेकंड", description: "हाथ धोना" },
      30: { label: "30 सेकंड", description: "प्लैंक या स्ट्रेचिंग" },
      45: { label: "45 सेकंड", description: "वर्कआउट इंटरवल" },
      60: { label: "1 मिनट", description: "एक मिनट का अभ्यास" },
      120: { label: "2 मिनट", description: "ब्रश करना" },
      180: { label: "3 मिनट", description: "इंस्टेंट नूडल्स" },
      240: { label: "4 मिनट", description: "फ़्रेंच प्रेस कॉफ़ी" },
      300: { label: "5 मिनट", description: "छोटा ब्रेक" },
      600: { label: "10 मिनट", description: "झटपट सफ़ाई" },
      900: { label: "15 मिनट", description: "लंबा ब्रेक" },
      1200: { label: "20 मिनट", description: "झपकी" },
      1500: { label: "25 मिनट", description: "पोमोडोरो" },
      1800: { label: "30 मिनट", description: "वर्कआउट" },
      2700: { label: "45 मिनट", description: "एक पीरियड" },
      3600: { label: "1 घंटा", description: "गहन काम" },
      7200: { label: "2 घंटे", description: "परीक्षा का अभ्यास" },
      10800: { label: "3 घंटे", description: "लंबा सत्र" },
      14400: { label: "4 घंटे", description: "आधा कार्यदिवस" },
    },
    relatedTimer: (minutes) => icu("hi", "{minutes, plural, other {# मिनट का टाइमर}}", { minutes }),
    articleTitles: {
      "5-minute-timer-productivity-guide": "5 मिनट का टाइमर: प्रोडक्टिविटी गाइड",
      "25-minute-pomodoro-timer-focus-work": "एकाग्र होकर काम करने के लिए 25 मिनट का पोमोडोरो टाइमर",
      "10-creative-ways-countdown-timer-daily-life": "रोज़मर्रा की ज़िंदगी में काउंटडाउन टाइमर के 10 रचनात्मक उपयोग",
      "timer-effective-study-sessions": "बेहतर पढ़ाई के लिए टाइमर का इस्तेमाल कैसे करें",
    },
  },
  related: { heading: "संबंधित टाइमर" },
  howTo: { heading: "इस्तेमाल कैसे करें", tips: "सुझाव" },
  faq: { heading: "अक्सर पूछे जाने वाले सवाल" },
  articles: { heading: "संबंधित लेख", readMore: "लेख पढ़ें" },

  share: {
    heading: "शेयर करें",
    text: "यह टाइमर अपने दोस्तों, सहपाठियों या टीम के साथ शेयर करें।",
    ...shareWords,
  },

  goal: {
    banner: "लक्ष्य पर काम जारी",
    duration: (words) => `लक्ष्य की अवधि: ${words}`,
    loaded: "लक्ष्य की अवधि लोड हो गई है: तैयार होने पर शुरू करें दबाएँ।",
  },

  email: {
    heading: "ईमेल रिमाइंडर",
    intro: "टाइमर खत्म होने पर ईमेल पाएँ, भले ही आप यह टैब बंद कर दें।",
    emailLabel: "ईमेल पता",
    emailPlaceholder: "aap@example.com",
    messageLabel: "अपना संदेश (वैकल्पिक)",
    messagePlaceholder: "जैसे, ओवन से ब्रेड निकालें",
    save: "सेटिंग्स सेव करें",
    saveDisabled: "सेव करने के लिए ईमेल पता डालें",
    invalid: "कृपया मान्य ईमेल पता डालें।",
    savedTitle: "ईमेल सेटिंग्स सेव हो गईं",
    savedText: "आपकी ईमेल रिमाइंडर की पसंद सेव हो गई है",
    credentialsNote: "ईमेल रिमाइंडर के लिए सर्वर पर मेल क्रेडेंशियल (एक यूज़र और एक ऐप पासवर्ड) कॉन्फ़िगर होने चाहिए।",
    notConfigured: "इस साइट पर अभी ईमेल रिमाइंडर उपलब्ध नहीं हैं: कोई मेल सर्वर कॉन्फ़िगर नहीं है।",
    scheduled: (time) => `रिमाइंडर ईमेल ${time} के लिए शेड्यूल हो गया है।`,
    cancelled: "ईमेल रिमाइंडर रद्द कर दिया गया।",
    failed: "ईमेल रिमाइंडर शेड्यूल नहीं हो सका। टाइमर फिर भी काम करता है।",
    privacy: "आपका पता सिर्फ़ तब तक रखा जाता है जब तक रिमाइंडर भेजा या रद्द नहीं हो जाता।",
  },

  voice: {
    turnOn: "वॉइस कमांड चालू करें",
    turnOff: "वॉइस कमांड बंद करें",
    listening: "सुन रहा है…",
    off: "वॉइस कमांड बंद हैं",
    help: "बोलें “शुरू करो”, “रोको”, “टाइमर रीसेट करो” या “10 मिनट का टाइमर लगाओ”।",
    languageNote: "वॉइस कमांड हिन्दी में समझे जाते हैं।",
    heard: (transcript) => `सुना गया: “${transcript}”`,
    error: "आवाज़ पहचानना बंद हो गया है। सुनना जारी रखने के लिए इसे फिर से चालू करें।",
    replies: {
      unmatched: "माफ़ कीजिए, मैं यह कमांड समझ नहीं पाया",
      starting: (words) => `${words} का टाइमर शुरू हो रहा है`,
      started: "टाइमर शुरू हो रहा है",
      paused: "टाइमर रोक दिया गया",
      reset: "टाइमर रीसेट हो गया",
    },
  },

  completion: {
    timesUp: "समय पूरा हुआ!",
    finished: (words) => `आपका ${words} का टाइमर पूरा हो गया है।`,
    finishedWhileAway: "यह पेज बंद रहने के दौरान आपका टाइमर पूरा हो गया।",
    dismiss: "बंद करें",
  },

  notifications: {
    title: "समय पूरा हुआ!",
    body: (words) => `आपका ${words} का टाइमर पूरा हो गया है।`,
    enable: "सूचनाएँ चालू करें",
    why: "सूचनाओं की अनुमति दें, ताकि बैकग्राउंड टैब में टाइमर खत्म होने पर आपको पता चल सके।",
    denied:
      "सूचनाएँ ब्लॉक हैं, इसलिए बैकग्राउंड टैब में खत्म होने वाला टाइमर सिर्फ़ बज सकता है। अपने ब्राउज़र की साइट सेटिंग्स में इनकी अनुमति दें।",
    unsupported: "यह ब्राउज़र सूचनाएँ नहीं दिखा सकता; टाइमर खत्म होते देखने के लिए टैब खुला रखें।",
  },

  sound: {
    blocked: "जब तक आप पेज पर कुछ नहीं करते, आपका ब्राउज़र आवाज़ रोक रहा है, इसलिए अलार्म अभी नहीं बज सकता।",
    test: "आवाज़ जाँचें",
    testing: "चल रहा है…",
    works: "आवाज़ चालू है।",
    failed: "आवाज़ नहीं चल सकी। देखें कि यह टैब और आपका डिवाइस म्यूट तो नहीं हैं।",
    unsupported: "यह ब्राउज़र आवाज़ नहीं चला सकता, इसलिए टाइमर नहीं बजेगा। टाइमर खत्म होते देखने के लिए टैब खुला रखें।",
  },

  announcements: {
    started: (words) => `टाइमर शुरू हुआ: ${words}।`,
    paused: (words) => `टाइमर रुका, ${words} बाकी हैं।`,
    resumed: (words) => `टाइमर फिर से शुरू हुआ: ${words} बाकी हैं।`,
    reset: "टाइमर रीसेट हो गया।",
    timeSet: (words) => `टाइमर ${words} पर सेट है।`,
    timeAdded: (added, total) => `${added} जोड़े गए। टाइमर ${total} पर सेट है।`,
    halfway: "आधा समय बीत गया।",
    fiveMinutesLeft: "5 मिनट बाकी हैं।",
    oneMinuteLeft: "1 मिनट बाकी है।",
    thirtySecondsLeft: "30 सेकंड बाकी हैं।",
    tenSecondsLeft: "10 सेकंड बाकी हैं।",
    finished: "समय पूरा हुआ! टाइमर खत्म हो गया है।",
    restored: (words) => `आपका टाइमर वापस आ गया है, ${words} बाकी हैं।`,
  },

  shortcuts: {
    heading: "कीबोर्ड शॉर्टकट",
    startPause: "Space: शुरू करें या रोकें",
    reset: "R: रीसेट करें",
    fullScreen: "F: फ़ुल स्क्रीन",
  },

  wakeLock: {
    active: "टाइमर चलने तक स्क्रीन चालू रहती है।",
  },
};

export default hi;
