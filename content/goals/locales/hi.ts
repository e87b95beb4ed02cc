import { icu } from "../../i18n/icu";
import type { GoalsText } from "../text";

const hi: GoalsText = {
  heading: "लक्ष्य और काम",
  intro:
    "लिखें कि आप क्या पूरा करना चाहते हैं, चुनें कि उस पर कितनी देर ध्यान देना है (5 मिनट से 2 घंटे), और एक क्लिक में उसके लिए टाइमर शुरू करें।",
  privacy: "आपके लक्ष्य निजी हैं: वे इस ब्राउज़र की एक गुमनाम कुकी से जुड़े हैं, किसी खाते की ज़रूरत नहीं।",
  newGoal: "नया लक्ष्य",
  closeForm: "रद्द करें",
  form: {
    heading: "नया लक्ष्य बनाएँ",
    title: "लक्ष्य का शीर्षक *",
    titlePlaceholder: "जैसे, प्रोजेक्ट प्रस्ताव पूरा करना",
    description: "विवरण (वैकल्पिक)",
    descriptionPlaceholder: "काम पूरा होने पर कैसा दिखेगा?",
    duration: "अवधि",
    required: "* ज़रूरी फ़ील्ड",
    submit: "लक्ष्य बनाएँ",
    submitting: "बनाया जा रहा है…",
    titleRequired: "कृपया लक्ष्य का शीर्षक लिखें।",
    titleTooLong: (max) =>
      icu(
        "hi",
        "{max, plural, one {शीर्षक ज़्यादा से ज़्यादा # वर्ण का हो सकता है।} other {शीर्षक ज़्यादा से ज़्यादा # वर्णों का हो सकता है।}}",
        { max },
      ),
    descriptionTooLong: (max) =>
      icu(
        "hi",
        "{max, plural, one {विवरण ज़्यादा से ज़्यादा # वर्ण का हो सकता है।} other {विवरण ज़्यादा से ज़्यादा # वर्णों का हो सकता है।}}",
        { max },
      ),
  },
  active: (count) => `सक्रिय लक्ष्य (${count})`,
  completed: (count) => `पूरे हुए लक्ष्य (${count})`,
  loading: "आपके लक्ष्य लोड हो रहे हैं…",
  loadFailed: "आपके लक्ष्य लोड नहीं हो सके।",
  retry: "फिर से कोशिश करें",
  emptyActive: "अभी कोई सक्रिय लक्ष्य नहीं है। शुरू करने के लिए अपना पहला लक्ष्य बनाएँ!",
  emptyCompleted: "अभी कोई लक्ष्य पूरा नहीं हुआ है।",
  card: {
    duration: "अवधि",
    startTimer: "टाइमर शुरू करें",
    complete: "पूरा करें",
    markPending: "बाकी के रूप में चिह्नित करें",
    delete: "हटाएँ",
    completedBadge: "पूरा हुआ",
  },
  confirm: {
    title: "लक्ष्य हटाएँ",
    text: "क्या आप वाकई यह लक्ष्य हटाना चाहते हैं?",
    cancel: "रद्द करें",
    confirm: "हटाएँ",
  },
  toast: {
    created: "लक्ष्य बनाया गया",
    createdText: (title) => `“${title}” आपके सक्रिय लक्ष्यों में जोड़ा गया।`,
    updated: "लक्ष्य अपडेट किया गया",
    completedText: (title) => `“${title}” को पूरा हुआ चिह्नित किया गया।`,
    pendingText: (title) => `“${title}” फिर से आपके सक्रिय लक्ष्यों में है।`,
    deleted: "लक्ष्य हटाया गया",
    deletedText: (title) => `“${title}” हटा दिया गया।`,
    error: "त्रुटि",
    createFailed: "लक्ष्य नहीं बन सका। कृपया फिर से कोशिश करें।",
    limitReached: (max) =>
      icu(
        "hi",
        "{max, plural, one {आप # लक्ष्य की सीमा तक पहुँच गए हैं। और जोड़ने के लिए कुछ हटाएँ।} other {आप # लक्ष्यों की सीमा तक पहुँच गए हैं। और जोड़ने के लिए कुछ हटाएँ।}}",
        { max },
      ),
    updateFailed: "लक्ष्य अपडेट नहीं हो सका। कृपया फिर से कोशिश करें।",
    deleteFailed: "लक्ष्य हटाया नहीं जा सका। कृपया फिर से कोशिश करें।",
  },
};
export default hi;
