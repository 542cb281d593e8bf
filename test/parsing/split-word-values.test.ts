/**
 * A text layer that splits words with stray spaces (its labels read "Nam e", "Supplie r") splits values too, and
 * values are not rejoined by guesswork: "Harbor Glass Cle aner 210" is printed as read. Such a value is not sure —
 * a space before a lower-case letter inside it may be the layer's, not the name's — so it is not above 0.9.
 * Found by giving the parser the tune sheets as pdftotext -layout lays them out (session 17: "Disinf ecting Spray",
 * "Odorless A erosol" at 0.95); our reader splits words the same way on fonts that set letters apart. Eight languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";
import { spaceWords } from "../helpers/metamorphic-spacing.ts";
import { LANGUAGES, sheetOf } from "../helpers/stray-space-sheets.ts";

/** The sheet with its labels split by stray spaces and its product and company names replaced. */
function splitSheet(words: (typeof LANGUAGES)[string], product: string, company: string, splitLabels = true) {
  return sheet(
    sheetOf(words, (text) => (splitLabels ? spaceWords(text, 3) : text))
      .map((line) => line.replace("Harbor Glass Clean 210", product).replace("Brightwater Chemie GmbH", company)),
  );
}

describe("a value with a split word, on a layer that splits words, is not sure (eight languages)", () => {
  for (const [language, words] of Object.entries(LANGUAGES)) {
    test(`${language}: product 'Harbor Glass Cle aner 210' and company 'Brightwater Che mie GmbH' at most 0.9`, () => {
      const parsed = parseSds(splitSheet(words, "Harbor Glass Cle aner 210", "Brightwater Che mie GmbH"));
      expect(parsed.product_name).toBe("Harbor Glass Cle aner 210");
      expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.9);
      expect(parsed.manufacturer).toBe("Brightwater Che mie GmbH");
      expect(parsed.evidence.manufacturer!.confidence).toBeLessThanOrEqual(0.9);
    });
    test(`${language}: a split capital ('Odorless A erosol') at most 0.9 too`, () => {
      const parsed = parseSds(splitSheet(words, "Harbor Odorless A erosol", "Brightwater Chemie GmbH"));
      expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.9);
    });
    test(`${language}: names of capitalised words keep their confidence on the same layer (control)`, () => {
      const plain = parseSds(splitSheet(words, "Harbor Glass Clean 210", "Brightwater Chemie GmbH", false));
      const parsed = parseSds(splitSheet(words, "Harbor Glass Clean 210", "Brightwater Chemie GmbH"));
      expect(parsed.evidence.product_name!.confidence).toBe(plain.evidence.product_name!.confidence);
      expect(parsed.evidence.manufacturer!.confidence).toBe(plain.evidence.manufacturer!.confidence);
    });
    test(`${language}: lower-case words on a layer without stray spaces keep their confidence (control)`, () => {
      const parsed = parseSds(splitSheet(words, "Harbor spray for glass", "Brightwater Chemie GmbH", false));
      expect(parsed.evidence.product_name!.confidence).toBeGreaterThan(0.9);
    });
  }
});

describe("joining words are no split word", () => {
  test.each([["en", "Brightwater Laboratories of PA, Inc."], ["fr", "Produits de Nettoyage du Port"], ["de", "Brightwater Chemie und Handel GmbH"]])(
    "%s: '%s' keeps its confidence on a layer that splits words",
    (language, company) => {
      const words = LANGUAGES[language]!;
      const plain = parseSds(splitSheet(words, "Harbor Glass Clean 210", company, false));
      const parsed = parseSds(splitSheet(words, "Harbor Glass Clean 210", company));
      expect(parsed.manufacturer).toBe(company);
      expect(parsed.evidence.manufacturer!.confidence).toBe(plain.evidence.manufacturer!.confidence);
    },
  );
});
