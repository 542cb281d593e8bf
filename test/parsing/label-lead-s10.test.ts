/**
 * Sub-section numbers glued to their label by ".-" (Mexican NOM-018 sheets: "1.1.-Nombre del producto:",
 * "1.4.-Teléfono de emergencia:"): the number is the label's lead, not part of it. Synthetic sheets, invented names.
 */
import { describe, expect, test } from "bun:test";
import { stripLead } from "../../src/modules/parsing/label-lines.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("a sub-section number glued to its label by '.-'", () => {
  test.each([
    ["1.4.-Teléfono de emergencia: 555 123 4567", "Teléfono de emergencia: 555 123 4567"],
    ["1.1.-Nombre del producto: Limpiador Harbour", "Nombre del producto: Limpiador Harbour"],
    ["1.4.- Teléfono de emergencia", "Teléfono de emergencia"],
  ])("%s", (line, label) => {
    expect(stripLead(line)).toBe(label);
  });

  test.each(["2.4-D Amine 600", "1.2-Dichloroethane"])("a name that starts with numbers keeps them: %s", (name) => {
    expect(stripLead(name)).toBe(name);
  });

  test("the whole sheet: product, company and emergency telephone", () => {
    const result = parseSds(sheet([
      "HOJA DE DATOS DE SEGURIDAD",
      "SECCIÓN 1. IDENTIFICACIÓN DEL PRODUCTO Y DEL PROVEEDOR",
      "1.1.-Nombre del producto: Limpiador Harbour 40",
      "1.2.-Uso recomendado: Limpieza de superficies",
      "1.3.-Proveedor: Químicos Harbour S.A. de C.V.",
      "1.4.-Teléfono de emergencia: 800 555 0199",
      "SECCIÓN 2. IDENTIFICACIÓN DE LOS PELIGROS",
      "Palabra de advertencia: Atención",
      "SECCIÓN 3. COMPOSICIÓN / INFORMACIÓN SOBRE LOS COMPONENTES",
      "Etanol    64-17-5    10 %",
    ]));
    expect(result.product_name).toBe("Limpiador Harbour 40");
    expect(result.manufacturer).toBe("Químicos Harbour S.A. de C.V.");
    expect(result.emergency_phone).toContain("800 555 0199");
  });
});
