/**
 * pdf.js's content-stream Lexer built from the text of the installed worker module, patched (as installed) or with our
 * lexer edits undone (pdf.js's own code), so that a test can run both on the same bytes. The lexer's neighbours come
 * from the same file where they are plain (Stream, BaseStream); Cmd, Name, EOF and the error and log functions are
 * small stand-ins with pdf.js's behaviour, shared by both lexers.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { LEXER_EDITS } from "../../scripts/patch-pdfjs-lexer.mjs";

const require = createRequire(import.meta.url);
export const WORKER_TEXT = readFileSync(join(require.resolve("pdfjs-dist/package.json"), "..", "legacy", "build", "pdf.worker.mjs"), "utf8");

function section(text: string, from: string, to: string): string {
  const start = text.indexOf(from);
  const end = text.indexOf(to, start);
  if (start < 0 || end < 0) throw new Error(`pdf.worker.mjs: no "${from}"`);
  return text.slice(start, end);
}

/** The installed lexer's text, and the same with every lexer edit undone (each replacement must be there once). */
export function lexerTexts(): { patched: string; unpatched: string } {
  const patched = section(WORKER_TEXT, "const specialChars = [", "class Linearization {");
  let unpatched = patched;
  for (const { replacement, anchor } of LEXER_EDITS) {
    const at = unpatched.indexOf(replacement);
    if (at < 0 || unpatched.indexOf(replacement, at + 1) >= 0) throw new Error("the installed lexer does not carry the patch");
    unpatched = unpatched.slice(0, at) + anchor + unpatched.slice(at + replacement.length);
  }
  return { patched, unpatched };
}

/** pdf.js's content-stream commands (EvaluatorPreprocessor.opMap's keys), as the lexer is given them. */
export function knownCommands(): Record<string, unknown> {
  const opMap = section(WORKER_TEXT, "  static get opMap() {", "static MAX_INVALID_PATH_OPS");
  const keys = [...opMap.matchAll(/^ {6}("?)([^"\s:]+)\1: /gm)].map((m) => m[2]!);
  if (!keys.includes("Tf") || !keys.includes("fals")) throw new Error("opMap not found");
  return Object.assign(Object.create(null), Object.fromEntries(keys.map((k) => [k, null])), { "'": null, '"': null });
}

class Cmd {
  constructor(readonly cmd: string) {}
  static cache = new Map<string, Cmd>();
  static get(cmd: string): Cmd {
    let c = Cmd.cache.get(cmd);
    if (!c) Cmd.cache.set(cmd, (c = new Cmd(cmd)));
    return c;
  }
}
class Name {
  constructor(readonly name: string) {}
  static cache = new Map<string, Name>();
  static get(name: string): Name {
    let n = Name.cache.get(name);
    if (!n) Name.cache.set(name, (n = new Name(name)));
    return n;
  }
}
class FormatError extends Error {}
const EOF = Symbol("EOF");

type Stream = { pos: number; getByte(): number };
type LexerInstance = { getObj(): unknown; currentChar: number; beginInlineImagePos: number; stream: Stream };
export type LexerKit = {
  Lexer: new (stream: Stream, knownCommands?: Record<string, unknown> | null) => LexerInstance;
  /** pdf.js's Stream over bytes; `chunked`: a subclass with its own getByte (as pdf.js's ChunkedStream has). */
  stream(bytes: Uint8Array, chunked?: boolean): Stream;
  log: string[];
};

/** A lexer class built from `lexerText`, with pdf.js's BaseStream and Stream from the installed file. */
export function buildLexer(lexerText: string): LexerKit {
  const log: string[] = [];
  const streams = section(WORKER_TEXT, "class BaseStream {", "\n}\n") + "\n}\n" + section(WORKER_TEXT, "class Stream extends BaseStream {", "\n}\n") + "\n}\n";
  const stubs = "const util_shadow = (o, p, v) => v; const unreachable = (m) => { throw new Error(m); }; const bytesToString = (b) => String.fromCharCode(...b);\n";
  const chunked = "class ChunkedLikeStream extends Stream { getByte() { const pos = this.pos; if (pos >= this.end) { return -1; } return this.bytes[this.pos++]; } }\n";
  const isWhiteSpace = (ch: number) => ch === 0x20 || ch === 0x09 || ch === 0x0d || ch === 0x0a;
  const make = new Function("Cmd", "Name", "EOF", "FormatError", "warn", "info", "isWhiteSpace", `${stubs}${streams}${chunked}${lexerText}\nreturn { Lexer, Stream, ChunkedLikeStream };`);
  const { Lexer, Stream, ChunkedLikeStream } = make(Cmd, Name, EOF, FormatError, (m: string) => log.push(`warn ${m}`), (m: string) => log.push(`info ${m}`), isWhiteSpace);
  return {
    Lexer,
    stream: (bytes, isChunked = false) => (isChunked ? new ChunkedLikeStream(bytes, 0, bytes.length) : new Stream(bytes, 0, bytes.length)),
    log,
  };
}

/** Every token a lexer reads from `bytes` to the end, with its state after each, errors (reading goes on) and log lines. */
export function tokensOf(kit: LexerKit, bytes: Uint8Array, options: { known: Record<string, unknown> | null; chunked?: boolean }): string[] {
  const out: string[] = [];
  const stream = kit.stream(bytes, options.chunked);
  kit.log.length = 0;
  let lexer: LexerInstance;
  try {
    lexer = new kit.Lexer(stream, options.known);
  } catch (e) {
    return [`constructor threw ${(e as Error).message}`];
  }
  for (let guard = 0; guard < 100_000; guard++) {
    let token: unknown;
    try {
      token = lexer.getObj();
    } catch (e) {
      out.push(`threw ${(e as Error).constructor.name}: ${(e as Error).message} @${stream.pos}/${lexer.currentChar}`, ...kit.log.splice(0));
      continue;
    }
    if (token === EOF) break;
    out.push(`${describe(token)} @${stream.pos}/${lexer.currentChar}/${lexer.beginInlineImagePos}`, ...kit.log.splice(0));
  }
  out.push(...kit.log.splice(0));
  return out;
}

function describe(token: unknown): string {
  if (token instanceof Cmd) return `cmd ${JSON.stringify(token.cmd)}`;
  if (token instanceof Name) return `name ${JSON.stringify(token.name)}`;
  if (typeof token === "number") return `number ${Object.is(token, -0) ? "-0" : String(token)}`;
  if (typeof token === "string") return `string ${JSON.stringify(token)}`;
  return String(token);
}
