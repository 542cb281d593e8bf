/**
 * parseSds: text with positions → everything the library stores about an SDS. Pure: no I/O, no clock.
 */
import { boundLines } from "./line-bounds.ts";
import { withoutControlCharacters } from "./control-characters.ts";
import { withMojibakeDecoded } from "./mojibake.ts";
import { withFullwidthNarrowed } from "./fullwidth.ts";
import { withLookAlikesRead } from "./look-alikes.ts";
import { withLostLettersRestored } from "./lost-letters.ts";
import { withHyphenatedLabelsJoined } from "./hyphenated-labels.ts";
import { withGluedWordsParted } from "./glued-words.ts";
import { withLigaturesRestored } from "./ligatures.ts";
import { laterSheetStarts, withOtherSheetsNoted } from "./other-sheets.ts";
import { otherDocumentKind, otherKindReason } from "./document-kind.ts";
import { lostGlyphTraces, withLostGlyphDoubt } from "./lost-glyph-doubt.ts";
import { withLatin1Lines } from "./latin1-lines.ts";
import { withoutLinePrefix } from "./line-prefix.ts";
import { withDashedSubsectionsDotted } from "./section-numbers.ts";
import { withFullStopLabels } from "./full-stop-labels.ts";
import { withGluedLabelsApart } from "./glued-labels.ts";
import { withStraySpacesJoined } from "./stray-spaces.ts";
import { withSplitWordDoubt } from "./split-word-values.ts";
import { applyConfidence } from "./confidence.ts";
import { printsNoGhsWords } from "./ghs-words.ts";
import { documentDateOrder } from "./document-date-order.ts";
import { findCompanyBeforeAddress, findCompanyInContactSentence, findCompanyInCopyright, findCompanyInFurniture } from "./contact-company.ts";
import { findProductInCells, findProductName } from "./identity.ts";
import { withoutTitleTail } from "./product-title-tail.ts";
import { nameAfterSectionOneTitle } from "./product-after-title.ts";
import { pairedColumns } from "./label-column-pairs.ts";
import { findRevisionDate } from "./revision-date.ts";
import { withDateAloneOnFirstPage } from "./first-page-date.ts";
import { readField } from "./field-guard.ts";
import { sheetDateOverCover } from "./cover-page-date.ts";
import { withDateOrderDoubt, type Reading } from "./date-order-doubt.ts";
import { findRevisionNumber } from "./version-history.ts";
import { findRecommendedUse } from "./use.ts";
import { findCompanyInCells, findManufacturer } from "./company-name.ts";
import { crossCheck, notTheProduct } from "./identity-crosscheck.ts";
import { guardJoinedColumns } from "./joined-columns.ts";
import { withJoinedColumnsSplit } from "./joined-columns-split.ts";
import { findContactsAfterCompany, findSupplierPhoneBesideNameInFurniture, findSupplierPhoneInFurniture } from "./contacts-outside-section-1.ts";
import { findSupplierPhone } from "./supplier-contacts.ts";
import { findEmergencyPhone } from "./emergency-phone.ts";
import { findUfi } from "./ufi.ts";
import { findSupplierAddress } from "./supplier-address.ts";
import type { Found } from "./label-lines.ts";
import { detectSheetLanguage } from "./language-halves.ts";
import { onceIfRepeated } from "./repeated-value.ts";
import { findPhysicalState, STATE_LABEL_START } from "./properties.ts";
import { findFlashPoint, findFlashPointOutsideProperties } from "./flash-point.ts";
import { withWrappedLabelLinesJoined } from "./column-wrapped-lines.ts";
import { anyEnd, lastLineOfValue, withParenthesisClosed, withTrademarkSignBelow, withWrappedValueEnd } from "./wrapped-value-end.ts";
import { companyEnd } from "./company-wrapped-name.ts";
import { findHazardsNotOtherwiseClassified } from "./hazards-not-otherwise-classified.ts";
import { findSectionSpans, sectionHeadings, sectionLines, sectionText, spanAbout, toDocLines, toSections } from "./sections.ts";
import { emptyStructure, readStructureFields } from "./structure-evidence.ts";
import type { DocLine, Evidence, EvidenceField, ParsedSds, SectionSpan, SdsText } from "./types.ts";

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

