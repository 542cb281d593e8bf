import { describe, expect, test } from "bun:test";
import { parseScan } from "../helpers/ocr-scan";
import { repairOcrDateLine } from "../../src/modules/parsing/ocr-date-repair";

describe("a date with one of its separators lost", () => {
  test("the digits split one way into day, month and year: the separator is put back, as a guess", () => {
    expect(repairOcrDateLine("Überarbeitet am 08.112017")).toEqual({ text: "Überarbeitet am 08.11.2017", guessed: ["08.11.2017"] });
    expect(repairOcrDateLine("Revision date: 6/172024").text).toBe("Revision date: 6/17/2024");
    expect(repairOcrDateLine("Fecha de revisión: 17-062024").text).toBe("Fecha de revisión: 17-06-2024");
  });

  test("numbers that make no calendar date, or run on, stay as read", () => {
    for (const line of ["Verordnung (EG) Nr. 1907/2006", "Regulation (EC) No 1272/2008", "(EU) 2015/830", "Date de révision: 0811.2017", "Density 12.345678", "Lot 1234.2019", "Tel. 08.112017-12", "Ref 08.112017a", "Flash point 45.121990 K", "Code 99.112017"]) {
      expect(repairOcrDateLine(line)).toEqual({ text: line, guessed: [] });
    }
  });
});

describe("a scan's revision date with a separator lost", () => {
  test("is read, and its evidence says it was repaired, trusted less", () => {
    const lines = ["SICHERHEITSDATENBLATT", "Überarbeitet am 08.112017", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
      "Handelsname:    Lotion Alpha", "ABSCHNITT 2: Mögliche Gefahren"];
    const parsed = parseScan([lines], { confidence: 0.98, languages: "deu+eng" });
    expect(parsed.revision_date).toBe("2017-11-08");
    expect(parsed.evidence.revision_date?.method).toBe("ocr_repaired");
    expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.9);
  });
});
