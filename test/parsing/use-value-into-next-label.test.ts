/**
 * A use value run into the next cell's label ("Recommended use: Floor cleaner Product code: HX-20", "Product Use/Class:
 * calfeutrant SDS No: 7996465"): what our reader gives when a PDF sets the next cell closer than a column gap (about
 * 1.25 em). Found by the session-17 `narrow` cross-reading. Another field's label with its colon ends the use, as it
 * ends a name. Eight languages; invented values.
 */
import { describe, expect, test } from "bun:test";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";

/** Per language: a use label, a use, the next cell's label. */
const ROWS: Record<string, [string, string, string]> = {
  en: ["Recommended use", "Floor cleaner", "Product code"],
  de: ["Empfohlene Verwendung", "Fußbodenreiniger", "Produktcode"],
  fr: ["Utilisation recommandée", "Nettoyant pour sols", "Code du produit"],
  es: ["Uso recomendado", "Limpiador de suelos", "Código del producto"],
  it: ["Uso raccomandato", "Detergente per pavimenti", "Codice prodotto"],
  nl: ["Aanbevolen gebruik", "Vloerreiniger", "Productcode"],
  pt: ["Utilização recomendada", "Detergente para pavimentos", "Código do produto"],
  pl: ["Zalecane zastosowanie", "Środek do mycia podłóg", "Kod produktu"],
};

describe("a use run into the next cell's label (eight languages)", () => {
  for (const [language, [label, use, next]] of Object.entries(ROWS)) {
    test(`${language}: '${label}: ${use} ${next}: HX-20'`, () => {
      const found = findRecommendedUse([`${label}: ${use} ${next}: HX-20`]);
      expect(found?.value).toBe(use);
      expect(found!.confidence).toBeLessThanOrEqual(0.85);
    });
  }
  test("an SDS number's label after the use ('calfeutrant SDS No: 7996465')", () => {
    expect(findRecommendedUse(["Product Use/Class: sealant SDS No: 7996465"])?.value).toBe("sealant");
  });
  test("a use with a colon of its own and no other field's label stays whole", () => {
    expect(findRecommendedUse(["Recommended use: Industrial: spray coating of metal parts"])?.value).toBe("Industrial: spray coating of metal parts");
  });
});
