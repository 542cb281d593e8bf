/**
 * OCR repairs that changed what was read right (session 40): the tune sheets' clean text layers read through the OCR
 * repairs, as a text layer OCR software wrote is, against the same layers read as printed. A company printed without
 * its accents ("QUIMICA INDUSTRIAL DEL NORTE") was given them; a precautionary code whose statement a table spells
 * otherwise ("protecção" before Portugal's 1990 spelling, "proteção" on the sheet) was changed for another code whose
 * statement opens alike (P280 → P282). Invented lines.
 */
import { describe, expect, test } from "bun:test";
import { repairLookAlikeWords } from "../../src/modules/parsing/ocr-look-alike-words";
import { repairPrecautionCode } from "../../src/modules/parsing/ocr-precaution-repair";

describe("a word read without its accents", () => {
  test("gets them back in a label, not in the value after it", () => {
    expect(repairLookAlikeWords("Point d'eclair:    66 °C").text).toBe("Point d'éclair:    66 °C");
    expect(repairLookAlikeWords("Point d'eclair    66 °C").text).toBe("Point d'éclair    66 °C");
    for (const line of ["Empresa:    QUIMICA INDUSTRIAL DEL NORTE S.A. DE C.V.", "Raison sociale :    Eclair Chimie SARL", "Fabricante    QUIMICA DEL SUR SA"]) {
      expect(repairLookAlikeWords(line).text).toBe(line);
    }
  });
});

describe("a precautionary code whose own statement opens the wording after it", () => {
  test("stays as read, though another code's statement opens the same way in a table", () => {
    const line = "P280    usar luvas de proteção/vestuário de proteção/proteção ocular/proteção facial/proteção auditiva/….";
    expect(repairPrecautionCode(line).text).toBe(line);
    expect(repairPrecautionCode("P278    Éviter le rejet dans l'environnement.").text).toBe("P273    Éviter le rejet dans l'environnement.");
    expect(repairPrecautionCode("P316 - Immediately call a POISON CENTER or doctor/physician.").text).toBe("P310 - Immediately call a POISON CENTER or doctor/physician.");
  });
});
