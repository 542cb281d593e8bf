/**
 * Makes pdf.js's text state cheap to copy, without touching pdf.js's files.
 *
 * Reading text, pdf.js copies its text state (TextState, internal to its worker code) on every `q` operator and
 * font change with `Object.assign(Object.create(this), this)`: each copy has every field as its own, but its
 * prototype is the state it was copied from. The copy reads the same; the cost is in JavaScriptCore, where an
 * object used as a prototype gets a shape of its own, so the state's property reads on the per-glyph path
 * (positions are computed from it for every glyph) stop being cached. Copied from TextState's own prototype
 * instead, the same copies read the corpus's text 12–16 % faster (paired runs on the 223 corpus PDFs), with
 * the same text.
 *
 * TextState is not exported, so it is found once per process: while a one-page document is read at load,
 * Object.create is watched (and restored right after), and the first object copied that has TextState's fields
 * and methods gives away its class's prototype. Its `clone` is replaced only when it is the copy described
 * above (three matrices sliced): a pdf.js whose TextState changed keeps its own clone, and reads as before,
 * only slower (test/parsing/pdfjs-text-state.test.ts fails then, so an upgrade notices).
 */

type TextStateLike = { textMatrix: number[]; textLineMatrix: number[]; fontMatrix: number[] };
type TextStatePrototype = { clone(this: TextStateLike): TextStateLike };

export type TextStatePatch =
  | { patched: true; prototype: TextStatePrototype; original: TextStatePrototype["clone"] }
  | { patched: false; reason: string };

let outcome: TextStatePatch | null = null;

/** What flattenTextStateCopies did in this process (null before it ran). */
export function textStatePatch(): TextStatePatch | null {
  return outcome;
}

/**
 * Finds TextState while `readProbe` reads a document with text operators, and replaces its clone. Runs once;
 * later calls return the first outcome.
 */
export async function flattenTextStateCopies(readProbe: () => Promise<void>): Promise<TextStatePatch> {
  if (outcome) return outcome;
  const create = Object.create;
  let found: TextStatePrototype | null = null;
  Object.create = function watchedCreate(proto: object | null, properties?: PropertyDescriptorMap) {
    if (!found && proto !== null && looksLikeTextState(proto)) found = classPrototypeOf(proto);
    return properties === undefined ? create(proto) : create(proto, properties);
  } as typeof Object.create;
  try {
    await readProbe();
  } catch {
    // The probe only has to get as far as the first copy of the state.
  } finally {
    Object.create = create;
  }
  outcome = found ? replaceClone(found) : { patched: false, reason: "no object with TextState's fields and methods was copied" };
  return outcome;
}

function looksLikeTextState(value: object): boolean {
  const state = value as Record<string, unknown>;
  return (
    typeof state.clone === "function" && typeof state.setTextLineMatrix === "function" && typeof state.carriageReturn === "function" &&
    Array.isArray(state.textLineMatrix) && Array.isArray(state.textMatrix)
  );
}

/** The prototype that owns `clone`: TextState.prototype, above however many copies. */
function classPrototypeOf(state: object): TextStatePrototype | null {
  for (let proto: object | null = state; proto !== null; proto = Object.getPrototypeOf(proto)) {
    if (Object.hasOwn(proto, "clone")) return proto as TextStatePrototype;
  }
  return null;
}

function replaceClone(prototype: TextStatePrototype): TextStatePatch {
  const original = prototype.clone;
  if (!isExpectedClone(original)) return { patched: false, reason: "TextState.clone is not the copy this patch replaces" };
  prototype.clone = function clone(this: TextStateLike): TextStateLike {
    const copy = Object.assign(Object.create(prototype) as TextStateLike, this);
    copy.textMatrix = this.textMatrix.slice();
    copy.textLineMatrix = this.textLineMatrix.slice();
    copy.fontMatrix = this.fontMatrix.slice();
    return copy;
  };
  return { patched: true, prototype, original };
}

/** pdf.js 6's clone, minified or not: Object.create(this), then exactly these three matrices sliced. */
function isExpectedClone(clone: unknown): boolean {
  if (typeof clone !== "function") return false;
  const source = clone.toString().replace(/\s+/g, "");
  const sliced = [...source.matchAll(/\.(\w+)=this\.(\w+)\.slice\(\)/g)].map((m) => (m[1] === m[2] ? m[1] : "?"));
  return source.includes("Object.assign(Object.create(this),this)") && sliced.sort().join(",") === "fontMatrix,textLineMatrix,textMatrix";
}

/** A valid one-page PDF whose content saves the graphics state and prints a space: enough to copy the text state. */
export function probePdf(): Uint8Array {
  const content = "q BT ET Q";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Resources << >> /Contents 4 0 R >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
