export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet items, shown after the paragraphs. */
  list?: string[];
  /** Optional paragraphs shown after the bullet list. */
  closing?: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** ISO date the text last changed. */
  updated: string;
  sections: LegalSection[];
}

export type LegalKey = "terms" | "privacy";

/** Both legal documents of one language. */
export type LegalTexts = Record<LegalKey, LegalDocument>;
