/**
 * The EU's other official languages, completed (session 10): the labels of the hazard and precautionary statements
 * (CLP Articles 21 and 22) in cs, sk, hu, ro, el, bg, hr, sl, lt, lv and et, the signal word opening the statements'
 * value, the signal words confirmed or added, and dates with month names in those languages. Products, companies and
 * sentences are invented; the labels, signal words and month names are the languages' (sources: briefs/s10/doc-EU.md).
 */
import { describe, expect, test } from "bun:test";
import { findDates, parseDate } from "../../src/modules/parsing/dates.ts";
import { hazardStatementBlocks } from "../../src/modules/parsing/hazards.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { signalWordOf } from "../../src/modules/parsing/signal-words.ts";
import { foldText } from "../../src/modules/parsing/section-vocabulary.ts";
import { sheet } from "../helpers/sds-text.ts";

type StatementLabels = {
  code: string;
  /** Section 2's and section 3's headings. */
  headings: readonly [string, string];
  hazard: string;
  precautionary: string;
  danger: string;
};

const LABELS: StatementLabels[] = [
  { code: "cs", headings: ["ODDÍL 2: Identifikace nebezpečnosti", "ODDÍL 3: Složení/informace o složkách"], hazard: "Standardní věty o nebezpečnosti", precautionary: "Pokyny pro bezpečné zacházení", danger: "NEBEZPEČÍ" },
  { code: "sk", headings: ["ODDIEL 2: Identifikácia nebezpečnosti", "ODDIEL 3: Zloženie/informácie o zložkách"], hazard: "Výstražné upozornenia", precautionary: "Bezpečnostné upozornenia", danger: "Nebezpečenstvo" },
  { code: "hu", headings: ["2. SZAKASZ: A veszélyek azonosítása", "3. SZAKASZ: Összetétel/az összetevőkre vonatkozó adatok"], hazard: "Figyelmeztető mondatok", precautionary: "Óvintézkedésre vonatkozó mondatok", danger: "Veszély" },
  { code: "ro", headings: ["SECȚIUNEA 2: Identificarea pericolelor", "SECȚIUNEA 3: Compoziție/informații privind componenții"], hazard: "Fraze de pericol", precautionary: "Fraze de precauție", danger: "Pericol" },
  { code: "el", headings: ["ΤΜΗΜΑ 2: Προσδιορισμός κινδύνων", "ΤΜΗΜΑ 3: Σύνθεση/πληροφορίες για τα συστατικά"], hazard: "Δηλώσεις επικινδυνότητας", precautionary: "Δηλώσεις προφύλαξης", danger: "Κίνδυνος" },
  { code: "bg", headings: ["РАЗДЕЛ 2: Описание на опасностите", "РАЗДЕЛ 3: Състав/информация за съставките"], hazard: "Предупреждения за опасност", precautionary: "Препоръки за безопасност", danger: "Опасно" },
  { code: "hr", headings: ["ODJELJAK 2: Identifikacija opasnosti", "ODJELJAK 3: Sastav/informacije o sastojcima"], hazard: "Oznake upozorenja", precautionary: "Oznake obavijesti", danger: "Opasnost" },
  { code: "sl", headings: ["ODDELEK 2: Določitev nevarnosti", "ODDELEK 3: Sestava/podatki o sestavinah"], hazard: "Stavki o nevarnosti", precautionary: "Previdnostni stavki", danger: "Nevarno" },
  { code: "lt", headings: ["2 SKIRSNIS. Galimi pavojai", "3 SKIRSNIS. Sudėtis arba informacija apie sudedamąsias dalis"], hazard: "Pavojingumo frazės", precautionary: "Atsargumo frazės", danger: "Pavojinga" },
  { code: "lv", headings: ["2. IEDAĻA. Bīstamības apzināšana", "3. IEDAĻA. Sastāvs/informācija par sastāvdaļām"], hazard: "Bīstamības apzīmējumi", precautionary: "Drošības prasību apzīmējumi", danger: "Bīstami" },
  { code: "et", headings: ["2. JAGU. Ohtude identifitseerimine", "3. JAGU. Koostis/teave koostisainete kohta"], hazard: "Ohulaused", precautionary: "Hoiatuslaused", danger: "Ettevaatust" },
];

/** A small sheet whose section 2 holds the given lines. */
function sectionTwoSheet(labels: StatementLabels, lines: readonly string[]): string[] {
  return ["GLIMMERFIX 40", "Quellbrand Teknik", labels.headings[0], ...lines, labels.headings[1], "Xylol 1330-20-7 10-20 % H226"];
}

