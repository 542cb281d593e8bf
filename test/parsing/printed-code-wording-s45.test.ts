/**
 * A hazard code printed with a statement worded as its variant's ("H350 Puede provocar cáncer por inhalación." — H350i's
 * wording after the code H350; "H360 May damage the unborn child." — H360D's): the printed code is the sheet's, and the
 * wording adds no variant of it. A further statement printed without its code still adds its code, and a variant
 * printed as such stays. Before: H350i added beside the printed H350 (session 45's blind batch, a Chilean sulphuric
 * acid sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const spanishSheet = (statements: string[]) => [
  "HOJA DE DATOS DE SEGURIDAD",
  "Sección 1: Identificación del producto químico y de la empresa",
  "Nombre del producto: Ácido Sulfúrico 98 %",
  "Proveedor: Fundición del Norte S.A.",
  "Fecha de revisión: 12.03.2021",
  "Sección 2: Identificación de los peligros",
  "Palabra de advertencia: Peligro",
  `Indicación(es) de peligro : ${statements[0]}`,
  ...statements.slice(1),
  "Sección 3: Composición/información de los componentes",
  "Ácido sulfúrico    7664-93-9    98 %",
  "Sección 4: Primeros auxilios",
];
const englishSheet = (statements: string[]) => [
  "SAFETY DATA SHEET",
  "SECTION 1: Identification",
  "Product name: Sulphuric Acid 98 %",
  "Supplier: Northern Smelting Ltd",
  "Revision date: 12.03.2021",
  "SECTION 2: Hazards identification",
  "Signal word: Danger",
  `Hazard statements: ${statements[0]}`,
  ...statements.slice(1),
  "SECTION 3: Composition/information on ingredients",
  "Sulphuric acid    7664-93-9    98 %",
  "SECTION 4: First aid measures",
];

describe("a printed code with its variant's wording", () => {
  test("the printed code, not the variant its wording names", () => {
    expect(parseSds(sheet(spanishSheet(["H290 Puede ser corrosiva para los metales.", "H314 Provoca quemaduras graves en la piel y lesiones oculares.", "H350 Puede provocar cáncer por inhalación."]))).h_codes).toEqual(["H290", "H314", "H350"]);
    expect(parseSds(sheet(englishSheet(["H314 Causes severe skin burns and eye damage.", "H360 May damage the unborn child."]))).h_codes).toEqual(["H314", "H360"]);
  });

  test("a variant printed as such stays, and a further statement without its code adds its code", () => {
    expect(parseSds(sheet(spanishSheet(["H350i Puede provocar cáncer por inhalación.", "H314 Provoca quemaduras graves en la piel y lesiones oculares."]))).h_codes).toEqual(["H314", "H350i"]);
    expect(parseSds(sheet(englishSheet(["H350 May cause cancer by inhalation. Causes serious eye irritation.", "H314 Causes severe skin burns and eye damage."]))).h_codes).toEqual(["H314", "H319", "H350"]);
  });
});
