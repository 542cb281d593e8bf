/**
 * Session 22's sweep of the layouts 1.2's use and 9.1's state are printed in that the session-21 sweeps did not hold
 * (the held-out misses were "none found"): a use bulleted or dashed under 1.2's heading with no label, a use-descriptor
 * table's row under the heading (use, SU, PC, PROC cells), 1.2's heading wrapped with its number on a line of its own,
 * the value wrapped to the next line; a state in an appearance row whose value opens with a colour or with the form
 * and its colour after a comma, in a 9.1 table of three columns (property | value | method), a bilingual row. Over
 * parseSds on a small sheet in eight languages; each kind with its twins. Invented values.
 */
import { describe, expect } from "bun:test";
import { parseForms, wordF1 } from "../helpers/property-forms-sheet.ts";
import { FIELD_LANGUAGES } from "../helpers/new-fields-words.ts";
import { checkWithGaps } from "../helpers/sds-text.ts";

const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt", "pl"] as const;
const G = "        ";

/** Kinds the parser does not read yet (kept named, run as test.failing). */
const GAPS = new Set<string>([]);
const check = checkWithGaps(GAPS);

/** The heading's words split in two halves (a heading wrapped in its column). */
function halves(heading: string): [string, string] {
  const words = heading.split(" ");
  const middle = Math.ceil(words.length / 2);
  return [words.slice(0, middle).join(" "), words.slice(middle).join(" ")];
}

/** The use-descriptor codes' column heads per language (ECHA's "sector of use", "product category", "process category"). */
const DESCRIPTOR_HEADS: Record<(typeof LANGUAGES)[number], [string, string]> = {
  en: ["Sector of use", "Product category"],
  de: ["Verwendungssektor", "Produktkategorie"],
  fr: ["Secteur d'utilisation", "Catégorie de produit"],
  es: ["Sector de uso", "Categoría de producto"],
  it: ["Settore d'uso", "Categoria di prodotto"],
  nl: ["Gebruikssector", "Productcategorie"],
  pt: ["Setor de utilização", "Categoria de produto"],
  pl: ["Sektor zastosowania", "Kategoria produktu"],
};

type UseKind = (language: (typeof LANGUAGES)[number]) => string[];
const USE_KINDS: Record<string, UseKind> = {
  "bulleted under the heading": (l) => [`1.2 ${FIELD_LANGUAGES[l]!.useHeading}`, `• ${FIELD_LANGUAGES[l]!.use}`, FIELD_LANGUAGES[l]!.advised],
  "dashed under the heading": (l) => [`1.2 ${FIELD_LANGUAGES[l]!.useHeading}`, `- ${FIELD_LANGUAGES[l]!.use}`, FIELD_LANGUAGES[l]!.advised],
  "heading wrapped, number on its own line": (l) => {
    const [first, second] = halves(FIELD_LANGUAGES[l]!.useHeading);
    return [first, "1.2", second, FIELD_LANGUAGES[l]!.use, FIELD_LANGUAGES[l]!.advised];
  },
  "heading wrapped, value below": (l) => {
    const [first, second] = halves(FIELD_LANGUAGES[l]!.useHeading);
    return [`1.2 ${first}`, second, FIELD_LANGUAGES[l]!.use, FIELD_LANGUAGES[l]!.advised];
  },
  "descriptor row under the heading": (l) => [`1.2 ${FIELD_LANGUAGES[l]!.useHeading}`, `${FIELD_LANGUAGES[l]!.use}${G}SU22${G}PC35${G}PROC10`, FIELD_LANGUAGES[l]!.advised],
  "descriptor table with heads, use last": (l) => [
    `1.2 ${FIELD_LANGUAGES[l]!.useHeading}`,
    `${DESCRIPTOR_HEADS[l][0]}${G}${DESCRIPTOR_HEADS[l][1]}${G}${FIELD_LANGUAGES[l]!.useLabels[0]}`,
    `SU22${G}PC35${G}${FIELD_LANGUAGES[l]!.use}`,
    FIELD_LANGUAGES[l]!.advised,
  ],
  "codes lines then the use under the heading": (l) => [`1.2 ${FIELD_LANGUAGES[l]!.useHeading}`, `${DESCRIPTOR_HEADS[l][0]}: SU22`, `${DESCRIPTOR_HEADS[l][1]}: PC35`, FIELD_LANGUAGES[l]!.use, FIELD_LANGUAGES[l]!.advised],
  "label alone with colon, bulleted value": (l) => [`1.2 ${FIELD_LANGUAGES[l]!.useHeading}`, `${FIELD_LANGUAGES[l]!.useLabels[0]}:`, `• ${FIELD_LANGUAGES[l]!.use}`, FIELD_LANGUAGES[l]!.advised],
  "label, value wrapped to the next line": (l) => [`${FIELD_LANGUAGES[l]!.useLabels[0]}: ${FIELD_LANGUAGES[l]!.use.split(" ")[0]}`, ...(FIELD_LANGUAGES[l]!.use.includes(" ") ? [FIELD_LANGUAGES[l]!.use.split(" ").slice(1).join(" ")] : []), FIELD_LANGUAGES[l]!.advised],
  "heading with the value in brackets-free column": (l) => [`1.2 ${FIELD_LANGUAGES[l]!.useHeading}:`, `${FIELD_LANGUAGES[l]!.use}.`, FIELD_LANGUAGES[l]!.advised],
  "bilingual label with the English one": (l) => [`${FIELD_LANGUAGES[l]!.useLabels[0]} / Recommended use: ${FIELD_LANGUAGES[l]!.use}`],
  "sub-numbered label 1.2.1": (l) => [`1.2 ${FIELD_LANGUAGES[l]!.useHeading}`, `1.2.1 ${FIELD_LANGUAGES[l]!.useLabels[0]}`, FIELD_LANGUAGES[l]!.use, `1.2.2 ${FIELD_LANGUAGES[l]!.advised}`],
};

