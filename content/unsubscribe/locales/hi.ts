import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in Hindi. */
const hi: UnsubscribeText = {
  meta: {
    title: "Tickwise ईमेल की सदस्यता छोड़ें | Tickwise",
    description: "अपने पते पर Tickwise के सभी ईमेल बंद करें: टाइमर रिमाइंडर और सोर्स कोड ईमेल।",
  },
  heading: "Tickwise ईमेल की सदस्यता छोड़ें",
  intro: "इस लिंक वाले पते पर Tickwise अब कोई ईमेल नहीं भेजेगा: न टाइमर रिमाइंडर, न सोर्स कोड ईमेल, पहले से तय किए गए ईमेल भी नहीं।",
  confirm: "सदस्यता छोड़ें",
  confirming: "सदस्यता छोड़ी जा रही है…",
  done: "आपकी सदस्यता छूट गई है। Tickwise इस पते पर फिर कभी ईमेल नहीं भेजेगा।",
  invalid: "सदस्यता छोड़ने का यह लिंक मान्य नहीं है। ईमेल वाला लिंक फिर से खोलें, पूरा और बिना बदलाव के।",
  failed: "अनुरोध पूरा नहीं हो सका। कृपया थोड़ी देर में फिर से कोशिश करें।",
  back: "टाइमर पर वापस जाएँ",
};

export default hi;
