/**
 * Words that point the reader elsewhere in the sheet ("See section 16", "Siehe Abschnitt 8", "Voir rubrique 3",
 * "Véase arriba", "Vedi sopra"), in the languages read, lower case: a line or value holding one is a pointer, not a
 * section's title (section-out-of-order.ts), a use (use.ts), a company (company-value.ts, company-shapes.ts) or an
 * OCR speck before a heading (ocr-heading-repair.ts). One list, so that a language added reaches every one of them.
 */

/**
 * The verbs of a cross-reference: en "see", "refer"; de "siehe"; fr "voir"; es "véase", "vea", "ver"; it "vedere",
 * "vedi"; nl "zie"; pt "veja", "consulte", "consultar", "ver"; pl "patrz", "zob" ("zob." for "zobacz").
 */
export const CROSS_REFERENCE_VERBS: readonly string[] = [
  "see", "refer", "siehe", "voir", "véase", "vea", "ver", "vedere", "vedi", "zie", "veja", "consulte", "consultar", "patrz", "zob",
];

/**
 * Latin and German abbreviations that stand for "see" ("cf.", "vgl.", "vide"): kept apart from the verbs, since at a
 * value's start they are as often a name's own letters ("CF Industries").
 */
export const CROSS_REFERENCE_ABBREVIATIONS: readonly string[] = ["cf", "vgl", "vide"];

/**
 * Where a cross-reference points: "above", "below" and theirs (de "oben", "unten"; fr "ci-dessus", "ci-dessous"; es
 * "arriba", "abajo"; pt "acima", "abaixo"; it "sopra", "sotto"; nl "hierboven", "hieronder"; pl "powyżej", "poniżej").
 */
export const CROSS_REFERENCE_PLACES: readonly string[] = [
  "above", "below", "oben", "unten", "ci-dessus", "ci-dessous", "arriba", "abajo", "acima", "abaixo", "sopra", "sotto", "hierboven",
  "hieronder", "powyżej", "poniżej",
];

/**
 * The parts of a sheet a pointer names after its verb ("Anschrift siehe Punkt 1.2", "Address see section 1", "Adresse
 * voir rubrique 1"), in the languages read.
 */
export const CROSS_REFERENCE_PARTS: readonly string[] = [
  "punkt", "point", "punto", "ponto", "pkt", "ziffer", "section", "abschnitt", "rubrique", "sección", "seccion", "sezione", "secção",
  "seção", "rubriek", "sekcja",
];
