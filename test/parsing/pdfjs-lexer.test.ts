import { describe, expect, test } from "bun:test";
import { buildLexer, knownCommands, lexerTexts, tokensOf, type LexerKit } from "../helpers/pdfjs-lexer.ts";

// Our patch of pdf.js's content-stream lexer (scripts/patch-pdfjs-lexer.mjs) must read exactly the tokens pdf.js's own
// lexer reads: the same numbers (pdf.js's quirks for malformed ones included), names, strings and commands, the same
// errors and warnings, and the lexer and stream left in the same state after each token. Both lexers are built from
// the installed worker module: as installed, and with the lexer edits undone.

const texts = lexerTexts();
const patched = buildLexer(texts.patched);
const unpatched = buildLexer(texts.unpatched);
const KNOWN = knownCommands();
const bytes = (s: string) => new Uint8Array(Buffer.from(s, "latin1"));

/** Token strings that reach every branch of the lexer: malformed numbers, escapes, unknown and over-long commands. */
const HOSTILE = [
  // numbers
  "--5", "1.2.3", "-.5", "+.5", ".", "-", "+", "-\n5", "-\r\n7", "- 5", "5-3", "1..2", "00012", "-0", "+0", ".0", "3.", "-3.",
  "1e5", "123456789012345678901234567890", "0.1234567890123456789", "4.-2", "-(", "-<", ".x", "+x", "1-", "12.5-3 Td", "-.", "--",
  "9007199254740993", "0.30000000000000004", "-.000001", "5", "5.", ".5.", "- -5",
  // literal strings
  "(abc)", "(a(b)c)", "(a\\)b)", "(unterminated", "(\\\n)", "(\\\r\n)", "(a\\101b)", "(\\7\\77\\777\\8)", "(\x80\xff\x00)", "()", "(()",
  "(a\rb\nc)", "(\\", "(\\n\\r\\t\\b\\f\\\\\\(\\))", "(x)y", "(x)", `(${"a".repeat(1023)})`, `(${"a".repeat(1024)})`, `(${"a".repeat(1025)})`,
  // names
  "/F1", "/A#20B", "/#", "/#G", "/#4", "/#4G", "/ab#", `/${"a".repeat(126)} x`, `/${"a".repeat(127)} x`, `/${"a".repeat(128)} x`, `/${"a".repeat(127)}`,
  `/${"a".repeat(128)}`, "/abc", "/abc(", "/a/b", "/", "/ ", "/\x80\xff", "/a%b",
  // hex strings and delimiters
  "<41 42>", "<4x1>", "<414>", "<<", ">>", ">", "<", "<<>>", "[1 2]", "{}", ")", "]", "}", "<zzzzzzzz>",
  // commands
  "Tf", "T*", "BT", "ET", "EMC", "BDC", "fals", "falsex", "false", "true", "truex", "null", "nullnull", "nul", "BI", "ID", "EI", "f*", "B*x", "b*",
  "TJTJ", "q1", "Q", "d0", "d1", "'", '"', "''", "'\"", "BTET", "Tfx", "xTf", "W*n", "scn", "SCN", "sh", `${"x".repeat(128)}`, `${"x".repeat(129)}`,
  `T${"f".repeat(130)}`, `B${"T".repeat(130)}`, "\x01x", "\x01\x02", "\xff", "\xffTf", "\x7f\x7f", "Tj\x00", "a\x80b", "\x1f ", "\x80",
  // whitespace and comments
  "% x\n5", "%eof", "%\r5", "\x00\x09\x0a\x0c\x0d\x20 5", "5%c\n6",
  // a content stream
  "BT /F1 9.5 Tf 1 0 0 1 72.5 -700.25 Tm [(He) -250 (llo\\)) 10.] TJ T* (W) ' ET q 1 0 0 1 0 0 cm /Im1 Do Q /P <</MCID 3>> BDC EMC",
];

function expectSameTokens(input: Uint8Array, kits: [LexerKit, LexerKit] = [patched, unpatched]): void {
  for (const known of [KNOWN, null]) {
    for (const chunked of [false, true]) {
      const options = { known, chunked };
      expect(tokensOf(kits[0], input, options)).toEqual(tokensOf(kits[1], input, options));
    }
  }
}

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("pdf.js's content-stream lexer, patched", () => {
  test.each(HOSTILE.map((s) => [JSON.stringify(s).slice(0, 60), s]))("%s reads the same tokens as pdf.js's own lexer", (_name, input) => {
    expectSameTokens(bytes(input));
  });

  test("every hostile string together, and each followed by end of data, a space and a delimiter", () => {
    expectSameTokens(bytes(HOSTILE.join(" ")));
    for (const end of ["", " ", "(", "/", "[", "%", "\n"]) for (const s of HOSTILE) expectSameTokens(bytes(s + end));
  });

  test("random token soup (20,000 strings of digits, signs, points, delimiters, escapes and command letters)", () => {
    const next = random(16);
    const alphabet = ["0", "1", "9", ".", "-", "+", " ", "\n", "\r", "(", ")", "\\", "/", "#", "<", ">", "[", "]", "%", "T", "f", "*", "B", "E", "D", "C", "a", "l", "s", "e", "u", "'", "\x00", "\x80", "\xff", "4", "G"];
    for (let i = 0; i < 20_000; i++) {
      const length = 1 + Math.floor(next() * 24);
      let s = "";
      for (let j = 0; j < length; j++) s += alphabet[Math.floor(next() * alphabet.length)];
      expectSameTokens(bytes(s));
    }
  });

  test("the comparison sees a changed token (a lexer whose fast number path scales decimals wrongly differs)", () => {
    const broken = texts.patched.replace("            if (divideBy !== 0) {\n              divideBy *= 10;", "            if (divideBy !== 0) {\n              divideBy *= 100;");
    expect(broken).not.toBe(texts.patched);
    const wrong = buildLexer(broken);
    expect(tokensOf(wrong, bytes("1.25 Td"), { known: KNOWN })).not.toEqual(tokensOf(unpatched, bytes("1.25 Td"), { known: KNOWN }));
    expect(tokensOf(patched, bytes("1.25 Td"), { known: KNOWN })).toEqual(["number 1.25 @5/32/-1", 'cmd "Td" @7/-1/-1']);
  });

  test("on a plain stream the patched lexer reads the bytes itself; a stream with its own getByte is read through it", () => {
    const input = bytes("BT /F1 9 Tf 72.5 700 Td (Hello) Tj ET");
    const getByteCalls = (kit: LexerKit, own: boolean) => {
      const stream = kit.stream(input);
      let calls = 0;
      const proto = Object.getPrototypeOf(stream) as { getByte(): number };
      const getByte = proto.getByte;
      const counted = function (this: unknown) {
        calls++;
        return getByte.call(this);
      };
      if (own) stream.getByte = counted;
      else proto.getByte = counted; // pdf.js's Stream.getByte itself, counted
      const lexer = new kit.Lexer(stream, KNOWN);
      while (typeof lexer.getObj() !== "symbol");
      return calls;
    };
    expect(getByteCalls(buildLexer(texts.unpatched), false)).toBe(input.length + 1);
    expect(getByteCalls(buildLexer(texts.patched), false)).toBe(0);
    expect(getByteCalls(buildLexer(texts.patched), true)).toBe(input.length + 1);
  });
});
