// The content-stream lexer part of our pdf.js patch (scripts/patch-pdfjs.mjs; docs/parsing-history.md, "Reader and parser
// speed (session 16)"). pdf.js's Lexer reads a byte at a time through `nextChar` → `stream.getByte`, a call into one
// of several stream classes, and builds a command's text a character at a time with a lookup per character.
//
// For a plain `Stream` (a content stream pdf.js has already decoded into bytes, and the document itself) the patched
// lexer reads `stream.bytes` with a local position, and writes the position and `currentChar` back before it returns
// or calls anything, so the stream and the lexer end in the state pdf.js's own code leaves them in. Each fast path
// takes only the regular form of its token and otherwise leaves everything untouched and runs pdf.js's code:
// - numbers: an optional single sign, an optional leading point, digits, at most one point; the same operations on
//   the same values in the same order (so the same doubles, -0 included). A second sign, a line end after the sign,
//   no digit, or a minus inside the number (pdf.js warns) go to pdf.js's code from the start.
// - literal strings without `(`, `)` inside or `\`, closed within 1,024 bytes; names without `#`, at most 127
//   characters (pdf.js warns above that).
// - commands: the steps of pdf.js's loop (stop before a character when the text so far is a known command and the
//   text with it is not) are memoised per knownCommands object, only for texts that are known commands or the start
//   of one (a bounded set); any other text continues in pdf.js's loop. Cmd.get is still called with the same text.
// Any other stream (a stream decoded block by block, a sequence of content streams) takes pdf.js's code unchanged.
// test/parsing/pdfjs-lexer.test.ts runs the patched and the unpatched lexer over hostile and malformed token strings.

