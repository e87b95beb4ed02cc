import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in Hindi. */
const hi: PwaText = {
  install: {
    title: "टाइमर ऐप इंस्टॉल करें",
    text: "अपने टाइमर तक झटपट पहुँचें",
    install: "इंस्टॉल करें",
    notNow: "अभी नहीं",
    close: "इंस्टॉल बैनर बंद करें",
  },
  update: {
    title: "Tickwise का नया संस्करण उपलब्ध है",
    description: "इसे इस्तेमाल करने के लिए पेज दोबारा लोड करें। आपके टाइमर और सेटिंग्स बने रहेंगे।",
    reload: "दोबारा लोड करें",
    reloadAlt: "नया संस्करण इस्तेमाल करने के लिए पेज दोबारा लोड करें",
  },
};

export default hi;
