/**
 * A second CAS number printed for the same ingredient ("Alternate CAS 68956-79-6", "alternative CAS-Nr.", "N° CAS
 * alternatif", "CAS alternativo"), often on the line its name wraps onto: it names the same substance again and is
 * no further ingredient (session 22: a US sheet's quat row read as two ingredients). Through parseSds on small sheets
 * in six languages; invented rows.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const G = "    ";
const casOf = (section3: string[]) =>
  parseSds(sheet([
    "SECTION 1: Identification", "Product name: Surface Cleaner", "SECTION 2: Hazards identification", "Signal word: Warning",
    "SECTION 3: Composition/information on ingredients", ...section3, "SECTION 4: First aid measures", "Rinse with water.",
  ])).composition.map((row) => row.cas_number);

type AlternateCase = [language: string, form: string, rows: string[]];
const CASES: AlternateCase[] = [
  ["en", "alternate number on the name's wrapped line", [`Alkyl dimethyl ethylbenzyl ammonium${G}85409-23-0${G}< 0.1`, "chloride (Alternate CAS 68956-79-6)"]],
  ["en", "alternative CAS No. in the name cell", [`Alkyl dimethyl ethylbenzyl ammonium chloride (alternative CAS No.: 68956-79-6)${G}85409-23-0${G}< 0.1`]],
  ["en", "alternate CAS # after the first number", [`Alkyl dimethyl ethylbenzyl ammonium chloride${G}85409-23-0 (alt. CAS # 68956-79-6)${G}< 0.1`]],
  ["de", "alternative CAS-Nr. on the wrapped line", [`Alkyldimethylethylbenzylammonium-${G}85409-23-0${G}< 0,1 %`, "chlorid (alternative CAS-Nr. 68956-79-6)"]],
  ["fr", "N° CAS alternatif", [`Chlorure d'alkyldiméthyléthylbenzylammonium${G}85409-23-0${G}< 0,1 %`, "(N° CAS alternatif : 68956-79-6)"]],
  ["es", "CAS alternativo", [`Cloruro de alquil dimetil etilbencil amonio (CAS alternativo: 68956-79-6)${G}85409-23-0${G}< 0,1 %`]],
  ["it", "numero CAS alternativo", [`Cloruro di alchil dimetil etilbenzil ammonio${G}85409-23-0${G}< 0,1 %`, "(numero CAS alternativo 68956-79-6)"]],
  ["nl", "alternatief CAS-nummer", [`Alkyldimethylethylbenzylammoniumchloride (alternatief CAS-nummer 68956-79-6)${G}85409-23-0${G}< 0,1 %`]],
];

describe("an alternate CAS number of the same ingredient is no further ingredient", () => {
  test.each(CASES)("%s: %s", (_language, _form, rows) => {
    expect(casOf([`Ethanol${G}64-17-5${G}1 - 5`, ...rows, `Propan-2-ol${G}67-63-0${G}1 - 5`])).toEqual(["64-17-5", "85409-23-0", "67-63-0"]);
  });

  test("an ingredient whose name holds a word like alternative is still an ingredient", () => {
    expect(casOf([`Ethanol${G}64-17-5${G}1 - 5`, `Alternative solvent blend component${G}67-63-0${G}1 - 5`])).toEqual(["64-17-5", "67-63-0"]);
  });
});
