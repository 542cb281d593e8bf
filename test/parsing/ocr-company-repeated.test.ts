import { describe, expect, test } from "bun:test";
import { companyByRepeatedCell } from "../../src/modules/parsing/ocr-name-consensus";
import { parseScan } from "../helpers/ocr-scan";

/**
 * A company name OCR read with one character wrong where two words meet ("MTHindustrieGase AG" for "MTI IndustrieGase
 * AG", session 15 tune scans), printed right as a cell of its own on every page (the emergency line, a footer).
 */
const LABELS: Readonly<Record<string, { company: string; emergency: string; heading: string; next: string }>> = {
  en: { company: "Company name:", emergency: "Emergency phone:", heading: "SECTION 1: Identification", next: "SECTION 2: Hazards identification" },
  de: { company: "Bezeichnung des Unternehmens:", emergency: "Notrufnummer:", heading: "ABSCHNITT 1: Bezeichnung", next: "ABSCHNITT 2: Mögliche Gefahren" },
  fr: { company: "Nom de la société :", emergency: "Numéro d'urgence :", heading: "RUBRIQUE 1 : Identification", next: "RUBRIQUE 2 : Identification des dangers" },
  es: { company: "Nombre de la empresa:", emergency: "Teléfono de emergencia:", heading: "SECCIÓN 1: Identificación", next: "SECCIÓN 2: Identificación de los peligros" },
  it: { company: "Ragione sociale:", emergency: "Telefono di emergenza:", heading: "SEZIONE 1: Identificazione", next: "SEZIONE 2: Identificazione dei pericoli" },
  nl: { company: "Naam van het bedrijf:", emergency: "Telefoonnummer voor noodgevallen:", heading: "RUBRIEK 1: Identificatie", next: "RUBRIEK 2: Identificatie van de gevaren" },
  pt: { company: "Nome da empresa:", emergency: "Telefone de emergência:", heading: "SECÇÃO 1: Identificação", next: "SECÇÃO 2: Identificação dos perigos" },
  pl: { company: "Nazwa firmy:", emergency: "Telefon alarmowy:", heading: "SEKCJA 1: Identyfikacja", next: "SEKCJA 2: Identyfikacja zagrożeń" },
};

const page = (words: (typeof LABELS)[string], read: string) => [
  words.heading, `${words.company}    ${read}`, "Hafenweg 5, 20457 Hamburg", `NWK Nordwerk Gase AG    ${words.emergency} 0551-19240`, words.next, "Warning",
];

describe("a company name misread once, printed right as a cell on every page", () => {
  for (const [language, words] of Object.entries(LABELS)) {
    test(`${language}: the name printed again is taken, marked as repaired`, () => {
      const footer = `NWK Nordwerk Gase AG    ${words.emergency} 0551-19240`;
      const parsed = parseScan([page(words, "NWHNordwerk Gase AG"), [footer, "SECTION 3", "Water    7732-18-5"], [footer]]);
      expect(parsed.manufacturer).toBe("NWK Nordwerk Gase AG");
      expect(parsed.evidence.manufacturer?.method).toBe("ocr_repaired");
      expect(parsed.evidence.manufacturer!.confidence).toBeLessThan(0.9);
    });
  }

  test("not when the value is read alike elsewhere, when the other reading stands once, or a digit differs", () => {
    expect(companyByRepeatedCell("NWHNordwerk Gase AG", ["NWHNordwerk Gase AG", "NWK Nordwerk Gase AG    x", "NWK Nordwerk Gase AG"])).toBe("NWK Nordwerk Gase AG");
    expect(companyByRepeatedCell("NWHNordwerk Gase AG", ["NWHNordwerk Gase AG", "NWHNordwerk Gase AG", "NWK Nordwerk Gase AG", "NWK Nordwerk Gase AG"])).toBeNull();
    expect(companyByRepeatedCell("NWHNordwerk Gase AG", ["NWHNordwerk Gase AG", "NWK Nordwerk Gase AG"])).toBeNull();
    expect(companyByRepeatedCell("Nordwerk 1 GmbH", ["Nordwerk 1 GmbH", "Nordwerk 2 GmbH", "Nordwerk 2 GmbH"])).toBeNull();
    expect(companyByRepeatedCell("Nordwerk GmbH", ["Nordwerk GmbH", "Nordwerk AG    x", "Nordwerk AG"])).toBeNull();
  });
});
