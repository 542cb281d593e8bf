/**
 * The newer fields in forms the metamorphic sweep of session 14 found unread (scripts/metamorphic-tune.ts
 * --new-fields, test/helpers/metamorphic-fields.ts): the supplier's telephone printed only in a repeated page footer,
 * and more (below). Synthetic sheets with invented names and numbers.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

const LATER_PAGES = [["SECTION 5: Firefighting measures", "Use water spray."], ["SECTION 9: Physical and chemical properties", "Physical state: liquid"]];

/** The body on page 1, later sections on pages 2 and 3, the footer line at the bottom of every page. */
function pagedSheet(body: readonly string[], footer: string, pages = 3): SdsText {
  const texts = [body, ...LATER_PAGES];
  return {
    numPages: pages,
    hasTextLayer: true,
    pages: Array.from({ length: pages }, (_, page) => ({
      number: page + 1,
      width: 600,
      height: 800,
      lines: [
        ...texts[page]!.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })),
        { text: footer, x: 40, y: 780, fontSize: 7 },
      ],
    })),
  };
}

const SECTION_1 = (heading: string, supplier: string, emergency: string) => [heading, "Product name: Zentorin Klar 5", supplier, "Zentor Chemie GmbH", "Kastanienweg 7", "D-12345 Beispielstadt", emergency];

describe("supplier telephone only in a repeated page footer", () => {
  test.each([
    ["en", SECTION_1("SECTION 1: Identification", "Supplier:", "Emergency telephone: +49 551 19240"), "Zentor Chemie GmbH    Tel. +49 30 1234567    www.zentor.example", "+49 30 1234567"],
    ["de", SECTION_1("ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Lieferant:", "Notrufnummer: +49 551 19240"), "Zentor Chemie GmbH · Kastanienweg 7 · 12345 Beispielstadt · Telefon: +49 30 1234567", "+49 30 1234567"],
    ["fr", SECTION_1("RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "Fournisseur :", "Numéro d'appel d'urgence : +33 1 45 42 59 59"), "Zentor SAS    Tél. : +33 4 72 00 00 00    Page", "+33 4 72 00 00 00"],
    ["es", SECTION_1("SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Proveedor:", "Teléfono de emergencia: +34 91 562 04 20"), "Zentor S.L. | Teléfono: +34 93 000 00 00 | www.zentor.example", "+34 93 000 00 00"],
    ["pl", SECTION_1("SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "Dostawca:", "Numer telefonu alarmowego: 112"), "Zentor Sp. z o.o.    tel. +48 22 000 00 00", "+48 22 000 00 00"],
  ])("%s: the footer's number is the supplier's, a guess", (_language, section1, footer, phone) => {
    const parsed = parseSds(pagedSheet([...section1, ...SECTIONS_2_TO_4], footer));
    expect(parsed.supplier_phone).toBe(phone);
    expect(parsed.evidence.supplier_phone?.confidence ?? 1).toBeLessThanOrEqual(0.7);
  });

  test("an emergency number or a fax in the footer is not the supplier's", () => {
    const body = [...SECTION_1("SECTION 1: Identification", "Supplier:", "Product use: Cleaner"), ...SECTIONS_2_TO_4];
    expect(parseSds(pagedSheet(body, "Zentor Chemie GmbH    Emergency telephone: +49 551 19240")).supplier_phone).toBeNull();
    expect(parseSds(pagedSheet(body, "Zentor Chemie GmbH    Fax: +49 30 7654321")).supplier_phone).toBeNull();
    expect(parseSds(pagedSheet(body, "Zentor Chemie GmbH    24h Notruf / Emergency: +49 551 19240    Tel. +49 30 1234567")).supplier_phone).toBe("+49 30 1234567");
  });

  test("a number in section 1 comes first", () => {
    const body = [...SECTION_1("SECTION 1: Identification", "Supplier:", "Telephone: +49 40 5555555"), ...SECTIONS_2_TO_4];
    expect(parseSds(pagedSheet(body, "Zentor Chemie GmbH    Tel. +49 30 1234567")).supplier_phone).toBe("+49 40 5555555");
  });
});