describe("1.2's use in layouts without a plain label (session 22 sweep)", () => {
  for (const [kind, lines] of Object.entries(USE_KINDS)) {
    for (const language of LANGUAGES) {
      check(`use ${language} ${kind}`, () => {
        const parsed = parseForms(language, lines(language), ["Physical state: liquid"]);
        const use = FIELD_LANGUAGES[language]!.use;
        expect({ use: parsed.recommended_use, right: wordF1(use, parsed.recommended_use) >= 0.6 }).toEqual({ use: parsed.recommended_use, right: true });
      });
    }
  }
});

/** Appearance rows whose value opens with the form or a colour, per language: [label, value, state]. */
const APPEARANCE: Record<(typeof LANGUAGES)[number], [string, string, string][]> = {
  en: [["Appearance", "Clear, colourless liquid", "liquid"], ["Appearance", "Liquid, blue", "liquid"], ["Appearance", "White powder", "solid"], ["Appearance", "Blue gel", "liquid"], ["Appearance", "White, viscous paste", "paste"], ["Appearance", "Colourless gas", "gas"]],
  de: [["Aussehen", "Flüssigkeit, blau", "liquid"], ["Aussehen", "klar, farblos, flüssig", "liquid"], ["Aussehen", "weißes Pulver", "solid"], ["Aussehen", "Paste, weiß", "paste"], ["Aussehen", "blaue Flüssigkeit", "liquid"]],
  fr: [["Aspect", "Liquide, bleu", "liquid"], ["Aspect", "Limpide, incolore, liquide", "liquid"], ["Aspect", "Poudre blanche", "solid"], ["Aspect", "Pâte blanche", "paste"], ["Aspect", "Gel bleu", "liquid"]],
  es: [["Aspecto", "Líquido, azul", "liquid"], ["Aspecto", "Transparente, incoloro, líquido", "liquid"], ["Aspecto", "Polvo blanco", "solid"], ["Aspecto", "Pasta blanca", "paste"]],
  it: [["Aspetto", "Liquido, blu", "liquid"], ["Aspetto", "Limpido, incolore, liquido", "liquid"], ["Aspetto", "Polvere bianca", "solid"], ["Aspetto", "Pasta bianca", "paste"]],
  nl: [["Uiterlijk", "Vloeistof, blauw", "liquid"], ["Uiterlijk", "Helder, kleurloos, vloeibaar", "liquid"], ["Uiterlijk", "Wit poeder", "solid"], ["Uiterlijk", "Witte pasta", "paste"]],
  pt: [["Aspeto", "Líquido, azul", "liquid"], ["Aspecto", "Límpido, incolor, líquido", "liquid"], ["Aspeto", "Pó branco", "solid"], ["Aspeto", "Pasta branca", "paste"]],
  pl: [["Wygląd", "Ciecz, niebieska", "liquid"], ["Wygląd", "Przezroczysty, bezbarwny płyn", "liquid"], ["Wygląd", "Biały proszek", "solid"], ["Wygląd", "Biała pasta", "paste"]],
};

