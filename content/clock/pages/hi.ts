import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

const hi: ClockPagesText = {
  breadcrumb: "विश्व घड़ी",
  world: {
    title: "विश्व घड़ी – 40 से ज़्यादा शहरों का मौजूदा स्थानीय समय | Tickwise",
    description:
      "अभी क्या समय है? हमारे सर्वर से जाँचा गया आपका सटीक स्थानीय समय, और दुनिया के 40 से ज़्यादा शहरों का मौजूदा समय, डेलाइट सेविंग हमेशा सही।",
    h1: "विश्व घड़ी: मौजूदा स्थानीय समय",
    intro:
      "Tickwise सर्वर से सुधारा गया आपका सटीक स्थानीय समय, और 40 से ज़्यादा शहरों का मौजूदा समय: न्यूयॉर्क, लंदन, टोक्यो, सिडनी, लॉस एंजेलिस, दुबई और भी।",
    locationTitle: "विश्व घड़ी",
  },
  generalFaqs: [
    {
      question: "दिखाया गया समय कितना सटीक है?",
      answer:
        "Tickwise कुछ तेज़ आने-जाने में आपके डिवाइस की घड़ी की तुलना सर्वर की घड़ी से करता है, बताता है कि आपका डिवाइस कितना आगे-पीछे है और उसे सुधारता है। फिर समय आपके ब्राउज़र के IANA टाइम ज़ोन डेटाबेस से आता है, इसलिए डेलाइट सेविंग के बदलाव हमेशा सही रहते हैं।",
    },
    {
      question: "मेरे कंप्यूटर की घड़ी इस पेज से अलग क्यों है?",
      answer:
        "अगर डिवाइस की घड़ी किसी टाइम सर्वर से सिंक नहीं होती, तो वह हर हफ़्ते कुछ सेकंड खिसक जाती है। घड़ी के नीचे की पंक्ति बताती है कि आपका डिवाइस कितना आगे या पीछे है; सिस्टम सेटिंग में अपने आप समय सेट करना चालू करने से यह ठीक हो जाता है।",
    },
    {
      question: "क्या विश्व घड़ी डेलाइट सेविंग टाइम का ध्यान रखती है?",
      answer:
        "हाँ। समय और UTC ऑफ़सेट आपके ब्राउज़र के ज़रिए IANA टाइम ज़ोन डेटाबेस से आते हैं, इसलिए हर शहर हर साल सही तारीख़ पर डेलाइट सेविंग टाइम में जाता है और उससे लौटता है।",
    },
  ],
  hourUnit: "long",
  list: { separator: ", ", pattern: "{head} और {last}", datePattern: "{head} और {last}" },
  location: {
    title: (city, country) => `${city}, ${country} में अभी का समय | Tickwise`,
    description: (city, country, zone, offset) =>
      `${city}, ${country} में अभी क्या समय है? सटीक स्थानीय समय (${zone}, ${offset}), हर सेकंड अपडेट, डेलाइट सेविंग सहित।`,
    h1: (city) => `${city} में अभी का समय`,
    intro: (city, country, zone) =>
      `${city}, ${country} का सटीक समय, जो हर सेकंड अपडेट होता है और आपके डिवाइस की घड़ी के अंतर के हिसाब से सुधारा जाता है। ${city} ${zone} टाइम ज़ोन का उपयोग करता है।`,
    locationTitle: (city) => `${city} का समय`,
    zoneWords: "IANA टाइम ज़ोन",
    zoneQuestion: (city) => `${city} किस टाइम ज़ोन में है?`,
    zoneFixed: (city, country, zone, offset) =>
      `${city}, ${country} ${zone} टाइम ज़ोन का उपयोग करता है, जो पूरे साल ${offset} रहता है।`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city}, ${country} ${zone} टाइम ज़ोन का उपयोग करता है: मानक समय में ${standard} और डेलाइट सेविंग टाइम में ${daylight}।`,
    dstQuestion: (city) => `क्या ${city} में डेलाइट सेविंग टाइम लागू होता है?`,
    dstYes: (city, year, forward, back) =>
      `हाँ। ${year} में ${city} की घड़ियाँ ${forward} को एक घंटा आगे और ${back} को वापस पीछे की जाती हैं।`,
    dstOther: (city, dates, year) => `${year} में ${city} का ऑफ़सेट ${dates} को बदलता है।`,
    dstNo: (city, offset) => `नहीं। ${city} पूरे साल ${offset} पर रहता है, इसलिए गर्मियों में वहाँ की घड़ियाँ कभी नहीं बदलतीं।`,
    diffQuestion: (city, other) => `${city} और ${other} के बीच समय का अंतर कितना है?`,
    same: (other) => `${other} के बराबर समय पर`,
    ahead: (hours, other) => `${other} से ${hours} आगे`,
    behind: (hours, other) => `${other} से ${hours} पीछे`,
    period: (from, to) => `${from} से ${to} तक`,
    during: (difference, periods) => `${periods} ${difference}`,
    allYear: (city, difference) => `${city} पूरे साल ${difference} रहता है।`,
    mostly: (city, difference, year, exceptions) =>
      `${year} के ज़्यादातर समय ${city} ${difference} रहता है, और ${exceptions}, क्योंकि दोनों जगहें अलग-अलग तारीख़ों पर घड़ियाँ बदलती हैं (या उनमें से सिर्फ़ एक ही बदलती है)।`,
    sameZoneQuestion: (city) => `और किन शहरों में ${city} जैसा ही समय है?`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "hi",
        "{count, plural, one {{cities} {city} के साथ {zone} टाइम ज़ोन साझा करता है, इसलिए उनकी घड़ियाँ हमेशा एक ही समय दिखाती हैं।} other {{cities} {city} के साथ {zone} टाइम ज़ोन साझा करते हैं, इसलिए उनकी घड़ियाँ हमेशा एक ही समय दिखाती हैं।}}",
        { cities, count, zone, city },
      ),
  },
};
export default hi;
