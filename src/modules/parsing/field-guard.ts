/**
 * One field's reading kept from taking the whole parse down. A reader that throws is a defect, never an expected
 * outcome; before, it failed the sheet's parse job and the sheet lost every value with it (session 26 found such a
 * defect in a reader before it shipped). Now it loses its own field only: the sheet is stored with every other value,
 * and a warning names the field that could not be read, so a person looks and the defect can be reported.
 */

/** `read()`'s value, or null when it throws (a warning then names `field` and the error). */
export function readField<T>(warnings: string[], field: string, read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    warnings.push(`the ${field} could not be read (an internal error of the reader: ${message.slice(0, 200)})`);
    return null;
  }
}

/** The warnings a reader's defect left (readField's): the benches print them, so a defect is seen, not only survived. */
export function readerDefects(warnings: readonly string[]): string[] {
  return warnings.filter((warning) => warning.includes("an internal error of the reader"));
}
