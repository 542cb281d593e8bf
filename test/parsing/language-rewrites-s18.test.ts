/**
 * Kinds of miss found by the language rewrites in the EU's other official languages (metamorphic family L, session 18:
 * English tune sheets rewritten in sv, da, fi, cs, hu, ro, sk, sl, hr, el, bg, lt, lv, et, `metamorphic-tune.ts
 * --languages sv,da,…`). Each is a sweep over the languages concerned, on synthetic sheets with invented names:
 * - the product's name after a label in its other common wording ("Terméknév", "Ime izdelka", "Naziv proizvoda",
 *   "Όνομα προϊόντος", "Наименование на продукта", "Toote nimetus"): the name, never the sheet's title;
 * - the sheet's title in the language ("BIZTONSÁGI ADATLAP", "VARNOSTNI LIST", "ΔΕΛΤΙΟ ΔΕΔΟΜΕΝΩΝ ΑΣΦΑΛΕΙΑΣ" …) is a
 *   title, never the product's name, when no label names the product;
 * - the company as a bare label ("Tvrtka    X", "Družba    X", "Εταιρεία    X", "Companie    X"): the name is read;
 * - the preparation date's "Datum vytvoření" and the dated title "Bezpečnostní list ze dne" / "Karta bezpečnostných
 *   údajov zo dňa";
 * - a "last revision" label in Swedish and Danish ("Senaste revision", "Sidste revision") that dates the previous
 *   version: never read as the sheet's date with confidence;
 * - Annex II section titles the section vocabulary missed (ro 6, hr 16, lt 9, et 11);
 * - a Roman number before the section word where the number comes first ("IV. SZAKASZ", "IV SKIRSNIS");
 * - a year-first date glued to its label's colon ("Módosítás dátuma :2016. június 13.", lt, lv alike);
 * - 2.3's title ("Άλλοι κίνδυνοι", "Další nebezpečnost" …) after the hazard statements, with no precautionary label
 *   between: it ends the statements, its sentences are no H-codes;
 * - the emergency telephone's label (Annex II 1.4) beside the manufacturer's, its values on the line below
 *   ("Valmistaja    Hätäpuhelinnumero"): a label, never part of the company's name.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { titleSectionNumber } from "../../src/modules/parsing/section-vocabulary.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const PRODUCT = "Brightwell Degreaser 40";
const COMPANY = "Quillmore Reagents GmbH";

/** Language, the sheet's title, section 1's heading, a product label, a bare company label. */
const SHEETS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ["hu", "BIZTONSÁGI ADATLAP", "1. SZAKASZ: Az anyag/keverék és a vállalat/vállalkozás azonosítása", "Terméknév", "Cég"],
  ["ro", "FIȘA CU DATE DE SECURITATE", "SECȚIUNEA 1: Identificarea substanței/amestecului și a societății/întreprinderii", "Denumirea produsului", "Companie"],
  ["sl", "VARNOSTNI LIST", "ODDELEK 1: Identifikacija snovi/zmesi in družbe/podjetja", "Ime izdelka", "Podjetje"],
  ["sl", "VARNOSTNI LIST", "ODDELEK 1: Identifikacija snovi/zmesi in družbe/podjetja", "Trgovsko ime", "Družba"],
  ["hr", "SIGURNOSNO-TEHNIČKI LIST", "ODJELJAK 1: Identifikacija tvari/smjese i društva/poduzeća", "Naziv proizvoda", "Tvrtka"],
  ["hr", "SIGURNOSNO-TEHNIČKI LIST", "ODJELJAK 1: Identifikacija tvari/smjese i društva/poduzeća", "Trgovački naziv", "Društvo"],
  ["el", "ΔΕΛΤΙΟ ΔΕΔΟΜΕΝΩΝ ΑΣΦΑΛΕΙΑΣ", "ΤΜΗΜΑ 1: Στοιχεία ουσίας/μείγματος και εταιρείας/επιχείρησης", "Όνομα προϊόντος", "Εταιρεία"],
  ["bg", "ИНФОРМАЦИОНЕН ЛИСТ ЗА БЕЗОПАСНОСТ", "РАЗДЕЛ 1: Идентифициране на веществото/сместа и на дружеството/предприятието", "Наименование на продукта", "Фирма"],
  ["bg", "ИНФОРМАЦИОНЕН ЛИСТ ЗА БЕЗОПАСНОСТ", "РАЗДЕЛ 1: Идентифициране на веществото/сместа и на дружеството/предприятието", "Търговско наименование", "Дружество"],
  ["et", "OHUTUSKAART", "1. JAGU: Aine/segu ja äriühingu/ettevõtja identifitseerimine", "Toote nimetus", "Ettevõte"],
  ["cs", "BEZPEČNOSTNÍ LIST", "ODDÍL 1: Identifikace látky/směsi a společnosti/podniku", "Název výrobku", "Společnost"],
  ["sk", "KARTA BEZPEČNOSTNÝCH ÚDAJOV", "ODDIEL 1: Identifikácia látky/zmesi a spoločnosti/podniku", "Obchodný názov", "Spoločnosť"],
  ["lt", "SAUGOS DUOMENŲ LAPAS", "1 SKIRSNIS: Medžiagos ar mišinio ir bendrovės ar įmonės identifikavimas", "Prekinis pavadinimas", "Įmonė"],
  ["lv", "DROŠĪBAS DATU LAPA", "1. IEDAĻA: Vielas/maisījuma un uzņēmējsabiedrības/uzņēmuma identificēšana", "Produkta nosaukums", "Uzņēmums"],
];

