/**
 * Label lines with a field mark before the label ("1.- Nombre comercial:", "2) Product name:", "a) Producto:",
 * "A.- ...", "II. ...", "IV- ...", as Mexican NOM-018 forms, old OSHA-style forms and lettered templates number their
 * fields) and labels closed by a full stop before a column gap ("Produktname.    X", "Firma spółki.    X", Polish and
 * Italian templates). Read in whole synthetic sheets for the product name, the manufacturer, the revision date and
 * the signal word; guards for values that start like a number ("2-Propanol", "1,1,1-Trichloroethane"), a mark inside a
 * value, a name led by an initial ("V. Dorfmann Fils") and sentences that end with a full stop. Invented names only.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { stripLead } from "../../src/modules/parsing/label-lines.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const SECTION_2_ON = [
  "SECTION 2: Hazards identification",
  "H225 Highly flammable liquid and vapour.",
  "SECTION 3: Composition/information on ingredients",
  "Ethanol 64-17-5 10-20%",
  "SECTION 4: First aid measures",
  "Rinse with water.",
];

function parse(lines: string[], rest: readonly string[] = SECTIONS_2_TO_4) {
  return parseSds(sheet([...lines, ...rest]));
}

/** A field mark as printed before a label, and the same mark's shape in words for the test name. */
const MARKS: [string, (n: number) => string][] = [
  ["1.-", (n) => `${n}.-`],
  ["1)", (n) => `${n})`],
  ["1-", (n) => `${n}-`],
  ["a)", (n) => `${"abcd"[n - 1]})`],
  ["A.-", (n) => `${"ABCD"[n - 1]}.-`],
  ["A)", (n) => `${"ABCD"[n - 1]})`],
  ["II.", (n) => `${["II", "III", "IV", "VI"][n - 1]}.`],
  ["II-", (n) => `${["II", "III", "IV", "VI"][n - 1]}-`],
  ["XIII.", (n) => `${["XIII", "XIV", "XV", "XVI"][n - 1]}.`],
  ["1.1.-", (n) => `1.${n}.-`],
];

describe("stripLead: field marks before a label", () => {
  test.each([
    ["1.- Nombre del fabricante o importador:", "Nombre del fabricante o importador:"],
    ["12) Product name: X", "Product name: X"],
    ["a) Producto: X", "Producto: X"],
    ["A.- Producto: X", "Producto: X"],
    ["b- Manufacturer", "Manufacturer"],
    ["II. Product name", "Product name"],
    ["IV- Product name", "Product name"],
    ["XVI. Other information", "Other information"],
    ["1.2.- Uso recomendado", "Uso recomendado"],
    ["1.1 - Product name", "Product name"],
    ["• 2) Product name", "Product name"],
  ])("'%s' → '%s'", (line, stripped) => {
    expect(stripLead(line)).toBe(stripped);
  });

  test.each([
    "2-Propanol",
    "1,1,1-Trichloroethane",
    "2-(2-Butoxyethoxy)ethanol",
    "1-Methoxy-2-propanol",
    "4,4'-Methylenediphenyl diisocyanate",
    "A. Harbour & Sons",
    "XX. Century Chemicals",
    "XVII. Other",
    "Iron(III) oxide",
    "In use",
    "ABC) Product",
  ])("'%s' keeps its start", (line) => {
    expect(stripLead(line)).toBe(line);
  });

  // A lone roman I, V or X cannot be told from a person's initial: it is never taken off ("V. Dorfmann Fils").
  test.each(["V. Dorfmann Fils", "I. Q. Fictional Ltd", "X. Harbour Cleaner"])("'%s' keeps its initial", (line) => {
    expect(stripLead(line)).toBe(line);
  });
});

