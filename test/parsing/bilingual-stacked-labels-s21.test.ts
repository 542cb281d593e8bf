/**
 * Labels and headings printed one under the other, once per language (session 21): a Swiss sheet's 1.3 heading in
 * German, French and Italian on three lines over the supplier's name; a use label stacked with its translations, the
 * value beside the first or below the last (Canadian EN/FR, US EN/ES, Belgian NL/FR, Swiss DE/FR/IT); a name label
 * stacked under its translation in the page header, the value beside the first only. A translation of the label is no
 * value, the heading's translations are no company, and section 1's numbered heading below a label alone is no name.
 * Synthetic sheets, through the parser.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

const SUPPLIER_HEADINGS: Record<string, string> = {
  en: "1.3 Details of the supplier of the safety data sheet",
  de: "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
  fr: "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité",
  it: "1.3 Informazioni sul fornitore della scheda di dati di sicurezza",
  nl: "1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad",
  es: "1.3 Datos del proveedor de la ficha de datos de seguridad",
};

const USE_LABELS: Record<string, string> = {
  en: "Relevant identified uses",
  de: "Relevante identifizierte Verwendungen",
  fr: "Utilisations identifiées pertinentes",
  it: "Usi pertinenti identificati",
  nl: "Relevante geïdentificeerde gebruiken",
  es: "Usos pertinentes identificados",
};

const LISTS = [["en", "fr"], ["en", "es"], ["nl", "fr"], ["de", "fr", "it"], ["nl", "fr", "de"]];

const section1 = (middle: string[], supplier: string[]) =>
  sheet([
    "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
    "1.1 Product identifier",
    "Trade name    Harbour Glass Cleaner 250",
    "1.2 Relevant identified uses of the substance or mixture and uses advised against",
    ...middle,
    ...supplier,
    "Harbour Inc.",
    "Hafenstrasse 12",
    "8005 Zürich",
    "Telephone: +41 44 123 45 67",
    ...SECTIONS_2_TO_4,
  ]);

describe("the supplier heading once per language, one under the other", () => {
  const threes = LISTS.filter((list) => list.length === 3);
  test.each([...threes.map((list) => [`${list.join("/")}, numbered`, list, true] as const), ...threes.map((list) => [`${list.join("/")}, unnumbered`, list, false] as const)])("%s", (_name, list, numbered) => {
    const headings = list.map((language) => (numbered ? SUPPLIER_HEADINGS[language]! : SUPPLIER_HEADINGS[language]!.slice(4)));
    const parsed = parseSds(section1(["Relevant identified uses    Glass cleaner"], headings));
    expect(parsed.manufacturer).toBe("Harbour Inc.");
  });
});

describe("a use label stacked with its translations", () => {
  test.each(LISTS.map((list) => [list.join("/"), list] as const))("%s, the value below the last label", (_name, list) => {
    const parsed = parseSds(section1([...list.map((language) => USE_LABELS[language]!), "Glass cleaner for household use"], [SUPPLIER_HEADINGS.en!]));
    expect(parsed.recommended_use).toBe("Glass cleaner for household use");
  });

  test.each(LISTS.map((list) => [list.join("/"), list] as const))("%s, a sector of use beside the first label", (_name, list) => {
    const [first, ...others] = list;
    const parsed = parseSds(section1([`${USE_LABELS[first!]}    Consumer uses`, ...others.map((language) => USE_LABELS[language]!)], [SUPPLIER_HEADINGS.en!]));
    expect(parsed.recommended_use).toBe("Consumer uses");
  });
});

describe("a name label under its translation in the page header, section 1's heading below", () => {
  const TRANSLATIONS: Record<string, string> = { fr: "Nom commercial", es: "Nombre comercial", nl: "Handelsnaam", de: "Handelsname", it: "Nome commerciale" };
  const HEADINGS: Record<string, string> = {
    "1. CHEMICAL PRODUCT AND COMPANY IDENTIFICATION": "numbered",
    "SECTION 1: Identification of the substance/mixture and of the company/undertaking": "with its section word",
  };
  test.each(Object.keys(TRANSLATIONS).flatMap((language) => Object.keys(HEADINGS).map((heading) => [`${language}, heading ${HEADINGS[heading]}`, language, heading] as const)))("%s", (_name, language, heading) => {
    const parsed = parseSds(sheet([
      "Product    : APPLE - 17J04AFA",
      TRANSLATIONS[language]!,
      "Date    : May 11, 2007    Page    1 ( 7 )",
      heading,
      "Product Name    : APPLE - 17J04AFA",
      "Product Code    : N.AP.",
      "Company Identification    : Harbour Flavors Inc.",
      ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.product_name).toBe("APPLE - 17J04AFA");
  });
});
