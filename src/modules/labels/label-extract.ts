/**
 * Pesticide label extraction without a network or a vision model: reads the text layer of a label
 * (or pasted text) and returns the spec's "Label extraction result". Pure: no I/O.
 *
 * Labels are printed in columns; the PDF reader joins a visual line's columns with runs of spaces,
 * so every line is split into column segments and values are read from one segment at a time.
 */
import { labelProductName, labelManufacturer } from "./label-identity";

export type SignalWord = "DANGER" | "WARNING" | "CAUTION";

/** One column segment of one visual line. `col` is the segment's index within its line. */
export interface LabelSegment { text: string; fontSize?: number; page: number; line: number; col: number }

export interface LabelExtraction {
  product_name: string | null;
  manufacturer: string | null;
  net_contents: string | null;
  product_code: string | null;
  barcode: string | null;
  cas_number: string | null;
  is_pesticide: boolean;
  epa_registration_number: string | null;
  signal_word: SignalWord | null;
  confidence: number;
  keep_out_of_reach_of_children: string | null;
  product_types: string[];
}

/** The spec's product-type keywords. */
export const PRODUCT_TYPE_KEYWORDS = ["insecticide", "herbicide", "fungicide", "rodenticide", "disinfectant", "sanitizer", "antimicrobial", "pesticide"] as const;

const COLUMN_GAP = /\s{3,}/;

/** Segments from pages of lines with font sizes (the PDF engine's output). */
export function segmentsFromPages(pages: { lines: { text: string; fontSize?: number }[] }[]): LabelSegment[] {
  const out: LabelSegment[] = [];
  let line = 0;
  pages.forEach((page, p) => {
    for (const l of page.lines) {
      l.text.split(COLUMN_GAP).map((s) => s.trim()).filter(Boolean).forEach((text, col) => out.push({ text, fontSize: l.fontSize, page: p + 1, line, col }));
      line++;
    }
  });
  return out;
}

/** Segments from plain text (pasted, or `pdftotext -layout`); a form feed starts a new page. */
export function segmentsFromText(text: string): LabelSegment[] {
  return segmentsFromPages(text.split("\f").map((page) => ({ lines: page.split(/\r?\n/).map((t) => ({ text: t })) })));
}

