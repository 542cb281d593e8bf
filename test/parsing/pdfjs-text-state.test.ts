import { describe, expect, test } from "bun:test";
import { extractPdfText, loadPdfjs } from "../../src/shared/pdf/pdf-text.ts";
import { probePdf, textStatePatch } from "../../src/shared/pdf/pdfjs-text-state.ts";

type State = Record<string, unknown> & { textMatrix: number[]; textLineMatrix: number[]; fontMatrix: number[]; clone(): State };

// pdf.js's TextState is copied from its class prototype instead of from the state itself (pdfjs-text-state.ts).
// If this fails after a pdf.js upgrade, the patch no longer applies: text still reads, 12–16 % slower.
describe("pdf.js's text state copies", () => {
  test("TextState is found and its clone replaced when pdf.js loads", async () => {
    await loadPdfjs();
    const patch = textStatePatch();
    expect(patch).toMatchObject({ patched: true });
  });

  test("a copy holds the same fields as pdf.js's own copy, with its own matrices, under TextState's prototype", async () => {
    await loadPdfjs();
    const patch = textStatePatch();
    if (!patch?.patched) throw new Error("not patched");
    const TextState = patch.prototype.constructor as new () => State;
    const state = new TextState();
    state.fontSize = 9;
    state.charSpacing = 0.5;
    state.textMatrix[4] = 3;
    state.fontMatrix = [0.002, 0, 0, 0.002, 0, 0];
    const nested = state.clone();
    nested.textRise = 2;
    const ours = nested.clone();
    const theirs = (patch.original as (this: State) => State).call(nested);
    expect({ ...ours }).toEqual({ ...theirs });
    expect(Object.getPrototypeOf(ours)).toBe(patch.prototype);
    for (const matrix of ["textMatrix", "textLineMatrix", "fontMatrix"] as const) {
      expect(ours[matrix]).toEqual(nested[matrix]);
      expect(ours[matrix]).not.toBe(nested[matrix]);
    }
  });

  test("the probe document reads (no text) and the patch holds across documents", async () => {
    const text = await extractPdfText(probePdf());
    expect(text.numPages).toBe(1);
    expect(text.pages[0]!.lines).toEqual([]);
    expect(textStatePatch()).toMatchObject({ patched: true });
  });
});
