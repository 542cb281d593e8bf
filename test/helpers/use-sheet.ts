/**
 * A small sheet through the real parser with the given lines in section 1's use place (under 1.2's heading unless
 * `heading` is null): the use read and its confidence. For the use tests of sessions 26 and 29.
 */
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { textLayer } from "../../scripts/plain-text-layer.ts";

export const USE_HEADING = "1.2 Relevant identified uses of the substance or mixture and uses advised against";

export function useOf(useLines: readonly string[], heading: string | null = USE_HEADING): { value: string | null; confidence: number } {
  const parsed = parseSds(textLayer([
    "SAFETY DATA SHEET", "1. Identification", "1.1 Product name: Quillfen Blue", ...(heading === null ? [] : [heading]), ...useLines,
    "1.3 Supplier: Harrowgate Chemicals Ltd", "2. Hazards identification", "Not classified.",
  ]));
  return { value: parsed.recommended_use, confidence: parsed.evidence.recommended_use?.confidence ?? 0 };
}
