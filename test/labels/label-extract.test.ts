import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extractPdfText } from "../../src/shared/pdf/pdf-text";
import { extractLabel, segmentsFromPages, segmentsFromText } from "../../src/modules/labels/label-extract";
import { CORPUS_DIR } from "../helpers/corpus";

const fromText = (text: string) => extractLabel(segmentsFromText(text));

describe("label extraction from text", () => {
  test("registration number in the 2- and 3-segment forms, never an establishment number", () => {
    expect(fromText("EPA Reg. No. 12345-6\nEPA Est. No. 12345-MI-001").epa_registration_number).toBe("12345-6");
    expect(fromText("EPA REGISTRATION NO. 70299-16").epa_registration_number).toBe("70299-16");
    expect(fromText("EPA Reg. No. 71908-1-81268").epa_registration_number).toBe("71908-1-81268");
    expect(fromText("EPA Reg. No 84059-3 – 97021").epa_registration_number).toBe("84059-3-97021");
    expect(fromText("EPA Est. No. 84059-MI-001\nCall 1-800-222-1222").epa_registration_number).toBeNull();
    expect(fromText("EPA Reg. No. 84059-MI-001").epa_registration_number).toBeNull();
    expect(fromText("EPA Reg. No. 84059-3    EPA Est. No. 085970-FL-001").epa_registration_number).toBe("84059-3");
  });

  test("signal words, also bilingual, with the prominent one preferred over a statement's opening word", () => {
    expect(fromText("KEEP OUT OF REACH OF CHILDREN\nDANGER – PELIGRO").signal_word).toBe("DANGER");
    expect(fromText("WARNING / AVISO").signal_word).toBe("WARNING");
    expect(fromText("CAUTION: Causes moderate eye irritation.").signal_word).toBe("CAUTION");
    expect(fromText("Use caution when mixing.\nWarranty void").signal_word).toBeNull();
    expect(fromText("CAUTION: Harmful if swallowed.\nDANGER").signal_word).toBe("DANGER");
  });

  test("is_pesticide from any one indicator, false with none", () => {
    expect(fromText("KEEP OUT OF REACH OF CHILDREN").is_pesticide).toBe(true);
    expect(fromText("Keep out of the reach of children").keep_out_of_reach_of_children).toBe("Keep out of the reach of children");
    expect(fromText("Broad-spectrum herbicide for lawns").is_pesticide).toBe(true);
    expect(fromText("Broad-spectrum herbicide for lawns").product_types).toEqual(["herbicide"]);
    expect(fromText("Hospital disinfectant and sanitizer").product_types).toEqual(["disinfectant", "sanitizer"]);
    expect(fromText("EPA Reg. No. 1-2").is_pesticide).toBe(true);
    expect(fromText("CAUTION").is_pesticide).toBe(true);
    const plain = fromText("Dish soap\nLemon fresh\nNet Contents: 500 mL");
    expect(plain).toMatchObject({ is_pesticide: false, epa_registration_number: null, signal_word: null, product_types: [], net_contents: "500 mL" });
  });

  test("the law's name (FIFRA) is not a product-type keyword", () => {
    expect(fromText("registration under the Federal Insecticide, Fungicide, and Rodenticide Act (FIFRA)").product_types).toEqual([]);
  });

  test("net contents: placeholders are no value, wrapped lists are joined", () => {
    expect(fromText("Net Weight: ________").net_contents).toBeNull();
    expect(fromText("Net Contents: xxxx").net_contents).toBeNull();
    expect(fromText("NET CONTENTS: 8 Fl. Oz., 1 Pint,\n1 Quart, 1 Gallon").net_contents).toBe("8 Fl. Oz., 1 Pint, 1 Quart, 1 Gallon");
  });

  test("product name and manufacturer from the usual clues", () => {
    const r = fromText("Super Weed Killer\nConcentrate\nEPA Reg. No. 100-1\nDistributed by:\nAcme Garden Corp.\n12 Main St, Springfield\nNET WT. 2 LB (907 g)");
    expect(r).toMatchObject({ product_name: "Super Weed Killer", manufacturer: "Acme Garden Corp.", net_contents: "2 LB (907 g)" });
  });

  test("a watermark's word in large print ('SPECIMEN' / 'LABEL' set diagonally, read as lines of their own) is no product name", () => {
    const body = (text: string) => ({ text, fontSize: 9 });
    const pages = [{ lines: [body("Botanical Insecticide, Miticide, and Nematicide"), body("ACTIVE INGREDIENT    % by Wt."), body("Azadirachtin    1.2%"),
      body("KEEP OUT OF REACH OF CHILDREN"), body("CAUTION"), body("EPA Reg. No. 71908-1-81268"), { text: "SPECIMEN", fontSize: 40 }, { text: "LABEL", fontSize: 40 },
      body("Bug Gone® is a registered trademark of Acme Inc.")] }];
    expect(extractLabel(segmentsFromPages(pages)).product_name).toBe("Bug Gone");
  });

  test("CAS numbers need a valid check digit; barcodes need a valid check digit", () => {
    expect(fromText("Sodium hypochlorite CAS 7681-52-9").cas_number).toBe("7681-52-9");
    expect(fromText("Lot 7681-52-8").cas_number).toBeNull();
    expect(fromText("0 12345 67890 5").barcode).toBe("012345678905");
    expect(fromText("0 12345 67890 4").barcode).toBeNull();
  });

  test("confidence grows with what was found", () => {
    const little = fromText("12 34 56");
    const much = fromText("Bug Gone\nEPA Reg. No. 100-1\nKEEP OUT OF REACH OF CHILDREN\nCAUTION\nInsecticide\nManufactured by: Acme Inc.\nNet Contents: 1 gal");
    expect(little.confidence).toBe(0);
    expect(much.confidence).toBe(1);
    expect(fromText("EPA Reg. No. 100-1").confidence).toBeGreaterThan(little.confidence);
  });
});

