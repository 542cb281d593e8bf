/**
 * A product name that runs on into section 1's next numbered sub-section ("… MAGNUS 1.1.1 Uso del producto: …",
 * "… IGIENIZZANTE 1.2 Utilizzazione della Sostanza …"): a page run into one line, or two columns' rows read as one.
 * Cut at the number when a field's label or words up to a colon follow it; a number inside a name stays (session 27).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { cutAtRunOnLabel } from "../../src/modules/parsing/run-on-labels.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("a name that runs on into the next numbered sub-section is cut there", () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ["HARBOUR OVEN CLEANER 1.1.1 Uso del producto: Uso doméstico / industrial.", "HARBOUR OVEN CLEANER"],
    ["HARBOUR RINSE 40 1.2 Utilizzazione della Sostanza / della Miscela", "HARBOUR RINSE 40"],
    ["Hafenreiniger 12 1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs", "Hafenreiniger 12"],
    ["Nettoyant Portuaire 1.2. Utilisations identifiées pertinentes de la substance", "Nettoyant Portuaire"],
    ["Harbour Wax 3 1.3 Details of the supplier of the safety data sheet", "Harbour Wax 3"],
    ["Havenreiniger X 1.2 Gebruik: reinigingsmiddel", "Havenreiniger X"],
  ];
  for (const [value, name] of cases) test(value, () => expect(cutAtRunOnLabel(value)).toEqual({ value: name, cut: true }));
});

describe("a number inside a name is the name's", () => {
  const names = ["Harbour Oil 1.5 Litre", "Harbour Solvent 1.2 Extra", "SYNTECH FOAM 60 Comp. A1.2", "Harbour Glue 1.1 kg Tube", "Harbour Paint 2.1 Primer"];
  for (const name of names) test(name, () => expect(cutAtRunOnLabel(name)).toEqual({ value: name, cut: false }));
});

test("through the parser: the name beside its label, the use run on after it", () => {
  const parsed = parseSds(sheet([
    "SECCIÓN 1: IDENTIFICACIÓN DE LA SUSTANCIA O LA MEZCLA Y DE LA EMPRESA",
    "1.1 Nombre del producto: LIMPIADOR DE PUERTOS 7 1.1.1 Uso del producto: Uso industrial. 1.1.2 Registro: NOSH 0000-19",
    "1.2 Uso recomendado: Limpieza de superficies.",
    "1.3 Datos del fabricante: Químicas del Puerto S.A.S.",
    "SECCIÓN 2: IDENTIFICACIÓN DE LOS PELIGROS",
    "Palabra de advertencia: Atención",
    "H319 Provoca irritación ocular grave.",
    "SECCIÓN 3: COMPOSICIÓN/INFORMACIÓN SOBRE LOS COMPONENTES",
    "Etanol    64-17-5    10-20 %",
  ]));
  expect(parsed.product_name).toBe("LIMPIADOR DE PUERTOS 7");
  expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.8);
});
