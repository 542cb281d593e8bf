/**
 * Two forms of the Chilean NCh 2245 (2003) sheet, from session 45's blind batch: the supplier's label "Proveedor /
 * Fabricante / Comercializador" (its third word, the seller, was no label, so it opened the company's name), and a
 * "Fecha de vigencia" (the sheet's validity: its first day or, beside an edition date, its last) printed after
 * "Fecha de edición": the edition date is the sheet's, the validity's end is not. A validity date alone is still read.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const chileanSheet = (dateLine: string, supplierLine = "Proveedor / Fabricante / Comercializador    Químicos del Sur Ltda.") => [
  "Hoja de datos de seguridad según NCh 2245 of. 2003",
  dateLine,
  "Sección 1 - Identificación del Producto y del Proveedor",
  "Nombre de la sustancia química    Limpiador Alcalino 40",
  supplierLine,
  "Dirección    Av. Providencia 1234, Santiago",
  "Fono de Emergencia    (2) 2635-3800",
  "Sección 2 - Información sobre la Sustancia o Mezcla (Composición/Ingredientes)",
  "Hidróxido de sodio    1310-73-2    30 - 40 %",
  "Sección 3 - Identificación de los riesgos",
  "Marca en etiqueta NCh 2190    Líquido corrosivo",
  "Sección 4 - Medidas de primeros auxilios",
];

describe("a Chilean NCh 2245 sheet", () => {
  test("the seller's word in the supplier's label is no part of the company", () => {
    expect(parseSds(sheet(chileanSheet("Fecha de edición: 01.01.2013"))).manufacturer).toBe("Químicos del Sur Ltda.");
    // Run together with the label (a conversion that lost the cell gap), and in lower case.
    expect(parseSds(sheet(chileanSheet("Fecha de edición: 01.01.2013", "Proveedor / Fabricante / Comercializador Químicos del Sur Ltda."))).manufacturer).toBe("Químicos del Sur Ltda.");
    expect(parseSds(sheet(chileanSheet("Fecha de edición: 01.01.2013", "Proveedor / fabricante / comercializador: Químicos del Sur Ltda."))).manufacturer).toBe("Químicos del Sur Ltda.");
    expect(parseSds(sheet(chileanSheet("Fecha de edición: 01.01.2013", "Comercializador: Químicos del Sur Ltda."))).manufacturer).toBe("Químicos del Sur Ltda.");
  });

  test("the edition date, not the validity's end printed beside it", () => {
    expect(parseSds(sheet(chileanSheet("Fecha de edición : 01.01.2013 Fecha de vigencia : 31.12.2014"))).revision_date).toBe("2013-01-01");
    expect(parseSds(sheet(chileanSheet("Fecha de vigencia: 31.12.2014    Fecha de emisión: 01.01.2013"))).revision_date).toBe("2013-01-01");
  });

  test("a validity date alone is the sheet's date", () => {
    expect(parseSds(sheet(chileanSheet("Fecha de vigencia: 01.11.2013"))).revision_date).toBe("2013-11-01");
    expect(parseSds(sheet(chileanSheet("VIGENCIA: 01-11-2013"))).revision_date).toBe("2013-11-01");
  });
});