// The real labels: hand-written truth in test/fixtures/label-truth/ (read with pdftotext -layout).
const TRUTH_DIR = join(import.meta.dir, "..", "fixtures", "label-truth");
const LABEL_DIR = join(CORPUS_DIR, "pesticide_labels");
const labelsPresent = existsSync(LABEL_DIR);
if (!labelsPresent) console.warn(`[labels] ${LABEL_DIR} is absent: the real-label test is skipped`);
const squash = (s: string | null) => (s ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");
const sameName = (got: string | null, want: string) => !!got && (squash(want).includes(squash(got)) || squash(got).includes(squash(want)));

describe.skipIf(!labelsPresent)("the 7 real pesticide labels against their hand-written truth", () => {
  const names: string[] = [];
  const makers: string[] = [];
  const files = readdirSync(TRUTH_DIR).filter((f) => f.endsWith(".json"));
  for (const file of files) {
    const truth = JSON.parse(readFileSync(join(TRUTH_DIR, file), "utf8"));
    test(truth.file, async () => {
      const pdf = await extractPdfText(new Uint8Array(await Bun.file(join(CORPUS_DIR, truth.file)).arrayBuffer()), { maxPages: 100 });
      const got = extractLabel(segmentsFromPages(pdf.pages));
      expect(got.epa_registration_number).toBe(truth.epa_registration_number);
      expect(got.signal_word).toBe(truth.signal_word);
      expect(got.is_pesticide).toBe(truth.is_pesticide);
      expect(got.keep_out_of_reach_of_children !== null).toBe(truth.keep_out_of_reach_of_children);
      expect(got.product_types).toEqual(truth.product_types);
      if (truth.net_contents === null) expect(got.net_contents).toBeNull();
      else {
        // A wrapped list may lose its last piece, never gain a wrong one.
        expect(got.net_contents).not.toBeNull();
        expect(squash(truth.net_contents).startsWith(squash(got.net_contents))).toBe(true);
      }
      expect(got.confidence).toBeGreaterThanOrEqual(0.8);
      if (sameName(got.product_name, truth.product_name)) names.push(file);
      else console.info(`[labels] ${file}: product name "${got.product_name}" (label: "${truth.product_name}")`);
      if (sameName(got.manufacturer, truth.manufacturer)) makers.push(file);
      else console.info(`[labels] ${file}: manufacturer "${got.manufacturer}" (label: "${truth.manufacturer}")`);
    });
  }
  test("product name found on at least 6 of 7 labels and the manufacturer on all 7", () => {
    expect(files).toHaveLength(7);
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(makers.length).toBe(7);
  });
});
