/**
 * Sheets of the transition years (2010–2015) classify the product twice: under the old Directives (R-phrases, no signal
 * word) and under CLP (pictograms, a signal word). A word printed without a label under the CLP block's pictograms was
 * dropped because the sheet also named the old regime (session 32, a French sheet of the fresh batch: "2.1.1 …
 * 1999/45/CE … R10" then "2.1.2 … Règlement CLP" / "Pictogrammes – GHS02" / "Attention"). A pictogram's code is the CLP
 * label's; the old regime alone still gives no word. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const SECTION_1 = ["FICHE DE DONNÉES DE SÉCURITÉ", "1. Identification du mélange et de la société", "Nom du produit : Brillant Port 40", "Fournisseur : Chimie du Port SAS"];
const OLD_REGIME = [
  "2. Identification des dangers",
  "2.1.1 Classification conforme à la directive 1999/45/CE",
  "Symboles Phrases R",
  "R10 Inflammable",
  "Conseils de prudence - Phrases S",
  "S 2 Conserver hors de portée des enfants.",
];
const SECTION_3 = ["3. Composition/informations sur les composants", "Xylène 1330-20-7 10-20 %", "4. Premiers secours"];

describe("a word under the CLP block's pictograms on a sheet that also prints the old classification", () => {
  test.each<[string, string[], "DANGER" | "WARNING"]>([
    ["fr", ["2.1.2 Classification conforme au Règlement CLP n. 1272/2008", "Pictogrammes – GHS02", "Attention"], "WARNING"],
    ["fr, two pictograms", ["2.1.2 Classification conforme au Règlement CLP", "GHS02 GHS07", "Danger"], "DANGER"],
  ])("%s", (_case, clp, word) => {
    const parsed = parseSds(sheet([...SECTION_1, ...OLD_REGIME, ...clp, ...SECTION_3]));
    expect(parsed.signal_word).toBe(word);
    // read without a label of its own: never a sure reading
    expect(parsed.evidence.signal_word?.confidence ?? 0).toBeLessThanOrEqual(0.7);
  });

  test("the old classification alone gives no word, whatever word stands alone under it", () => {
    const parsed = parseSds(sheet([...SECTION_1, ...OLD_REGIME, "Attention", ...SECTION_3]));
    expect(parsed.signal_word).toBeNull();
  });
});
