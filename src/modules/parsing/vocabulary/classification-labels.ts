/**
 * A hazard classification's label as a form's header cell ("WHMIS Classification", "Classification SIMDUT",
 * "GHS-Einstufung"), in the languages the parser reads, lower case: the classification word with a scheme's name
 * (or "hazard") before or after it. Such a cell is a label, never a value.
 */

/** "Classification" and its kin. */
export const CLASSIFICATION_WORDS: readonly string[] = [
  "classification", "hazard classification", "classification of the product", "classification des dangers",
  "einstufung", "gefahreneinstufung", "clasificación", "clasificacion", "clasificación de peligros", "classificazione",
  "classificazione di pericolo", "indeling", "gevarenindeling", "classificatie", "classificação", "classificacao",
  "classificação de perigo", "klasyfikacja", "klasyfikacja zagrożeń",
];

/** Schemes and regulations a classification is named after ("WHMIS", "SIMDUT", "GHS", "SGA", "CLP", "EU"). */
export const CLASSIFICATION_SCHEMES: readonly string[] = [
  "whmis", "simdut", "ghs", "sga", "sgh", "clp", "osha", "hcs", "eu", "ec", "ce", "ue", "eg", "eec", "dsd", "dpd", "nfpa", "hmis",
];