/** A 9.1 table's heads per language: property | value | method. */
const TABLE_HEADS: Record<(typeof LANGUAGES)[number], string> = {
  en: `Property${G}Value${G}Method`,
  de: `Eigenschaft${G}Wert${G}Methode`,
  fr: `Propriété${G}Valeur${G}Méthode`,
  es: `Propiedad${G}Valor${G}Método`,
  it: `Proprietà${G}Valore${G}Metodo`,
  nl: `Eigenschap${G}Waarde${G}Methode`,
  pt: `Propriedade${G}Valor${G}Método`,
  pl: `Właściwość${G}Wartość${G}Metoda`,
};

type StateCase = [kind: string, lines: string[], state: string];
function stateCases(language: (typeof LANGUAGES)[number]): StateCase[] {
  const w = FIELD_LANGUAGES[language]!;
  const [explicit] = w.stateLabels;
  const cases: StateCase[] = [];
  for (const [label, value, state] of APPEARANCE[language]) {
    cases.push([`appearance colon ${value}`, [`${label}: ${value}`, w.colour], state]);
    cases.push([`appearance column ${value}`, [`${label}${G}${value}`, w.colour], state]);
    cases.push([`appearance label alone ${value}`, [label, value, w.colour], state]);
    cases.push([`appearance in a three-column table ${value}`, [TABLE_HEADS[language], `${label}${G}${value}${G}-`, `${w.colour.split(":")[0]}${G}-${G}-`], state]);
  }
  cases.push([`state in a three-column table`, [TABLE_HEADS[language], `${explicit}${G}${w.states.liquid}${G}visual`], "liquid"]);
  cases.push([`state in a three-column table, method blank`, [TABLE_HEADS[language], `${explicit}${G}${w.states.solid}`, `${w.colour.split(":")[0]}${G}-${G}-`], "solid"]);
  cases.push([`state value wrapped below its label with colon`, [`${explicit}:`, w.states.paste], "paste"]);
  cases.push([`bilingual state row`, [`${explicit} / Physical state: ${w.states.liquid} / liquid`], "liquid"]);
  cases.push([`lettered item a)`, [`a) ${explicit}: ${w.states.powder}`], "solid"]);
  cases.push([`state word upper case`, [`${explicit.toUpperCase()}: ${w.states.liquid.toUpperCase()}`], "liquid"]);
  return cases;
}

describe("9.1's state in appearance rows and tables (session 22 sweep)", () => {
  for (const language of LANGUAGES) {
    for (const [kind, lines, state] of stateCases(language)) {
      check(`state ${language} ${kind}`, () => {
        expect(parseForms(language, [`1.2 ${FIELD_LANGUAGES[language]!.useHeading}`, FIELD_LANGUAGES[language]!.use], lines).physical_state).toBe(state);
      });
    }
  }
});

