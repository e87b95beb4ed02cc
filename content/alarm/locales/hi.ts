import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const hi: AlarmText = {
  toolName: "अलार्म",
  breadcrumb: "अलार्म घड़ी",
  clock: {
    label: "अभी का समय",
    countdownLabel: "अलार्म तक बचा समय",
    alarmAt: (when) => `अलार्म: ${when}`,
    progress: "अलार्म से पहले के 24 घंटों की प्रगति",
    progressText: (percent) => `अलार्म से पहले के 24 घंटों का ${percent}%`,
  },
  form: {
    heading: "अलार्म सेट करें",
    input: "अलार्म की तारीख और समय",
    help: "भविष्य की कोई तारीख और समय चुनें, या नीचे कोई लोकप्रिय अलार्म चुनें।",
    set: "अलार्म सेट करें",
    label: "नाम",
    labelHelp: `वैकल्पिक, ${ALARM_LABEL_MAX} अक्षरों तक, जैसे "जिम"।`,
    labelTooLong: `नाम में अधिकतम ${ALARM_LABEL_MAX} अक्षर हो सकते हैं।`,
    linkLabelTooLong: (length) =>
      icu(
        "hi",
        `लिंक के नाम में {length, plural, one {# अक्षर} other {# अक्षर}} हैं; अधिकतम ${ALARM_LABEL_MAX} की अनुमति है, इसलिए इसका उपयोग नहीं किया गया।`,
        { length },
      ),
    sound: "इस अलार्म की ध्वनि",
    repeat: "इन दिनों दोहराएं",
    repeatHelp: "कोई दिन न चुनने पर अलार्म एक बार बजेगा। दिन चुनने पर यह उनमें से हर दिन इसी समय बजेगा।",
    keepOpen: "यह ब्राउज़र टैब खुला रखें: अलार्म इसी टैब में बजता है।",
    permission: "टैब बैकग्राउंड में होने पर भी सूचना पाने के लिए नोटिफ़िकेशन की अनुमति दें।",
    notificationsDenied: "नोटिफ़िकेशन ब्लॉक हैं: छिपा हुआ टैब सिर्फ़ बज सकता है, सूचना नहीं दिखा सकता।",
    soundBlocked: "पेज पर क्लिक करने तक ध्वनि ब्लॉक रहती है; क्लिक से अलार्म सेट करने पर यह अनलॉक हो जाती है।",
  },
  presets: {
    heading: "लोकप्रिय अलार्म",
    title: (time) => `${clock24(time)} का अलार्म`,
    part: { morning: "सुबह", afternoon: "दोपहर", evening: "शाम" },
    setFor: (title, when) => `${title}: ${when} के लिए सेट`,
  },
  toast: {
    errorTitle: "त्रुटि",
    missing: "कृपया अलार्म के लिए तारीख और समय चुनें।",
    past: "कृपया अलार्म के लिए भविष्य का समय चुनें।",
    failed: "अलार्म सेट नहीं हो सका",
    setTitle: "अलार्म सेट हो गया",
    setText: (when) => `अलार्म ${when} के लिए सेट हो गया`,
    stoppedTitle: "अलार्म बंद किया गया",
    stoppedText: "अलार्म रद्द कर दिया गया है",
    missedTitle: "छूटा हुआ अलार्म",
    missedText: (when) => `${when} का अलार्म पेज बंद रहते हुए निकल गया।`,
    full: `आपके पास पहले से ${ALARMS_MAX} अलार्म हैं: नया जोड़ने के लिए एक हटाएं।`,
    deletedTitle: "अलार्म हटाया गया",
    deletedText: (label) => `${label} हटा दिया गया है`,
  },
  notification: { title: (label) => `अलार्म! ${label}`, body: (when) => `${when} का आपका अलार्म बज रहा है।` },
  documentTitle: (remaining) => `अलार्म - ${remaining} बाकी`,
  status: {
    set: (when) => `अलार्म ${when} के लिए सेट हो गया`,
    stopped: "अलार्म बंद किया गया",
    snoozed: (minutes, when) =>
      icu("hi", "{minutes, plural, one {# मिनट} other {# मिनट}} के लिए स्नूज़, {when} तक", { minutes, when }),
    deleted: "अलार्म हटाया गया",
    on: (label) => `${label} चालू है`,
    off: (label) => `${label} बंद है`,
  },
  unnamed: "अलार्म",
  days: { once: "एक बार", everyDay: "हर दिन", weekdays: "कार्यदिवस", weekend: "सप्ताहांत" },
  list: {
    heading: "आपके अलार्म",
    empty: "अभी कोई अलार्म नहीं है। ऊपर एक सेट करें या कोई लोकप्रिय अलार्म चुनें।",
    refused: (count) =>
      icu(
        "hi",
        "{count, plural, one {# सहेजा गया अलार्म पढ़ा नहीं जा सका (खराब, या 60 अक्षरों से लंबा नाम) और उसे छोड़ दिया गया।} other {# सहेजे गए अलार्म पढ़े नहीं जा सके (खराब, या 60 अक्षरों से लंबे नाम) और उन्हें छोड़ दिया गया।}}",
        { count },
      ),
    inMinutes: (minutes) => icu("hi", "{minutes, plural, other {# मिनट}} में", { minutes }),
    inHours: (hours) => icu("hi", "{hours, plural, other {# घंटे}} में", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("hi", "{hours, plural, other {# घंटे}} {minutes, plural, other {# मिनट}} में", { hours, minutes }),
    today: "आज",
    tomorrow: "कल",
    onWeekday: (weekday) => `${weekday} को`,
    onDate: (date) => `${date} को`,
    snoozedUntil: (when) => `${when} तक स्नूज़`,
    off: "बंद",
    sound: (name) => `ध्वनि: ${name}`,
    switchLabel: (label, time) => `${time} पर ${label}`,
    delete: (label, time) => `${time} वाला ${label} हटाएं`,
    calendar: (label, time) => `${label}, ${time}, अपने कैलेंडर में जोड़ें (.ics फ़ाइल)`,
  },
  ring: {
    heading: "अभी बज रहा है",
    announce: (label) => `अलार्म बज रहा है: ${label}`,
    documentTitle: (label) => `⏰ ${label} - अलार्म बज रहा है`,
    snooze: (minutes) => icu("hi", "{minutes, plural, other {# मिनट}} स्नूज़", { minutes }),
    stop: "बंद करें",
  },
  steps: {
    heading: "अलार्म घड़ी का उपयोग कैसे करें",
    items: [
      "अलार्म सेट करें कार्ड में तारीख और समय चुनें, चाहें तो नाम, ध्वनि और दोहराने के दिन जोड़ें, या किसी लोकप्रिय अलार्म पर क्लिक करें।",
      "अलार्म सेट करें दबाएं। यह अगली बार बजने के समय के साथ आपके अलार्म में जुड़ जाता है; बड़ी घड़ी सबसे नज़दीकी अलार्म तक उलटी गिनती करती है और टैब के शीर्षक में बचा समय दिखता है।",
      "यह टैब खुला रखें (यह बैकग्राउंड में रह सकता है)। तय समय पर ध्वनि बजती है और अलार्म अपने नाम के साथ दिखता है: इसे 5 या 10 मिनट के लिए स्नूज़ करें, या बंद करें।",
      "इरादा बदल गया? अलार्म बंद करें या उसे हटा दें।",
    ],
    tipsHeading: "सुझाव",
    tips: [
      "पेज छोड़ने से पहले उस पर एक बार क्लिक करें: ब्राउज़र किसी इंटरैक्शन के बाद ही ध्वनि की अनुमति देते हैं।",
      "नोटिफ़िकेशन की अनुमति दें ताकि बैकग्राउंड टैब भी सिस्टम सूचना दिखा सके।",
      "सुबह के लिए डिस्प्ले सेटिंग में Gentle Wake या Sunrise Yoga जैसी हल्की ध्वनि चुनें।",
      "लंबे अलार्म के लिए डिवाइस को चार्जिंग पर रखें और उसे स्लीप में जाने से रोकें: स्लीप में गया कंप्यूटर बज नहीं सकता।",
    ],
  },
  faqHeading: "अलार्म घड़ी: अक्सर पूछे जाने वाले सवाल",
  articles: {
    heading: "संबंधित लेख",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "ऑनलाइन अलार्म घड़ी से कैसे जागें" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "सूर्योदय, सूर्यास्त और आपकी नींद का समय" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "रोज़ टाइमर इस्तेमाल करने के 10 रचनात्मक तरीके" },
      { to: "/timer", label: "ऑनलाइन काउंटडाउन टाइमर" },
    ],
  },
};

export default hi;
