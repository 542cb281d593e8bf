/**
 * The next review's date under an abbreviated label ("Prox. Rev.: Septiembre 2019", "Próx. revisión: 12/09/2019"), as
 * Chilean and other Latin American headers print it beside the sheet's own date: never the revision date. Before:
 * "Rev." inside the label read it as the revision (session 46's blind batch: an epoxy hardener's Chilean sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const chilean = (header: string[]) => [
  ...header,
  "BAUPOX UNION COMPONENTE B",
  "HDS NCH2245: 2015",
  "1. IDENTIFICACION DEL PRODUCTO QUIMICO Y DE LA EMPRESA",
  "Identificación del producto químico : Endurecedor Epóxico",
  "Nombre del proveedor : MC BAUTEK S.p.A.",
  "2. IDENTIFICACION DE LOS PELIGROS",
  "No clasificado.",
  "3. COMPOSICION / INFORMACION DE LOS COMPONENTES",
];

describe("an abbreviated next-revision label is not the revision", () => {
  test.each([
    [["Elaboración: 12/09/2017", "Prox. Rev.: 12/09/2019", "Rev.:01"], "2017-09-12"],
    [["Fecha de elaboración: 12/09/2017", "Próx. revisión: 12/09/2019"], "2017-09-12"],
    [["Fecha de revisión: 12/09/2017    Prox. revisión: 12/09/2019"], "2017-09-12"],
  ])("%j", (header, iso) => {
    expect(parseSds(sheet(chilean(header))).revision_date).toBe(iso);
  });

  test("a month-only sheet date beside it", () => {
    const parsed = parseSds(sheet(chilean(["Elaboración: Septiembre 2017", "Prox. Rev.: Septiembre 2019", "Rev.:01"])));
    expect(parsed.revision_date).toBe("2017-09-01");
  });
});