/** @type {{ name: string; anchor: string; replacement: string; since: number }[]} */
export const LEXER_EDITS = [
  {
    name: "the lexer reads a plain stream's bytes directly; known commands are followed through a memo of their steps",
    anchor: `class Lexer {
  constructor(stream, knownCommands = null) {
    this.stream = stream;
    this.nextChar();
`,
    replacement: `const knownCommandTries = new WeakMap();
function knownCommandStep(knownCommands, node, ch) {
  let next = node.next[ch];
  if (next === undefined) {
    const str = node.str + String.fromCharCode(ch);
    const known = knownCommands[str] !== undefined;
    if (node.known && !known) {
      next = false;
    } else if (known || node.prefixes.has(str)) {
      next = {
        str,
        known,
        next: [],
        prefixes: node.prefixes
      };
    } else {
      next = null;
    }
    node.next[ch] = next;
  }
  return next;
}
function knownCommandRoot(knownCommands) {
  let root = knownCommandTries.get(knownCommands);
  if (root === undefined) {
    const prefixes = new Set();
    for (const key in knownCommands) {
      for (let i = 1; i <= key.length; i++) {
        prefixes.add(key.slice(0, i));
      }
    }
    root = {
      str: "",
      known: false,
      next: [],
      prefixes
    };
    knownCommandTries.set(knownCommands, root);
  }
  return root;
}
class Lexer {
  constructor(stream, knownCommands = null) {
    this.stream = stream;
    this.streamBytes = stream instanceof Stream && stream.getByte === Stream.prototype.getByte ? stream.bytes : null;
    this.nextChar();
`,
    since: 2,
  },
  {
    name: "nextChar without a call into a plain stream",
    anchor: `    this.beginInlineImagePos = -1;
  }
  nextChar() {
    return this.currentChar = this.stream.getByte();
  }
`,
    replacement: `    this.beginInlineImagePos = -1;
  }
  nextChar() {
    const bytes = this.streamBytes;
    if (bytes !== null) {
      const stream = this.stream;
      const pos = stream.pos;
      if (pos >= stream.end) {
        return this.currentChar = -1;
      }
      stream.pos = pos + 1;
      return this.currentChar = bytes[pos];
    }
    return this.currentChar = this.stream.getByte();
  }
`,
    since: 2,
  },
  {
    name: "skipped whitespace and comments read in a local loop",
    anchor: `  getObj() {
    let comment = false;
    let ch = this.currentChar;
    while (true) {
`,
    replacement: `  getObj() {
    let comment = false;
    let ch = this.currentChar;
    const bytes = this.streamBytes;
    if (bytes !== null) {
      const stream = this.stream;
      const end = stream.end;
      let pos = stream.pos;
      while (ch >= 0) {
        if (comment) {
          if (ch === 0x0a || ch === 0x0d) {
            comment = false;
          }
        } else if (ch !== 0x25 && specialChars[ch] !== 1) {
          break;
        } else if (ch === 0x25) {
          comment = true;
        }
        ch = pos >= end ? -1 : bytes[pos++];
      }
      stream.pos = pos;
      this.currentChar = ch;
    }
    while (true) {
`,
    since: 2,
  },
  {
    name: "a command's characters without a string built per character",
    anchor: `    const knownCommands = this.knownCommands;
    let knownCommandFound = knownCommands?.[str] !== undefined;
    while ((ch = this.nextChar()) >= 0 && !specialChars[ch]) {
      const possibleCommand = str + String.fromCharCode(ch);
      if (knownCommandFound && knownCommands[possibleCommand] === undefined) {
        break;
      }
      if (str.length === 128) {
        throw new FormatError(\`Command token too long: \${str.length}\`);
      }
      str = possibleCommand;
      knownCommandFound = knownCommands?.[str] !== undefined;
    }
`,
    replacement: `    const knownCommands = this.knownCommands;
    let knownCommandFound = knownCommands?.[str] !== undefined;
    let node = knownCommands ? knownCommandStep(knownCommands, knownCommandRoot(knownCommands), ch) : null;
    let rest = node === null;
    if (!rest) {
      while ((ch = this.nextChar()) >= 0 && !specialChars[ch]) {
        const next = knownCommandStep(knownCommands, node, ch);
        if (next === false) {
          break;
        }
        if (node.str.length === 128) {
          throw new FormatError(\`Command token too long: \${node.str.length}\`);
        }
        if (next === null) {
          str = node.str + String.fromCharCode(ch);
          knownCommandFound = false;
          rest = true;
          break;
        }
        node = next;
      }
      if (!rest) {
        str = node.str;
      }
    }
    if (rest) {
      while ((ch = this.nextChar()) >= 0 && !specialChars[ch]) {
        const possibleCommand = str + String.fromCharCode(ch);
        if (knownCommandFound && knownCommands[possibleCommand] === undefined) {
          break;
        }
        if (str.length === 128) {
          throw new FormatError(\`Command token too long: \${str.length}\`);
        }
        str = possibleCommand;
        knownCommandFound = knownCommands?.[str] !== undefined;
      }
    }
`,
    since: 2,
  },
  {
    name: "plain numbers read in a local loop",
    anchor: `  getNumber() {
    let ch = this.currentChar;
    let divideBy = 0;
    let sign = 1;
`,
    replacement: `  getNumber() {
    const bytes = this.streamBytes;
    if (bytes !== null) {
      const stream = this.stream;
      const end = stream.end;
      let pos = stream.pos;
      let ch = this.currentChar;
      let divideBy = 0;
      let sign = 1;
      if (ch === 0x2d) {
        sign = -1;
        ch = pos >= end ? -1 : bytes[pos++];
      } else if (ch === 0x2b) {
        ch = pos >= end ? -1 : bytes[pos++];
      }
      if (ch === 0x2e) {
        divideBy = 10;
        ch = pos >= end ? -1 : bytes[pos++];
      }
      if (ch >= 0x30 && ch <= 0x39) {
        let baseValue = ch - 0x30;
        while ((ch = pos >= end ? -1 : bytes[pos++]) >= 0) {
          if (ch >= 0x30 && ch <= 0x39) {
            const currentDigit = ch - 0x30;
            if (divideBy !== 0) {
              divideBy *= 10;
            }
            baseValue = baseValue * 10 + currentDigit;
          } else if (ch === 0x2e && divideBy === 0) {
            divideBy = 1;
          } else {
            break;
          }
        }
        if (ch !== 0x2d) {
          stream.pos = pos;
          this.currentChar = ch;
          if (divideBy !== 0) {
            baseValue /= divideBy;
          }
          return sign * baseValue;
        }
      }
    }
    let ch = this.currentChar;
    let divideBy = 0;
    let sign = 1;
`,
    since: 2,
  },
  {
    name: "literal strings without escapes or parentheses read in one loop",
    anchor: `  getString() {
    let numParen = 1;
    let done = false;
`,
    replacement: `  getString() {
    const bytes = this.streamBytes;
    if (bytes !== null) {
      const stream = this.stream;
      const start = stream.pos;
      const end = Math.min(stream.end, start + 1024);
      let pos = start;
      while (pos < end && bytes[pos] !== 0x29 && bytes[pos] !== 0x28 && bytes[pos] !== 0x5c) {
        pos++;
      }
      if (pos < end && bytes[pos] === 0x29) {
        let str = "";
        for (let i = start; i < pos; i++) {
          str += String.fromCharCode(bytes[i]);
        }
        stream.pos = pos + 1;
        this.nextChar();
        return str;
      }
    }
    let numParen = 1;
    let done = false;
`,
    since: 2,
  },
  {
    name: "names without # escapes read in one loop",
    anchor: `  getName() {
    let ch, previousCh;
    const strBuf = this.strBuf;
    strBuf.length = 0;
`,
    replacement: `  getName() {
    const bytes = this.streamBytes;
    if (bytes !== null) {
      const stream = this.stream;
      const start = stream.pos;
      const limit = Math.min(stream.end, start + 127);
      let pos = start;
      while (pos < limit && !specialChars[bytes[pos]] && bytes[pos] !== 0x23) {
        pos++;
      }
      if (pos === stream.end || specialChars[bytes[pos]]) {
        let str = "";
        for (let i = start; i < pos; i++) {
          str += String.fromCharCode(bytes[i]);
        }
        const name = Name.get(str);
        stream.pos = pos;
        this.nextChar();
        return name;
      }
    }
    let ch, previousCh;
    const strBuf = this.strBuf;
    strBuf.length = 0;
`,
    since: 2,
  },
];
