/**
 * The chemical family or description of 1.1 ("Descripción Química", "Familia química", "Chemical description",
 * "Description chimique") is another field's label, in a stack of labels printed before their values too: never the
 * product's name. Before: "Descripción Química" was the name at 0.9 (session 47's blind batch: a drilling-fluid
 * maker's Chilean sheet whose label column stands above its values).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const stacked = (label: string) => [
  "HOJAS DE DATOS DE SEGURIDAD",
  "HARBOUR-FIBER",
  "1. Identificación del producto y de la compañía",
  "Nombre del material",
  label,
  "Proveedor",
  "HARBOUR-FIBER",
  "Mineral Fiber",
  "Harbour Drilling Fluids Inc.",
  "2. Composición / Información sobre los Ingredientes",
  "3. Identificación de los peligros",
  "No clasificado como peligroso.",
];

describe("the chemical description's label", () => {
  test.each(["Descripción Química", "Familia química", "Chemical description", "Description chimique", "Descrição química"])("%s", (label) => {
    const name = parseSds(sheet(stacked(label))).product_name;
    expect(name).not.toBe(label);
    expect(name).toBe("HARBOUR-FIBER");
  });
});
