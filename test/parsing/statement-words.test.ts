/**
 * Hazard statements printed as words without their codes, in the languages of the CLP tables: mapped to codes,
 * with evidence that says so and a confidence below that of printed codes.
 */
import { describe, expect, test } from "bun:test";
import { findStatementsInText } from "../../src/modules/parsing/ghs-statements.ts";
import { parseHazards } from "../../src/modules/parsing/hazards.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

const documentOf = (lines: string[]): SdsText => ({
  numPages: 1,
  hasTextLayer: true,
  pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, i) => ({ text, x: 40, y: 40 + i * 12, fontSize: 10 })) }],
});

describe("statement wording in the CLP languages maps to codes", () => {
  test.each([
    ["es", "Líquido y vapores muy inflamables. Provoca irritación ocular grave.", ["H225", "H319"]],
    ["es, combined", "Nocivo en caso de ingestión o inhalación.", ["H302", "H332"]],
    ["fr, typographic apostrophes", "Nocif en cas d’ingestion ou d’inhalation. Peut provoquer une allergie cutanée.", ["H302", "H332", "H317"]],
    ["fr, wrapped over lines", "Provoque de graves brûlures de la peau et\nde graves lésions des yeux.", ["H314"]],
    ["de", "Flüssigkeit und Dampf leicht entzündbar.\nVerursacht schwere Augenreizung.", ["H225", "H319"]],
    ["de, ß folded", "Kann gegenüber Metallen korrosiv sein. Sehr giftig für Wasserorganismen mit langfristiger Wirkung.", ["H290", "H410"]],
    ["de, upper case", "GIFTIG BEI VERSCHLUCKEN", ["H301"]],
    ["it", "Liquido e vapori facilmente infiammabili. Provoca grave irritazione oculare.", ["H225", "H319"]],
    ["it, combined", "Nocivo se ingerito o inalato. Può provocare sonnolenza o vertigini.", ["H302", "H332", "H336"]],
    ["nl", "Veroorzaakt ernstige brandwonden en oogletsel.\nZeer giftig voor in het water levende organismen, met langdurige gevolgen.", ["H314", "H410"]],
    ["pt", "Líquido e vapor facilmente inflamáveis. Nocivo por ingestão ou inalação.", ["H225", "H302", "H332"]],
    ["pl", "Wysoce łatwopalna ciecz i pary. Działa drażniąco na oczy.", ["H225", "H319"]],
    ["pl, upper case", "MOŻE WYWOŁYWAĆ UCZUCIE SENNOŚCI LUB ZAWROTY GŁOWY", ["H336"]],
  ])("%s", (_name, text, codes) => {
    expect(findStatementsInText(text).sort()).toEqual([...codes].sort());
  });

  test("organs named inside a statement keep it the longer statement, not the shorter one it starts with", () => {
    expect(findStatementsInText("Causes damage to organs (liver, kidneys) through prolonged or repeated exposure.")).toEqual(["H372"]);
    expect(findStatementsInText("Provoca daños en los órganos (hígado) tras exposiciones prolongadas o repetidas.")).toEqual(["H372"]);
    expect(findStatementsInText("Kann die Organe schädigen (Leber, Niere) bei längerer oder wiederholter Exposition.")).toEqual(["H373"]);
    // Two statements side by side are not joined across: each is itself.
    expect(findStatementsInText("Harmful if swallowed. Harmful if inhaled.").sort()).toEqual(["H302", "H332"]);
    expect(findStatementsInText("May be harmful if swallowed (H303)\nHarmful in contact with skin (H312)").sort()).toEqual(["H303", "H312"]);
  });

  test("wording the regulation gives two codes in one language maps to neither: the words do not say which", () => {
    // Italian prints H232 (pyrophoric gas) and H250 (pyrophoric liquid or solid) in the same words.
    expect(findStatementsInText("Spontaneamente infiammabile all'aria.")).toEqual([]);
    expect(findStatementsInText("Vat spontaan vlam bij blootstelling aan lucht.")).toEqual(["H250"]);
  });

  test("the hazard statements block is found by its label in each language, and ends at the precautionary one", () => {
    const es = parseHazards(["Indicaciones de peligro:", "Puede provocar somnolencia o vértigo.", "Consejos de prudencia:", "Evitar su liberación al medio ambiente. Muy tóxico para los organismos acuáticos."]);
    expect(es.codesFromWords).toEqual(["H336"]);
    const fr = parseHazards(["Mentions de danger : Liquide et vapeurs très inflammables.", "Conseils de prudence : Tenir au frais."]);
    expect(fr.codesFromWords).toEqual(["H225"]);
    const de = parseHazards(["Gefahrenhinweise", "Verursacht Hautreizungen.", "Sicherheitshinweise", "Kann Krebs erzeugen."]);
    expect(de.hCodes).toEqual(["H315"]);
    const it = parseHazards(["Indicazioni di pericolo:", "Provoca irritazione cutanea.", "Consigli di prudenza:", "Non disperdere nell’ambiente."]);
    expect(it.codesFromWords).toEqual(["H315"]);
    const pl = parseHazards(["Zwroty wskazujące rodzaj zagrożenia: Działa szkodliwie po połknięciu.", "Zwroty wskazujące środki ostrożności: Chronić przed dziećmi."]);
    expect(pl.codesFromWords).toEqual(["H302"]);
  });
});

describe("evidence of codes read from wording", () => {
  test("says statement-text, with a confidence below printed codes'", () => {
    const worded = parseSds(documentOf([
      "SECCIÓN 1: Identificación", "SECCIÓN 2: Identificación de los peligros", "Palabra de advertencia: Peligro",
      "Indicaciones de peligro", "Provoca quemaduras graves en la piel y lesiones oculares graves.", "SECCIÓN 3: Composición",
    ]));
    expect(worded.h_codes).toEqual(["H314"]);
    expect(worded.evidence.h_codes).toMatchObject({ method: "statement-text" });
    const printed = parseSds(documentOf([
      "SECCIÓN 1: Identificación", "SECCIÓN 2: Identificación de los peligros", "Palabra de advertencia: Peligro",
      "Indicaciones de peligro", "H314 Provoca quemaduras graves en la piel y lesiones oculares graves.", "SECCIÓN 3: Composición",
    ]));
    expect(printed.h_codes).toEqual(["H314"]);
    expect(printed.evidence.h_codes).toMatchObject({ method: "text" });
    expect(worded.evidence.h_codes!.confidence).toBeLessThan(printed.evidence.h_codes!.confidence);
  });
});

describe("EUH wording", () => {
  test("an EUH statement's words without its code are advice, not a hazard code", () => {
    // EUH066's CLP wording in German, printed as a plain sentence of advice in section 2.
    expect(findStatementsInText("Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.")).toEqual([]);
    expect(findStatementsInText("Verursacht schwere Augenreizung. Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.")).toEqual(["H319"]);
  });
});
