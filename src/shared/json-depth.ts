import { errors } from "./errors";

/**
 * How deep a JSON text nests, found by one pass over its bytes before anything parses it: a body
 * of 1 MB nested 500,000 deep costs ~50 MB once parsed and overflows the stack of any recursive
 * walk (validation, logging). Brackets inside strings do not count. The text need not be valid
 * JSON: whatever this lets through is still parsed and validated as usual.
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** True when the text opens more than `maxDepth` arrays/objects inside one another. */
export function jsonNestsDeeperThan(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** Deeper than any body of this API (a few levels); far below what a recursive walk can survive. */
export const MAX_JSON_DEPTH = 64;

/** Refuses a JSON text nested deeper than MAX_JSON_DEPTH (400), before anything parses it. */
export function assertJsonDepth(bytes: Uint8Array): void {
  if (jsonNestsDeeperThan(bytes, MAX_JSON_DEPTH)) {
    throw errors.badRequest(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep; it was not read`);
  }
}