// Registration number: "EPA Reg. No. 12345-6", "EPA REGISTRATION NO. 70299-16", "EPA Reg. No 84059-3 – 97021"
// (a distributor's number printed with a spaced dash). An establishment number ("84059-MI-001") never matches.
const REG_NUMBER = /\b(?:EPA\s*)?Reg(?:istration|\.)?\s*(?:No\.?|Number|#)\s*[:.]?\s*(\d{1,6})\s?[-–]\s?(\d{1,5})(?:\s*[-–]\s*(\d{1,6}))?(?![\dA-Za-z])/i;

export function findRegistrationNumber(segments: LabelSegment[]): string | null {
  for (const s of segments) {
    const m = REG_NUMBER.exec(s.text);
    if (m) return [m[1], m[2], m[3]].filter(Boolean).join("-");
  }
  return null;
}

// A signal word stands alone on a label, sometimes with its Spanish form ("DANGER – PELIGRO").
const STANDALONE_SIGNAL = /^(DANGER|WARNING|CAUTION)(?:\s*[-–—/:]?\s*(?:PELIGRO|AVISO|PRECAUCI[OÓ]N|POISON|VENENO))*\s*[.!]?$/;
const LEADING_SIGNAL = /^(?:HAZARDS TO HUMANS AND DOMESTIC ANIMALS\s*[-–:]\s*)?(DANGER|WARNING|CAUTION)\s*[:\-–]/;
const SEVERITY: Record<SignalWord, number> = { DANGER: 3, WARNING: 2, CAUTION: 1 };

/** The prominent (standalone) signal word, the largest printed one first; else one that opens a hazard statement. */
export function findSignalWord(segments: LabelSegment[]): { word: SignalWord; prominent: boolean } | null {
  const standalone = segments.filter((s) => STANDALONE_SIGNAL.test(s.text));
  if (standalone.length) {
    const best = standalone.reduce((a, b) => ((b.fontSize ?? 0) > (a.fontSize ?? 0) || ((b.fontSize ?? 0) === (a.fontSize ?? 0) && SEVERITY[word(b)] > SEVERITY[word(a)]) ? b : a));
    return { word: word(best), prominent: true };
  }
  for (const s of segments) {
    const m = LEADING_SIGNAL.exec(s.text);
    if (m) return { word: m[1] as SignalWord, prominent: false };
  }
  return null;
}
const word = (s: LabelSegment): SignalWord => STANDALONE_SIGNAL.exec(s.text)![1] as SignalWord;

const KOORC = /KEEP\s+OUT\s+OF\s+(?:THE\s+)?REACH\s+OF\s+CHILDREN|MANT[EÉ]NGASE\s+FUERA\s+DEL\s+ALCANCE\s+DE\s+LOS\s+NI[NÑ]OS/i;

export function findKeepOutOfReach(segments: LabelSegment[]): string | null {
  for (const s of segments) {
    const m = KOORC.exec(s.text);
    if (m) return m[0].replace(/\s+/g, " ");
  }
  return null;
}

export function findProductTypes(segments: LabelSegment[]): string[] {
  // The name of the law (FIFRA) on regulator letters and labels names three types and is no indicator.
  const text = segments.map((s) => s.text).join("\n").replace(/Federal\s+Insecticide,?\s+Fungicide,?\s+(?:and\s+)?Rodenticide\s+Act/gi, "");
  return PRODUCT_TYPE_KEYWORDS.filter((k) => new RegExp(`\\b(?:bio)?${k}s?\\b`, "i").test(text));
}

const NET_CONTENTS = /\bNet\s+(?:Contents|Content|Wt\.?|Weight|Vol(?:ume)?\.?)\s*[:.]?\s*(.*)$/i;
const QUANTITY = /\d\s*(?:fl\.?\s*oz|oz|lbs?|pounds?|gal(?:lons?)?|qt|quarts?|pt|pints?|ml|l|liters?|litres?|kg|g|grams?)\b/i;

/**
 * "NET CONTENTS: 8 Fl. Oz., 1 Pint," — a value that ends with a comma goes on in the same column of
 * the next line. A placeholder ("________", "xxxx") is no value.
 */
export function findNetContents(segments: LabelSegment[]): string | null {
  for (let i = 0; i < segments.length; i++) {
    const m = NET_CONTENTS.exec(segments[i]!.text);
    if (!m) continue;
    let value = m[1]!.trim();
    let line = segments[i]!.line;
    while (/,$/.test(value)) {
      const next = segments.find((s) => s.line === line + 1 && s.col === segments[i]!.col);
      if (!next || !QUANTITY.test(next.text)) break;
      value = `${value} ${next.text.trim()}`;
      line++;
    }
    value = value.replace(/[,;]$/, "").trim();
    if (value && QUANTITY.test(value)) return value;
  }
  return null;
}

const CAS = /\b(\d{2,7})-(\d{2})-(\d)\b/g;

/** The first CAS registry number whose check digit is right. */
export function findCasNumber(segments: LabelSegment[]): string | null {
  for (const s of segments) {
    for (const m of s.text.matchAll(CAS)) {
      const digits = (m[1]! + m[2]!).split("").reverse();
      const sum = digits.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
      if (sum % 10 === Number(m[3])) return m[0];
    }
  }
  return null;
}

/** A segment of only 12 or 13 digits (spaces allowed) with a valid UPC-A / EAN-13 check digit. */
export function findBarcode(segments: LabelSegment[]): string | null {
  for (const s of segments) {
    if (!/^[\d ]+$/.test(s.text)) continue;
    const d = s.text.replace(/ /g, "");
    if (d.length !== 12 && d.length !== 13) continue;
    const body = d.slice(0, -1).split("").reverse();
    const sum = body.reduce((acc, c, i) => acc + Number(c) * (i % 2 === 0 ? 3 : 1), 0);
    if ((10 - (sum % 10)) % 10 === Number(d.at(-1))) return d;
  }
  return null;
}

const WEIGHTS = { reg: 0.3, signal: 0.15, name: 0.15, manufacturer: 0.15, koorc: 0.1, net: 0.1, types: 0.05 };

/** Reads a label; `confidence` is the weighted share of the fields that were found. */
export function extractLabel(segments: LabelSegment[]): LabelExtraction {
  const reg = findRegistrationNumber(segments);
  const signal = findSignalWord(segments);
  const koorc = findKeepOutOfReach(segments);
  const types = findProductTypes(segments);
  const net = findNetContents(segments);
  const name = labelProductName(segments);
  const manufacturer = labelManufacturer(segments);
  const confidence = (reg ? WEIGHTS.reg : 0) + (signal ? WEIGHTS.signal : 0) + (name ? WEIGHTS.name : 0) + (manufacturer ? WEIGHTS.manufacturer : 0)
    + (koorc ? WEIGHTS.koorc : 0) + (net ? WEIGHTS.net : 0) + (types.length ? WEIGHTS.types : 0);
  return {
    product_name: name, manufacturer, net_contents: net, product_code: null, barcode: findBarcode(segments), cas_number: findCasNumber(segments),
    is_pesticide: Boolean(reg || signal?.prominent || koorc || types.length),
    epa_registration_number: reg, signal_word: signal?.word ?? null, confidence: Math.round(confidence * 100) / 100,
    keep_out_of_reach_of_children: koorc, product_types: types,
  };
}
