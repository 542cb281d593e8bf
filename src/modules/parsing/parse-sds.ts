/**
 * parseSds: text with positions → everything the library stores about an SDS. Pure: no I/O, no clock.
 */
import { detectLanguage, findManufacturer, findProductName, findRevisionDate, findRevisionNumber } from "./identity.ts";
import { findSectionSpans, sectionLines, sectionText, spanAbout, toDocLines, toSections } from "./sections.ts";
import { readStructureFields } from "./structure-evidence.ts";
import type { DocLine, ParsedSds, SectionSpan, SdsText } from "./types.ts";

export { mergeParsedIntoRecord } from "./merge-parsed.ts";
export type { ParsedSds } from "./types.ts";

function emptyResult(overrides: Partial<ParsedSds>): ParsedSds {
  return {
    needs_ocr: false,
    product_name: null,
    manufacturer: null,
    revision_date: null,
    revision_number: null,
    document_language: "en",
    signal_word: null,
    h_codes: [],
    p_codes: [],
    hazard_statements: [],
    pictograms: [],
    composition: [],
    sections: [],
    emergency_phone: null,
    supplier_address: null,
    supplier_phone: null,
    ufi: null,
    recommended_use: null,
    physical_state: null,
    flash_point: null,
    hazards_not_otherwise_classified: null,
    evidence: {},
    needs_review_reasons: [],
    parse_confidence: 0,
    warnings: [],
    ...overrides,
  };
}

function linesOf(lines: DocLine[], span: SectionSpan | undefined): string[] {
  if (!span) return [];
  return sectionText(lines, span).split("\n");
}

export function parseSds(text: SdsText): ParsedSds {
  if (!text.hasTextLayer) {
    return emptyResult({
      needs_ocr: true,
      warnings: ["the PDF has no text layer (a scan); it needs OCR before it can be parsed"],
    });
  }
  const warnings: string[] = [];
  const lines = toDocLines(text.pages);
  const allText = lines.map((line) => line.text);
  const spans = findSectionSpans(lines);
  const span = (number: number) => spanAbout(spans, number);

  const section1 = span(1);
  const section2 = span(2);
  const section3 = span(3);
  if (!section2) warnings.push("section 2 (hazards identification) was not found");
  if (!section3) warnings.push("section 3 (composition) was not found");

  // Section 1 with its heading's neighbourhood; without it, the first page stands in.
  const firstPage = lines.filter((line) => line.page === 1).map((line) => line.text);
  const identityLines = section1
    ? allText.slice(Math.max(0, section1.start - 3), section1.end)
    : firstPage;
  const titleLines = allText.slice(0, section1?.start ?? 6).filter((line) => !/safety data sheet|^\s*page|\bdate\b|version/i.test(line));

  const structure = readStructureFields({
    section2: section2 ? sectionLines(lines, section2) : [],
    section3: section3 ? sectionLines(lines, section3) : [],
    section3Found: section3 !== undefined,
    leadingLines: lines.slice(0, (span(4) ?? section3)?.start ?? lines.filter((line) => line.page <= 2).length),
  });
  const { hazards, composition } = structure;
  const productName = findProductName(identityLines, titleLines);
  if (composition.length === 1 && composition[0].name === null) composition[0].name = productName;

  const result = emptyResult({
    product_name: productName,
    manufacturer: findManufacturer(identityLines),
    revision_date: findRevisionDate(allText),
    revision_number: findRevisionNumber(allText),
    document_language: detectLanguage(firstPage.join("\n")),
    signal_word: hazards.signalWord,
    h_codes: hazards.hCodes,
    p_codes: hazards.pCodes,
    hazard_statements: hazards.statements,
    pictograms: structure.pictograms,
    composition,
    sections: toSections(lines, spans),
    evidence: { ...structure.evidence },
  });
  if (hazards.codesFromWords.length > 0) {
    warnings.push(`hazard codes read from statement wording: ${hazards.codesFromWords.join(", ")}`);
  }
  result.warnings = warnings;
  result.parse_confidence = confidenceOf(result, linesOf(lines, section2).join("\n"), linesOf(lines, section3).join("\n"));
  return result;
}

/**
 * Confidence in 0–1 from what was found: the share of the 16 sections, the identity fields, and whether
 * sections 2 and 3 gave hazard and composition content (or say plainly that there is none).
 */
function confidenceOf(parsed: ParsedSds, section2Text: string, section3Text: string): number {
  const sectionShare = Math.min(parsed.sections.length, 16) / 16;
  const statesNotHazardous = /not (?:a )?(?:hazardous|dangerous|classified)|does not meet the criteria|classification criteria are not met|no hazards?/i.test(section2Text);
  const hazardFound = parsed.signal_word !== null || parsed.h_codes.length > 0 || statesNotHazardous;
  const statesNoIngredients = /no (?:hazardous )?(?:components|ingredients)|trade secret|proprietary|not applicable/i.test(section3Text);
  const compositionFound = parsed.composition.length > 0 || statesNoIngredients;
  const score =
    0.3 * sectionShare +
    0.15 * (parsed.product_name ? 1 : 0) +
    0.1 * (parsed.manufacturer ? 1 : 0) +
    0.15 * (parsed.revision_date ? 1 : 0) +
    0.15 * (hazardFound ? 1 : 0) +
    0.15 * (compositionFound ? 1 : 0);
  return Math.round(score * 100) / 100;
}
