import type { Language } from "@core/settings";
import type { LegalDocument, LegalKey } from "./legal";

/** Terms and privacy text; written to be true of this product (see PRODUCT.md). */
export const legal: Record<Language, Record<LegalKey, LegalDocument>> = {
  en: {
    terms: {
      title: "Terms & Conditions",
      description: "The terms for using Tickwise, the free online timer, stopwatch, world clock and alarm clock.",
      updated: "2026-11-22",
      sections: [
        { heading: "Acceptance of Terms", paragraphs: ["By using Tickwise you accept these terms."] },
        {
          heading: "Use License",
          paragraphs: ["You may use Tickwise for personal and commercial purposes free of charge."],
        },
        { heading: "Disclaimer", paragraphs: ["Tickwise is provided as is."] },
        { heading: "Limitations", paragraphs: ["Tickwise is not liable for damages arising from its use."] },
        { heading: "Privacy", paragraphs: ["Our Privacy Policy explains what we store."] },
        { heading: "Contact Information", paragraphs: ["Contact us through the app."] },
      ],
    },
    privacy: {
      title: "Privacy Policy",
      description: "What Tickwise stores, where, and for how long.",
      updated: "2026-11-22",
      sections: [
        { heading: "Information We Collect", paragraphs: ["Settings stay in your browser."] },
        { heading: "How We Use Information", paragraphs: ["Only to run the tools."] },
        { heading: "Data Storage", paragraphs: ["Local storage in your browser."] },
        { heading: "Third-Party Services", paragraphs: ["None by default."] },
        { heading: "Cookies", paragraphs: ["Essential cookies only."] },
        { heading: "Data Security", paragraphs: ["HTTPS and strict security headers."] },
        { heading: "Changes to Privacy Policy", paragraphs: ["We date every change."] },
        { heading: "Contact Us", paragraphs: ["Through the app."] },
      ],
    },
  },
  es: {
    terms: {
      title: "Términos y condiciones",
      description: "Los términos de uso de Tickwise.",
      updated: "2026-11-22",
      sections: [],
    },
    privacy: {
      title: "Política de privacidad",
      description: "Qué guarda Tickwise.",
      updated: "2026-11-22",
      sections: [],
    },
  },
};
