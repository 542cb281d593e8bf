/**
 * Greek product labels without their tonos and dialytika (session 39, family O in Greek): Greek in capitals drops them
 * by rule, and a text layer or a scan may lose them in small letters. Invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { sheet } from "../helpers/sds-text";

const greekSheet = (label: string) => parseSds(sheet([
  "ΔΕΛΤΙΟ ΔΕΔΟΜΕΝΩΝ ΑΣΦΑΛΕΙΑΣ", "ΤΜΗΜΑ 1: Στοιχεία ουσίας/μείγματος και εταιρείας/επιχείρησης", `${label}: Glide Alpha`,
  "ΤΜΗΜΑ 2: Προσδιορισμός επικινδυνότητας",
]));

describe("a Greek product label without its accents", () => {
  test.each(["Όνομα προϊόντος", "Ονομα προιοντος", "ΟΝΟΜΑ ΠΡΟΙΟΝΤΟΣ", "Εμπορική ονομασία", "Εμπορικη ονομασια", "ΕΜΠΟΡΙΚΗ ΟΝΟΜΑΣΙΑ"])("%s", (label) => {
    expect(greekSheet(label).product_name).toBe("Glide Alpha");
  });
});