describe("the product's name after its label, under the sheet's title, in the EU's other languages", () => {
  for (const [language, title, heading, label] of SHEETS) {
    for (const gap of [": ", "    "]) {
      test(`${language} '${label}${gap}'`, () => {
        const parsed = parseSds(sheet([title, heading, `${label}${gap}${PRODUCT}`, ...SECTIONS_2_TO_4]));
        expect(parsed.product_name).toBe(PRODUCT);
      });
    }
  }
});

describe("the sheet's title in the language is never the product's name", () => {
  const titles = new Map(SHEETS.map(([language, title, heading]) => [language, [title, heading] as const]));
  for (const [language, [title, heading]] of titles) {
    for (const form of [title, title.charAt(0) + title.slice(1).toLocaleLowerCase()]) {
      test(`${language} '${form}'`, () => {
        const parsed = parseSds(sheet([form, heading, "Larchweg 12, 12345 Ostheim", ...SECTIONS_2_TO_4]));
        expect(parsed.product_name ?? "").not.toBe(form);
      });
    }
  }
});

describe("the company after a bare company label, in the EU's other languages", () => {
  for (const [language, title, heading, label, company] of SHEETS) {
    for (const gap of [": ", "    "]) {
      test(`${language} '${company}${gap}'`, () => {
        const lines = [title, heading, `${label}: ${PRODUCT}`, `${company}${gap}${COMPANY}`, "Larchweg 12, 12345 Ostheim", ...SECTIONS_2_TO_4];
        expect(parseSds(sheet(lines)).manufacturer).toBe(COMPANY);
      });
    }
  }
});

const DATED: ReadonlyArray<readonly [string, string]> = [
  ["cs", "Datum vytvoření"], ["cs", "Bezpečnostní list ze dne"], ["sk", "Dátum vytvorenia"], ["sk", "Karta bezpečnostných údajov zo dňa"],
];

describe("the preparation date's and the dated title's labels in Czech and Slovak", () => {
  for (const [language, label] of DATED) {
    for (const date of ["03.12.2026", "3. 12. 2026", language === "cs" ? "3. prosince 2026" : "3. decembra 2026"]) {
      test(`${language} '${label}: ${date}'`, () => {
        expect(findRevisionDate([`${label}: ${date}`], "day-first")?.value).toBe("2026-12-03");
      });
    }
  }
});

