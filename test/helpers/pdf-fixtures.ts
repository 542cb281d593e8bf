import { zipSync, type Zippable } from "fflate";
import { uniqueSerial } from "./serial";

/** The codes makePdf's `ligatureGlyphs` font draws its ligatures with (its Differences name them g201, g202, g203). */
const LIGATURE_CODES: Readonly<Record<string, number>> = { fi: 1, fl: 2, ff: 3 };

/**
 * A minimal valid one-page PDF showing `lines` of text (Helvetica), different on every call (a serial number is printed),
 * so each one is a new document to the SHA-256 deduplication. `fontSizes[i]` sets line i's size (11 pt otherwise): a tiny
 * size keeps a very long line on the page. `info`: the document information's Producer and Creator (none by default);
 * `winAnsi`: the font's encoding is WinAnsiEncoding (each line's characters are written as one byte each, Latin-1);
 * `ligatureGlyphs`: "fi", "fl" and "ff" drawn as one glyph each under names no Unicode table knows ("g201", as subset
 * fonts name them) and no ToUnicode map: pdf.js gives the glyphs' codes, control characters the parser takes out.
 * `runTogether`: lines it matches are drawn word by word with no space, the pen moved 0.04 em between words (a TJ
 * array): too little for a reader to see a space, as a generator that sets words apart by moving the pen prints them.
 */
export function makePdf(lines: string[] = ["Safety Data Sheet"], fontSizes: readonly (number | undefined)[] = [], info: { producer?: string; creator?: string; winAnsi?: boolean; ligatureGlyphs?: boolean; toUnicode?: Readonly<Record<string, string>>; runTogether?: RegExp } = {}): Uint8Array {
  const serial = uniqueSerial();
  const ligate = (s: string) => (info.ligatureGlyphs ? s.replace(/fi|fl|ff/g, (pair) => String.fromCharCode(LIGATURE_CODES[pair]!)) : s);
  const esc = (s: string) => ligate(s).replace(/[\\()]/g, (c) => `\\${c}`);
  const show = (l: string) => (info.runTogether?.test(l) ? `[${l.split(" ").filter(Boolean).map((word) => `(${esc(word)})`).join(" -40 ")}] TJ` : `(${esc(l)}) Tj`);
  const text = [...lines, `Serial ${serial}`].map((l, i) => `BT /F1 ${fontSizes[i] ?? 11} Tf 50 ${760 - i * 16} Td ${show(l)} ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica${info.ligatureGlyphs ? " /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [1 /g201 /g202 /g203] >>" : info.winAnsi ? " /Encoding /WinAnsiEncoding" : ""} >>`,
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
  ];
  if (info.toUnicode) {
    const hex = (text: string) => [...text].map((char) => char.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()).join("");
    const entries = Object.entries(info.toUnicode).map(([char, text]) => `<${char.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}> <${hex(text)}>`);
    const cmap = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def\n1 begincodespacerange <00> <FF> endcodespacerange\n${entries.length} beginbfchar\n${entries.join("\n")}\nendbfchar\nendcmap CMapName currentdict /CMap defineresource pop end end`;
    objects[3] = objects[3]!.replace(/ >>$/, ` /ToUnicode ${objects.length + 1} 0 R >>`);
    objects.push(`<< /Length ${Buffer.byteLength(cmap, "latin1")} >>\nstream\n${cmap}\nendstream`);
  }
  const infoEntries = [info.producer && `/Producer (${esc(info.producer)})`, info.creator && `/Creator (${esc(info.creator)})`].filter(Boolean);
  if (infoEntries.length) objects.push(`<< ${infoEntries.join(" ")} >>`);
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${infoEntries.length ? ` /Info ${objects.length} 0 R` : ""} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

/** A ZIP of the given entries (name → bytes), deflated unless `store`. */
export function makeZip(entries: Record<string, Uint8Array>, opts: { store?: boolean } = {}): Uint8Array {
  const input: Zippable = {};
  for (const [name, bytes] of Object.entries(entries)) input[name] = [bytes, { level: opts.store ? 0 : 6 }];
  return zipSync(input);
}

/** Sets the "encrypted" flag on every entry of a ZIP (local headers and directory), as a password-protected archive has. */
export function markZipEncrypted(zip: Uint8Array): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint16(i + 6, view.getUint16(i + 6, true) | 1, true);
    if (sig === 0x02014b50) view.setUint16(i + 8, view.getUint16(i + 8, true) | 1, true);
  }
  return out;
}

/** Rewrites the uncompressed size the directory declares for every entry (a lying zip bomb). */
export function setDeclaredSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, size, true);
    if (sig === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return out;
}

/** A multipart form with files (name → bytes) under `field`, plus text fields. */
export function formWith(field: string, files: [string, Uint8Array, string?][], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [name, bytes, type] of files) form.append(field, new Blob([bytes], { type: type ?? "application/pdf" }), name);
  return form;
}

/** A PDF whose section 1 states its identity the way the parser reads it (product name, manufacturer, revision). */
export function makeSdsPdf(id: { product: string; manufacturer: string; revisionDate?: string; version?: string }): Uint8Array {
  return makePdf([
    "SAFETY DATA SHEET", "SECTION 1: Identification of the substance and of the company", `Product name: ${id.product}`,
    `Manufacturer: ${id.manufacturer}`, `Revision date: ${id.revisionDate ?? "2021-03-15"}`, `Version: ${id.version ?? "1.0"}`,
    "SECTION 2: Hazards identification", "Signal word: Danger", "H225 Highly flammable liquid and vapour.",
  ]);
}
