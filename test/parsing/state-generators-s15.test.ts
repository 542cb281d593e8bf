/**
 * Physical state as other authoring systems print it in 9.1 (session 15): eight languages × the labels of their
 * templates (a state with its form after a slash, "Aggregatszustand", "Erscheinungsform", the bare "Estado:",
 * "Stato:", "Toestand:", "Stan:") × value words (granules, crystals, flakes, tablets in the language) × layouts (label:
 * value, a two-column grid, a three-column table row with the method, the value below its label, wrapped there after a
 * description's first words). Invented values;
 * a miss is counted by (language, layout, label). A state read from a label that names it may be sure (0.9); nothing
 * wrong may come out above 0.9.
 */
import { describe, expect, test } from "bun:test";
import { findPhysicalState } from "../../src/modules/parsing/properties.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { missesByClass } from "../helpers/sweep-misses.ts";
import { FIELD_LANGUAGES } from "../helpers/new-fields-words.ts";
import { sheet } from "../helpers/sds-text.ts";

type State = "liquid" | "solid" | "paste" | "gas" | "aerosol";

const WORDS: Readonly<Record<string, { labels: readonly string[]; values: readonly (readonly [string, State])[]; clear: string }>> = {
  en: {
    clear: "Clear, colourless",
    labels: ["Physical state/form", "Form/Appearance", "Physical state and appearance", "State", "Physical form"],
    values: [["Liquid.", "liquid"], ["viscous liquid", "liquid"], ["granules", "solid"], ["crystals", "solid"], ["flakes", "solid"], ["pasty", "paste"], ["compressed gas", "gas"], ["aerosol", "aerosol"]],
  },
  de: {
    clear: "Klar, farblos",
    labels: ["Aggregatzustand/Form", "Aggregatszustand", "Erscheinungsform", "Zustandsform", "Physikalischer Zustand"],
    values: [["flüssig", "liquid"], ["Flüssigkeit", "liquid"], ["Feststoff", "solid"], ["Granulat", "solid"], ["Kristalle", "solid"], ["Schuppen", "solid"], ["pastös", "paste"], ["gasförmig", "gas"]],
  },
  fr: {
    clear: "Limpide, incolore",
    labels: ["État physique/forme", "Apparence/état physique", "Etat physique", "Forme physique", "État"],
    values: [["liquide", "liquid"], ["Liquide visqueux", "liquid"], ["granulés", "solid"], ["cristaux", "solid"], ["comprimés", "solid"], ["pâteux", "paste"], ["gaz", "gas"], ["aérosol", "aerosol"]],
  },
  es: {
    clear: "Transparente, incoloro",
    labels: ["Estado físico/forma", "Aspecto/estado físico", "Forma física", "Estado", "Apariencia física"],
    values: [["líquido", "liquid"], ["Líquido viscoso", "liquid"], ["gránulos", "solid"], ["cristales", "solid"], ["pastillas", "solid"], ["pastoso", "paste"], ["gas", "gas"], ["aerosol", "aerosol"]],
  },
  it: {
    clear: "Limpido, incolore",
    labels: ["Stato fisico/forma", "Aspetto/stato fisico", "Forma fisica", "Stato", "Aspetto fisico"],
    values: [["liquido", "liquid"], ["Liquido viscoso", "liquid"], ["granulato", "solid"], ["granuli", "solid"], ["cristalli", "solid"], ["pastoso", "paste"], ["gas", "gas"], ["aerosol", "aerosol"]],
  },
  nl: {
    clear: "Helder, kleurloos",
    labels: ["Fysische toestand/vorm", "Vorm/uiterlijk", "Toestand", "Fysieke vorm", "Aggregatietoestand"],
    values: [["vloeibaar", "liquid"], ["vloeistof", "liquid"], ["granulaat", "solid"], ["korrels", "solid"], ["kristallen", "solid"], ["pasteus", "paste"], ["gas", "gas"], ["aerosol", "aerosol"]],
  },
  pt: {
    clear: "Límpido, incolor",
    labels: ["Estado físico/forma", "Aspeto/estado físico", "Forma física", "Estado", "Aparência física"],
    values: [["líquido", "liquid"], ["Líquido viscoso", "liquid"], ["grânulos", "solid"], ["granulado", "solid"], ["cristais", "solid"], ["pastoso", "paste"], ["gás", "gas"], ["aerossol", "aerosol"]],
  },
  pl: {
    clear: "Przezroczysta, bezbarwna",
    labels: ["Stan skupienia/postać", "Wygląd/stan skupienia", "Stan", "Postać fizyczna", "Forma fizyczna"],
    values: [["ciecz", "liquid"], ["ciekła", "liquid"], ["granulki", "solid"], ["granulat", "solid"], ["kryształy", "solid"], ["pasta", "paste"], ["gaz", "gas"], ["aerozol", "aerosol"]],
  },
};

