/** The EU Unique Formula Identifier (CLP Annex VIII), printed in section 1 or on the label. */
import type { Found } from "./label-lines.ts";

const UFI = /\bUFI\s*[:：]?\s*([A-Z0-9]{4}(?:\s*[-‐–]\s*[A-Z0-9]{4}){3})\b/;

/** EU Unique Formula Identifier, after its label anywhere in the document. */
export function findUfi(lines: readonly string[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const match = UFI.exec(lines[index]);
    if (match) return { value: match[1].replace(/\s+/g, "").replace(/[‐–]/g, "-"), line: index, confidence: 0.95 };
  }
  return null;
}
