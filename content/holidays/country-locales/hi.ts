import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const hi: CountryHolidaysText = {
  title: (country, year) => `${country} की सार्वजनिक छुट्टियां ${year} और ${year + 1}: तारीखें और विशेष दिवस | Tickwise`,
  description: (country, year, count) =>
    icu(
      "hi",
      "{country} के {year} और {next} के {count, plural, one {# दिन} other {# दिन}}: सार्वजनिक छुट्टियां विशेष दिवसों से अलग, सप्ताह के दिन और कैलेंडर फ़ाइलों के साथ।",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `${country} की छुट्टियां`,
  intro: (country) =>
    `${country} की इस साल और अगले साल की सार्वजनिक छुट्टियां (अवकाश) और विशेष दिवस, हर छुट्टी के नियम से गिने गए। क्षेत्रीय छुट्टियां शामिल नहीं हैं।`,
  yearHeading: (year) => `${year}`,
  daysOff: "सार्वजनिक छुट्टियां और बैंक हॉलिडे",
  otherDays: "विशेष दिवस और अन्य दिन",
  noneOff: "इस साल के लिए कोई सार्वजनिक छुट्टी सूचीबद्ध नहीं है।",
  noneOther: "इस साल के लिए कोई विशेष दिवस सूचीबद्ध नहीं है।",
  columns: { date: "तारीख", weekday: "दिन", holiday: "छुट्टी", type: "प्रकार" },
  types: {
    public: "सार्वजनिक छुट्टी",
    bank: "बैंक हॉलिडे",
    school: "स्कूल की छुट्टी",
    optional: "वैकल्पिक छुट्टी",
    observance: "विशेष दिवस",
  },
  substitute: "(बदले का दिन)",
  addToCalendar: (year) => `${year} को कैलेंडर में जोड़ें (.ics)`,
  indexHeading: "देश के अनुसार छुट्टियां",
  indexIntro: (count) =>
    icu("hi", "{count, plural, one {# देश या क्षेत्र} other {# देशों और क्षेत्रों}} की सार्वजनिक छुट्टियां और विशेष दिवस।", {
      count,
    }),
  back: "सभी छुट्टियों पर वापस जाएं",
};

export default hi;
