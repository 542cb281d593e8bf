/**
 * A sheet whose company appears nowhere in section 1 but only in a sentence such as "For further information,
 * please contact ACME INDUSTRIES, INC. …" (a disclaimer): the name is taken as a guess (confidence under 0.5).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

function sheet(lines: string[]): SdsText {
  const text = [...lines, ...Array.from({ length: 8 }, () => "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.")];
  return { numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 612, height: 792, lines: text.map((t, i) => ({ text: t, x: 40, y: 40 + i * 12 })) }] };
}

const body = (disclaimer: string[]) => [
  "RUST REMOVER",
  "Section One: Product Identification",
  "Product Name    RUST REMOVER",
  "Section Two: Composition",
  "506-89-8    Urea Hydrochloride    60.0%",
  "Section Four: First Aid Measures",
  "Eyes    Flush eyes with water for at least 15 minutes.",
  ...disclaimer,
];

describe("a company named only in a contact sentence", () => {
  test.each([
    ["en", "Disclaimer    For further information, please contact ACME INDUSTRIES, INC. 757 622-0355, 476 OAK DRIVE,", "ACME INDUSTRIES, INC."],
    ["de", "Für weitere Auskünfte wenden Sie sich bitte an Muster Chemie GmbH, Hauptstraße 1, 12345 Berlin.", "Muster Chemie GmbH"],
    ["fr", "Pour plus de renseignements, veuillez contacter Produits Exemple Ltée, 25 rue Principale, Ottawa.", "Produits Exemple Ltée"],
    ["es", "Para más información, póngase en contacto con Químicos Ejemplo S.A. de C.V., Monterrey.", "Químicos Ejemplo S.A. de C.V."],
    ["it", "Per ulteriori informazioni contattare Esempio Chimica S.p.A., Via Roma 1, Milano.", "Esempio Chimica S.p.A."],
    ["nl", "Voor meer informatie kunt u contact opnemen met Voorbeeld Chemie B.V., Rotterdam.", "Voorbeeld Chemie B.V."],
    ["pt", "Para mais informações, entre em contato com Exemplo Química Lda., Lisboa.", "Exemplo Química Lda."],
    ["pl", "W celu uzyskania informacji prosimy o kontakt z Przykład Chemia Sp. z o.o., Warszawa.", "Przykład Chemia Sp. z o.o."],
  ])("%s", (_language, line, company) => {
    const parsed = parseSds(sheet(body([line])));
    expect(parsed.manufacturer).toBe(company);
    expect(parsed.evidence.manufacturer?.confidence).toBeLessThan(0.5);
    expect(parsed.evidence.manufacturer?.text).toContain(company.slice(0, 10));
  });

  test("avoiding contact is not a company", () => {
    const parsed = parseSds(sheet(body(["Avoid contact with eyes. Wash with soap, water and Co. detergent."])));
    expect(parsed.manufacturer).toBeNull();
  });

  test("a company found in section 1 is kept", () => {
    const parsed = parseSds(sheet(body(["Manufacturer: Real Maker Inc.", "please contact Other Distributor LLC for help"]).toSpliced(3, 0, "Manufacturer: Real Maker Inc.")));
    expect(parsed.manufacturer).toBe("Real Maker Inc.");
  });
});