/** Use labels the lists lacked: the main use, the use's type, the technical function, the intended purpose. */
const USE_LABEL_FORMS: [language: string, label: string, use: string][] = [
  ["en", "Main use", "Floor cleaner"], ["en", "Intended purpose", "Floor cleaner"], ["en", "Technical function", "Floor cleaner"],
  ["en", "Product function", "Floor cleaner"], ["en", "Type of use", "Floor cleaner"], ["en", "Description of use", "Floor cleaner"],
  ["en", "Use pattern", "Floor cleaner"], ["en", "Uses identified", "Floor cleaner"], ["en", "Manufacturer's recommended use", "Floor cleaner"],
  ["de", "Produktverwendung", "Bodenreiniger"], ["de", "Anwendungszweck", "Bodenreiniger"], ["de", "Verwendungsbereich", "Bodenreiniger"],
  ["de", "Technische Funktion", "Bodenreiniger"],
  ["fr", "Usages", "Nettoyant pour sols"], ["fr", "Fonction du produit", "Nettoyant pour sols"], ["fr", "Type d'utilisation", "Nettoyant pour sols"],
  ["fr", "Domaine d'utilisation", "Nettoyant pour sols"],
  ["es", "Usos relevantes identificados", "Limpiador de suelos"], ["es", "Tipo de uso", "Limpiador de suelos"], ["es", "Aplicaciones", "Limpiador de suelos"],
  ["it", "Destinazione d'uso", "Detergente per pavimenti"], ["it", "Uso identificato", "Detergente per pavimenti"], ["it", "Funzione tecnica", "Detergente per pavimenti"],
  ["nl", "Gebruiksdoel", "Vloerreiniger"], ["nl", "Productgebruik", "Vloerreiniger"], ["nl", "Technische functie", "Vloerreiniger"],
  ["pt", "Função técnica", "Produto de limpeza de pavimentos"], ["pt", "Função do produto", "Produto de limpeza de pavimentos"],
  ["pl", "Zidentyfikowane zastosowanie", "Środek do czyszczenia podłóg"], ["pl", "Funkcja techniczna", "Środek do czyszczenia podłóg"],
];

describe("use labels the lists lacked (session 22 sweep)", () => {
  for (const [language, label, use] of USE_LABEL_FORMS) {
    for (const [separator, form] of [[": ", "colon"], [G, "column"]] as const) {
      check(`use ${language} ${label} ${form}`, () => {
        const parsed = parseForms(language, [`${label}${separator}${use}`], ["Physical state: liquid"]);
        expect(parsed.recommended_use).toBe(use);
      });
    }
  }
});

/** State labels the lists lacked: the state's other names, the product's form, the appearance after the colour. */
const STATE_LABEL_FORMS: [language: string, label: string, value: string, state: string][] = [
  ["en", "Aggregate state", "liquid", "liquid"], ["en", "Physical status", "Solid", "solid"], ["en", "Physical nature", "Paste", "paste"],
  ["en", "Product form", "Liquid", "liquid"], ["en", "Colour/appearance", "Blue liquid", "liquid"], ["en", "Color and appearance", "White powder", "solid"],
  ["en", "Odour and appearance", "Mild odour, clear liquid", "liquid"],
  ["de", "Farbe und Aussehen", "blaue Flüssigkeit", "liquid"], ["de", "Physikalische Form", "fest", "solid"], ["de", "Aggregatform", "flüssig", "liquid"],
  ["fr", "Couleur et aspect", "Liquide bleu", "liquid"], ["fr", "Etat", "Liquide", "liquid"],
  ["es", "Color y aspecto", "Líquido azul", "liquid"],
  ["it", "Colore e aspetto", "Liquido blu", "liquid"],
  ["nl", "Kleur en uiterlijk", "Blauwe vloeistof", "liquid"],
  ["pt", "Cor e aspeto", "Líquido azul", "liquid"],
  ["pl", "Kolor i wygląd", "Niebieska ciecz", "liquid"],
];

describe("state labels the lists lacked (session 22 sweep)", () => {
  for (const [language, label, value, state] of STATE_LABEL_FORMS) {
    for (const [separator, form] of [[": ", "colon"], [G, "column"]] as const) {
      check(`state ${language} ${label} ${form}`, () => {
        expect(parseForms(language, [`1.2 ${FIELD_LANGUAGES[language]!.useHeading}`, FIELD_LANGUAGES[language]!.use], [`${label}${separator}${value}`]).physical_state).toBe(state);
      });
    }
  }
});
