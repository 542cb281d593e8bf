/**
 * Session 26, from a fresh batch's Spanish sheet of a US template (its English twin reads whole): what the Spanish
 * print broke. Two numbers joined by "o"/"ou" ("or": "(800) 555-0142 o (703) 555-0187") were one run of digits to the
 * OCR-zero repair, which took the lone "o" for a zero; a product "value" that is an e-mail address; a flash point with
 * its method in brackets before it in Spanish. Invented names and numbers; through the real parser.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { textLayer } from "../../scripts/plain-text-layer.ts";
import { zerosReadAsO } from "../../src/modules/parsing/phone-shapes.ts";

const SECTION_1 = ["Hoja de Datos de Seguridad", "SECCIÓN 1 IDENTIFICACIÓN DEL PRODUCTO Y LA COMPAÑÍA", "Quillfen Motor 400", "Uso del Producto: Aceite de motor",
  "Identificación de la compañía", "Harrowgate Lubricants Company", "6001 Harbour Rd.", "Portown, CA 94583"];
const REST = ["SECCIÓN 2 IDENTIFICACIÓN DE RIESGOS", "CLASIFICACIÓN: No está clasificado", "SECCIÓN 9 PROPIEDADES FÍSICAS Y QUÍMICAS", "Estado físico: Líquido"];
const parse = (lines: readonly string[], rest: readonly string[] = REST) => parseSds(textLayer([...SECTION_1, ...lines, ...rest]));

describe("two numbers joined by the word 'or'", () => {
  test.each([
    ["es", "CHEMTREC: (800) 555-0142 o (703) 555-0187"],
    ["pt", "CHEMTREC: (800) 555-0142 ou (703) 555-0187"],
    ["it", "CHEMTREC: (800) 555-0142 o (703) 555-0187"],
  ])("%s: the first number", (_language, line) => {
    expect(parse([line]).emergency_phone).toBe("(800) 555-0142");
  });
  test("the repair keeps a lone 'o' between numbers a word, and still mends a zero read as O inside a number", () => {
    expect(zerosReadAsO("(800) 555-0142 o (703) 555-0187")).toBe("(800) 555-0142 o (703) 555-0187");
    expect(zerosReadAsO("(8OO) 555-O142")).toBe("(800) 555-0142");
  });
});

describe("a product read from a label's value is never an e-mail or web address", () => {
  test("'Información sobre el Producto' over its e-mail line", () => {
    const parsed = parse(["Información sobre el Producto", "correo electrónico : lubes@harrowgate.example", "Información sobre el Producto: 1 (800) 555-0101, LUBE@harrowgate.example"]);
    expect(parsed.product_name).toBe("Quillfen Motor 400");
    // "Product information" in Spanish: the supplier's line.
    expect(parsed.supplier_phone).toBe("1 (800) 555-0101");
  });
  test("nor a telephone number", () => {
    expect(parse(["Información sobre el Producto: 1 (800) 555-0101, LUBE@harrowgate.example"]).product_name).toBe("Quillfen Motor 400");
    expect(parse(["Información sobre el Producto: +34 91 555 01 01"]).product_name).toBe("Quillfen Motor 400");
  });
});

describe("a flash point with its method in brackets before the value", () => {
  test.each([
    ["es", "Punto de Inflamación: (Método Cleveland de Copa Abierta) 210 °C (410 °F) (Mínimo)", 210],
    ["en", "Flash Point: (Cleveland Open Cup) 210 °C (410 °F) (Minimum)", 210],
    ["fr", "Point d'éclair : (Méthode Cleveland en vase ouvert) 210 °C", 210],
  ])("%s", (_language, line, degrees) => {
    const parsed = parse([], [...REST, line, "SECCIÓN 10 ESTABILIDAD Y REACTIVIDAD"]);
    expect(parsed.flash_point).toContain(String(degrees));
  });
});