const LAYOUTS = ["colon", "grid", "table-row", "below", "below-wrapped"] as const;
const gap = "          ";

function linesOf(layout: (typeof LAYOUTS)[number], label: string, value: string, clear: string): string[] {
  if (layout === "colon") return [`${label}: ${value}`];
  if (layout === "grid") return [`${label}${gap}${value}`];
  if (layout === "table-row") return [`${label}${gap}${value}${gap}-`];
  // An appearance wrapped below its label: the description's first words end on a comma, the state on the next line.
  if (layout === "below-wrapped") return [`${label}:`, `${clear},`, value];
  return [`${label}:`, value];
}

type Case = { language: string; layout: string; form: string; lines: string[]; truth: State };

const CASES: Case[] = Object.entries(WORDS).flatMap(([language, { labels, values, clear }]) =>
  LAYOUTS.flatMap((layout) =>
    labels.flatMap((label) =>
      values.map(([value, truth]) => ({ language, layout, form: label, lines: [`9.1 ${FIELD_LANGUAGES[language]!.propertiesHeading}`, ...linesOf(layout, label, value, clear)], truth })),
    ),
  ),
);

describe("physical state: the generators' labels and value words", () => {
  test(`every case (${CASES.length}) read by findPhysicalState`, () => {
    const results = CASES.map((one) => {
      const found = findPhysicalState(one.lines);
      return { ...one, value: found?.value ?? null, confidence: found?.confidence ?? 0 };
    });
    expect(missesByClass(results)).toEqual({});
    expect(results.filter((result) => result.value !== result.truth && result.confidence > 0.9)).toEqual([]);
  });

  test("a case per language read by parseSds in a whole sheet", () => {
    const misses: string[] = [];
    for (const [language, { labels, values }] of Object.entries(WORDS)) {
      const w = FIELD_LANGUAGES[language]!;
      for (const label of labels) {
        const [value, truth] = values[4]!;
        const lines = [w.sections[0], `1.1 ${w.product}`, `1.3 ${w.supplierHeading}`, w.company, w.street, w.town, w.sections[1], w.hazardLine, w.sections[2], w.sections[3], `9.1 ${w.propertiesHeading}`, `${label}: ${value}`, w.colour];
        const parsed = parseSds(sheet(lines));
        if (parsed.physical_state !== truth) misses.push(`${language} ${label}: ${parsed.physical_state}`);
      }
    }
    expect(misses).toEqual([]);
  });

  test("a bare state label whose value names no state gives none", () => {
    expect(findPhysicalState(["9.1 Información", "Estado: No determinado"])).toBeNull();
    expect(findPhysicalState(["9.1 Informacje", "Stan: brak danych"])).toBeNull();
  });
});

describe("physical state: words run together in the text layer", () => {
  test.each([
    ["Appearance: Colorless Clearliquid", "liquid"], ["Appearance: Whitepowder", "solid"], ["Aussehen: klareflüssigkeit", "liquid"],
    ["Aspect : Liquidelimpide incolore", "liquid"], ["Aspecto: Líquidotransparente", "liquid"], ["Aspetto: Liquidolimpido", "liquid"],
    ["Voorkomen: Helderevloeistof", "liquid"], ["Aspeto: Sólidobranco", "solid"], ["Wygląd: Bezbarwnaciecz", "liquid"],
  ])("%s → %s, below 0.9", (line, state) => {
    const found = findPhysicalState(["9.1", line]);
    expect(found?.value).toBe(state);
    expect(found!.confidence).toBeLessThan(0.9);
  });

  test.each([["Appearance: Pasteurized milk"], ["Form: Gasoline-like"], ["Appearance: Solidarity"]])("no state read from a word that only starts like one: %s", (line) => {
    expect(findPhysicalState(["9.1", line])).toBeNull();
  });
});
