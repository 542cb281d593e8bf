/**
 * A post box in its languages' forms, the short ones too ("BP 12", "Casilla 45", "Case postale 8", "Apartado 5"): one
 * list of post-box words (vocabulary/contact-labels.ts's PO_BOX_WORDS) serves the address shapes, the street openings
 * and the company set above its label (session 24, a review's mend). A label whose own value is a post box is the
 * company's label with the name printed one line above it. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { isStreetOrAddressLine, PO_BOX } from "../../src/modules/parsing/company-shapes.ts";
import { sheet } from "../helpers/sds-text.ts";

const FORMS = [
  "P.O. Box 398", "PO Box 398", "P. O. Box 398", "p.o.box 398", "Post Office Box 398", "Box 47", "BP 12", "B.P. 12", "Postbus 398",
  "Postfach 10 20", "Boîte postale 9", "Case postale 8", "Apartado 5", "Apartado de Correos 12", "Apdo. 5", "Casilla 45",
  "Casella postale 7", "Caixa Postal 7", "Skrytka pocztowa 3", "Skr. poczt 3", "Postboks 12", "P.O. Box No. 5",
];

describe("a post box, in every form the vocabulary lists, before its number", () => {
  test.each(FORMS)("%s", (form) => {
    expect(PO_BOX.test(form)).toBe(true);
    expect(isStreetOrAddressLine(form)).toBe(true);
  });
  test.each(["Boxmaster Chemicals", "Harbour 5", "Casillas Química", "Postal Services Ltd"])("%s is no post box", (text) => {
    expect(PO_BOX.test(text)).toBe(false);
  });
});

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

describe("a short post box beside the company's label: the company is the line above", () => {
  test.each([
    ["fr: Case postale", ["FICHE DE DONNÉES DE SÉCURITÉ", "1. IDENTIFICATION DU PRODUIT ET DE L'ENTREPRISE", "Nom du produit :    COLLE DU LAC", "                    Chimie du Lac SA", "Fournisseur :       Case postale 8, Genève", "                    Suisse", "2. IDENTIFICATION DES DANGERS"], "Chimie du Lac SA"],
    ["es: Casilla", ["FICHA DE DATOS DE SEGURIDAD", "1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA EMPRESA", "Nombre del producto:    PEGAMENTO PUERTO", "                        Químicas del Puerto S.A.", "Fabricante:             Casilla 45, Valparaíso", "                        Chile", "2. IDENTIFICACIÓN DE LOS PELIGROS"], "Químicas del Puerto S.A."],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });
});