for (const labels of LABELS) {
  describe(`statement labels in ${labels.code}`, () => {
    test("the hazard statements block runs from its label to the precautionary statements' label", () => {
      const block = hazardStatementBlocks([`${labels.hazard}:`, "H225 Glimmer one.", "H319 Glimmer two.", `${labels.precautionary}:`, "P210 Glimmer three."]);
      expect(block).toBe("H225 Glimmer one.\nH319 Glimmer two.");
    });

    test("the label in capitals is the label too", () => {
      const block = hazardStatementBlocks([`${labels.hazard.toUpperCase()}: H225 Glimmer one.`, `${labels.precautionary.toUpperCase()}`, "P210"]);
      expect(block).toBe("H225 Glimmer one.");
    });

    test("a signal word opening the hazard statements' value is the sheet's signal word", () => {
      const parsed = parseSds(sheet(sectionTwoSheet(labels, [`${labels.hazard}: ${labels.danger}: H225 Glimmer one.`, `${labels.precautionary}: P210`])));
      expect(parsed.signal_word).toBe("DANGER");
      expect(parsed.h_codes).toEqual(["H225"]);
    });
  });
}

describe("statement labels of the older languages, read from the shared vocabulary", () => {
  test.each([
    ["Gefahrenhinweis(e):", "de"],
    ["Hazard statement(s):", "en"],
    ["Indicación(es) de peligro:", "es"],
    ["Mention(s) de danger :", "fr"],
    ["Gevarenaanduiding(en):", "nl"],
    ["Indicações de perigo:", "pt"],
    ["Zwroty wskazujące rodzaj zagrożenia:", "pl"],
    ["Faroangivelser:", "sv"],
  ])("%s (%s) opens the block", (label) => {
    expect(hazardStatementBlocks([label, "H315 Glimmer one.", "P280 Glimmer two."])).toBe("H315 Glimmer one.");
  });

  test("the words inside running text are not a label", () => {
    expect(hazardStatementBlocks(["as shown by the hazard statements of the old sheet", "H315 Glimmer one."])).toBe("");
  });

  test("a label split by the text layer at kerning is still the label", () => {
    expect(hazardStatementBlocks(["Haz ard statem ents: H315 Glimmer one."])).toBe("H315 Glimmer one.");
  });

  test("a cs signal-word label ends the block", () => {
    expect(hazardStatementBlocks(["Hazard statements:", "H315 Glimmer one.", "Signální slovo: Varování"])).toBe("H315 Glimmer one.");
  });
});

describe("signal words added in session 10", () => {
  test("bg 'Опасност', as label software prints it, is Danger", () => {
    expect(signalWordOf(foldText("Опасност"))).toBe("DANGER");
  });

  test("lv 'Draudi' ('threats', as in 'Citi draudi': Other hazards) is no signal word (CLP's is 'Bīstami')", () => {
    expect(signalWordOf(foldText("Draudi"))).toBeNull();
    expect(signalWordOf(foldText("Bīstami"))).toBe("DANGER");
  });

  test("lt plural label 'Signaliniai žodžiai' carries the word", () => {
    const parsed = parseSds(sheet(sectionTwoSheet(LABELS.find((labels) => labels.code === "lt")!, ["Signaliniai žodžiai: Atsargiai", "H319 Glimmer."])));
    expect(parsed.signal_word).toBe("WARNING");
  });
});

describe("month names of the EU's other languages", () => {
  test.each([
    ["3. února 2021", "2021-02-03"],
    ["15. listopadu 2022", "2022-11-15"],
    ["3. februára 2021", "2021-02-03"],
    ["2021. március 3.", "2021-03-03"],
    ["2021. márc. 3.", "2021-03-03"],
    ["2020. december 12.", "2020-12-12"],
    ["3 martie 2021", "2021-03-03"],
    ["3 Μαρτίου 2021", "2021-03-03"],
    ["3 ΜΑΡΤΙΟΥ 2021", "2021-03-03"],
    ["3 март 2021 г.", "2021-03-03"],
    ["3. ožujka 2021.", "2021-03-03"],
    ["3. marca 2021", "2021-03-03"],
    ["2021 m. kovo 3 d.", "2021-03-03"],
    ["2021. gada 3. martā", "2021-03-03"],
    ["3. märts 2021", "2021-03-03"],
    ["3. unora 2021", "2021-02-03"],
  ])("%s → %s", (text, iso) => {
    expect(parseDate(text, "day-first")).toBe(iso);
  });

  // Session 20: "3. listopada 2021." (day and year closed by a full stop) is the Croatian form, read as October
  // (bilingual-leftovers-s20.test.ts); the forms Polish and Czech print stay November.
  test("'listopada' is read as November, as Polish and Czech mean it, where the sheet's language is not known", () => {
    expect(parseDate("3 listopada 2021", "day-first")).toBe("2021-11-03");
    expect(parseDate("3. listopada 2021", "day-first")).toBe("2021-11-03");
  });

  test("a year with a dot before an English month abbreviation and a number is no date unless it is a month", () => {
    expect(findDates("ISO 9001:2015 Mar 3")).toEqual([]);
    expect(findDates("Version 2021. Revision 3")).toEqual([]);
  });
});