/** A numbered heading of section n in any language ("SECTION 2", "ABSCHNITT 2:", "2. Hazards…"). */
function sectionHeadingAt(lines: readonly DocLine[], index: number, number: number): boolean {
  const text = lines[index].text.trim();
  const word = new RegExp(`^[-–—*#|\\s]*(?:section|abschnitt|rubrique|secci[oó]n|sezione|rubriek|sec[cç][aã]o|se[cç][aã]o|sekcja|punkt|avsnitt|afsnit|kohta)\\s*0?${number}(?!\\d|\\.\\d)`, "iu");
  if (word.test(text)) return true;
  if (!new RegExp(`^0?${number}\\s*[.:)\\-–]?\\s+\\p{Lu}`, "u").test(text) || text.length > 100) return false;
  const sub = new RegExp(`^\\s*${number}\\.1\\b`);
  return lines.slice(index + 1, index + 7).some((line) => sub.test(line.text));
}

/**
 * The first line before `end` that opens with `number` and a full stop, colon or bracket and a capital ("1. DESIGNATION
 * …"); else -1. sectionHeadingAt's numbered form without its sub-section below, so the punctuation is required: a page
 * number before a capital ("1 Page 1 of 9 Harbour Paint Ltd") is no heading.
 */
function numberedLineBefore(lines: readonly DocLine[], number: number, end: number): number {
  const numbered = new RegExp(`^0?${number}\\s*[.:)]\\s+\\p{Lu}`, "u");
  for (let index = 0; index < Math.min(end, 80); index++) {
    const text = lines[index].text.trim();
    if (numbered.test(text) && text.length <= 100) return index;
  }
  return -1;
}

/**
 * The lines that identify the document: from the top to the end of section 1. Without section spans (a layout
 * or language sections.ts does not know), up to the first heading of section 2, else the first page.
 */
function identityBlock(lines: readonly DocLine[], spans: readonly SectionSpan[]): { end: number; heading: number } {
  const section1 = spans.find((span) => span.number === 1);
  const section2 = spans.find((span) => span.number === 2);
  let heading = section1?.start ?? -1;
  if (heading < 0) for (let index = 0; index < Math.min(lines.length, 80); index++) if (sectionHeadingAt(lines, index, 1)) { heading = index; break; }
  // Section 2 found and no sub-section under a "1." line whose title the vocabulary does not hold (an older format's "1.
  // DESIGNATION DU PRODUIT, PROCESSUS D'ELABORATION ET SOCIETE"): the numbered line before section 2 is section 1's heading.
  if (heading < 0 && section2) heading = numberedLineBefore(lines, 1, section2.start);
  if (section1 && section1.end > section1.start) return { end: section1.end, heading };
  if (section2) return withinBlock({ end: section2.start, heading });
  const limit = Math.min(lines.length, 250);
  for (let index = Math.max(heading + 1, 3); index < limit; index++) if (sectionHeadingAt(lines, index, 2)) return { end: index, heading };
  const firstPage = lines.filter((line) => line.page === 1).length;
  return withinBlock({ end: firstPage < 25 ? lines.filter((line) => line.page <= 2).length : firstPage, heading });
}

/** A section 1 heading at or after the block's end (after section 2's, outside the chain of numbers) is not the block's. */
const withinBlock = (block: { end: number; heading: number }) => (block.heading < block.end ? block : { ...block, heading: -1 });

/**
 * The company's particulars as a section of their own after section 1 (India's Schedule 9 MSDS: "9. Manufacturer/
 * Suppliers Data" with "Name of Firm"): a later section whose title names identification, read as section 1 is.
 */
function companyInOwnSection(lines: readonly DocLine[], spans: readonly SectionSpan[], identityEnd: number): Found | null {
  for (const span of spans) {
    if (span.number !== 1 || span.start < identityEnd) continue;
    const found = findManufacturer(lines.slice(span.start, span.end).map((line) => line.text), { headingLine: 0 });
    if (found) return { ...found, line: found.line + span.start };
  }
  return null;
}

function evidenceOf(lines: readonly DocLine[], found: Found | null, offset = 0): Evidence | undefined {
  if (!found) return undefined;
  const line = lines[offset + found.line];
  // Two decimals, as people read it ("0.8", never the 0.7999999999999999 of 0.85 − 0.05).
  return { page: line?.page ?? null, text: (line?.text ?? found.value).trim().slice(0, 300), confidence: Math.round(found.confidence * 100) / 100, method: "text" };
}