const LAST: ReadonlyArray<readonly [string, string, string]> = [
  ["sv", "Senaste revision", "Upprättad"], ["sv", "Datum för senaste revision", "Upprättad"], ["da", "Sidste revision", "Udarbejdet"],
  ["da", "Dato for sidste revision", "Udarbejdet"],
];

describe("a 'last revision' date older than the preparation date, in Swedish and Danish", () => {
  test.each(LAST)("%s '%s' under '%s'", (_language, last, prepared) => {
    for (const lines of [[`${prepared}: 10.03.2015`, `${last}: 06.07.2011`], [`${last.toUpperCase()}:    06.07.2011`, `${prepared.toUpperCase()}:    10.03.2015`]]) {
      expect(findRevisionDate(lines, "day-first")?.value).toBe("2015-03-10");
    }
  });
});

const TITLES: ReadonlyArray<readonly [string, number, string]> = [
  ["ro", 6, "Măsuri de luat în caz de dispersie accidentală"], ["hr", 16, "Ostale informacije"],
  ["lt", 9, "Fizikinės ir cheminės savybės"], ["et", 11, "Toksikoloogiline teave"],
];

describe("Annex II section titles in the EU's other languages", () => {
  for (const [language, number, title] of TITLES) {
    for (const form of [title, title.toLocaleUpperCase()]) {
      test(`${language} ${number} '${form}'`, () => {
        expect(titleSectionNumber(form)).toBe(number);
        const other = number === 16 ? 15 : number + 1;
        const lines = [`SECTION 1: Identification`, `Product name: ${PRODUCT}`, `SECTION ${number}: ${form}`, "Nothing.", `SECTION ${other}: Other information`];
        expect(parseSds(sheet(lines)).sections.map((section) => section.number)).toContain(number);
      });
    }
  }
});

const NUMBER_FIRST: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ["hu", "Szakasz", ["Az anyag/keverék és a vállalat/vállalkozás azonosítása", "A veszélyek azonosítása", "Összetétel/az összetevőkre vonatkozó adatok", "Elsősegély-nyújtási intézkedések"]],
  ["lt", "Skirsnis", ["Medžiagos ar mišinio ir bendrovės ar įmonės identifikavimas", "Galimi pavojai", "Sudėtis arba informacija apie sudedamąsias dalis", "Pirmosios pagalbos priemonės"]],
  ["lv", "Iedaļa", ["Vielas/maisījuma un uzņēmējsabiedrības/uzņēmuma identificēšana", "Bīstamības apzināšana", "Sastāvs/informācija par sastāvdaļām", "Pirmās palīdzības pasākumi"]],
  ["et", "Jagu", ["Aine/segu ja äriühingu/ettevõtja identifitseerimine", "Ohtude identifitseerimine", "Koostis/teave koostisainete kohta", "Esmaabimeetmed"]],
];

describe("a Roman number before the section word, in the languages that print the number first", () => {
  for (const [language, word, titles] of NUMBER_FIRST) {
    for (const form of [(roman: string) => `${roman}. ${word.toLocaleUpperCase()}: `, (roman: string) => `${roman.toLowerCase()}. ${word}    ► `, (roman: string) => `${roman} ${word}: `]) {
      const lines = titles.flatMap((title, index) => [`${form(["I", "II", "III", "IV"][index]!)}${title}`, "Nothing here."]);
      test(`${language} '${lines[0]}'`, () => {
        expect(parseSds(sheet(lines)).sections.map((section) => section.number)).toEqual([1, 2, 3, 4]);
      });
    }
  }
});

