/**
 * A standard's edition and its date named in the sheet ("Sistema de classificação utilizado: Norma ABNT-NBR 14.725-4:2014
 * Terceira Edição 19.11.2014 – Válida a partir de 19.12.2014"; session 49's blind batch read 19.11.2014 as a Brazilian
 * FISPQ's revision date at 0.9 where its header printed none it could read): an edition label right after a standard's
 * code and number is the standard's, not the sheet's.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (header: string[], hazards: string) => parseSds(sheet([
  "FICHA DE INFORMAÇÃO DE SEGURANÇA DE PRODUTOS QUÍMICOS – FISPQ", ...header, "1. IDENTIFICAÇÃO", "Nome do produto: Ácido Sulfúrico",
  "Empresa: Porto Química Ltda", "2. IDENTIFICAÇÃO DE PERIGOS", hazards, "Perigo", "H314", "3. COMPOSIÇÃO",
])).revision_date;

describe("a standard's edition date", () => {
  test.each([
    "Sistema de classificação utilizado: Norma ABNT-NBR 14.725-4:2014 Terceira Edição 19.11.2014 – Válida a partir de 19.12.2014",
    "Classification system: ISO 11014:2009 First edition 15.03.2009",
    "Sistema de clasificación: Norma NCh 2245:2015 Segunda edición 10.08.2015",
    "Klassifizierung nach DIN 52900 Ausgabe 05.2012",
  ])("%s is not the sheet's", (line) => {
    expect(dated([], line)).toBeNull();
  });
  test("the sheet's own date beside it is read", () => {
    expect(dated(["Revisão 07 Data: 22.11.2019 Página 1 de 10"], "Norma ABNT-NBR 14.725-4:2014 Terceira Edição 19.11.2014")).toBe("2019-11-22");
  });
  test("a sheet's edition with its date is read", () => {
    expect(dated(["Edição: 22.11.2019"], "Sistema de classificação: ABNT NBR 14725")).toBe("2019-11-22");
    expect(dated(["FISPQ nº 12 Edição 3 de 22.11.2019"], "Sistema de classificação: ABNT NBR 14725")).toBe("2019-11-22");
  });
});
