/**
 * A flash point on an old MSDS's flattened line, the next fields run on after its temperatures ("Flash Point -<-50 C
 * (<-58 F) Flammable Limits LEL - 3.9 Auto Ig. 454C UEL - 16.9"): the value ends with its temperatures (session 34,
 * one corpus sheet; what an SDS page showed). Invented lines in that shape.
 */
import { expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

const flashOf = (line: string) => parseSds(sheet([
  "SECTION 1. PRODUCT IDENTIFICATION", "Product name: Harbour Duster", ...SECTIONS_2_TO_4,
  "SECTION 5. FIRE FIGHTING MEASURES", "Extinguishing media: Water spray, Dry chemical.", line,
  "Fire and Explosion Hazards - Flammable.",
])).flash_point;

test("the next field's label after the temperatures ends the value", () => {
  expect(flashOf("Flash Point -<-50 C (<-58 F) Flammable Limits LEL - 3.9 Auto Ig. 454C UEL - 16.9")).toBe("<-50 C (<-58 F)");
  expect(flashOf("Flash Point: 62 °C Autoignition Temperature: 250 °C")).toBe("62 °C");
});

test("words that belong to the value stay", () => {
  expect(flashOf("Flash Point: 62 °C closed cup")).toBe("62 °C");
  expect(flashOf("Flash Point: > 93 °C (200 °F)")).toBe("> 93 °C (200 °F)");
  expect(flashOf("Flash Point: 23 °C at 101.3 kPa")).toBe("23 °C at 101.3 kPa");
});
