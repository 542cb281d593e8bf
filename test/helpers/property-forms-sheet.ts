/**
 * A small sheet for the session-21 sweep of printed forms (test/parsing/*-forms-s21.test.ts): section 1 with the
 * product, the given 1.2 lines and a supplier block; sections 2 and 3; section 9 with the given 9.1 lines between a
 * colour line and a boiling-point line as neighbours. Words per language from new-fields-words.ts; invented values.
 */
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { ParsedSds } from "../../src/modules/parsing/types.ts";
import { FIELD_LANGUAGES } from "./new-fields-words.ts";
import { sheet } from "./sds-text.ts";

export function formsSheet(language: string, useLines: readonly string[], propertyLines: readonly string[]): string[] {
  const w = FIELD_LANGUAGES[language]!;
  return [
    w.sections[0],
    `1.1 ${w.product}`,
    ...useLines,
    `1.3 ${w.supplierHeading}`,
    `${w.companyLabel}: ${w.company}`,
    `${w.street}, ${w.town}`,
    w.sections[1],
    w.hazardLine,
    w.sections[2],
    "Ethanol 64-17-5 10-20%",
    w.sections[3],
    `9.1 ${w.propertiesHeading}`,
    ...propertyLines,
    w.boiling,
  ];
}

/** parseSds over formsSheet's lines. */
export function parseForms(language: string, useLines: readonly string[], propertyLines: readonly string[]): ParsedSds {
  return parseSds(sheet(formsSheet(language, useLines, propertyLines)));
}

/** Token F1 of two texts' words, lower case, as the accuracy scorer weighs a free-text use (right when ≥ 0.6). */
export function wordF1(truth: string, actual: string | null): number {
  if (actual === null) return 0;
  const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim().split(" ").filter(Boolean);
  const [a, b] = [words(truth), words(actual)];
  const common = a.filter((word) => b.includes(word)).length;
  return common === 0 ? 0 : (2 * common) / (a.length + b.length);
}

/** The first number of a printed value, as the scorer compares flash points. */
export function firstNumber(text: string | null): number | null {
  const match = text === null ? null : /-?\d+(?:[.,]\d+)?/.exec(text);
  return match ? Number.parseFloat(match[0].replace(",", ".")) : null;
}
