/**
 * Recommended use in the forms the EU template generators print that the earlier sweeps lacked (session 16): use
 * codes before the use or on a line of their own, a bilingual label, sectors listed under the label
 * (test/helpers/use-kinds-sweep.ts). Eight languages; a miss is counted by (language, layout, label). Sectors stay
 * weak (≤ 0.5); nothing comes out above 0.9.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";
import { readUseKindCase, SECTORS, USE_KIND_LAYOUTS, useKindCases } from "../helpers/use-kinds-sweep.ts";
import { USE_WORDS } from "../helpers/use-generator-sweep.ts";
import { missesByClass } from "../helpers/sweep-misses.ts";
import { FIELD_LANGUAGES } from "../helpers/new-fields-words.ts";
import { sheet } from "../helpers/sds-text.ts";

const CASES = useKindCases();

describe("recommended use: codes, bilingual labels, sector lists", () => {
  test(`every case (${CASES.length}) read by findRecommendedUse`, () => {
    expect(CASES.length).toBe(8 * USE_KIND_LAYOUTS.length * 3);
    const results = CASES.map(readUseKindCase);
    expect(missesByClass(results)).toEqual({});
    expect(results.filter((result) => result.confidence > 0.9)).toEqual([]);
    expect(results.filter((result) => result.layout === "sector-list" && result.confidence > 0.5)).toEqual([]);
  });

  test("one case per language and layout read by parseSds in a whole sheet", () => {
    const misses: string[] = [];
    for (const language of Object.keys(SECTORS)) {
      const w = FIELD_LANGUAGES[language]!;
      for (const layout of USE_KIND_LAYOUTS) {
        const one = CASES.find((useCase) => useCase.language === language && useCase.layout === layout)!;
        const lines = [w.sections[0], `1.1 ${w.product}`, ...one.lines, `1.3 ${w.supplierHeading}`, w.company, w.street, w.town, w.sections[1], w.hazardLine, w.sections[2], w.sections[3]];
        const result = readUseKindCase({ ...one, lines });
        const parsed = parseSds(sheet(lines)).recommended_use;
        if (parsed === null || result.value !== result.truth) misses.push(`${language} ${layout}: ${parsed}`);
      }
    }
    expect(misses).toEqual([]);
  });

  test("a code alone is no use; a sector list ends at the next label", () => {
    expect(findRecommendedUse(["Identified uses: PC35", "Uses advised against: none"])).toBeNull();
    expect(findRecommendedUse(["Identified uses", "Industrial uses", "Professional uses", "1.3 Details of the supplier of the safety data sheet", "Acme Ltd"])?.value).toBe(
      "Industrial uses, Professional uses",
    );
  });

  test("a use wrapped after a joining phrase goes on below, on its label's line or under it", () => {
    const wrapped: Readonly<Record<string, readonly [string, string]>> = {
      en: ["Disinfectant for surfaces as well as", "Medical devices."], de: ["Desinfektionsmittel für Flächen sowie", "Reinigung von Medizinprodukten."],
      fr: ["Désinfectant pour surfaces ainsi que", "Dispositifs médicaux."], es: ["Desinfectante para superficies así como", "Productos sanitarios."],
      it: ["Disinfettante per superfici nonché", "Dispositivi medici."], nl: ["Desinfectiemiddel voor oppervlakken alsmede", "Medische hulpmiddelen."],
      pt: ["Desinfetante para superfícies bem como", "Dispositivos médicos."], pl: ["Środek dezynfekujący do powierzchni oraz", "Wyroby medyczne."],
    };
    const misses: string[] = [];
    for (const [language, [first, second]] of Object.entries(wrapped)) {
      const w = FIELD_LANGUAGES[language]!;
      const label = w.useLabels[0]!;
      for (const lines of [[`${label}: ${first}`, second], [label, first, second]]) {
        const found = findRecommendedUse([`1.2 ${w.useHeading}`, ...lines, w.advised]);
        if (found?.value !== `${first} ${second}`) misses.push(`${language} ${lines.length}: ${found?.value}`);
      }
    }
    expect(misses).toEqual([]);
  });

  test("a use label opening a later cell of the product's line", () => {
    const misses: string[] = [];
    for (const [language, words] of Object.entries(USE_WORDS)) {
      const w = FIELD_LANGUAGES[language]!;
      for (const label of words.labels) {
        const lines = [w.sections[0], `1.1 ${w.product}          ${label}: ${words.use}`, `1.3 ${w.supplierHeading}`, w.company, w.street, w.town, w.sections[1], w.hazardLine, w.sections[2], w.sections[3]];
        const parsed = parseSds(sheet(lines));
        if (parsed.recommended_use !== words.use || parsed.product_name !== w.product.split(": ")[1]) misses.push(`${language} ${label}: ${parsed.recommended_use} / ${parsed.product_name}`);
      }
    }
    expect(misses).toEqual([]);
    // The uses advised against in a later cell are not the use.
    expect(findRecommendedUse([`Product name: Floor Shine 500          ${USE_WORDS.en!.advisedLabel}: Spraying`])).toBeNull();
  });

  test("a sentence naming only who the product is for is a sector, below a use label's value below its label", () => {
    const audience: Readonly<Record<string, string>> = {
      en: "Intended for the general public", de: "Bestimmt für die Allgemeinheit", fr: "Destiné au grand public", es: "Destinado al público en general",
      it: "Destinato ai consumatori", nl: "Bestemd voor consumenten", pt: "Destinado aos consumidores", pl: "Przeznaczony dla konsumentów",
    };
    const misses: string[] = [];
    for (const [language, words] of Object.entries(USE_WORDS)) {
      const lines = [`1.2 ${FIELD_LANGUAGES[language]!.useHeading}`, `1.2.1 ${words.labels[0]}`, audience[language]!, `${words.labels[3]}:`, words.use];
      const found = findRecommendedUse(lines);
      const alone = findRecommendedUse(lines.slice(0, 3));
      if (found?.value !== words.use || alone?.value !== audience[language] || alone.confidence > 0.5) misses.push(`${language}: ${found?.value} / ${alone?.value} ${alone?.confidence}`);
    }
    expect(misses).toEqual([]);
  });
});
