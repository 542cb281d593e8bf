/**
 * A text layer whose letters beyond ASCII left a gap: a font whose accented glyph maps to no character but keeps its
 * width gives a space where the letter stood ("Fecha de revisi n", "SECCI N 2", "Data sporz dzenia"). Family X printed
 * so (a probe form beside session 41's): sections lost on 231 of 553 checks, revision dates on 84, companies on 30.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";
import { germanHyphenSheet, polishSheet, spanishSheet } from "../helpers/letters-sheets.ts";

const SPANISH = spanishSheet("Limpiador Rapido Plus", "Quimica Iberica S.A.");
const POLISH = polishSheet("Czysty Dom Max");
const GERMAN = germanHyphenSheet();
const FRENCH = [
  "FICHE DE DONNÉES DE SÉCURITÉ",
  "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise",
  "Nom du produit: Detartrant Express",
  "Fournisseur: Chimie de l'Ouest SARL",
  "Date de révision: 18 août 2022",
  "RUBRIQUE 2: Identification des dangers",
  "Mention d'avertissement: Danger",
  "RUBRIQUE 3: Composition/informations sur les composants",
  "RUBRIQUE 4: Premiers secours",
];

/** Each letter beyond ASCII printed as a gap. */
const gapped = (lines: readonly string[]) => lines.map((line) => line.replace(/[^\x00-\x7f]/g, (char) => (/\p{L}/u.test(char) ? " " : char)));

const FIELDS = ["product_name", "manufacturer", "revision_date", "signal_word", "h_codes"] as const;

describe("a text layer whose own letters left a gap", () => {
  test.each([["Spanish", SPANISH], ["Polish", POLISH], ["German", GERMAN], ["French (a month's name)", FRENCH]])("%s reads as the sheet", (_language, lines) => {
    const want = parseSds(sheet([...lines]));
    const got = parseSds(sheet(gapped(lines)));
    for (const field of FIELDS) expect({ field, value: got[field] }).toEqual({ field, value: want[field] });
    expect(got.sections.map((section) => section.number)).toEqual(want.sections.map((section) => section.number));
  });

  test("a name whose own letter left a control code is read as printed and sent to a person; a gap is not told", () => {
    const named = GERMAN.map((line) => line.replace("Kalk-Entferner Forte", "Kalklöser Forte").replace("Muster-Chemie GmbH", "Böttcher Chemie GmbH"));
    // A control code in the letter's place (pdf.js's answer for a glyph no map names) is taken out; the word keeps its trace.
    const coded = parseSds(sheet(named.map((line) => line.replace(/[^\x00-\x7f]/g, (char) => (/\p{L}/u.test(char) ? "\u0002" : char)))));
    expect(coded).toMatchObject({ product_name: "Kalklser Forte", manufacturer: "Bttcher Chemie GmbH" });
    expect(coded.evidence.manufacturer?.confidence).toBe(0.6);
    expect(coded.needs_review_reasons).toContain(`the product name "Kalklser Forte" may miss letters the PDF's text layer lost (glyphs its font maps to no character): check it against the sheet`);
    // A gap where the letter stood is not told from a name's own small words ("Sp. z o.o."): read as printed.
    expect(parseSds(sheet(gapped(named))).product_name).toBe("Kalkl ser Forte");
    // The sheet printed whole: no doubt.
    expect(parseSds(sheet(named)).evidence.product_name?.confidence).toBeGreaterThan(0.9);
  });

  test("a control code inside a name on a sheet that lost no other letter still sends the name to a person", () => {
    const lines = ["SECTION 1: Identification", "Product name: Kl\u0002ber Lubrication Oil", "Supplier: Harbour Chemicals Ltd", "SECTION 2: Hazards identification", "SECTION 3: Composition"];
    const parsed = parseSds(sheet(lines));
    expect(parsed.product_name).toBe("Klber Lubrication Oil");
    expect(parsed.evidence.product_name?.confidence).toBe(0.6);
    expect(parsed.evidence.manufacturer?.confidence).toBe(parseSds(sheet(lines.map((line) => line.replace("\u0002", "")))).evidence.manufacturer!.confidence);
    // A control code after a word (a "™" a font mapped to no letter) is no lost letter of the name.
    expect(parseSds(sheet(lines.map((line) => line.replace("Kl\u0002ber", "Kleber\u0002")))).evidence.product_name!.confidence).toBeGreaterThan(0.6);
  });

  test("the evidence shows the line as printed", () => {
    expect(parseSds(sheet(gapped(SPANISH))).evidence.revision_date?.text).toBe("Fecha de revisi n: 14.03.2022");
  });

  test("a sheet that prints its own letters keeps its words split by stray spaces as they are", () => {
    // "revisi n" in a sheet that prints its letters is a split word, not a lost one: nothing is written back.
    const lines = [...FRENCH, "Nom d'expédition: Pas réglé", ...Array(6).fill("Données écologiques: aucune donnée générée à propos"), "Remarque: Rubrique modifi e le 12.01.2021"];
    expect(parseSds(sheet(lines)).sections.map((section) => section.title)).toEqual(parseSds(sheet(FRENCH)).sections.map((section) => section.title));
  });
});
