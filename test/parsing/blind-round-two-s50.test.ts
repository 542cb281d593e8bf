/**
 * Kinds of session 50's second blind round (49 sheets: old English MSDSs, old Latin American and Spanish sheets, old
 * Italian and Portuguese, Chilean annexes), each seen failing on an invented sheet first:
 * - a header table's cells read one a line without colons ("FECHA DE ELABORACIÓN" / "No. DE REVISIÓN" / "FECHA DE
 *   REVISIÓN" / "07 DE MAYO, 1999" / "12" / "3 DE ENERO, 2013"): the first issue's date was the revision date at 0.95;
 * - "Fecha vigencia: desde Junio 2013": a month after "desde" dated nothing;
 * - the US Department of Defense's HMIRS MSDS ("Product ID:LUBREASE AEROSOL, 5033"): the name was a rule line's heading;
 * - an HMIS rating box run into section 1's values ("Product Name: BIO-LUBE Rating and Key Flammability 0 Slight 1"): read
 *   whole at 0.95.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const spanish = (top: string[]) => parseSds(sheet([
  "HOJA DE DATOS DE SEGURIDAD", ...top, "SECCIÓN 1. IDENTIFICACIÓN DEL PRODUCTO Y PROVEEDOR", "Nombre comercial: Esmalte Puerto",
  "Proveedor: Pinturas del Puerto S.A. de C.V.", "SECCIÓN 2. IDENTIFICACIÓN DE PELIGROS", "Producto no peligroso.",
]));

describe("a header table's labels one a line, without colons, over their values", () => {
  test("each label takes the value in its place: the revision date, not the first issue's", () => {
    const parsed = spanish(["FECHA DE ELABORACIÓN", "No. DE REVISIÓN", "FECHA DE REVISIÓN", "07 DE MAYO, 1999", "12", "3 DE ENERO, 2013"]);
    expect(parsed.revision_date).toBe("2013-01-03");
    expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.75);
  });
  test("a revision's number label is no date label ('No. DE REVISIÓN: 12')", () => {
    expect(spanish(["No. DE REVISIÓN", "07/05/1999"]).revision_date).not.toBe("1999-05-07");
  });
});

describe("a label's month after 'desde'", () => {
  test.each([
    ["Fecha vigencia: desde Junio 2013", "2013-06-01"],
    ["Vigente desde: 12/03/2013", "2013-03-12"],
  ])("%s", (line, iso) => {
    expect(spanish([line]).revision_date).toBe(iso);
  });
  test("valid until stays none", () => {
    expect(spanish(["Fecha de vigencia: hasta Junio 2015"]).revision_date).toBeNull();
  });
});

describe("'Product ID' of the HMIRS MSDS", () => {
  const product = (block: string[]) => parseSds(sheet([
    "R & D METALS & CHEMICALS, INC -- 4043, WELDING ELECTRODE -- 3439-00-262-2599",
    "=====================  Product Identification  =====================", ...block, "MSDS Date:07/01/1998", "FSC:3439",
    "=== Responsible Party ===", "Company Name:R & D METALS & CHEMICALS, INC", "Address:201C PERIMETER PARK",
  ])).product_name;
  test("names the product", () => {
    expect(product(["Product ID:4043, WELDING ELECTRODE"])).toBe("4043, WELDING ELECTRODE");
  });
  test("below a name's label: a code under 'Product ID' is no name", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "1. Identification", "Product ID: HR-40-2L", "Trade name: Harbour Rinse 40", "Supplier: Harbour Chemicals Ltd", ...SECTIONS_2_TO_4]));
    expect(parsed.product_name).toBe("Harbour Rinse 40");
  });
});

describe("an HMIS rating box run into section 1's values", () => {
  test("its key ends the name and the company", () => {
    const parsed = parseSds(sheet([
      "MATERIALS SAFETY DATA SHEET", "I. MANUFACTURER'S INFORMATION", "Manufacturer: BAKER HUGHES INTEQ HMIS Hazard Health 1 Minimal 0",
      "Product Name: BIO-LUBE Rating and Key Flammability 0 Slight 1", "Chemical Name: DRILLING FLUID ADDITIVE Reactivity 0 Moderate 2",
      "II. HAZARD IDENTIFICATION", "DIPROPYLENE GLYCOL METHYL ETHER 34590-94-8 <15",
    ]));
    expect(parsed.product_name).toBe("BIO-LUBE");
    expect(parsed.manufacturer).toBe("BAKER HUGHES INTEQ");
  });
  test("a name with a number of its own keeps it", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "1. Identification", "Product name: Flammability Test Fluid 4", "Supplier: Harbour Chemicals Ltd", ...SECTIONS_2_TO_4]));
    expect(parsed.product_name).toBe("Flammability Test Fluid 4");
  });
});

/**
 * Session 50's third round: a trademark sign the text layer set on a line of its own ("Product Name: KLEA" / "®" /
 * "134a": read "KLEA" at 0.95), and a running header's title with its page count run into the name ("Foam-Max MATERIAL
 * SAFETY DATA SHEET Page 1 of 8", 0.7).
 */
describe("the name's trademark sign on a line of its own", () => {
  const named = (block: string[]) => parseSds(sheet(["MATERIAL SAFETY DATA SHEET", "1. CHEMICAL PRODUCT AND COMPANY IDENTIFICATION", ...block, "Supplier: Mexichem Fluor Inc.", ...SECTIONS_2_TO_4]));
  test("the sign and the name's rest join the name", () => {
    const parsed = named(["Product Name: KLEA", "®", "134a", "Product Use: Refrigerant"]);
    expect(parsed.product_name).toBe("KLEA®134a");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.85);
  });
  test("the sign alone, a label after it", () => {
    expect(named(["Product Name: KLEA", "®", "Product Use: Refrigerant"]).product_name).toBe("KLEA®");
  });
});

describe("a running header's title and page count run into the name", () => {
  test("cut off", () => {
    const parsed = parseSds(sheet(["1. Identification", "Product identifier Foam-Max MATERIAL SAFETY DATA SHEET Page 1 of 8", "Supplier: Harbour Chemicals Ltd", ...SECTIONS_2_TO_4]));
    expect(parsed.product_name).toBe("Foam-Max");
  });
});

/** Mexico's NOM-018 "1.5 NOMBRE COMERCIAL Y SINÓNIMO Pilas Alcalinas (VOLTECK)": the "and synonym" is the label's (third round). */
describe("a name's label with its synonyms", () => {
  const named = (line: string) => parseSds(sheet([
    "HOJA DE SEGURIDAD", "SECCIÓN 1. IDENTIFICACIÓN", "1.1 NOMBRE DEL FABRICANTE O IMPORTADOR TRUPER, S.A DE C.V.", line, "1.6 FAMILIA QUÍMICA N/D",
    "SECCIÓN 2. IDENTIFICACIÓN DE PELIGROS", "Producto no peligroso.", "SECCIÓN 3. COMPOSICIÓN", "Zinc 7440-66-6 10-20 %",
  ])).product_name;
  test.each([
    ["1.5 NOMBRE COMERCIAL Y SINÓNIMO Pilas Alcalinas (VOLTECK)", "Pilas Alcalinas (VOLTECK)"],
    ["1.5 NOMBRE COMERCIAL Y SINÓNIMO: Pilas Alcalinas (VOLTECK)", "Pilas Alcalinas (VOLTECK)"],
  ])("%s", (line, name) => {
    expect(named(line)).toBe(name);
  });
});
