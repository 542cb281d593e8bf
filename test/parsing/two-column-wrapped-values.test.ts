/**
 * Two-column pages (family P's "h two columns"; a real two-column SDS prints the same): a value whose line the narrower
 * column wrapped goes on at the start of the next line in its column. The value is read with its wrapped end, or, where
 * the parser cannot tell, not above 0.8; a label's parenthetical wrapped over lines is never the company.
 * Invented sheets printed as real PDFs (test/helpers/pdf-reprint.ts) and read back through the reader.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { extractPdfText } from "../../src/shared/pdf/pdf-text.ts";
import { reprint } from "../helpers/pdf-reprint.ts";
import { isLegalFormAlone } from "../../src/modules/parsing/company-shapes.ts";
import { columnPage, sheet } from "../helpers/sds-text.ts";

/** Running text of the column around the fields: lines its edge is measured from. */
const PROSE = {
  en: "Keep the container tightly closed in a dry and well ventilated place away from heat and open flames at all times.",
  de: "Behälter dicht geschlossen an einem trockenen und gut belüfteten Ort fern von Hitze und offenen Flammen aufbewahren.",
  es: "Mantener el recipiente herméticamente cerrado en un lugar seco y bien ventilado lejos del calor y de las llamas.",
  fr: "Conserver le récipient bien fermé dans un endroit sec et bien ventilé à l'écart de la chaleur et des flammes nues.",
};

function sheetLines(language: keyof typeof PROSE, section1: string[]): string[] {
  const heading = { en: "SECTION", de: "ABSCHNITT", es: "SECCIÓN", fr: "RUBRIQUE" }[language];
  return [
    `${heading} 1: Identification`,
    PROSE[language],
    ...section1,
    PROSE[language],
    `${heading} 2: Hazards`,
    PROSE[language],
    "H315 Causes skin irritation.",
    `${heading} 3: Composition`,
    "Ethanol    64-17-5    5-10%",
    PROSE[language],
  ];
}

/** A column of a page with its lines' ends placed: running text filling it to its edge (300) around the field's rows. */
function inColumn(field: [string, number][]) {
  const prose = PROSE.en.slice(0, 100);
  return columnPage([["SECTION 1: Identification", 300], [prose, 300], [prose, 298], ...field, [prose, 299], [prose, 300], ["SECTION 2: Hazards identification", 250], [prose, 300]]);
}

async function inTwoColumns(lines: string[]) {
  const printed = await reprint(sheet(lines), "h two columns", "Sheet");
  return parseSds(await extractPdfText(printed.bytes));
}

describe("two columns: a value whose end the column wrapped", () => {
  const companies = [
    { language: "en", label: "Supplier:", company: "NWP - NORTHWIND POLYMERS CHEMICAL BENELUX" },
    // a country as the name's wrapped last word (session 37: a country alone on a line is no company; a wrapped end may be one)
    { language: "en", label: "Supplier:", company: "HARBOUR - NORTHWIND CHEMICAL CANADA" },
    // a country as the name's wrapped last word (session 37: a country alone on a line is no company, but a wrapped end may be one)
    { language: "en", label: "Supplier:", company: "NWP - NORTHWIND POLYMERS CHEMICAL CANADA" },
    { language: "de", label: "Lieferant:", company: "Weidenbach Kunststoffe Vertrieb Norddeutschland" },
    { language: "es", label: "Proveedor:", company: "Químicos Industriales del Pacífico Mexicali" },
  ] as const;
  for (const { language, label, company } of companies) {
    test(`${language}: the company is read with its wrapped end, or not above 0.8`, async () => {
      const parsed = await inTwoColumns(sheetLines(language, [`${label}    ${company}`, "Harbour Road 12, 1234 AB Portown"]));
      if (parsed.manufacturer !== company) expect(parsed.evidence.manufacturer?.confidence ?? 0).toBeLessThanOrEqual(0.8);
      expect(parsed.manufacturer).toBe(company);
    });
  }

  test("es: an emergency number wrapped after its first groups is read whole", async () => {
    const parsed = await inTwoColumns(sheetLines("es", ["1.4 Teléfono para emergencias: 01-800-00 314 00 (24 horas)"]));
    expect(parsed.emergency_phone).toBe("01-800-00 314 00");
  });

  test("fr: a product name wrapped at the column's edge is read whole", async () => {
    const parsed = await inTwoColumns(sheetLines("fr", ["Nom du produit:    Nettoyant Sols Parfumé -04417 Brise Marine"]));
    expect(parsed.product_name).toBe("Nettoyant Sols Parfumé -04417 Brise Marine");
  });

  test("a name with an article number on the next line is not joined to it", () => {
    const parsed = parseSds(inColumn([["Product name:    Coastal Mango Flavour", 296], ["RM0004471", 100]]));
    expect(parsed.product_name).toBe("Coastal Mango Flavour");
  });

  test("a value on a line of its own is not joined to the line under it: no label beside it to measure its column by", () => {
    const parsed = parseSds(inColumn([["Supplier:", 100], ["Harbour Marine Coatings", 296], ["Portown Harbour", 150], ["12 Quay Street, Portown", 150]]));
    expect(parsed.manufacturer).toBe("Harbour Marine Coatings");
  });

  test("a value its finder still reads alone with the next line joined keeps its confidence", () => {
    const parsed = parseSds(inColumn([["Emergency telephone:    +44 1632 960 123", 296], ["Monday to Friday", 150]]));
    expect(parsed.emergency_phone).toBe("+44 1632 960 123");
    expect(parsed.evidence.emergency_phone?.confidence ?? 0).toBeGreaterThan(0.8);
  });
});