describe("a field mark before each label of section 1", () => {
  test.each(MARKS)("mark '%s'", (_shape, mark) => {
    const parsed = parse([
      "SAFETY DATA SHEET",
      "SECTION 1: Identification",
      `${mark(1)} Product name:    Zorbex Cleaner 40`,
      `${mark(2)} Manufacturer:    Fictional Chemicals Ltd`,
      `${mark(3)} Revision date:    2021-03-12`,
    ]);
    expect(parsed.product_name).toBe("Zorbex Cleaner 40");
    expect(parsed.manufacturer).toBe("Fictional Chemicals Ltd");
    expect(parsed.revision_date).toBe("2021-03-12");
  });

  test.each(MARKS)("mark '%s', the value on the line below the label", (_shape, mark) => {
    const parsed = parse([
      "SAFETY DATA SHEET",
      "SECTION 1: Identification",
      `${mark(1)} Product name`,
      "Zorbex Cleaner 40",
      `${mark(2)} Manufacturer`,
      "Fictional Chemicals Ltd",
    ]);
    expect(parsed.product_name).toBe("Zorbex Cleaner 40");
    expect(parsed.manufacturer).toBe("Fictional Chemicals Ltd");
  });

  test("a Mexican NOM-018 form: '1.- Nombre del fabricante o importador:' and '2.- Nombre comercial:'", () => {
    const parsed = parse([
      "HOJA DE DATOS DE SEGURIDAD",
      "SECCIÓN 1. IDENTIFICACIÓN DE LA SUSTANCIA QUÍMICA PELIGROSA O MEZCLA Y DEL PROVEEDOR O FABRICANTE",
      "1.- Nombre del fabricante o importador:    Quimicos Ficticios Zorbex S.A. de C.V.",
      "2.- Nombre comercial:    Limpiador Zorbex 40",
      "3.- Fecha de revisión:    2021-03-25",
    ]);
    expect(parsed.product_name).toBe("Limpiador Zorbex 40");
    expect(parsed.manufacturer).toBe("Quimicos Ficticios Zorbex S.A. de C.V.");
    expect(parsed.revision_date).toBe("2021-03-25");
  });

  test("lettered Spanish fields: 'a) Producto:', 'b) Fabricante:'", () => {
    const parsed = parse([
      "HOJA DE DATOS DE SEGURIDAD",
      "SECCIÓN 1: IDENTIFICACIÓN DEL PRODUCTO Y DEL PROVEEDOR",
      "a) Nombre comercial: Desengrasante Zorbex",
      "b) Fabricante: Quimicos Ficticios Ltda.",
    ]);
    expect(parsed.product_name).toBe("Desengrasante Zorbex");
    expect(parsed.manufacturer).toBe("Quimicos Ficticios Ltda.");
  });

  test.each(MARKS)("mark '%s' before the signal word label", (_shape, mark) => {
    const head = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Zorbex Cleaner 40", "Manufacturer: Fictional Chemicals Ltd"];
    const beside = parseSds(sheet([...head, "SECTION 2: Hazards identification", `${mark(2)} Signal word:    Danger`, ...SECTION_2_ON.slice(1)]));
    expect(beside.signal_word).toBe("DANGER");
    expect(beside.evidence.signal_word?.confidence).toBeGreaterThanOrEqual(0.95);
    const below = parseSds(sheet([...head, "SECTION 2: Hazards identification", `${mark(2)} Signal word`, "Danger", ...SECTION_2_ON.slice(1)]));
    expect(below.signal_word).toBe("DANGER");
    expect(below.evidence.signal_word?.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe("a label closed by a full stop before a column gap or the line's end", () => {
  test.each([
    ["en", "Product name.", "Manufacturer.", "Revision date."],
    ["de", "Produktname.", "Hersteller.", "Überarbeitet am."],
    ["pl", "Nazwa handlowa.", "Firma spółki.", "Data aktualizacji."],
    ["it", "Nome commerciale.", "Produttore.", "Data di revisione."],
  ])("%s: '%s    X'", (_language, name, maker, date) => {
    const beside = parse(["SAFETY DATA SHEET", "SECTION 1", `${name}    Zorbex 40`, `${maker}    Fictional Chemicals S.p.A.`, `${date}    2021-03-12`]);
    expect(beside.product_name).toBe("Zorbex 40");
    expect(beside.manufacturer).toBe("Fictional Chemicals S.p.A.");
    expect(beside.revision_date).toBe("2021-03-12");
    const below = parse(["SAFETY DATA SHEET", "SECTION 1", name, "Zorbex 40", maker, "Fictional Chemicals S.p.A."]);
    expect(below.product_name).toBe("Zorbex 40");
    expect(below.manufacturer).toBe("Fictional Chemicals S.p.A.");
  });

  test("with a mark and a full stop: '2) Product name.    X'", () => {
    const parsed = parse(["SAFETY DATA SHEET", "SECTION 1", "1) Product name.    Zorbex 40", "2) Manufacturer.    Fictional Chemicals Ltd"]);
    expect(parsed.product_name).toBe("Zorbex 40");
    expect(parsed.manufacturer).toBe("Fictional Chemicals Ltd");
  });

  test("a bilingual label closed by a full stop: 'Produktname / Product name.    X'", () => {
    expect(parse(["SAFETY DATA SHEET", "SECTION 1", "Produktname / Product name.    Zorbex 40"]).product_name).toBe("Zorbex 40");
  });

  test("the signal word label closed by a full stop", () => {
    const head = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Zorbex Cleaner 40", "SECTION 2: Hazards identification"];
    expect(parseSds(sheet([...head, "Signal word.    Danger", ...SECTION_2_ON.slice(1)])).signal_word).toBe("DANGER");
    expect(parseSds(sheet([...head, "Signal word.", "Danger", ...SECTION_2_ON.slice(1)])).signal_word).toBe("DANGER");
  });
});

describe("guards: values that must not change", () => {
  test.each(["2-Propanol", "1,1,1-Trichloroethane", "1-Butanol", "2- Zorbex"])("a product named '%s', beside and below its label", (name) => {
    const head = ["SAFETY DATA SHEET", "SECTION 1: Identification"];
    expect(parse([...head, `Product name:    ${name}`, "Manufacturer: Fictional Chemicals Ltd"]).product_name).toBe(name);
    expect(parse([...head, "Product name:", name, "Manufacturer: Fictional Chemicals Ltd"]).product_name).toBe(name);
    expect(parse([...head, "Product name", name, "Manufacturer: Fictional Chemicals Ltd"]).product_name).toBe(name);
  });

  test("'1) see section 8' inside a value is no sub-section's start: the name stays whole, or loses the note whole", () => {
    const parsed = parse(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Zorbex Cleaner 40 1) see section 8", "Manufacturer: Fictional Chemicals Ltd"]);
    // Session 33: a pointer to another section is cut from a name, with its note's mark.
    expect(["Zorbex Cleaner 40 1) see section 8", "Zorbex Cleaner 40"]).toContain(parsed.product_name!);
  });

  test.each(["V. Dorfmann Fils", "I. Q. Fictional Ltd"])("a company led by an initial, '%s', beside and below its label", (name) => {
    const head = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Zorbex Cleaner 40"];
    expect(parse([...head, `Manufacturer:    ${name}`]).manufacturer).toBe(name);
    expect(parse([...head, "Manufacturer:", name, "12 Rue Fictive, 06000 Nice"]).manufacturer).toBe(name);
  });

  test("a sentence after a label word and a full stop is no label with a value", () => {
    const parsed = parse([
      "SAFETY DATA SHEET",
      "SECTION 1: Identification",
      "Product name. See below.",
      "Manufacturer. Refer to the supplier named below.",
    ]);
    expect(parsed.product_name).not.toBe("See below.");
    expect(parsed.manufacturer).not.toBe("Refer to the supplier named below.");
  });

  test("a sentence ending with a full stop after a signal word label is not read as 'none' or a word", () => {
    const parsed = parse(["SAFETY DATA SHEET", "SECTION 1: Identification", "Trade name: Zorbex Cleaner 40", "Revision date. Not stated on this sheet."]);
    expect(parsed.product_name).toBe("Zorbex Cleaner 40");
    expect(parsed.revision_date).toBeNull();
  });
});
