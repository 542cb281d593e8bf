import { describe, expect, test } from "bun:test";
import { repairPrecautionCode } from "../../src/modules/parsing/ocr-precaution-repair";
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair";

describe("a precautionary code misread, its statement after it on the line", () => {
  test("a digit misread or one too many: the code the wording names when all its other digits agree", () => {
    expect(repairPrecautionCode("P3310    Immediately call a POISON CENTER or doctor/ physician.")).toEqual({
      text: "P310    Immediately call a POISON CENTER or doctor/ physician.", repairs: [{ from: "P3310", to: "P310", kind: "wording" }] });
    expect(repairPrecautionCode("P316 - Immediately call a POISON CENTER or doctor/physician.").text).toBe("P310 - Immediately call a POISON CENTER or doctor/physician.");
    expect(repairPrecautionCode("P270    Voorkom lozing in het milieu.").text).toBe("P273    Voorkom lozing in het milieu.");
    // Two digits from the wording's code: not this one misread.
    expect(repairPrecautionCode("P230    Voorkom lozing in het milieu.").text).toBe("P230    Voorkom lozing in het milieu.");
    expect(repairPrecautionCode("P278    Éviter le rejet dans l'environnement.").text).toBe("P273    Éviter le rejet dans l'environnement.");
    expect(repairPrecautionCode("P28O    Schutzhandschuhe/Schutzkleidung/Augenschutz tragen.").text).toBe("P28O    Schutzhandschuhe/Schutzkleidung/Augenschutz tragen.");
    expect(repairOcrLines(["P2B0    Schutzhandschuhe/Schutzkleidung/Augenschutz tragen."]).lines[0]).toBe("P280    Schutzhandschuhe/Schutzkleidung/Augenschutz tragen.");
    expect(repairPrecautionCode("P261    Evitar respirar el polvo/el humo.").text).toBe("P261    Evitar respirar el polvo/el humo.");
    expect(repairPrecautionCode("P267    Evitar respirar el polvo/el humo.").text).toBe("P261    Evitar respirar el polvo/el humo.");
  });

  test("codes the wording confirms, wording that names no code, or codes too far from it stay as read", () => {
    for (const line of ["P310    Immediately call a POISON CENTER or doctor.", "P405    Store locked up.", "P999    Store locked up.",
      "P101    Keep this sheet with the product.", "P270    Do not eat, drink or smoke when using this product.", "P305+P351+P338    IF IN EYES: Rinse cautiously",
      "P411    Immediately call a POISON CENTER or doctor."]) {
      expect(repairPrecautionCode(line).text).toBe(line);
    }
  });
});
