import { describe, expect, test } from "bun:test";
import { PDFDocument } from "pdf-lib";
import {
  COMBINED_PRECAUTIONARY_CODES,
  drawPictogram,
  groupStatementCodes,
  GHS_PICTOGRAM_CODES,
  hazardStatementText,
  inLabelOrder,
  pictogramSvg,
  precautionaryStatementText,
  statementText,
} from "../../src/shared/ghs/index.ts";
import { colourShare, pdfText, renderPageToPixels, renderPdfToPng } from "../helpers/pdf-render.ts";

// The codes of UN GHS Rev. 10 Annex 3 (written out here from the regulation, independently of the tables).
const range = (prefix: string, numbers: number[]) => numbers.map((n) => `${prefix}${n}`);
const GHS_H_CODES = [
  ...range("H", [200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232]),
  ...range("H", [240, 241, 242, 250, 251, 252, 260, 261, 270, 271, 272, 280, 281, 282, 283, 284, 290]),
  ...range("H", [300, 301, 302, 303, 304, 305, 310, 311, 312, 313, 314, 315, 316, 317, 318, 319, 320, 330, 331, 332, 333, 334, 335, 336]),
  ...range("H", [340, 341, 350, 351, 360, 361, 362, 370, 371, 372, 373, 400, 401, 402, 410, 411, 412, 413, 420, 433]),
  "H350i", "H360F", "H360D", "H360FD", "H360Fd", "H360Df", "H361f", "H361d", "H361fd",
];
const GHS_P_CODES = [
  ...range("P", [101, 102, 103, 203, 210, 211, 212, 220, 222, 223, 230, 231, 232, 233, 234, 235, 236, 240, 241, 242, 243, 244, 250, 251]),
  ...range("P", [260, 261, 262, 263, 264, 265, 270, 271, 272, 273, 280, 282, 283, 284]),
  ...range("P", [301, 302, 303, 304, 305, 306, 308, 310, 311, 312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 330, 331, 332, 333, 334]),
  ...range("P", [335, 336, 337, 338, 340, 342, 351, 352, 353, 354, 360, 361, 362, 363, 364, 370, 371, 372, 373, 375, 376, 377, 378, 380, 381, 390, 391]),
  ...range("P", [401, 402, 403, 404, 405, 406, 407, 410, 411, 412, 413, 420, 501, 502, 503]),
  // Withdrawn in earlier revisions, still printed on SDSs written to them (OSHA HCS 2012, older CLP).
  ...range("P", [201, 202, 221, 281, 285, 307, 309, 322, 341, 350, 374, 422]),
];

describe("GHS statement tables", () => {
  test("every H code of GHS Rev. 10 has its text", () => {
    const missing = GHS_H_CODES.filter((code) => !hazardStatementText(code));
    expect(missing).toEqual([]);
  });

  test("every P code of GHS Rev. 10 (and the withdrawn ones SDSs still carry) has its text", () => {
    const missing = GHS_P_CODES.filter((code) => !precautionaryStatementText(code));
    expect(missing).toEqual([]);
  });

  test("combined precautionary codes read as one sentence, as GHS Annex 3 words them", () => {
    expect(statementText("P305+P351+P338")).toBe(
      "IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.",
    );
    expect(statementText("P301 + P310")).toBe("IF SWALLOWED: Immediately call a POISON CENTER/doctor.");
    expect(statementText("P303+P361+P353")).toBe(
      "IF ON SKIN (or hair): Take off immediately all contaminated clothing. Rinse skin with water or shower.",
    );
    expect(statementText("P361+P364")).toBe("Take off immediately all contaminated clothing and wash it before reuse.");
    expect(statementText("P370+P380+P375")).toBe("In case of fire: Evacuate area. Fight fire remotely due to the risk of explosion.");
    expect(statementText("P403+P233")).toBe("Store in a well-ventilated place. Keep container tightly closed.");
  });

  test("every combination Annex 3 lists has its sentence", () => {
    for (const code of COMBINED_PRECAUTIONARY_CODES) {
      const text = statementText(code);
      expect(text, code).toBeString();
      expect(text!.includes(". And"), code).toBe(false);
      expect(text!.endsWith(":"), code).toBe(false);
    }
  });

  test("combined hazard codes use the combined wording", () => {
    expect(statementText("H302+H312+H332")).toBe("Harmful if swallowed, in contact with skin or if inhaled.");
    expect(statementText("H330 + H300")).toBe("Fatal if swallowed or if inhaled.");
    expect(statementText("H225")).toBe("Highly flammable liquid and vapor.");
    expect(statementText("H314+H290")).toBe("Causes severe skin burns and eye damage. May be corrosive to metals.");
  });

  test("an unknown code has no text rather than a guess", () => {
    expect(statementText("P999")).toBeNull();
    expect(statementText("P305+P999")).toBeNull();
    expect(statementText("H225+P210")).toBeNull();
    expect(statementText("")).toBeNull();
  });
});

