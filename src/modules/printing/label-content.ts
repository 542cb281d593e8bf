/**
 * What each label format says (pure): the product's facts → the blocks a label prints, in order.
 * Formats follow OSHA HazCom 2024 (1910.1200(f)(1) full label, (f)(12) small containers, (b)(6)(ii) workplace
 * label) and CLP Art. 17 / Annex I 1.5.
 */
import { type GhsPictogramCode, groupStatementCodes, inLabelOrder, statementText } from "../../shared/ghs/index.ts";

export const LABEL_FORMATS = ["full", "small", "tiny", "workplace"] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export type LabelFacts = {
  productId: string;
  identifier: string;
  productCode: string | null;
  signalWord: "DANGER" | "WARNING" | null;
  pictograms: GhsPictogramCode[];
  hCodes: string[];
  pCodes: string[];
  supplier: { name: string; address: string | null; phone: string | null };
  /** Where the QR code leads (the product's SDS). */
  link: string;
};

export type Paragraph = { text: string; bold?: boolean; heading?: boolean };

export type LabelContent = {
  identifier: string;
  signalWord: string | null;
  pictograms: GhsPictogramCode[];
  qr: string | null;
  /** The text below the pictograms, in reading order. */
  body: Paragraph[];
};

/** Statement texts in GHS wording, combined codes as one sentence; a code without text prints as the code. */
function statements(codes: string[]): string[] {
  return groupStatementCodes(inLabelOrder(codes, (code) => code)).map((code) => statementText(code) ?? code);
}

function supplierLines(facts: LabelFacts, withAddress: boolean): Paragraph[] {
  const lines: Paragraph[] = [{ text: facts.supplier.name, bold: true }];
  if (withAddress && facts.supplier.address) lines.push({ text: facts.supplier.address });
  if (facts.supplier.phone) lines.push({ text: `Tel. ${facts.supplier.phone}` });
  return lines;
}

export function labelContent(facts: LabelFacts, format: LabelFormat): LabelContent {
  const identifier = facts.productCode ? `${facts.identifier} (${facts.productCode})` : facts.identifier;
  const signalWord = facts.signalWord;
  switch (format) {
    case "tiny":
      return { identifier, signalWord: null, pictograms: [], qr: null, body: [] };
    case "small":
      return {
        identifier, signalWord, pictograms: facts.pictograms, qr: null,
        body: [...supplierLines(facts, false), { text: "See full label on outer package.", bold: true }],
      };
    case "workplace":
      return {
        identifier, signalWord, pictograms: facts.pictograms, qr: facts.link,
        body: statements(facts.hCodes).map((text) => ({ text })).concat(facts.hCodes.length ? [] : [{ text: "No hazard statements on the SDS." }]),
      };
    case "full": {
      const h = statements(facts.hCodes);
      const p = statements(facts.pCodes);
      return {
        identifier, signalWord, pictograms: facts.pictograms, qr: facts.link,
        body: [
          ...(h.length ? [{ text: "Hazard statements", heading: true }, ...h.map((text) => ({ text }))] : []),
          ...(p.length ? [{ text: "Precautionary statements", heading: true }, ...p.map((text) => ({ text }))] : []),
          { text: "Supplier", heading: true },
          ...supplierLines(facts, true),
        ],
      };
    }
  }
}

/** What a format needs that the product's SDS does not give (empty when the label can be printed). */
export function missingForFormat(facts: LabelFacts, format: LabelFormat): string[] {
  const missing: string[] = [];
  if (format === "full" || format === "small") {
    if (!facts.supplier.phone) missing.push("the supplier's telephone number (SDS section 1.3)");
  }
  if (format === "full" && !facts.supplier.address) missing.push("the supplier's address (SDS section 1.3)");
  return missing;
}
