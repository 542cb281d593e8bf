/**
 * Forms of old sheets from session 50's blind round (37 sheets, two thirds written before CLP/GHS labels): a German
 * template's French edition dating itself "Etat: 25.11.2008" (German "Stand"), its maker's legal name over its
 * division's and department's lines and its town (none read), and the emergency overview of a Canadian French
 * WHMIS-1988 sheet whose word (read at 0.7) is ANSI's, not a GHS label's: under a heading wrapped over two lines ("Vue
 * d'ensemble des" / "urgences") or under "Vue d'ensemble des situations d'urgence". A word cried out ("DANGER!") with no
 * heading stays read: Latin American GHS sheets print "¡PELIGRO!" alone too (signal-word-confirmed-s35).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const TAIL = ["2. Identification des dangers", "Facilement inflammable.", "3. Composition/informations sur les composants", "méthacrylate de méthyle 80-62-6 50 %", "9. Propriétés physiques et chimiques", "État physique : liquide 12.03.2020"];

describe("'Etat:', German 'Stand' in French", () => {
  test("dates the sheet with its colon", () => {
    const parsed = parseSds(sheet(["Fiche de données de sécurité", "Etat: 25.11.2008", "Version: 3.1", "1. Identification", "Nom commercial : Colle X", "Fournisseur : Solvix S.A.", ...TAIL]));
    expect(parsed.revision_date).toBe("2008-11-25");
  });
  test("'État physique' before a date is a property, not a label", () => {
    const parsed = parseSds(sheet(["Fiche de données de sécurité", "1. Identification", "Nom commercial : Colle X", "Fournisseur : Solvix S.A.", ...TAIL]));
    expect(parsed.revision_date).toBeNull();
  });
});

describe("a legal name over its division's lines and its town", () => {
  const company = (block: string[]) => parseSds(sheet([
    "Fiche de données de sécurité", "1. Identification de la substance/préparation et de la société/entreprise", "ACRIFIX 2R 0195",
    "Utilisation(s) recommandé(es):", "colle polymérisable pour verre acrylique", ...block, ...TAIL,
  ])).manufacturer;
  test.each([
    [["Evonik Industries AG", "Division Röhm Darmstadt", "Chemicals Management", "Kirschenallee", "64293 Darmstadt", "Allemagne"]],
    [["Evonik Industries AG", "Division Röhm Darmstadt", "Kirschenallee 12", "64293 Darmstadt"]],
  ])("%j: the legal name, not the division", (block) => {
    expect(company(block)).toBe("Evonik Industries AG");
  });
  test("no town within reach: none", () => {
    expect(company(["Evonik Industries AG", "Division Röhm Darmstadt", "Chemicals Management", "Research Department", "Methacrylates Unit", "64293 Darmstadt"])).toBeNull();
  });
});

describe("an old Canadian sheet's emergency overview word", () => {
  const overview = (lines: string[]) => parseSds(sheet([
    "FICHE SIGNALÉTIQUE", "1. Identification du produit et de l'entreprise", "Nom du produit : PERMACLEAN PC-33", "Fournisseur : Nalco Canada Co.",
    "2. IDENTIFICATION DES DANGERS", ...lines, "Irritant pour les yeux. Nocif en cas d'ingestion.", "Éviter toute projection dans les yeux.",
    "3. COMPOSITION/INFORMATION SUR LES INGRÉDIENTS", "Éthanol 64-17-5 10-30 %",
  ]));
  test.each([
    [["Vue d'ensemble des", "urgences", "AVERTISSEMENT!"]],
    [["VUE D'ENSEMBLE DES SITUATIONS D'URGENCE", "AVERTISSEMENT"]],
  ])("%j: no GHS signal word", (lines) => {
    const parsed = overview(lines);
    expect(parsed.signal_word).toBeNull();
    expect(parsed.warnings.some((warning) => warning.includes("emergency overview"))).toBe(true);
  });
  test("a GHS label's word with a hazard code stands, cried out or not", () => {
    expect(overview(["Mention d'avertissement : DANGER!", "H225 Liquide et vapeurs très inflammables."]).signal_word).toBe("DANGER");
  });
});

/**
 * "Date de prparation de la FDS : 8 juin 2009" (session 49's blind batch, a French battery sheet whose font lost its
 * accented letters): a "Date of …" label no list names, its words naming the sheet, dates it as a bare "Date:" does
 * (0.6); words of another date (a test's, an expiry's, a print's) do not.
 */
describe("a date label of the sheet that no list names", () => {
  const dated = (line: string) => parseSds(sheet(["Fiche de données de sécurité", line, "1. Identification du produit", "Nom commercial : Pile X", "Fournisseur : Solvix S.A.", "2. Identification des dangers", "Non classé."]));
  test.each([
    ["Date de prparation de la FDS : 8 juin 2009", "2009-06-08"],
    ["Fecha de confección del documento: 12/03/2009", "2009-03-12"],
  ])("%s", (line, iso) => {
    const parsed = dated(line);
    expect(parsed.revision_date).toBe(iso);
    expect(parsed.evidence.revision_date!.confidence).toBe(0.6);
  });
  test.each(["Date de l'essai : 12/03/2009", "Date de péremption : 06/2012", "Date of the test report: 12/03/2009", "Date d'impression de la fiche : 8 juin 2009"])("%s: none", (line) => {
    expect(dated(line).revision_date).toBeNull();
  });
});