describe("GHS pictograms", () => {
  test("each is an accessible SVG with its own drawing", () => {
    const drawings = new Set<string>();
    for (const code of GHS_PICTOGRAM_CODES) {
      const svg = pictogramSvg(code);
      expect(svg).toStartWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"');
      expect(svg).toContain('role="img"');
      expect(svg).toMatch(new RegExp(`aria-labelledby="(${code.toLowerCase()}-title)".*<title id="\\1">`));
      expect(svg).toContain('fill="#ff0000"');
      drawings.add(svg.replace(/<title.*<\/title>/, "").replace(/ghs\d\d/gi, ""));
    }
    expect(drawings.size).toBe(9);
    expect(pictogramSvg("GHS02", { title: "Flammable <liquid>" })).toContain("<title id=\"ghs02-title\">Flammable &lt;liquid&gt;</title>");
    expect(() => pictogramSvg("GHS10")).toThrow();
  });

  test("in a PDF they are vector paths: red border, white ground, black symbol", async () => {
    const pdf = await PDFDocument.create();
    const size = 180;
    const page = pdf.addPage([size * 3, size * 3]);
    GHS_PICTOGRAM_CODES.forEach((code, i) => {
      drawPictogram(page, code, { x: (i % 3) * size, y: (2 - Math.floor(i / 3)) * size, size });
    });
    const bytes = await pdf.save({ useObjectStreams: false });
    renderPdfToPng(bytes, { folder: "pictograms", name: "ghs-pdf", dpi: 72 });

    expect(pdfText(bytes).trim()).toBe("");
    const images = Bun.spawnSync(["pdfimages", "-list", "-"], { stdin: bytes }).stdout.toString();
    expect(images.split("\n").filter((line) => /^\s+\d/.test(line))).toEqual([]);

    const pixels = renderPageToPixels(bytes, 1, 72);
    GHS_PICTOGRAM_CODES.forEach((code, i) => {
      const box = { x: (i % 3) * size, y: Math.floor(i / 3) * size, w: size, h: size };
      const centre = { x: box.x + size / 4, y: box.y + size / 4, w: size / 2, h: size / 2 };
      expect(colourShare(pixels, [255, 0, 0], box), `${code} red border`).toBeGreaterThan(0.1);
      expect(colourShare(pixels, [0, 0, 0], centre), `${code} black symbol`).toBeGreaterThan(0.08);
      expect(colourShare(pixels, [255, 255, 255], centre), `${code} white ground`).toBeGreaterThan(0.3);
    });
  });
});

describe("grouping split codes back into combined statements", () => {
  test("codes an SDS lists one by one print as the combined sentence", () => {
    expect(groupStatementCodes(["P210", "P305", "P351", "P338", "P301", "P310", "P403", "P233", "P501"]))
      .toEqual(["P210", "P305+P351+P338", "P301+P310", "P403+P233", "P501"]);
    expect(groupStatementCodes(["H302", "H312", "H332", "H319"])).toEqual(["H302+H312+H332", "H319"]);
    expect(groupStatementCodes(["P301", "P330", "P331", "P310"])).toEqual(["P301+P330+P331", "P310"]);
    expect(groupStatementCodes(["P305"])).toEqual(["P305"]);
    // Parsed codes come sorted: the parts of a combination are not next to each other. (P403 combines with
    // P233 or with P235; either way every statement is printed exactly once.)
    expect(groupStatementCodes(["P210", "P233", "P235", "P305", "P338", "P351", "P403"])).toEqual(["P210", "P235", "P305+P351+P338", "P403+P233"]);
  });
});

describe("statements in the order a label prints them", () => {
  test("the GHS H statements first, then EUH, then AUH, each kind in the order it came; P codes keep theirs", () => {
    expect(inLabelOrder(["AUH031", "EUH066", "H225", "H319", "EUH208"], (code) => code)).toEqual(["H225", "H319", "EUH066", "EUH208", "AUH031"]);
    expect(inLabelOrder(["P501", "P210", "P280"], (code) => code)).toEqual(["P501", "P210", "P280"]);
    expect(inLabelOrder([{ code: "EUH014" }, { code: "H260" }], (s) => s.code)).toEqual([{ code: "H260" }, { code: "EUH014" }]);
  });
});
