import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { isLabelValue } from "../../src/modules/parsing/label-values";

/**
 * Found on development sheets (session 24, second batch): a stack of labels printed before their values (a two-column
 * table flattened: "Denominazione" / "commerciale" / "Uso del materiale" / ": :" / the name / the use; "Raison sociale" /
 * "Adresse" / "Localité et État" / the company / its street) gave a label as the product or the company at 0.9. A value
 * that is a label — a field label, an address-form label, labels joined by a slash, or a label's first words — is never
 * a name above 0.45, in every language.
 */
function parse(lines: string[]) {
  return parseSds({ numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, i) => ({ text, x: 40, y: 40 + i * 12 })) }] });
}

/** The value is the real one, or any other value is no more than 0.45. */
function expectRightOrDoubted(value: string | null, confidence: number | undefined, truth: string) {
  if (value !== null && value !== truth) expect(confidence ?? 0).toBeLessThanOrEqual(0.45);
}

describe("a value that is a label", () => {
  test("labels of every kind and language are labels", () => {
    for (const label of ["Uso del materiale", "Localité et État", "Localité", "Adresse", "Ort", "Miejscowość", "Localidad", "Número de",
      "Handelsname/Bezeichnung", "Trade name/Designation", "Nazwę handlową", "Raison sociale", "Details of the"]) expect([label, isLabelValue(label)]).toEqual([label, true]);
  });
  test("names are no labels", () => {
    for (const name of ["Porto Chimica Spa", "Quaiverde 7+7+7", "Peintures du Quai", "Acid/Base Cleaner", "Product Safety", "Harbour Trade Ltd",
      "Emergency Response Gel", "Nord/Süd Chemie GmbH"]) expect([name, isLabelValue(name)]).toEqual([name, false]);
  });
});

const STACKS: Array<[string, "product_name" | "manufacturer", string, string[]]> = [
  ["it product over a use label", "product_name", "Quaiverde 7+7+7", ["SCHEDA DI SICUREZZA", "1. IDENTIFICAZIONE DELLA SOSTANZA/PREPARATO E DELLA SOCIETÀ/IMPRESA",
    "Informazioni sul prodotto", "Denominazione", "commerciale", "Uso del materiale", ": : ", "Quaiverde 7+7+7", "Concime", "Società : Porto Chimica Spa",
    "Via Roma 3", "I-20100 Milano MI", "2. COMPOSIZIONE/INFORMAZIONE SUGLI INGREDIENTI"]],
  ["fr company under address labels", "manufacturer", "Peintures du Quai", ["FICHE DE DONNÉES DE SÉCURITÉ", "1. Identification de la substance / préparation et de la Société",
    "1.1 Identification de la substance ou de la préparation", "Dénomination commerciale:", "ENDUIT DU PORT", "1.3 Identification de la société", "Raison Sociale",
    "Adresse", "Localité et Etat", "Peintures du Quai", "12 rue des Forges", "33000 BORDEAUX", "FRANCE", "2. Identification des dangers"]],
  ["es company under address labels", "manufacturer", "Pinturas del Muelle", ["FICHA DE DATOS DE SEGURIDAD", "1. Identificación de la sustancia o la mezcla y de la sociedad o la empresa",
    "Nombre comercial:", "ESTUCO DEL PUERTO", "1.3 Datos del proveedor", "Razón social", "Dirección", "Localidad", "Pinturas del Muelle", "Calle Mayor 12",
    "28001 Madrid", "2. Identificación de los peligros"]],
  ["pl inflected trade-name label", "product_name", "Klej wodny do drewna", ["Karta charakterystyki", "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja przedsiębiorstwa",
    "1.1. Identyfikator produktu Nazwę handlową: Klej wodny do drewna", "1.3. Dane dotyczące dostawcy karty charakterystyki", "Nazwa firmy: Portowa Chemia Sp. z o.o.",
    "SEKCJA 2: Identyfikacja zagrożeń"]],
];

describe("a stack of labels before their values", () => {
  for (const [name, field, truth, lines] of STACKS) {
    test(`${name}: the real value, or a label at no more than 0.45`, () => {
      const parsed = parse(lines);
      expectRightOrDoubted(parsed[field], parsed.evidence[field]?.confidence, truth);
    });
  }
  test("pl: the inflected label is not kept in the product", () => {
    const parsed = parse(STACKS[3]![3]);
    expect(parsed.product_name).toBe("Klej wodny do drewna");
  });
});

describe("a stack of labels paired with its values by place", () => {
  test("it: a wrapped product label, a use label and a row of bare colons: the name at no more than 0.75", () => {
    const parsed = parse(STACKS[0]![3]);
    expect(parsed.product_name).toBe("Quaiverde 7+7+7");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.75);
  });
  test("fr and es: a company label over address labels, without colons: the company at no more than 0.75", () => {
    for (const [sheet, truth] of [[STACKS[1]!, "Peintures du Quai"], [STACKS[2]!, "Pinturas del Muelle"]] as const) {
      const parsed = parse(sheet[3]);
      expect(parsed.manufacturer).toBe(truth);
      expect(parsed.evidence.manufacturer!.confidence).toBeLessThanOrEqual(0.75);
    }
  });
});

describe("a sub-heading above a colonless company label", () => {
  test("en: the company under 'Company', not the street after it", () => {
    const parsed = parse(["SAFETY DATA SHEET", "1. Identification", "Product Name    Harbour Rinse 40", "Details of the supplier of the safety data sheet", "Company",
      "Harbour Scientific", "12 Quay Lane", "Portsmouth, NH 03801", "Tel: (603) 555-0100", "2. Hazard(s) identification"]);
    expect(parsed.manufacturer).toBe("Harbour Scientific");
  });
});
