import type { SdsText } from "../../src/modules/parsing/types.ts";

/** A one-page text layer of the given lines, one under the other at the left margin: what synthetic parser tests read. */
export function sheet(lines: string[]): SdsText {
  return {
    numPages: 1,
    hasTextLayer: true,
    pages: [{ number: 1, width: 600, height: 800, lines: lines.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) }],
  };
}