/** The first line (within the range, else anywhere) that contains the needle: where a code or word was read. */
function locate(lines: readonly DocLine[], test: (text: string) => boolean, range?: SectionSpan): { index: number; inRange: boolean } | null {
  if (range) for (let index = range.start; index < range.end; index++) if (test(lines[index].text)) return { index, inRange: true };
  const index = lines.findIndex((line) => test(line.text));
  return index < 0 ? null : { index, inRange: false };
}


/** `otherSheets`: whether to look for more safety data sheets after the first one (other-sheets.ts); the look reads them with it off. */
export function parseSds(text: SdsText, { otherSheets = true }: { otherSheets?: boolean } = {}): ParsedSds {
  if (!text.hasTextLayer) {
    return emptyResult({
      needs_ocr: true,
      warnings: ["the PDF has no text layer (a scan); it needs OCR before it can be parsed"],
    });
  }
  const warnings: string[] = [];
  // Labels and headings are read with their stray spaces closed (stray-spaces.ts); section texts and evidence show the
  // lines as printed (the same lines, one for one), so a join never changes what a person reads.
  const decoded = withMojibakeDecoded(text.pages);
  const shown = withoutControlCharacters(decoded);
  const printedPages = withJoinedColumnsSplit(withoutLinePrefix(boundLines(withLatin1Lines(withLookAlikesRead(withFullwidthNarrowed(shown))))));
  const spacingJoined = withDashedSubsectionsDotted(withStraySpacesJoined(printedPages));
  // Vocabulary words printed without their f-ligatures ("Identi cation", "Extremely  ammable", ligatures.ts) or their
  // language's letters ("Fecha de revisin", "Ueberarbeitet", lost-letters.ts) written back; a label its cell broke at a
  // syllable ("Herstel-" / "ler: X") read whole (hyphenated-labels.ts); vocabulary phrases printed without their spaces
  // ("Nomduproduit", glued-words.ts) parted. None splits a value's words: splitsWords (below) asks the stray-space join alone.
  const ligaturesRead = withLigaturesRestored(spacingJoined);
  const lettersRestored = withLostLettersRestored(ligaturesRead);
  const hyphensRead = withHyphenatedLabelsJoined(lettersRestored);
  const wordsRead = withGluedWordsParted(hyphensRead);
  const spacesLost = wordsRead !== hyphensRead;
  // Where the layer lost glyphs (ligatures, its language's letters, a control code in a glyph's place, spaces between
  // words), the words it left a control code in ("Super\u0001ne", "B\u0002ttcher"): a name's own loss shows so.
  const ligaturesLost = ligaturesRead !== spacingJoined;
  const lostTrace = ligaturesLost || lettersRestored !== ligaturesRead || shown !== decoded || spacesLost ? lostGlyphTraces(text.pages, { ligatures: ligaturesLost, spaces: spacesLost, letters: lettersRestored !== ligaturesRead }) : null;
  // Labels closed by a full stop where the sheet closes several so (full-stop-labels.ts): read as if closed by a colon.
  // A label glued to the cell before it ("… del prodottoNome commerciale : X"): set apart by a gap (glued-labels.ts).
  const joinedPages = withGluedLabelsApart(withFullStopLabels(wordsRead));
  const printed = toDocLines(printedPages);
  const lines = joinedPages === printedPages ? printed : toDocLines(joinedPages);
  const allText = lines.map((line) => line.text);
  const headings = sectionHeadings(lines);
  const spans = findSectionSpans(lines, headings);
  const span = (number: number) => spanAbout(spans, number);

  const section2 = span(2);
  const section3 = span(3);
  if (!section2) warnings.push("section 2 (hazards identification) was not found");
  if (!section3) warnings.push("section 3 (composition) was not found");

  const block = identityBlock(lines, spans);
  // A heading's title that goes on over the next line ("…and of the" / "company/undertaking") is the heading's: the
  // identity's readers do not see that line as a label ("Company").
  const identity = withoutTitleLines(allText.slice(0, block.end), spans);
  const structure = readField(warnings, "hazards and composition", () => readStructureFields({
    section2: section2 ? sectionLines(lines, section2) : [],
    section3: section3 ? sectionLines(lines, section3) : [],
    section3Found: section3 !== undefined,
    leadingLines: lines.slice(0, (span(4) ?? section3)?.start ?? lines.filter((line) => line.page <= 2).length),
    beforeSection3: section3?.start,
  })) ?? emptyStructure();
  const { hazards, composition } = structure;
  // A footer's labelled cells (outside section 1) are a second reading: they confirm or contradict the first.
  const outsideIdentity = allText.slice(block.end);
  const inDocument = (found: Found | null) => (found ? { ...found, line: found.line + block.end } : null);
  // Section 2 printed beside section 1 on one line (a reader that did not split the columns): joined-columns.ts.
  const guarded = (found: Found | null) => guardJoinedColumns(found, allText, { start: block.heading, end: block.end });
  // A layer whose labels needed their stray spaces closed may have split the values' words too (split-word-values.ts).
  const splitsWords = spacingJoined !== printedPages;
  const identityDocLines = lines.slice(0, block.end);
  // Section 1's label columns paired once, for the product's reader and the company's (label-column-pairs.ts); a reading
  // over changed lines (a wrapped end joined, a label's piece blanked) pairs those lines itself.
  const columns = pairedColumns(identity);
  const productFrom = (read: readonly string[]) => findProductName(read, { headingLine: block.heading, allLines: allText, placed: identityDocLines, column: read === identity ? columns : pairedColumns(read) });
  // A value its column wrapped is read with its end joined, else not above 0.8 (wrapped-value-end.ts): name, company, emergency.
  // Each field read apart (field-guard.ts): a reader's defect loses its own field, never the sheet's other values.
  const product = readField(warnings, "product name", () => {
    // The last resort: a name after section 1's title on its heading line (product-after-title.ts).
    const readProduct = withTrademarkSignBelow(withParenthesisClosed(withWrappedValueEnd(productFrom(identity), identity, identityDocLines, productFrom), identity), identity) ??
      (block.heading >= 0 ? nameAfterSectionOneTitle(identity[block.heading] ?? "", block.heading) : null);
    return withLostGlyphDoubt(withSplitWordDoubt(guarded(crossCheck(withoutTitleTail(readProduct), inDocument(findProductInCells(outsideIdentity)), { company: false })), splitsWords), lostTrace);
  });
  // A label's wrapped parenthetical ("(Hersteller/Importeur/…") is no company: findManufacturer blanks it itself.
  const companyIn = (read: readonly string[]) => findManufacturer(read, { headingLine: block.heading, allLines: allText, column: read === identity ? columns : undefined });
  const company = readField(warnings, "supplier", () => withLostGlyphDoubt(withSplitWordDoubt(guarded(crossCheck(
    notTheProduct(withWrappedValueEnd(companyIn(identity), identity, identityDocLines, companyIn, companyEnd), product) ?? companyInOwnSection(lines, spans, block.end) ?? findCompanyInContactSentence(allText) ?? findCompanyBeforeAddress(allText) ?? findCompanyInFurniture(lines) ?? findCompanyInCopyright(allText),
    inDocument(findCompanyInCells(outsideIdentity)),
    { company: true },
  )), splitsWords), lostTrace));
  const language = readField(warnings, "document language", () => detectSheetLanguage(lines, printedPages.length)) ?? { language: "en", also: null, confidence: 0 };
  // Ambiguous numeric dates are read the way the rules the sheet follows (EU, US, a day-first country), its language or
  // (English, no rules cited) its supplier's country in section 1 write them; a month name two languages give different
  // months, as the sheet's language (else its second) does.
  const languages = language.also ? [language.language, language.also] : [language.language];
  const dateReading = { order: documentDateOrder(allText, language.language, identity), languages };
  // Nothing else dating the sheet, a date alone on the first page is its version's, a guess (first-page-date.ts).
  const readRevision = (reading: Reading) => withDateAloneOnFirstPage(
    sheetDateOverCover(findRevisionDate(allText, reading), lines, block.heading, (start) => findRevisionDate(allText.slice(start), reading)), lines, reading);
  const revision = readField(warnings, "revision date", () => withDateOrderDoubt(readRevision(dateReading), dateReading, language.language, identity, readRevision));
  // Old MSDSs without an emergency line in section 1 print it elsewhere (transport, a footer): a guess, at most 0.6.
  const emergencyElsewhere = (found: Found | null) => (found ? { ...found, confidence: Math.min(found.confidence, 0.6) } : null);
  const emergencyIn = (read: readonly string[]) => findEmergencyPhone(read, { from: block.heading });
  const emergency = readField(warnings, "emergency telephone", () =>
    withWrappedValueEnd(emergencyIn(identity), identity, identityDocLines, emergencyIn, anyEnd) ?? emergencyElsewhere(inDocument(findEmergencyPhone(outsideIdentity, { sameLineOnly: true }))));
  // The name's wrapped end below its line is the name's: its address and phone follow that (wrapped-value-end.ts).
  const companyLine = company && company.confidence >= 0.55 ? lastLineOfValue(company, identity) : null;
  // Section 1 first; else the contacts printed after the company's name where it was found (a sentence, a footer).
  const afterCompany = (company ? readField(warnings, "supplier's contacts", () => findContactsAfterCompany(allText, company.line, company.value)) : null) ?? { phone: null, address: null };
  const supplierPhone = readField(warnings, "supplier telephone", () => {
    const inSection1 = findSupplierPhone(identity, companyLine);
    const besideName = inSection1 && inSection1.confidence < 0.8 && company ? findSupplierPhoneBesideNameInFurniture(lines, company.value) : null;
    return besideName ?? inSection1 ?? afterCompany.phone ?? findSupplierPhoneInFurniture(lines, company?.value ?? null);
  });
  const supplierAddress = readField(warnings, "supplier address", () => findSupplierAddress(identity, companyLine) ?? afterCompany.address);
  const ufi = readField(warnings, "UFI", () => findUfi(allText));
  const use = readField(warnings, "recommended use", () => findRecommendedUse(identity, identityDocLines));
  const section9 = span(9);
  const propertyLines = section9 ? allText.slice(section9.start, section9.end) : allText;
  // The state's line its column wrapped is read with the lines that go on from it (not certain then).
  const stateLines = withWrappedLabelLinesJoined(propertyLines, section9 ? lines.slice(section9.start, section9.end) : lines, STATE_LABEL_START);
  const stateFound = readField(warnings, "physical state", () => findPhysicalState(stateLines.lines));
  const state = stateFound && stateLines.joined.has(stateFound.line) ? { ...stateFound, confidence: Math.min(stateFound.confidence, 0.85) } : stateFound;
  const flash = readField(warnings, "flash point", () => findFlashPoint(propertyLines));
  const flashElsewhere = !flash && section9 ? readField(warnings, "flash point", () => findFlashPointOutsideProperties(propertyLines, allText)) : null;
  const hazardLines = section2 ? allText.slice(section2.start, section2.end) : identity.length < allText.length ? allText.slice(block.end) : allText;
  const hnoc = readField(warnings, "hazards not otherwise classified", () => findHazardsNotOtherwiseClassified(hazardLines));
  if (composition.length === 1 && composition[0].name === null) composition[0].name = product?.value ?? null;

  const result = emptyResult({
    product_name: product ? onceIfRepeated(product.value) : null,
    manufacturer: company ? onceIfRepeated(company.value) : null,
    revision_date: revision?.value ?? null,
    revision_number: readField(warnings, "revision number", () => findRevisionNumber(allText)),
    document_language: language.language,
    signal_word: hazards.signalWord,
    h_codes: hazards.hCodes,
    p_codes: hazards.pCodes,
    hazard_statements: hazards.statements,
    pictograms: structure.pictograms,
    composition,
    sections: readField(warnings, "sections", () => toSections(printed, spans)) ?? [],
    emergency_phone: emergency?.value ?? null,
    supplier_address: supplierAddress ? onceIfRepeated(supplierAddress.value) : null,
    supplier_phone: supplierPhone?.value ?? null,
    ufi: ufi?.value ?? null,
    recommended_use: use ? onceIfRepeated(use.value) : null,
    physical_state: state?.value ?? null,
    flash_point: flash || flashElsewhere ? onceIfRepeated((flash ?? flashElsewhere)!.value) : null,
    hazards_not_otherwise_classified: hnoc?.value ?? null,
  });
  const evidence: Partial<Record<EvidenceField, Evidence | undefined>> = {
    product_name: evidenceOf(printed, product),
    manufacturer: evidenceOf(printed, company),
    revision_date: evidenceOf(printed, revision),
    emergency_phone: evidenceOf(printed, emergency),
    supplier_phone: evidenceOf(printed, supplierPhone),
    supplier_address: evidenceOf(printed, supplierAddress),
    ufi: evidenceOf(printed, ufi),
    recommended_use: evidenceOf(printed, use),
    physical_state: evidenceOf(printed, state, section9?.start ?? 0),
    flash_point: flash ? evidenceOf(printed, flash, section9?.start ?? 0) : evidenceOf(printed, flashElsewhere),
    hazards_not_otherwise_classified: evidenceOf(printed, hnoc, section2 ? section2.start : identity.length < allText.length ? block.end : 0),
    document_language: {
      page: 1,
      text: language.also ? `${language.language} (also ${language.also})` : language.language,
      confidence: language.confidence,
      method: "text",
    },
  };
  const revisionNumberAt = result.revision_number ? locate(lines, (text) => text.includes(result.revision_number!)) : null;
  if (revisionNumberAt) evidence.revision_number = { page: lines[revisionNumberAt.index].page, text: lines[revisionNumberAt.index].text.trim(), confidence: 0.8, method: "text" };
  // Signal word, codes, pictograms and composition carry the evidence of the reading itself (structure-evidence.ts).
  Object.assign(evidence, structure.evidence);
  result.evidence = Object.fromEntries(Object.entries(evidence).filter(([, value]) => value !== undefined)) as ParsedSds["evidence"];
  if (spacesLost) warnings.push("the PDF's text layer runs words together (the spaces between them lost): the vocabulary's labels and titles were read apart; names and other values are as printed");
  if (ligaturesLost) warnings.push("the PDF's text layer lost its f-ligatures (fi, fl, ff): the vocabulary's words were read with them written back; names and other values are as printed");
  if (language.also) warnings.push(`the sheet is bilingual (${language.language} and ${language.also}); values were read as printed`);
  if (hazards.ansiOverviewWord) {
    warnings.push(`the signal word of an old MSDS's emergency overview ("${hazards.ansiOverviewWord}") is not reported: the sheet shows no GHS label (no hazard code, pictogram or hazard category)`);
  }
  if (hazards.codesFromWords.length > 0) {
    warnings.push(`hazard codes read from statement wording: ${hazards.codesFromWords.join(", ")}`);
  }
  result.warnings = warnings;
  applyConfidence(result, { section2Text: section2 ? sectionText(lines, section2) : "", section2Found: section2 !== undefined, statesNoLabelElements: hazards.statesNoLabelElements, lostTrace,
    // Asked only of a sheet where neither a signal word nor an H-code was read (the whole text is searched).
    printsNoGhsWords: !result.signal_word && result.h_codes.length === 0 &&
      printsNoGhsWords({ lines: lines.map((line) => line.text), language: language.language, readByOcr: text.readByOcr === true, sectionsFound: result.sections.length }),
  });
  // Another kind of document (a technical data sheet, a certificate of analysis) says so first (document-kind.ts).
  const kind = otherDocumentKind(allText, result.sections.length);
  if (kind) result.needs_review_reasons.unshift(otherKindReason(kind, result.sections.length));
  // A PDF of more than one sheet (a kit's parts): the next one named, with the hazard codes it adds (other-sheets.ts).
  const [next, after] = otherSheets ? laterSheetStarts(lines, headings) : [];
  return next === undefined ? result : withOtherSheetsNoted(result, text, [lines[next]!, after === undefined ? undefined : lines[after]], (sheet) => parseSds(sheet, { otherSheets: false }));
}

/** The lines with each heading's wrapped title line blank (indexes kept). */
function withoutTitleLines(text: readonly string[], spans: readonly SectionSpan[]): readonly string[] {
  const titleLines = spans.map((span) => span.titleGoesOnAt).filter((at): at is number => at !== undefined && at < text.length);
  if (titleLines.length === 0) return text;
  const blanked = [...text];
  for (const at of titleLines) blanked[at] = "";
  return blanked;
}