describe("two columns: what a company's wrapped end may be", () => {
  // A building or site opens the address under the name in UK and Irish sheets (its word last), and in French,
  // Spanish, Italian and German ones (its word first): never the name's end.
  for (const site of ["Riverside Works", "Anchor House", "Immeuble Le Phare", "Edificio Faro Azul"]) {
    test(`a site line "${site}" under the company is its address's, not the name's`, () => {
      const parsed = parseSds(inColumn([["Supplier:    Harbour Marine Coatings", 296], [site, 150], ["12 Quay Street, Portown", 150]]));
      expect(parsed.manufacturer).toBe("Harbour Marine Coatings");
    });
  }

  // A name its legal form closed is whole: what its finder reads on the line below is another name or a note.
  for (const [name, below] of [["Harbour Marine Coatings Ltd", "trading as Portown Paints"], ["Hafen Lacke GmbH", "ein Unternehmen der Portown Gruppe"]] as const) {
    test(`"${name}" is not joined to "${below}" under it`, () => {
      const parsed = parseSds(inColumn([[`Supplier:    ${name}`, 296], [below, 150], ["12 Quay Street, Portown", 150]]));
      expect(parsed.manufacturer).toBe(name);
    });
  }

  test("a line of legal forms alone is told in one pass, however long", () => {
    expect(isLegalFormAlone("S.A. ".repeat(40))).toBe(true);
    expect(isLegalFormAlone(`${"S.A. ".repeat(40)}x`)).toBe(false);
    expect(isLegalFormAlone("GmbH KG")).toBe(true);
    expect(isLegalFormAlone("")).toBe(false);
  });
});

describe("two columns: a company whose legal form the column wrapped", () => {
  const cases = [
    { language: "en", label: "Producer:", name: "R.T. Harbourside Manufacturing", form: "Company", street: "14 East Quay Street" },
    { language: "fr", label: "Fabricant:", name: "Laboratoires Chimiques du Littoral", form: "SARL", street: "14 rue du Port" },
  ] as const;
  for (const { language, label, name, form, street } of cases) {
    test(`${language}: the legal form on the next line is the name's end, and the address follows it`, async () => {
      const parsed = await inTwoColumns(sheetLines(language, [`${label}    ${name} ${form}`, street, "Portown 44282", "Tel:    +1 555 010 0200"]));
      expect(parsed.manufacturer).toBe(`${name} ${form}`);
      expect(parsed.supplier_address).toBe(`${street}, Portown 44282`);
    });
  }
});

describe("a label's parenthetical wrapped over lines", () => {
  const cases = [
    { label: "Lieferant", parenthetical: ["(Hersteller/Importeur/Alleinvertreter/nachgeschal", "teter", "Anwender/Händler)"], company: "Weidenbach Chemie GmbH" },
    { label: "Supplier", parenthetical: ["(Manufacturer/Importer/Only representative/Downstream", "user/Distributor)"], company: "Harbourside Chemicals Ltd" },
  ];
  for (const { label, parenthetical, company } of cases) {
    test(`${label}: the company is the name below it, never a piece of the label`, async () => {
      const parsed = await inTwoColumns(sheetLines("en", [label, ...parenthetical, company, "Harbour Road 12, 1234 AB Portown"]));
      expect(parsed.manufacturer).toBe(company);
    });
  }
});
