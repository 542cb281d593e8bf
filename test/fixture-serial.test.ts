/**
 * The generated PDFs' serial lines (test/helpers/serial.ts) hold no word the parser could read: one spelled "hds", a
 * safety data sheet's short title, and a technical data sheet's upload test failed one run in many.
 */
import { expect, test } from "bun:test";
import { makePdf } from "./helpers/pdf-fixtures";
import { uniqueSerial } from "./helpers/serial";

test("a serial is digits and hyphens, new on every call", () => {
  const serials = Array.from({ length: 2000 }, uniqueSerial);
  for (const serial of serials) expect(serial).toMatch(/^\d+-\d+-\d{9}$/);
  expect(new Set(serials).size).toBe(serials.length);
});

test("a generated PDF's serial line is the serial", () => {
  const text = Buffer.from(makePdf(["TECHNICAL DATA SHEET"])).toString("latin1");
  const shown = [...text.matchAll(/\((Serial [^)]*)\) Tj/g)].map((match) => match[1]);
  expect(shown).toHaveLength(1);
  expect(shown[0]).toMatch(/^Serial \d+-\d+-\d{9}$/);
});
