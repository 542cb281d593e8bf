/**
 * A sweep of 1.2's recommended use in the forms the EU template generators print and the earlier sweeps lack
 * (session 16): the use after REACH's use-descriptor codes (a product category "PC35 Floor cleaner", "PC35: …",
 * "PC35 - …", a sector code on a line of its own before it, a list of codes "SU21, PC35: …"), a bilingual label
 * ("Recommended use / Usage recommandé: …"), and the identified uses given as a list of sectors one per line under the label
 * ("Identified uses" / "Industrial uses" / "Professional uses" / "Consumer uses"). Eight languages; the products and
 * uses are invented. The heading of 1.2 in the language opens each case, the uses advised against close it.
 */
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";
import { normalizeName } from "../../src/modules/parsing/accuracy.ts";
import { FIELD_LANGUAGES } from "./new-fields-words.ts";
import { USE_WORDS } from "./use-generator-sweep.ts";
import type { UseResult } from "./use-generator-sweep.ts";

/** Three sectors of use as the language's templates name them (industrial, professional, consumer). */
export const SECTORS: Readonly<Record<string, readonly [string, string, string]>> = {
  en: ["Industrial uses", "Professional uses", "Consumer uses"],
  de: ["Industrielle Verwendungen", "Gewerbliche Verwendungen", "Verbraucherverwendungen"],
  fr: ["Usages industriels", "Usages professionnels", "Consommateurs"],
  es: ["Usos industriales", "Usos profesionales", "Consumidores"],
  it: ["Usi industriali", "Usi professionali", "Consumatori"],
  nl: ["Industrieel gebruik", "Professioneel gebruik", "Consumentengebruik"],
  pt: ["Utilização industrial", "Utilização profissional", "Consumidores"],
  pl: ["Zastosowanie przemysłowe", "Zastosowanie profesjonalne", "Konsumenci"],
};

export const USE_KIND_LAYOUTS = [
  "pc-code", "pc-code-colon", "pc-code-dash", "code-line-below", "code-list", "codes-below-label", "bilingual-label", "sector-list",
] as const;
type Layout = (typeof USE_KIND_LAYOUTS)[number];

export type UseKindCase = { language: string; layout: Layout; label: string; lines: string[]; truth: string };

function linesOf(language: string, layout: Layout, label: string): { lines: string[]; truth: string } {
  const { use, advisedLabel, advisedValue } = USE_WORDS[language]!;
  const advised = `${advisedLabel}: ${advisedValue}`;
  if (layout === "pc-code") return { lines: [`${label}: PC35 ${use}`, advised], truth: use };
  if (layout === "pc-code-colon") return { lines: [`${label}: PC35: ${use}`, advised], truth: use };
  if (layout === "pc-code-dash") return { lines: [`${label}: PC 35 - ${use}`, advised], truth: use };
  if (layout === "code-line-below") return { lines: [label, "SU21", `PC35 ${use}`, advised], truth: use };
  if (layout === "code-list") return { lines: [`${label}: SU21, PC35: ${use}`, advised], truth: use };
  if (layout === "codes-below-label") return { lines: [`${label}:`, "SU22, PROC10, PC35", use, advised], truth: use };
  if (layout === "bilingual-label") return { lines: [`${USE_WORDS.en!.labels[5]} / ${label}: ${use}`, advised], truth: use };
  const sectors = SECTORS[language]!;
  return { lines: [label, ...sectors, advised], truth: sectors.join(", ") };
}

/** Every case: language × layout × the language's first three labels, after 1.2's heading. */
export function useKindCases(): UseKindCase[] {
  const cases: UseKindCase[] = [];
  for (const [language, words] of Object.entries(USE_WORDS)) {
    const heading = `1.2 ${FIELD_LANGUAGES[language]!.useHeading}`;
    for (const layout of USE_KIND_LAYOUTS) {
      for (const label of words.labels.slice(0, 3)) {
        const { lines, truth } = linesOf(language, layout, label);
        cases.push({ language, layout, label, lines: [heading, ...lines], truth });
      }
    }
  }
  return cases;
}

/** The case read by findRecommendedUse, compared by normalised words. */
export function readUseKindCase(useCase: UseKindCase): UseResult {
  const found = findRecommendedUse(useCase.lines);
  return {
    language: useCase.language, layout: useCase.layout, form: useCase.label,
    value: found === null ? null : normalizeName(found.value), truth: normalizeName(useCase.truth), printed: found?.value ?? null, confidence: found?.confidence ?? 0,
  };
}
