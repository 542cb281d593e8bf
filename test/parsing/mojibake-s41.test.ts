/**
 * A sheet whose generator wrote UTF-8 into a Windows-1252 font (mojibake: "Fecha de revisiÃ³n", "Sparkle PlusÂ®",
 * "23 Â°C"): its labels, headings and values read as the sheet meant them (mojibake.ts). Metamorphic family X
 * (scripts/metamorphic-tune.ts --letters) printed the tune sheets' language variants so: revision dates lost on 21–24 of
 * 79 English sheets in each of de/es/fr, sections on 27–75, product names on 17–20 (a "®" printed "Â®").
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { decodeMojibake } from "../../src/modules/parsing/mojibake.ts";
import { sheet } from "../helpers/sds-text.ts";
import { asMojibake } from "../helpers/metamorphic-letters.ts";
import { spanishSheet } from "../helpers/letters-sheets.ts";

const SPANISH = spanishSheet("Limpiador Rápido Plus®", "Química Ibérica S.A.");

describe("UTF-8 printed as Windows-1252", () => {
  test.each([
    ["Fecha de revisiÃ³n: 14.03.2022", "Fecha de revisión: 14.03.2022"],
    ["Sparkle PlusÂ® Glass Cleaner", "Sparkle Plus® Glass Cleaner"],
    ["Flash point: 23 Â°C", "Flash point: 23 °C"],
    ["Ãœberarbeitet am: 01.02.2021", "Überarbeitet am: 01.02.2021"],
    ["Rev. 3 â€“ 2021", "Rev. 3 – 2021"],
    ["KartaÂ\u00a0charakterystyki: ObjÄ™toÅ›Ä‡", "Karta\u00a0charakterystyki: Objętość"],
    ["Brand Nameâ„¢", "Brand Name™"],
    ["Product name: STU1801956/é¦™è•‰é¦™ç²¾/BANANA FLAVOR", "Product name: STU1801956/香蕉香精/BANANA FLAVOR"],
  ])("'%s' decoded", (printed, meant) => {
    expect(decodeMojibake(printed)).toBe(meant);
  });

  test.each([
    "«gaz comprimé», «gaz liquéfié réfrigéré»",
    "SECÇÃO 1: Identificação da substância",
    "CONSEIL DE PRUDENCE «À» suivre",
    "Größe: 5 l, Öl-Basis, Maßnahmen",
    "Temperatura: 20 ºC, Nº 3",
  ])("'%s' left as printed", (line) => {
    expect(decodeMojibake(line)).toBe(line);
  });

  test("a Spanish sheet so printed reads as the sheet printed right", () => {
    const right = parseSds(sheet(SPANISH));
    const broken = parseSds(sheet(SPANISH.map(asMojibake)));
    expect(right).toMatchObject({ product_name: "Limpiador Rápido Plus®", manufacturer: "Química Ibérica S.A.", revision_date: "2022-03-14", signal_word: "WARNING", flash_point: "23 °C" });
    for (const field of ["product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "flash_point", "physical_state", "document_language"] as const) {
      expect(broken[field]).toEqual(right[field]);
    }
    expect(broken.sections.map((section) => section.number)).toEqual(right.sections.map((section) => section.number));
    expect(broken.composition.map((row) => row.cas_number)).toEqual(["64-17-5"]);
  });
});
