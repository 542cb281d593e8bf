/**
 * Findings of the session-10 review on the company's value: Indonesia's "PT." counts as a legal form only where it
 * opens the name, and the party's telephone field after the name is cut with the telephone labels' full list (phone-shapes.ts).
 * Synthetic lines only.
 */
import { describe, expect, test } from "bun:test";
import { companyValue } from "../../src/modules/parsing/company-value.ts";

describe("'PT' opens a name, it ends none", () => {
  test("inside a value it is no legal form", () => {
    expect(companyValue("Distribuidor PT Harbour Lda")).toBe("Distribuidor PT Harbour Lda");
    expect(companyValue("Harbour Coatings PT Dockside")).toBe("Harbour Coatings PT Dockside");
  });
  test("opening the value it still keeps the name whole", () => {
    expect(companyValue("PT. HARBOUR LUBRITECH Address : Dock Tower 10th Floor")).toBe("PT. HARBOUR LUBRITECH");
    expect(companyValue("PT Harbour Kimia")).toBe("PT Harbour Kimia");
  });
});

describe("the party's telephone field after the name", () => {
  test("a label of the longer list ('Business phone:') ends the name", () => {
    expect(companyValue("Harbour Coatings Business phone: 555 0100")).toBe("Harbour Coatings");
  });
});
