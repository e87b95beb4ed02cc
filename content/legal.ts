export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** ISO date the text last changed. */
  updated: string;
  sections: LegalSection[];
}

export type LegalKey = "terms" | "privacy";
