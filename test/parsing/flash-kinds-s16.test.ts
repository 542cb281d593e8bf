/**
 * Flash point with its unit printed bare after the label (session 16): "Flammpunkt °C: 62", "Flash point, °C: 62",
 * "Vlampunt °C    62", the label alone with its unit and the value below ("Flammpunkt °C:" / "62"), a column of
 * methods after the value; and the value on a sub-row of its own under the label ("Flash point" / "Value    62 °C",
 * as tables with value, temperature and method columns print it). Eight languages × the sweep's flash-point labels;
 * the value must come out as the number with its unit, never "°C: 62".
 */
import { describe, expect, test } from "bun:test";
import { findFlashPoint } from "../../src/modules/parsing/flash-point.ts";
import { missesByClass } from "../helpers/sweep-misses.ts";
import { FIELD_LANGUAGES } from "../helpers/new-fields-words.ts";

const VALUE_WORDS: Readonly<Record<string, string>> = { en: "Value", de: "Wert", fr: "Valeur", es: "Valor", it: "Valore", nl: "Waarde", pt: "Valor", pl: "Wartość" };
const gap = "          ";

const LAYOUTS: Readonly<Record<string, (label: string, language: string) => { lines: string[]; truth: string }>> = {
  "unit-colon": (label) => ({ lines: [`${label} °C: 62`], truth: "62 °C" }),
  "unit-comma": (label) => ({ lines: [`${label}, °C: 62`], truth: "62 °C" }),
  "unit-gap": (label) => ({ lines: [`${label} °C${gap}62`], truth: "62 °C" }),
  "unit-below": (label) => ({ lines: [`${label} °C:`, "62"], truth: "62 °C" }),
  "unit-method-column": (label) => ({ lines: [`${label} °C${gap}: >80${gap}EEC A.9`], truth: ">80 °C" }),
  "fahrenheit-unit": (label) => ({ lines: [`${label} °F: 150`], truth: "150 °F" }),
  // A qualifier before a spaced unit and the next property's cell after the value ("Point d'éclair minimum, ° C:    100    Pression …").
  "minimum-unit-next-cell": (label) => ({ lines: [`${label} minimum, ° C:${gap}100${gap}Vapour pressure, mmHg:${gap}n.d.`], truth: "100 °C" }),
  "value-sub-row": (label, language) => ({ lines: [label, `${VALUE_WORDS[language]}${gap}62 °C${gap}ISO 2719`], truth: "62 °C" }),
};

describe("flash point: a bare unit after the label, a value sub-row", () => {
  test("eight languages × labels × layouts", () => {
    const results = Object.keys(VALUE_WORDS).flatMap((language) => {
      const w = FIELD_LANGUAGES[language]!;
      return w.flashLabels.flatMap((label) =>
        Object.entries(LAYOUTS).map(([layout, make]) => {
          const { lines, truth } = make(label, language);
          const found = findFlashPoint([`9.1 ${w.propertiesHeading}`, ...lines, w.boiling]);
          return { language, layout, form: label, value: found?.value.replace(/\s+/g, "") ?? null, truth: truth.replace(/\s+/g, ""), confidence: found?.confidence ?? 0 };
        }),
      );
    });
    expect(missesByClass(results)).toEqual({});
    expect(results.filter((result) => result.confidence > 0.9)).toEqual([]);
  });

  test("a value word that is the product's own stays: a sub-row needs its column gap and a number", () => {
    expect(findFlashPoint(["Flash point", "Value not determined"])).toBeNull();
  });
});
