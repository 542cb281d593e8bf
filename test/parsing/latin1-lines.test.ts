import { jscDescribe } from "bun:jsc";
import { describe, expect, test } from "bun:test";
import { inLatin1Storage, withLatin1Lines } from "../../src/modules/parsing/latin1-lines.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

/** Whether the engine stores a string one byte a character (JavaScriptCore's describe says "8Bit:(1)"). */
const storedAsLatin1 = (text: string) => /8Bit:\(1\)/.test(jscDescribe(text));

/** Lines as the server gets them: JSON.parse of a reply holding a character above U+00FF somewhere makes every line UTF-16. */
function asReaderReply(lines: string[]): SdsText {
  const reply = JSON.stringify({ numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, index) => ({ text, x: 40, y: 60 + 12 * index, fontSize: 10 })) }] });
  return JSON.parse(reply) as SdsText;
}

describe("lines kept in Latin-1 storage (latin1-lines.ts)", () => {
  const LATIN1 = Array.from({ length: 256 }, (_, code) => String.fromCharCode(code)).join("");

  test("every Latin-1 character comes back the same, control characters and U+0080–U+009F included", () => {
    expect(inLatin1Storage(LATIN1)).toBe(LATIN1);
    for (const text of ["Produktname: Hafenreiniger 40", "Fiche de données de sécurité", "¡PELIGRO!", "Größe ½ µm ÿ", ""]) {
      expect(inLatin1Storage(text)).toBe(text);
    }
  });

  test("a line with a character above U+00FF is given back as it is (dashes, quotes, Greek, CJK, astral, a lone surrogate)", () => {
    for (const text of ["Harbour Rinse – 40", "Harbour’s Rinse", "Κίνδυνος", "製品名", "Rinse 𝐀", "x\uD800y", "3M™ Trizact"]) {
      expect(inLatin1Storage(text)).toBe(text);
    }
  });

  test("an ASCII line parsed from a reply that holds a dash elsewhere is UTF-16, and comes back stored as Latin-1", () => {
    const text = asReaderReply(["SAFETY DATA SHEET", "Product name: Harbour Rinse 40", "Supplier – Harbour Chem Ltd"]);
    const [ascii, , dashed] = text.pages[0]!.lines.map((line) => line.text);
    expect(storedAsLatin1(ascii!)).toBe(false);
    const narrowed = withLatin1Lines(text.pages)[0]!.lines.map((line) => line.text);
    expect(narrowed[0]).toBe(ascii!);
    expect(storedAsLatin1(narrowed[0]!)).toBe(true);
    expect(storedAsLatin1(narrowed[1]!)).toBe(true);
    expect(narrowed[2]).toBe(dashed!);
  });

  test("the input pages are left as they are, and the parse is the same for both storages", () => {
    const lines = ["SAFETY DATA SHEET", "1.1 Product identifier", "Product name: Harbour Rinse 40", "1.3 Details of the supplier", "Supplier: Harbour Chem Ltd – 12 Dock Road"];
    const wide = asReaderReply(lines);
    const before = JSON.stringify(wide);
    const firstLine = wide.pages[0]!.lines[0]!;
    const parsedWide = parseSds(wide);
    expect(JSON.stringify(wide)).toBe(before);
    expect(wide.pages[0]!.lines[0]).toBe(firstLine);
    expect(storedAsLatin1(firstLine.text)).toBe(false);
    const narrow = asReaderReply(lines.map((line) => line.replace("–", "-")));
    expect(parsedWide.product_name).toBe("Harbour Rinse 40");
    expect(parseSds(narrow).product_name).toBe(parsedWide.product_name);
  });
});
