/**
 * The modification's noun as a date label ("Modification : 21.12.2005", "Modificación: 21/12/2005", "Änderung:
 * 21.12.2005"), the languages' "modified on" read already. Before, a French sheet under "Créé part: UT: PA le:
 * 03.07.2003" / "Modification : UT: PA le : 21.12.2005" (a German template's French: "Erstellt: … am: …" / "Geändert:
 * … am: …") took its creation date (session 48's blind batch).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const dated = (lines: readonly string[]) => parseSds(sheet([
  "FICHE DE DONNÉES DE SÉCURITÉ", ...lines, "1. Identification du produit et du fournisseur", "Nom du produit : Huile VDL 150",
  "Fournisseur : Kompressoren Hafen GmbH", "2. Identification des dangers", "Non classé.",
]));

describe("the modification's noun as a date label", () => {
  test.each([
    ["Modification : 21.12.2005", "2005-12-21"],
    ["Modificación: 21/12/2005", "2005-12-21"],
    ["Modifica: 21/12/2005", "2005-12-21"],
    ["Modificação: 21/12/2005", "2005-12-21"],
    ["Änderung: 21.12.2005", "2005-12-21"],
    ["Modification: 21.12.2005", "2005-12-21"],
  ])("%s", (line, iso) => {
    expect(dated([line]).revision_date).toBe(iso);
  });

  test("the modification's date ranks above the creation's", () => {
    expect(dated(["Créé part: UT: PA le: 03.07.2003 Contrôle: Visa: QEM Page 1 de 7", "Modification : UT: PA le : 21.12.2005"]).revision_date).toBe("2005-12-21");
  });

  test("the modifications of section 16 are no date's label", () => {
    expect(dated(["Modifications par rapport à la version précédente : sections 2 et 3"]).revision_date).toBeNull();
  });
});
