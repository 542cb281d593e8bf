/**
 * A fixture document's serial number: makes every generated PDF a new document to the SHA-256 deduplication. Digits
 * only: a random word here is read like any other text, and once spelled a safety data sheet's short title between two
 * digits ("Serial 4711-2-k9hds4…": "hds"), so a technical data sheet's test saw a safety data sheet one run in many.
 */
let counter = 0;

export function uniqueSerial(): string {
  const random = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  return `${process.pid}-${++counter}-${random}`;
}
