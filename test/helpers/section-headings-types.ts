/** What the section-headings sweep needs of a language: REACH Annex II's headings and CLP's label words in it. */
export type Sixteen = readonly [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string];

/** The sub-sections the sweep prints: 1.1–1.4, 2.1–2.3, 3.1 and 3.2. */
export type SubsectionNumber = "1.1" | "1.2" | "1.3" | "1.4" | "2.1" | "2.2" | "2.3" | "3.1" | "3.2";

export type HeadingWords = {
  /** ISO 639-1, as `document_language` reports it. */
  code: string;
  /** The section word, in capitals as Annex II prints it ("SECTION", "ABSCHNITT", "SZAKASZ"). */
  word: string;
  /**
   * Where the word stands: before the number ("SECTION 2: …") or after it, as hu "2. SZAKASZ: …", lt "2 SKIRSNIS. …",
   * lv "2. IEDAĻA. …", et "2. JAGU. …" print it (the number's dot and the separator after the word are given).
   */
  order: "word-first" | { numberDot: boolean; separator: string };
  /** The 16 section titles of Annex II as replaced by Regulation (EU) 2020/878. */
  titles: Sixteen;
  sub: Readonly<Record<SubsectionNumber, string>>;
  /** CLP Article 17/20: the signal word's label and its two words; Articles 21/22: the statements' labels. */
  signalLabel: string;
  danger: string;
  warning: string;
  hazardLabel: string;
  precautionaryLabel: string;
  /** A sentence of invented body text in the language (what a sheet's sections say besides their labels). */
  prose: string;
};
