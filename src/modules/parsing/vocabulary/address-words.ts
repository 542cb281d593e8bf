/**
 * The words of an address's lines in the languages the parser reads, lower case: a postal address's words, a street
 * line's unit, floor or building, streets and industrial estates. Split out of ./company-labels.ts, whose labels name
 * the fields these lines fill; postal codes are read by their shapes (../company-shapes.ts).
 */
import { PO_BOX_WORDS } from "./contact-labels.ts";

/**
 * Words that make a line part of a postal address, not a company's name ("Suite 300", "Postfach 12 34",
 * "Apartado 5"); the post box's words are contact-labels.ts's PO_BOX_WORDS, the one list of them. Postal codes are
 * recognised by their shapes in company-shapes.ts (language-neutral).
 */
export const ADDRESS_WORDS: readonly string[] = ["ste.", "cedex", ...PO_BOX_WORDS];

/**
 * A street line's unit, floor, office or building ("Suite 300", "Building 5", "Piso 10", "Oficina 301", "3º andar",
 * "Bâtiment B", "Gebäude 5", "Piano 2"): an address's words only with a number or a capital letter after them, or an
 * ordinal before ("Harbour Building Products", "Piso antideslizante" are no addresses). ../company-shapes.ts reads both
 * lists. (../company-building.ts keeps its own capitalised unit words, read where a street follows the name.)
 */
export const UNIT_WORDS: readonly string[] = [
  "suite", "floor", "unit", "building", "bldg",
  "piso", "oficina", "of.", "depto.", "depto", "dpto.", "departamento", "edificio", "torre", "bodega",
  "andar", "sala", "bloco", "edifício", "étage", "bâtiment", "bât.", "gebäude", "etage", "piano", "scala", "interno",
  "verdieping", "gebouw", "lokal", "lok.",
];

/**
 * Industrial estates and business parks, a street's place in them ("Pol. Ind. Castilla", "P.I. Sur", "Zona Industriale 4",
 * "Z.A. des Forges"): a street line's words, and an address's opening after a name.
 */
const INDUSTRIAL_ESTATE_WORDS: readonly string[] = [
  "pol. ind.", "p.i.", "zona industriale", "zona industrial", "z.a.", "zone d'activités", "zone artisanale", "parc d'activités",
];

/** Words of a street line ("Anderson Hill Road", "Industriestraße 12", "12 rue des Forges", "ul. Portowa 5"). */
export const STREET_WORDS: readonly string[] = [
  "street", "st.", "road", "rd.", "avenue", "ave.", "ave", "drive", "dr.", "boulevard", "blvd", "lane", "way", "parkway", "pkwy",
  "highway", "court", "place", "square", "industrial estate", "business park",
  "straße", "strasse", "str.", "weg", "allee", "platz", "ring", "gasse",
  "rue", "avenue", "chemin", "route", "boulevard", "allée", "quai", "zone industrielle", "z.i.",
  "calle", "c/", "avenida", "avda.", "paseo", "carretera", "polígono", "camino", "plaza",
  "via", "viale", "corso", "piazza", "strada", "località",
  "straat", "laan", "weg", "plein", "kade", "dijk",
  "rua", "avenida", "estrada", "travessa", "largo", "praça",
  "ul.", "ulica", "al.", "aleja", "os.", "plac",
  // cs, sk, hu ("Přístavní ulice 12", "Kikötő utca 12.")
  "ulice", "utca",
  ...INDUSTRIAL_ESTATE_WORDS,
];

/**
 * Words that open a street line or a post box where the street's word comes first ("Rue du Port 5", "Via Roma, 4",
 * "C/ Mayor 12", "ul. Portowa 5", "Postfach 12 34"): after a name on its line, where the address begins. The post
 * box's words are contact-labels.ts's PO_BOX_WORDS.
 */
export const STREET_OPENING_WORDS: readonly string[] = [
  "rue", "avenue", "av.", "boulevard", "bd", "chemin", "route", "allée", "quai", "impasse", "place", "zone industrielle", "z.i.",
  "via", "viale", "corso", "piazza", "piazzale", "strada", "località", "loc.", "calle", "c/", "avenida", "avda.", "paseo",
  "carretera", "polígono", "camino", "plaza", "rua", "estrada", "travessa", "largo", "praça", "ul.", "ulica", "al.", "aleja",
  "plac", ...INDUSTRIAL_ESTATE_WORDS, ...PO_BOX_WORDS,
];
