/**
 * A supplier block's rows printed without colons ("· FORNECEDOR" / "· Nome COIM BRASIL Ltda" / "· Endereço Rua …";
 * session 49's blind batch read "Nome COIM BRASIL Ltda" at 0.85): the word for "name" opening the value is the row's
 * label where what follows is a company with its legal form, in the languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const maker = (heading: string, supplier: string, line: string, address: string) => parseSds(sheet([
  "SAFETY DATA SHEET", heading, "Product name: Fennrow 3", supplier, line, address, "2. Hazards identification", "Not classified.", "3. Composition",
])).manufacturer;

describe("the name's word before a company", () => {
  test.each([
    ["1. IDENTIFICAÇÃO", "· FORNECEDOR", "· Nome COIM BRASIL Ltda", "· Endereço Rua Ângelo Bevilacqua, 527 - Vinhedo - SP", "COIM BRASIL Ltda"],
    ["1. Identification", "Supplier", "Name Harbour Chemicals Ltd", "Address 12 Harbour Road, Leeds", "Harbour Chemicals Ltd"],
    ["1. Identificación", "Proveedor", "Nombre Químicos del Puerto S.A.", "Dirección Av. del Puerto 12, Lima", "Químicos del Puerto S.A."],
    ["1. Identification", "Fournisseur", "Nom Chimie du Port SARL", "Adresse 12 quai Ouest, Le Havre", "Chimie du Port SARL"],
    ["1. Identificatie", "Leverancier", "Naam Haven Chemie B.V.", "Adres Havenweg 4, Rotterdam", "Haven Chemie B.V."],
  ])("%s / %s / %s", (heading, supplier, line, address, name) => {
    expect(maker(heading, supplier, line, address)).toBe(name);
  });
  test("a name that opens with the word and has no legal form stays as printed", () => {
    expect(maker("1. Identification", "Supplier", "Supplier: Name Brand Chemicals", "Address 12 Harbour Road, Leeds")).toBe("Name Brand Chemicals");
  });
});
