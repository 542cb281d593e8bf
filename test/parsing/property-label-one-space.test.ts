/**
 * A section 9 label and its value one space apart, no colon ("Form liquid, clear", "Flash point (°C) 247 Taste Not
 * available"): what our reader gives when a PDF sets the value's cell closer to its label than a column gap (about
 * 1.25 em). Found by the session-17 `narrow` cross-reading (the tune sheets with their cell gaps closed to one space:
 * physical state 98.8 → 90.6 %, flash point 98.8 → 96.5 %). An appearance or form label one space before words that
 * name a state is read less sure than after a colon; a flash point whose unit stands in its label is the number before
 * the next cell's label. Eight languages; invented values.
 */
import { describe, expect, test } from "bun:test";
import { findPhysicalState } from "../../src/modules/parsing/properties.ts";
import { findFlashPoint } from "../../src/modules/parsing/flash-point.ts";

/** Per language: a form label and a liquid value, an appearance label and a solid value. */
const STATES: Record<string, [string, string, string, string]> = {
  en: ["Form", "liquid, clear", "Appearance", "white powder"],
  de: ["Form", "flüssig, klar", "Aussehen", "weißes Pulver"],
  fr: ["Forme", "liquide, limpide", "Aspect", "poudre blanche"],
  es: ["Forma", "líquido, transparente", "Aspecto", "polvo blanco"],
  it: ["Forma", "liquido, limpido", "Aspetto", "polvere bianca"],
  nl: ["Vorm", "vloeibaar, helder", "Uiterlijk", "wit poeder"],
  pt: ["Forma", "líquido, límpido", "Aspeto", "pó branco"],
  pl: ["Postać", "ciecz, klarowna", "Wygląd", "biały proszek"],
};

describe("a state label one space before its value (eight languages)", () => {
  for (const [language, [formLabel, liquid, lookLabel, solid]] of Object.entries(STATES)) {
    test(`${language}: '${formLabel} ${liquid}'`, () => {
      const found = findPhysicalState(["9.1 Information on basic physical and chemical properties", `${formLabel} ${liquid}`, "Colour colourless"]);
      expect(found?.value).toBe("liquid");
      expect(found!.confidence).toBeLessThanOrEqual(0.75);
    });
    test(`${language}: '${lookLabel} ${solid}'`, () => {
      const found = findPhysicalState([`${lookLabel} ${solid}`, "Odour odourless"]);
      expect(found?.value).toBe("solid");
      expect(found!.confidence).toBeLessThanOrEqual(0.75);
    });
    test(`${language}: the same label with its colon is at least as sure (control)`, () => {
      const closed = findPhysicalState([`${formLabel}: ${liquid}`]);
      const open = findPhysicalState([`${formLabel} ${liquid}`]);
      expect(closed?.value).toBe("liquid");
      expect(open!.confidence).toBeLessThanOrEqual(closed!.confidence);
    });
  }
  test("a form one space from its label names the aerosol beside a two-state 'Physical state'", () => {
    const found = findPhysicalState(["Appearance", "Physical state Gas/Liquid mixture.", "Form Aerosol. Liquefied gas. Clear liquid.", "Color Pale straw."]);
    expect(found?.value).toBe("aerosol");
  });
  test("words that name no state, a header row and a sentence give nothing", () => {
    expect(findPhysicalState(["Appearance Odour pH Boiling point"])).toBeNull();
    expect(findPhysicalState(["Appearance may vary from batch to batch"])).toBeNull();
    expect(findPhysicalState(["Form Not determined"])).toBeNull();
    expect(findPhysicalState(["Appearance and odour Not available"])).toBeNull();
  });
  test("a state word far along a sentence after the label is not read", () => {
    expect(findPhysicalState(["Appearance depends on the storage temperature and on the batch; it may become liquid"])).toBeNull();
  });
});

const FLASH: Record<string, [string, string]> = {
  en: ["Flash point (°C)", "Taste Not available"],
  de: ["Flammpunkt (°C)", "Geschmack nicht verfügbar"],
  fr: ["Point d'éclair (°C)", "Goût Non disponible"],
  es: ["Punto de inflamación (°C)", "Sabor No disponible"],
  it: ["Punto di infiammabilità (°C)", "Sapore Non disponibile"],
  nl: ["Vlampunt (°C)", "Smaak Niet beschikbaar"],
  pt: ["Ponto de inflamação (°C)", "Sabor Não disponível"],
  pl: ["Temperatura zapłonu (°C)", "Smak Brak danych"],
};

describe("a flash point whose unit is in its label, one space before the number and the next cell (eight languages)", () => {
  for (const [language, [label, next]] of Object.entries(FLASH)) {
    test(`${language}: '${label} 247 ${next}'`, () => {
      const found = findFlashPoint([`${label} 247 ${next}`]);
      expect(found?.value).toBe("247 °C");
      expect(found!.confidence).toBeLessThanOrEqual(0.85);
    });
    test(`${language}: a bare unit and a colon, the next cell's label after the number`, () => {
      const found = findFlashPoint([`${label.replace(/\s*\(°C\)$/, "")} minimum, ° C: 100 ${next}`]);
      expect(found?.value).toBe("100 °C");
      expect(found!.confidence).toBeLessThanOrEqual(0.85);
    });
  }
  test("a number with words after it and no unit anywhere stays unread", () => {
    expect(findFlashPoint(["Flash point 247 Taste Not available"])).toBeNull();
  });
});
