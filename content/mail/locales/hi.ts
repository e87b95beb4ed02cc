import type { MailText } from "../text";

/** Tickwise's emails, in Hindi. */
const hi: MailText = {
  reminder: {
    subject: (d) => `Tickwise: आपका ${d} का टाइमर पूरा हो गया है`,
    finished: (d) => `समय पूरा हुआ! आपका ${d} का टाइमर पूरा हो गया है।`,
    note: "आपका नोट:",
    again: "टाइमर फिर से शुरू करें:",
    footer: [
      "आपको यह ईमेल इसलिए मिला है क्योंकि ईमेल रिमाइंडर के लिए इस पते के साथ एक Tickwise टाइमर शुरू किया गया था।",
      "Tickwise यह पता केवल तब तक रखता है जब तक रिमाइंडर भेज नहीं दिया जाता।",
    ],
  },
  source: {
    subject: "Tickwise: सोर्स कोड और Chrome एक्सटेंशन",
    intro: "Tickwise पर आपने जो फ़ाइलें माँगी थीं, वे इस ईमेल के साथ संलग्न हैं:",
    files: [
      "tickwise-source.zip: वेबसाइट का पूरा सोर्स कोड।",
      "tickwise-extension.zip: Chrome एक्सटेंशन (टाइमर, स्टॉपवॉच, अलार्म और विश्व घड़ी)।",
    ],
    install:
      "एक्सटेंशन इंस्टॉल करने के लिए: zip को एक्सट्रैक्ट करें, chrome://extensions खोलें, डेवलपर मोड चालू करें, “अनपैक किया गया लोड करें” (Load unpacked) चुनें और एक्सट्रैक्ट किया गया फ़ोल्डर चुनें।",
    site: "Tickwise:",
    footer:
      "आपको यह ईमेल इसलिए मिला है क्योंकि यह पता Tickwise के सोर्स कोड पेज पर दर्ज किया गया था। Tickwise इसे सहेजकर नहीं रखता।",
  },
  durationList: { type: "conjunction", style: "long" },
  unsubscribe: "Tickwise से ईमेल नहीं चाहिए? सदस्यता छोड़ें:",
};

export default hi;
