/**
 * Section 1's heading wrapped after an article in a narrow column ("1. Identification de la préparation et de la" /
 * "Société/Entreprise", "1. Identificación de la sustancia o la mezcla y de la" / "sociedad o la empresa"): a title
 * that ends on an article goes on in the next line, as one that ends on "the" or a joining word does. Before: the next
 * line ("Société/Entreprise") was read as a company's label and the name under it as the company's, and the product
 * name came from the lines above the heading (0.45). Family P's two-column reprint showed it.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const frenchSheet = (heading: string[]) => [
  "Fiche signalétique",
  "24 heures – Numéros de téléphone en cas",
  "d’urgence",
  "1-800-222-1222",
  ...heading,
  "Nom:    Kwik Seal Ultra Premium Siliconized Sealant",
  "Date de Révision:    4/11/2022",
  "Fabricant: DAP Products Inc.",
  "2. Identification des dangers",
  "Mention d'avertissement: Attention",
  "H319 Provoque une sévère irritation des yeux.",
  "3. Composition/information sur les ingrédients",
  "Éthanol 64-17-5 10-20%",
  "4. Premiers secours",
];

const spanishSheet = (heading: string[]) => [
  "Hoja de datos de seguridad",
  "Teléfono de emergencia: 900 123 456",
  ...heading,
  "Nombre:    Limpiador Rápido Plus",
  "Fecha de revisión:    14.03.2022",
  "Fabricante: Química Ibérica S.A.",
  "2. Identificación de los peligros",
  "Palabra de advertencia: Atención",
  "H319 Provoca irritación ocular grave.",
  "3. Composición/información sobre los componentes",
  "Etanol 64-17-5 10-20%",
  "4. Primeros auxilios",
];

describe("a section heading wrapped after an article", () => {
  test.each([
    ["la", ["1. Identification de la préparation et de la", "Société/Entreprise"]],
    ["l’", ["1. Identification de la substance/du mélange et de la société/de l’", "entreprise"]],
    ["de", ["1. Identification du produit et de", "la société"]],
  ])("French, ending on \"%s\"", (_end, heading) => {
    const parsed = parseSds(sheet(frenchSheet(heading)));
    expect(parsed.product_name).toBe("Kwik Seal Ultra Premium Siliconized Sealant");
    expect(parsed.manufacturer).toBe("DAP Products Inc.");
  });

  test("Spanish, ending on \"la\" and \"el\"", () => {
    for (const heading of [["1. Identificación de la sustancia o la mezcla y de la", "sociedad o la empresa"], ["1. Identificación del producto y de la sociedad o el", "empresa"]]) {
      const parsed = parseSds(sheet(spanishSheet(heading)));
      expect({ heading, product: parsed.product_name, company: parsed.manufacturer }).toEqual({ heading, product: "Limpiador Rápido Plus", company: "Química Ibérica S.A." });
    }
  });

  test("the heading's title is read whole", () => {
    const parsed = parseSds(sheet(frenchSheet(["1. Identification de la préparation et de la", "Société/Entreprise"])));
    expect(parsed.sections[0]!.title).toBe("Identification de la préparation et de la Société/Entreprise");
  });
});
