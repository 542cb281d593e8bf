/**
 * Sections 1 and 2 printed side by side and read by a reader that does not split the columns (session 16, M10 of
 * `scripts/metamorphic-tune.ts --templates`): each row of section 1 is followed, after a wide gap, by section 2's row.
 * Section 2's headings, sub-headings and labels then sit on section 1's rows. None of them is ever the product or the
 * company, and a value read from a row that carries another section's cells is not given 0.9 or more (issue 11: a
 * wrong value at high confidence is worse than none).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SHEET_WORDS } from "../helpers/pdf-layout-words.ts";
import { LANGUAGES } from "../helpers/revision-date-sweep.ts";
import { sheet } from "../helpers/sds-text.ts";
import { expectLinearGrowth } from "../helpers/growth.ts";

const EIGHT = ["en", "de", "fr", "es", "it", "nl", "pt", "pl"] as const;
/** REACH Annex II's sub-section headings 1.1, 1.3, 2.1, 2.2 in the language, numbered. */
function titles(language: (typeof EIGHT)[number]): readonly [string, string, string, string] {
  const sub = SHEET_WORDS[language]!.sub;
  return [sub.identifier, sub.supplier, sub.classification, sub.label];
}
const GAP = " ".repeat(12);
const COMPANY = "Harbourline Chemicals GmbH";

function sideBySide(language: (typeof EIGHT)[number], productRow: "alone" | "beside-title") {
  const words = LANGUAGES[language]!;
  const [t11, t13, t21, t22] = titles(language);
  const product = words.product.split(/\s*:\s*/)[1]!;
  const [signalLabel, signal] = words.body[0].split(/\s*:\s*/) as [string, string];
  const left = [words.headings[0], t11, product, t13, COMPANY, "Dockside 4", "20457 Hamburg"];
  const right = [words.headings[1], t21, "Eye Irrit. 2    H319", t22, `${signalLabel}:`, signal, words.body[1]];
  // The other way: the product's row beside the sub-heading, the company's beside the signal word's label alone.
  if (productRow === "beside-title") [right[1], right[2], right[4]] = [right[2]!, right[1]!, signalLabel];
  const rows = left.map((text, index) => `${text}${GAP}${right[index]}`);
  return { parsed: parseSds(sheet([...rows, words.headings[2], "Ethanol 64-17-5 10-20%", words.headings[3], words.body[1]])), product, others: [...right, ...[t21, t22].map((title) => title.replace(/^\d\.\d\s+/, "")), signalLabel] };
}

/** Right, or not another section's words, and below 0.9. */
function checkField(value: string | null, confidence: number | undefined, truth: string, others: readonly string[]) {
  if (value === truth) return;
  for (const other of others) expect(value ?? "").not.toContain(other.replace(/:$/, ""));
  expect(confidence ?? 0).toBeLessThan(0.9);
}

describe("sections 1 and 2 side by side on one line: section 2's words are never the product or the company", () => {
  for (const language of EIGHT) {
    for (const row of ["alone", "beside-title"] as const) {
      test(`${language}: product row ${row}`, () => {
        const { parsed, product, others } = sideBySide(language, row);
        checkField(parsed.product_name, parsed.evidence.product_name?.confidence, product, others);
        checkField(parsed.manufacturer, parsed.evidence.manufacturer?.confidence, COMPANY, others);
      });
    }
  }
});

describe("sections 1 and 2 side by side at a gap wider than the reader's: the rows are split and section 2 is found", () => {
  for (const language of EIGHT) {
    test(`${language}: section 2's H-code and signal word, section 1's product and company`, () => {
      const { parsed, product } = sideBySide(language, "alone");
      const words = LANGUAGES[language]!;
      expect(parsed.sections.map((section) => section.number).slice(0, 3)).toEqual([1, 2, 3]);
      expect(parsed.h_codes).toContain("H319");
      expect(parsed.signal_word).toBe("WARNING");
      expect([parsed.product_name, parsed.manufacturer]).toEqual([product, COMPANY]);
      expect(words.body[0]).toContain(":");
    });
  }
});

describe("the left column longer than the right: its rest (a later sub-section of its own) stays in its section", () => {
  for (const language of EIGHT) {
    test(`${language}: the company under 1.3 after the right column ended`, () => {
      const words = LANGUAGES[language]!;
      const [t11, t13, t21] = titles(language);
      const product = words.product.split(/\s*:\s*/)[1]!;
      const rows = [`${words.headings[0]}${GAP}${words.headings[1]}`, `${t11}${GAP}${t21}`, `${product}${GAP}Eye Irrit. 2    H319`, "Cleaning agent", t13, COMPANY, "Dockside 4", "20457 Hamburg"];
      const parsed = parseSds(sheet([...rows, words.headings[2], "Ethanol 64-17-5 10-20%", words.headings[3], words.body[1]]));
      expect([parsed.product_name, parsed.manufacturer, parsed.h_codes]).toEqual([product, COMPANY, ["H319"]]);
    });
  }
});

describe("a hostile page of many joined rows stays cheap to read", () => {
  // Each row's later cell opens section 2 and its left cell opens nothing, with a plain row between: the split's first
  // version scanned from every such row to the page's end (24,000 rows: ~37 s on the development machine, the parse
  // holding the process); now it is linear (~1.3 s), which a run at an eighth of the size checks (test/helpers/growth.ts).
  const page = (size: number) => {
    const rows = ["SECTION 1: IDENTIFICATION"];
    for (let at = 0; at < size; at++) rows.push(at % 2 === 0 ? `row ${at}${GAP}SECTION 2: HAZARDS IDENTIFICATION` : `plain ${at}`);
    return parseSds(sheet(rows));
  };
  test("24,000 rows are read and both sections found, in time that grows linearly", () => {
    expect(page(24_000).sections.map((section) => section.number)).toEqual([1, 2]);
    expectLinearGrowth(page, 3_000);
  }, 120_000);
});
