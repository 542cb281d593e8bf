import { describe, expect, test } from "bun:test";
import { parseScan } from "../helpers/ocr-scan";
import { nameByOtherReadings } from "../../src/modules/parsing/ocr-name-consensus";

describe("a name with a letter misread, printed right elsewhere in the document", () => {
  test("a word read with a look-alike letter takes the reading the other pages give more often", () => {
    const lines = ["Product name:    Lotlon Alpha", "Lotion Alpha    Revision date 01.02.2020", "Lotion Alpha    Page 3 of 9"];
    expect(nameByOtherReadings("Lotlon Alpha", lines)).toBe("Lotion Alpha");
    expect(nameByOtherReadings("D-Mannitot", ["Product:    D-Mannitot", "D-Mannitol    Revision 2", "D-MANNITOL    Page 3"])).toBe("D-Mannitol");
    expect(nameByOtherReadings("Chemfabrlk Nordwerk GmbH", ["Chemfabrlk Nordwerk GmbH", "www.chemfabrik.de", "info@chemfabrik.de"])).toBe("Chemfabrik Nordwerk GmbH");
    expect(nameByOtherReadings("LOTLON ALPHA", ["LOTLON ALPHA", "Lotion Alpha", "lotion alpha"])).toBe("LOTION ALPHA");
  });

  test("no change without two other readings that outnumber the value's, or for letters OCR does not confuse", () => {
    // One other reading each way: nothing to choose by.
    expect(nameByOtherReadings("Lotlon Alpha", ["Lotlon Alpha", "Lotion Alpha"])).toBeNull();
    expect(nameByOtherReadings("Lotlon Alpha", ["Lotlon Alpha", "Lotlon Alpha", "Lotion Alpha", "Lotion Alpha"])).toBeNull();
    // Read alike twice: confirmed, however often the font's misreading occurs elsewhere.
    expect(nameByOtherReadings("Lotion Alpha", ["Lotion Alpha", "LOTION", "Lotlon", "Lotlon", "Lotlon"])).toBeNull();
    // Sulfite is not sulfate misread (a and i are not look-alikes), Methanol not Ethanol (a letter more).
    expect(nameByOtherReadings("Sodium sulfite", ["Sodium sulfite", "sulfate", "sulfate", "sulfate"])).toBeNull();
    expect(nameByOtherReadings("Methanol", ["Methanol", "ethanol", "ethanol", "ethanol"])).toBeNull();
    expect(nameByOtherReadings("Zinc oxide", ["Zinc oxide", "zinc", "zinc"])).toBeNull();
  });
});

describe("a scan's product and company names put right by their other readings", () => {
  test("the values are changed and their evidence says they were repaired, trusted less", () => {
    const lines = [
      "SECTION 1: Identification",
      "Product name:    Lotlon Alpha",
      "Company:    Chemfabrlk Nordwerk GmbH",
      "E-mail:    info@chemfabrik.de    www.chemfabrik.de",
      "SECTION 2: Hazards identification",
      "Lotion Alpha    Page 2 of 8",
      "Lotion Alpha    Page 3 of 8",
    ];
    const parsed = parseScan([lines]);
    expect(parsed.product_name).toBe("Lotion Alpha");
    expect(parsed.manufacturer).toBe("Chemfabrik Nordwerk GmbH");
    for (const field of ["product_name", "manufacturer"] as const) {
      expect(parsed.evidence[field]?.method).toBe("ocr_repaired");
      expect(parsed.evidence[field]!.confidence).toBeLessThanOrEqual(0.9);
    }
  });
});
