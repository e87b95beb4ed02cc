import type { Messages } from "..";

/** Interface text of the shell, in Hindi. */
const hi: Messages = {
  product: "Tickwise",
  skipToContent: "मुख्य सामग्री पर जाएँ",
  nav: {
    label: "मुख्य",
    timer: "टाइमर",
    stopwatch: "स्टॉपवॉच",
    pomodoro: "पोमोडोरो",
    time: "समय",
    alarm: "अलार्म",
    goals: "लक्ष्य",
    settings: "सेटिंग्स",
    home: "Tickwise होम",
    openMenu: "मेन्यू खोलें",
    closeMenu: "मेन्यू बंद करें",
  },
  moreTools: {
    label: "और टूल",
    timers: "कई टाइमर",
    intervalTimer: "इंटरवल टाइमर",
    timeConverter: "समय कनवर्टर",
    meetingPlanner: "मीटिंग प्लानर",
    countdown: "काउंटडाउन",
  },
  footer: {
    label: "फ़ुटर",
    blog: "ब्लॉग",
    holidays: "छुट्टियाँ",
    terms: "नियम और शर्तें",
    privacy: "गोपनीयता नीति",
    rights: (year: number) => `© ${year} Tickwise. सर्वाधिकार सुरक्षित।`,
    language: "भाषा",
  },
  panel: {
    open: "डिस्प्ले सेटिंग्स",
    title: "डिस्प्ले सेटिंग्स",
    lightMode: "लाइट मोड",
    darkMode: "डार्क मोड",
    font: "फ़ॉन्ट",
    background: "बैकग्राउंड का रंग",
    reset: "रीसेट करें",
    sound: "अलार्म की आवाज़",
    close: "बंद करें",
  },
  toast: { item: "सूचना", close: "सूचना बंद करें", region: "सूचनाएँ ({hotkey})" },
  notFound: {
    title: "404 पेज नहीं मिला",
    text: "क्या आप पेज को राउटर में जोड़ना भूल गए?",
    home: "टाइमर पर जाएँ",
    description: "यह पेज Tickwise पर मौजूद नहीं है।",
  },
  error: {
    title: "कुछ गड़बड़ हो गई",
    text: "पेज दिखाया नहीं जा सका। कृपया इसे दोबारा लोड करें।",
  },
  legal: {
    updated: "पिछली बार अपडेट किया गया",
    back: "टाइमर पर वापस जाएँ",
  },
};

export default hi;
