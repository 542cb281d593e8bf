/**
 * The product name on layouts the parser was not tuned on (session 6): a sub-section heading or another field's
 * label under an empty "Product identifier" is never the name's value; the section heading itself is never a title
 * line; a document title that carries the name ("Safety Data Sheet: X"); a name wrapped after a joining word; a bare
 * "Material:" label. Synthetic lines, not copied from any real document.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

const product = productOf;

describe("an empty 'Product identifier': the next sub-section's content is not the name", () => {
  test("1.2's use under an empty 1.1 is not taken; the title line names the product (a guess)", () => {
    const found = product([
      "HARBOUR RINSE 40",
      "Safety Data Sheet",
      "according to Regulation (EC) No. 1907/2006",
      "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
      "1.1 Product identifier",
      "1.2 Relevant identified uses of the substance or mixture",
      "Rinse aid",
      "1.3 Details of the supplier of the safety data sheet",
      "Harbour Chem Ltd",
    ]);
    expect(found.value).toBe("HARBOUR RINSE 40");
    expect(found.confidence).toBeLessThanOrEqual(0.5);
  });

  test("1.3's company under an empty 1.1 is not taken", () => {
    const found = product([
      "Harbour Rinse 40    SDS No. 1234",
      "Safety Data Sheet",
      "1. Identification",
      "1.1 Product identifier",
      "1.3 Details of the supplier",
      "Harbour Chem Ltd",
    ]);
    expect(found.value).toBe("Harbour Rinse 40");
    expect(found.confidence).toBeLessThanOrEqual(0.5);
  });

  test("an unnumbered use label alone under the identifier ends the search", () => {
    const found = product(["SECTION 1: Identification", "Product identifier", "Recommended use", "Rinse aid", "Harbour Chem Ltd"]);
    expect(found.value).not.toBe("Rinse aid");
  });

  test("the identifier's own value below it is still read", () => {
    const found = product(["SECTION 1: Identification", "1.1. Product identifier", "Harbour Rinse 40", "Product code: HR-40", "1.2. Relevant identified uses", "Rinse aid"]);
    expect(found.value).toBe("Harbour Rinse 40");
  });
});

describe("the section heading is never the product", () => {
  test.each([
    ["a company block only", ["1. Identification", "Manufacturer: Harbour Chem Ltd", "Address: 12 Dock Road"]],
    ["a company line only", ["1. Identification", "Harbour Chem Ltd", "12 Dock Road, Leeds"]],
    ["an unknown label", ["1. Identification", "Product ID:    HR-40", "Manufacturer: Harbour Chem Ltd"]],
  ])("%s", (_case, lines) => {
    expect(product(lines).value ?? "").not.toMatch(/identification/i);
  });
});

describe("a document title that carries the name", () => {
  test.each([
    ["Safety Data Sheet: Harbour Rinse 40"],
    ["SAFETY DATA SHEET – Harbour Rinse 40"],
    ["Material Safety Data Sheet - Harbour Rinse 40"],
    ["Sicherheitsdatenblatt: Harbour Rinse 40"],
  ])("%s", (title) => {
    const found = product([title, "SECTION 1: Identification", "Manufacturer:    Harbour Chem Ltd", "12 Dock Road"]);
    expect(found.value).toBe("Harbour Rinse 40");
    expect(found.confidence).toBeLessThanOrEqual(0.6);
  });

  test("a regulatory subtitle after the title is not a name", () => {
    const found = product(["Safety Data Sheet - according to Regulation (EC) No. 1907/2006", "SECTION 1: Identification", "Manufacturer:    Harbour Chem Ltd"]);
    expect(found.value ?? "").not.toMatch(/regulation/i);
  });
});

describe("a name wrapped after a joining word or dash", () => {
  test.each([
    ["Harbour Rinse 40 Concentrate and", "Dishwasher Rinse Aid", "Harbour Rinse 40 Concentrate and Dishwasher Rinse Aid"],
    ["Harbour Rinse 40 -", "Dishwasher Rinse Aid", "Harbour Rinse 40 - Dishwasher Rinse Aid"],
    ["Harbour Rinse 40 with", "Citrus Scent", "Harbour Rinse 40 with Citrus Scent"],
    ["Harbour Rinse 40,", "Harbour Rinse 80", "Harbour Rinse 40, Harbour Rinse 80"],
  ])("%s / %s", (first, second, whole) => {
    const found = product(["1. Identification", `Product name:    ${first}`, second, "Product code:    HR-40"]);
    expect(found.value).toBe(whole);
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });
});

describe("a bare 'Material:' label names the product", () => {
  test("Material: X", () => {
    const found = product(["1. MATERIAL IDENTIFICATION", "Material:    Harbour Rinse 40", "Manufacturer: Harbour Chem Ltd"]);
    expect(found.value).toBe("Harbour Rinse 40");
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("a form's header row: the name under its column header", () => {
  test("OSHA Form 20: 'Trade Name and Synonyms' in the second column, the names below it", () => {
    const found = product([
      "MATERIAL SAFETY DATA SHEET",
      "Back to products",
      "SECTION I",
      "Manufacturer's Name    Emergency Telephone No.",
      "Harbour Abrasives Ltd.    (555) 555-0100",
      "Chemical Name and Synonyms    Trade Name and Synonyms",
      "Bonded abrasive wheel    HX 200 Cutting Wheel",
      "HX 300 Cutting Wheel",
      "Chemical Family    Formula",
      "Abrasive    Mixture",
    ]);
    expect(found.value).toBe("HX 200 Cutting Wheel");
    expect(found.confidence).toBeGreaterThanOrEqual(0.7);
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });

  test("a header row whose value row has another number of cells is not read by position", () => {
    const found = product([
      "SECTION 1 - IDENTIFICATION",
      "Supplier    Product Name    Product Code",
      "Harbour Chem Ltd    HR-40",
    ]);
    expect(found.value ?? "").not.toBe("HR-40");
  });

  test("'Trade name and synonyms:' beside its value is a name label (not certain which name)", () => {
    const found = product(["Material Safety Data Sheet", "Trade Name and Synonyms:    Harbour Popping Oil, Canola Oil", "Product Description:    Canola oil with colour", "Section I - Manufacturer"]);
    expect(found.value).toBe("Harbour Popping Oil, Canola Oil");
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("a company below a product heading is not the product", () => {
  test.each([
    ["1. PRODUCT IDENTIFICATION"],
    ["1. Identification of the product"],
    ["1.1 Product identifier"],
    ["Product Identification"],
  ])("%s / Harbour Chem Ltd", (heading) => {
    const found = product(["SAFETY DATA SHEET", heading, "Harbour Chem Ltd", "12 Dock Road, Leeds"]);
    expect(found.value ?? "").not.toBe("Harbour Chem Ltd");
  });

  test("a name beside its label keeps a legal form's word ('Product name: Harbour Co Degreaser')", () => {
    expect(product(["SECTION 1: Identification", "Product name:    Harbour Co Degreaser"]).value).toBe("Harbour Co Degreaser");
  });
});

describe("a name label wrapped over two lines", () => {
  test.each([
    ["'Product' / 'identifier    X'", ["Product", "identifier    Harbour Rinse 40"]],
    ["'GHS product    X' / 'identifier'", ["GHS product    Harbour Rinse 40", "identifier"]],
    ["'Trade' / 'name:    X'", ["Trade", "name:    Harbour Rinse 40"]],
  ])("%s", (_case, label) => {
    const found = product(["SECTION 1: Identification", ...label, "Manufacturer: Harbour Chem Ltd"]);
    expect(found.value).toBe("Harbour Rinse 40");
  });

  test("a word that only starts a label phrase is not joined to an unrelated line", () => {
    const found = product(["SECTION 1: Identification", "Product name:    Harbour Rinse 40", "Trade", "Sales only"]);
    expect(found.value).toBe("Harbour Rinse 40");
  });
});

describe("the title lines", () => {
  test("the title's own cell, then the name: 'SAFETY DATA SHEET    X    Page 1 of 4'", () => {
    const found = product(["SAFETY DATA SHEET    Harbour Rinse 40    Page 1 of 4", "1. Identification", "Manufacturer: Harbour Chem Ltd"]);
    expect(found.value).toBe("Harbour Rinse 40");
    expect(found.confidence).toBeLessThanOrEqual(0.5);
  });

  test("the company's name (a logo's text) above the product is not the product", () => {
    const found = product(["Harbour Chem", "Harbour Rinse 40", "Safety Data Sheet", "1. Identification", "Manufacturer: Harbour Chem Ltd", "12 Dock Road"]);
    expect(found.value).toBe("Harbour Rinse 40");
  });
});

describe("a name label set one space from its value", () => {
  test("'Product Name HARBOUR RINSE 40    ITEM # 1275' (no colon, no column gap)", () => {
    const found = product(["MATERIAL SAFETY DATA SHEET", "Product Name HARBOUR RINSE 40    ITEM # 1275", "Section 1 - Manufacturer", "Harbour Chem Ltd"]);
    expect(found.value).toBe("HARBOUR RINSE 40");
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });

  test.each([["PRODUCT NAME AND COMPANY IDENTIFICATION"], ["Product identifier used on the label"], ["Trade name & supplier"]])("a heading is not a value: %s", (heading) => {
    const found = product(["SAFETY DATA SHEET", `1. ${heading}`, "Harbour Rinse 40", "Harbour Chem Ltd"]);
    expect(found.value ?? "").not.toMatch(/company|used on|supplier/i);
  });
});

describe("a trade name column beats a weaker label", () => {
  test("'CHEMICAL NAME    TRADE NAME' / 'Sodium hypochlorite solution    Harbour Bleach'", () => {
    const found = product(["MATERIAL SAFETY DATA SHEET", "SECTION I - IDENTIFICATION", "CHEMICAL NAME    TRADE NAME", "Sodium hypochlorite solution    Harbour Bleach", "Manufacturer: Harbour Chem Ltd"]);
    expect(found.value).toBe("Harbour Bleach");
  });
});

describe("a joining letter in small letters ('y', 'e', 'i') continues the name; a capital ends it", () => {
  test("es: 'Hafen Klar 40 Concentrado y' / 'Abrillantador'", () => {
    const found = product(["SECCIÓN 1: Identificación", "Nombre del producto:    Hafen Klar 40 Concentrado y", "Abrillantador", "Código del producto: HK-40"]);
    expect(found.value).toBe("Hafen Klar 40 Concentrado y Abrillantador");
  });

  test("'Harbour Vitamin E' / 'Harbour Vitamin C' stays one name", () => {
    const found = product(["SECTION 1: Identification", "Product name:    Harbour Vitamin E", "Harbour Vitamin C", "Product code: HV-1"]);
    expect(found.value).toBe("Harbour Vitamin E");
  });
});

describe("another field set a space or two after the name on its line", () => {
  const tails = ["SDS #: 1234", "SDS#: 1234", "Item #: 1234", "Part Number: 1234", "Cat. No.: 1234", "Catalog #: 1234", "Product No.: 1234", "Model: HR40", "Size: 1 gal", "Date Prepared: 01/02/2023", "Print Date: 01/02/2023", "Page 1 of 5", "Code: HR40", "UPC: 0123456", "Document No.: 1234", "Form: liquid"];
  test.each(tails.flatMap((tail) => [[tail, " "], [tail, "  "]]))("'%s' after the name", (tail, gap) => {
    const found = product(["SECTION 1: Identification", `Product Name: Harbour Rinse 40${gap}${tail}`, "Manufacturer: Harbour Chem Ltd"]);
    expect(found.value).toBe("Harbour Rinse 40");
  });

  test("a '#' inside a name stays ('DUAL-BLEND #20 BATHROOM PLUS')", () => {
    expect(product(["SECTION 1: Identification", "Product Name: DUAL-BLEND #20 BATHROOM PLUS"]).value).toBe("DUAL-BLEND #20 BATHROOM PLUS");
  });
});

test("'Product identifier Harbour Rinse 40' (one space) gives the name", () => {
  const found = product(["SECTION 1: Identification", "Product identifier Harbour Rinse 40", "Manufacturer: Harbour Chem Ltd"]);
  expect(found.value).toBe("Harbour Rinse 40");
  expect(found.confidence).toBeLessThanOrEqual(0.8);
});

describe("1.1's heading in REACH's and the older directive's words, the name below it", () => {
  test.each([
    ["1.1 Identification of the substance or mixture"],
    ["1.1 Identification of the substance/preparation"],
    ["1.1 Product identifier and other means of identification"],
    ["1.1 Bezeichnung des Stoffs bzw. des Gemischs"],
    ["1.1 Identification de la substance ou du mélange"],
    ["1.1 Identificación de la sustancia o de la mezcla"],
  ])("%s", (heading) => {
    const found = product(["SAFETY DATA SHEET", "SECTION 1: IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING", heading, "Harbour Rinse 40", "1.2 Relevant identified uses", "Rinse aid", "1.3 Details of the supplier", "Harbour Chem Ltd"]);
    expect(found.value).toBe("Harbour Rinse 40");
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });

  test("the section heading wrapped after its first half is not a label with a value", () => {
    const found = product(["SAFETY DATA SHEET", "1. IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND", "OF THE COMPANY/UNDERTAKING", "Product name: Harbour Rinse 40"]);
    expect(found.value).toBe("Harbour Rinse 40");
  });
});

describe("header lines above the name are not the name", () => {
  test.each([["Rev. 3"], ["Ver. 2.0"], ["US English"], ["Language: English"], ["Hazardous Product Information"], ["Harbour"]])("%s", (top) => {
    const found = product([top, "Harbour Rinse 40", "SECTION 1: Identification", "Manufacturer: Harbour Chem Ltd", "12 Dock Road"]);
    expect(found.value).toBe("Harbour Rinse 40");
  });
});

test("another field with its own label beside the name label ('Note: …') sends the search below", () => {
  const found = product(["Material Safety Data Sheet", "IDENTITY (As Used on Label and List)    Note: Blank spaces are not permitted.", "Harbour Rinse 40", "Section I"]);
  expect(found.value).toBe("Harbour Rinse 40");
});

describe("no label: the company's line first under the heading, then the product", () => {
  test("'HARBOUR CHEM LTD' / 'BRIGHT RINSE 40' gives the second line (a guess)", () => {
    const found = product(["1. PRODUCT AND COMPANY IDENTIFICATION", "HARBOUR CHEM LTD", "BRIGHT RINSE 40"]);
    expect(found.value).toBe("BRIGHT RINSE 40");
    expect(found.confidence).toBeLessThanOrEqual(0.5);
  });

  test("the company's address after it is not a product", () => {
    const found = product(["1. PRODUCT AND COMPANY IDENTIFICATION", "HARBOUR CHEM LTD", "12 Dock Road, Leeds LS1 4AB"]);
    expect(found.value ?? "").not.toMatch(/dock road/i);
  });
});

describe("a sub-section lettered instead of numbered", () => {
  test.each([["A. Product identifier"], ["(a) Product identifier"], ["b) Trade name"]])("%s", (label) => {
    const found = product(["SAFETY DATA SHEET", "SECTION 1: IDENTIFICATION", label, "Harbour Rinse 40", "B. Recommended use", "Rinse aid"]);
    expect(found.value).toBe("Harbour Rinse 40");
  });
});

test("a name with a colon of its own ('Part A: Harbour Epoxy Resin') is kept", () => {
  expect(product(["SECTION 1: Identification", "Product name:    Part A: Harbour Epoxy Resin", "Manufacturer: Harbour Chem Ltd"]).value).toBe("Part A: Harbour Epoxy Resin");
});