const MAKER_AND_EMERGENCY: ReadonlyArray<readonly [string, string, string]> = [
  ["sv", "Tillverkare", "Telefonnummer för nödsituationer"], ["fi", "Valmistaja", "Hätäpuhelinnumero"], ["cs", "Výrobce", "Telefonní číslo pro naléhavé situace"],
  ["sk", "Výrobca", "Núdzové telefónne číslo"], ["hu", "Gyártó", "Sürgősségi telefonszám"], ["hr", "Proizvođač", "Broj telefona za hitne slučajeve"],
  ["sl", "Proizvajalec", "Telefonska številka za nujne primere"], ["el", "Παρασκευαστής", "Αριθμός τηλεφώνου επείγουσας ανάγκης"],
  ["bg", "Производител", "Телефонен номер при спешни случаи"], ["lv", "Ražotājs", "Tālruņa numurs, kur zvanīt ārkārtas situācijās"],
  ["lt", "Gamintojas", "Pagalbos telefono numeris"], ["et", "Tootja", "Hädaabitelefoni number"],
];

describe("the emergency telephone's label beside the manufacturer's, the values below, in the EU's other languages", () => {
  for (const [language, maker, emergency] of MAKER_AND_EMERGENCY) {
    test(`${language} '${maker}    ${emergency}'`, () => {
      const lines = ["SECTION 1: Identification", `Product name: ${PRODUCT}`, `${maker}    ${emergency}`, `${COMPANY}    +49 30 1234 5678`, "Larchweg 12, 12345 Ostheim", ...SECTIONS_2_TO_4];
      expect(parseSds(sheet(lines)).manufacturer).toBe(COMPANY);
    });
  }
});

const YEAR_FIRST: ReadonlyArray<readonly [string, string, string]> = [
  ["hu", "Módosítás dátuma", "2016. június 13."], ["hu", "Felülvizsgálat dátuma", "2016. jún. 13."], ["lt", "Peržiūros data", "2016 m. birželio 13 d."],
  ["lv", "Pārskatīšanas datums", "2016. gada 13. jūnijs"],
];

describe("a year-first date glued to its label's colon, in Hungarian, Lithuanian and Latvian", () => {
  for (const [language, label, date] of YEAR_FIRST) {
    for (const line of [`${label} :${date}`, `${label}:${date} / v 6.6`]) {
      test(`${language} '${line}'`, () => {
        expect(findRevisionDate([line], "day-first")?.value).toBe("2016-06-13");
      });
    }
  }
  test("a standard's year before a month is no date ('ISO 9001:2015. március 3')", () => {
    expect(findRevisionDate(["Certified ISO 9001:2015. március 3"], "day-first")).toBeNull();
  });
});

const OTHER_HAZARDS: ReadonlyArray<readonly [string, string, string]> = [
  ["el", "Δηλώσεις επικινδυνότητας", "Άλλοι κίνδυνοι"], ["cs", "Standardní věty o nebezpečnosti", "Další nebezpečnost"],
  ["sk", "Výstražné upozornenia", "Iná nebezpečnosť"], ["hu", "Figyelmeztető mondatok", "Egyéb veszélyek"], ["ro", "Fraze de pericol", "Alte pericole"],
  ["sl", "Stavki o nevarnosti", "Druge nevarnosti"], ["hr", "Oznake upozorenja", "Ostale opasnosti"], ["bg", "Предупреждения за опасност", "Други опасности"],
  ["lt", "Pavojingumo frazės", "Kiti pavojai"], ["lv", "Bīstamības apzīmējumi", "Citi apdraudējumi"], ["et", "Ohulaused", "Muud ohud"],
];

describe("2.3's title after the hazard statements ends them, in the EU's other languages", () => {
  for (const [language, label, other] of OTHER_HAZARDS) {
    for (const form of [other, other.toLocaleUpperCase()]) {
      test(`${language} '${form}'`, () => {
        const lines = [
          "SECTION 1: Identification", `Product name: ${PRODUCT}`, "SECTION 2: Hazards identification", label, "Extremely flammable aerosol.",
          `${form}    :    Excessive exposure to spray mist may cause`, "respiratory irritation.", "SECTION 3: Composition", "SECTION 4: First aid measures",
        ];
        expect(parseSds(sheet(lines)).h_codes).toEqual(["H222"]);
      });
    }
  }
});
