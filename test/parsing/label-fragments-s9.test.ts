/**
 * Label fragments (session 9): a piece of a label or heading below a name label, or beside it, is never the name. A
 * label column wraps long labels over two lines ("Other means of" / "identification") and stands above the values;
 * past such a piece the value found further down may be the other label's, so it is not certain (≤ 0.85). Invented
 * names; the label wordings are the vocabulary's, in the languages the parser reads.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

const HEADING = "SECTION 1: Identification of the substance/mixture and of the company/undertaking";

type Case = [name: string, lines: string[], product: string | null, atMost: number];

function check(cases: readonly Case[]): void {
  for (const [name, lines, product, atMost] of cases) {
    test(name, () => {
      const found = productOf(lines);
      expect(found.value).toBe(product);
      expect(found.confidence).toBeLessThanOrEqual(atMost);
    });
  }
}

describe("(a) the rest of a label wrapped from the line before is no value", () => {
  check([
    ["en: Other means of / identification", [HEADING, "Product Identifier", "Product name", "Other means of", "identification", "Harbour Glass Cleaner 500", "Relevant identified uses"], "Harbour Glass Cleaner 500", 0.85],
    ["en: the wrapped label and no value", [HEADING, "Product name", "Other means of", "identification", "1.2 Relevant identified uses", "Cleaner"], null, 0],
    ["en: a heading wrapped under 1.1", [HEADING, "1.1 Product identifier", "Identification of the", "substance/mixture", "Harbour Degreaser"], "Harbour Degreaser", 0.85],
    ["de: Andere Mittel zur / Identifizierung", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname", "Andere Mittel zur", "Identifizierung", "Hafenreiniger 40"], "Hafenreiniger 40", 0.85],
    ["fr: Autres moyens / d'identification", ["RUBRIQUE 1: Identification", "Nom du produit", "Autres moyens", "d'identification", "Nettoyant Port 20"], "Nettoyant Port 20", 0.85],
    ["es: Otros medios de / identificación", ["SECCIÓN 1: Identificación", "Nombre comercial", "Otros medios de", "identificación", "Limpiador Puerto"], "Limpiador Puerto", 0.85],
    ["it: Altri mezzi di / identificazione", ["SEZIONE 1: Identificazione", "Nome commerciale", "Altri mezzi di", "identificazione", "Detergente Porto"], "Detergente Porto", 0.85],
    ["nl: Andere / identificatiemiddelen", ["RUBRIEK 1: Identificatie", "Handelsnaam", "Andere", "identificatiemiddelen", "Havenreiniger"], "Havenreiniger", 0.85],
    ["pt: Outros meios de / identificação", ["SECÇÃO 1: Identificação", "Nome comercial", "Outros meios de", "identificação", "Limpador Porto"], "Limpador Porto", 0.85],
    ["pl: Inne sposoby / identyfikacji", ["SEKCJA 1: Identyfikacja", "Nazwa handlowa", "Inne sposoby", "identyfikacji", "Środek Portowy"], "Środek Portowy", 0.85],
    ["da: Andre metoder til / identifikation", ["PUNKT 1: Identifikation", "Handelsnavn", "Andre metoder til", "identifikation", "Havneolie 40"], "Havneolie 40", 0.85],
  ]);
});

describe("(b) the first word of a label or heading is no value", () => {
  check([
    ["da: a lone word a slash carries on", ["PUNKT 1: Identifikation", "Handelsnavn", "Selskabets/", "Havneolie 40"], "Havneolie 40", 0.85],
    ["da: the word before a label beside the name label (a label column run into one line)", ["PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden", "1.1. Produktidentifikator: Handelsnavn: Selskabets produktnummer: Andre metoder til identifikation: Havneolie 40 HX-12 Havnesyre"], null, 0],
    ["en: the same in English", [HEADING, "1.1. Product identifier: Trade name: Company product number: Other means of identification: Harbour Oil 40 HX-12 Harbour acid"], null, 0],
  ]);

  test("a name before a capitalized label beside the name label is kept", () => {
    expect(productOf([HEADING, "1.1. Product identifier: Trade name: Harbour Degreaser Product number: 4711"]).value).toBe("Harbour Degreaser");
  });
});

describe("(c) a known label standing alone is no value", () => {
  check([
    ["en: Chemical family", [HEADING, "Trade name", "Chemical family", "Harbour Rinse 40", "Glycol ether"], "Harbour Rinse 40", 0.7],
    ["de: Stoffnr.", ["ABSCHNITT 1", "1.1 Produktidentifikator", "Handelsname", "Stoffnr.", "Hafenöl 5"], "Hafenöl 5", 0.7],
    ["fr: Formule chimique", ["RUBRIQUE 1: Identification", "Nom du produit", "Formule chimique", "Nettoyant Port 20"], "Nettoyant Port 20", 0.7],
    ["it: Codice articolo", ["SEZIONE 1: Identificazione", "Nome commerciale", "Codice articolo", "Detergente Porto"], "Detergente Porto", 0.7],
    ["es: Razón comercial is the name's own label", ["SECCIÓN 1: Identificación", "Identificador del producto", "Forma del producto", ": Mezcla", "Razón comercial", ": Limpiador Puerto"], "Limpiador Puerto", 0.9],
  ]);
});
