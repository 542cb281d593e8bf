/**
 * A supplier's or manufacturer's label in the plural ("PROVEEDORES: M-I HDD MINING & WATERWELL", "Manufacturers:",
 * "Fornitori:"), as a form printed for several companies gives it: the company is read as under the singular label.
 * Before: read only where the name ended on a legal form, and not after some plurals at all (session 45's blind batch:
 * a drilling-fluid maker's Spanish sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const drillingSheet = (companyLine: string) => [
  "HOJA DE DATOS DE SEGURIDAD MAX GEL",
  "1. IDENTIFICACION DE LA SUSTANCIA/ PREPARADO Y DE LA SOCIEDAD/ EMPRESA",
  "NOMBRE COMERCIAL: MAX GEL",
  "APLICACIONES: Aditivo de fluido para perforación.",
  "NUMEROS TELEFONICOS DE EMERGENCIA: +56 2-6353800",
  companyLine,
  "P.O. Box 42842, Houston, Texas 77242-2842",
  "2. COMPOSICION/ INFORMACION SOBRE LOS COMPONENTES",
  "Bentonita    1302-78-9    80-95%",
  "3. IDENTIFICACION DE LOS PELIGROS",
  "No clasificado.",
  "4. PRIMEROS AUXILIOS",
];

describe("a company under a plural label", () => {
  test.each([
    ["PROVEEDORES: M-I HDD MINING & WATERWELL", "M-I HDD MINING & WATERWELL"],
    ["Fabricantes: Perforaciones del Norte", "Perforaciones del Norte"],
    ["SUPPLIERS: M-I HDD MINING & WATERWELL", "M-I HDD MINING & WATERWELL"],
    ["MANUFACTURERS: Harbour Chemicals Ltd", "Harbour Chemicals Ltd"],
    ["Distributors: Harbour Chemicals", "Harbour Chemicals"],
    ["Fornitori: Chimica Srl", "Chimica Srl"],
    ["Fournisseurs : Chimie de l'Ouest", "Chimie de l'Ouest"],
    ["Fornecedores: Química Lusa", "Química Lusa"],
    ["Leveranciers: Chemie Holland", "Chemie Holland"],
    ["Dostawcy: Chemia Polska", "Chemia Polska"],
  ])("%s", (line, company) => {
    expect(parseSds(sheet(drillingSheet(line))).manufacturer).toBe(company);
  });
});
