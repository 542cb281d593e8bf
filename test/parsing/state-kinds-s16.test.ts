/**
 * Physical state after a 9.1 item number with a letter (session 16): "9.1.a Physical state: liquid", "9.1 a)",
 * "9.1.a)", "9.1 (a)" as the 2020/878 templates number 9.1's items, eight languages × the sweep's state labels × a
 * colon or a column gap. A miss is counted by (language, layout, lead).
 */
import { describe, expect, test } from "bun:test";
import { findPhysicalState } from "../../src/modules/parsing/properties.ts";
import { missesByClass } from "../helpers/sweep-misses.ts";
import { FIELD_LANGUAGES } from "../helpers/new-fields-words.ts";

const LEADS = ["9.1.a ", "9.1 a) ", "9.1.a) ", "9.1 (a) ", "9.1.a. "] as const;
const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt", "pl"] as const;

describe("physical state after a lettered 9.1 item number", () => {
  test("eight languages × labels × leads × colon or gap", () => {
    const results = LANGUAGES.flatMap((language) => {
      const w = FIELD_LANGUAGES[language]!;
      return w.stateLabels.flatMap((label) =>
        LEADS.flatMap((lead) =>
          (["colon", "gap"] as const).map((layout) => {
            const line = layout === "colon" ? `${lead}${label}: ${w.states.liquid}` : `${lead}${label}          ${w.states.liquid}`;
            const found = findPhysicalState([`9.1 ${w.propertiesHeading}`, line, `${lead.replace("a", "b")}${w.colour}`]);
            return { language, layout, form: lead.trim(), value: found?.value ?? null, truth: "liquid", confidence: found?.confidence ?? 0 };
          }),
        ),
      );
    });
    expect(results.length).toBe(LANGUAGES.reduce((n, language) => n + FIELD_LANGUAGES[language]!.stateLabels.length, 0) * LEADS.length * 2);
    expect(missesByClass(results)).toEqual({});
    expect(results.filter((result) => result.confidence > 0.9)).toEqual([]);
  });

});
