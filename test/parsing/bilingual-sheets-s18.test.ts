/**
 * Bilingual sheets (session 18, metamorphic family B): the kinds of miss family B found, over the language pairs
 * bilingual sheets are printed in (EN/FR, EN/ES, FR/EN, NL/FR, DE/FR, DE/FR/IT). Invented names.
 *  - a value printed once per language, the same in each ("Bear Tex Discs / Bear Tex Discs"): read once;
 *  - an identity label followed by two translations ("Handelsname / Nom du produit / Nome commerciale: X", DE/FR/IT);
 *  - the flash point's label joined with its translation ("Flash point / Point d'éclair: > 100 °C");
 *  - a numbered heading without "SECTION" printing its title in each language after a slash (read already; kept).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

type Pair = { name: string; product: string[]; manufacturer: string[]; flash: string[]; section1: string[]; section9: string[]; danger: string[] };
const WORDS: Record<string, Omit<Pair, "name">> = {
  en: { product: ["Product name"], manufacturer: ["Manufacturer"], flash: ["Flash point"], section1: ["IDENTIFICATION"], section9: ["PHYSICAL AND CHEMICAL PROPERTIES"], danger: ["Danger"] },
  fr: { product: ["Nom du produit"], manufacturer: ["Fabricant"], flash: ["Point d'éclair"], section1: ["IDENTIFICATION DU PRODUIT ET DE L'ENTREPRISE"], section9: ["PROPRIÉTÉS PHYSIQUES ET CHIMIQUES"], danger: ["Danger"] },
  es: { product: ["Nombre del producto"], manufacturer: ["Fabricante"], flash: ["Punto de inflamación"], section1: ["IDENTIFICACIÓN DEL PRODUCTO"], section9: ["PROPIEDADES FÍSICAS Y QUÍMICAS"], danger: ["Peligro"] },
  nl: { product: ["Handelsnaam"], manufacturer: ["Fabrikant"], flash: ["Vlampunt"], section1: ["IDENTIFICATIE VAN DE STOF OF HET MENGSEL"], section9: ["FYSISCHE EN CHEMISCHE EIGENSCHAPPEN"], danger: ["Gevaar"] },
  de: { product: ["Handelsname"], manufacturer: ["Hersteller"], flash: ["Flammpunkt"], section1: ["BEZEICHNUNG DES STOFFS BZW. DES GEMISCHS"], section9: ["PHYSIKALISCHE UND CHEMISCHE EIGENSCHAFTEN"], danger: ["Gefahr"] },
  it: { product: ["Nome commerciale"], manufacturer: ["Produttore"], flash: ["Punto di infiammabilità"], section1: ["IDENTIFICAZIONE DELLA SOSTANZA O DELLA MISCELA"], section9: ["PROPRIETÀ FISICHE E CHIMICHE"], danger: ["Pericolo"] },
};
const PAIRS = [["en", "fr"], ["en", "es"], ["fr", "en"], ["nl", "fr"], ["de", "fr"], ["de", "fr", "it"]];
const joined = (languages: string[], key: keyof Omit<Pair, "name">) => languages.map((language) => WORDS[language]![key][0]).join(" / ");

function bilingualSheet(languages: string[], { product, company, flash, headings }: { product: string; company: string; flash: string; headings: "joined" | "plain" }): string[] {
  const heading = (n: number, key: "section1" | "section9", english: string) =>
    headings === "joined" ? `${n}. ${languages.map((language) => (language === "en" ? english : WORDS[language]![key][0])).join(` / ${n}. `)}` : `SECTION ${n}: ${english}`;
  return [
    heading(1, "section1", "IDENTIFICATION"),
    `${joined(languages, "product")}: ${product}`,
    `${joined(languages, "manufacturer")}: ${company}`,
    "Tel: +1 514 555 0100",
    "SECTION 2: HAZARDS IDENTIFICATION",
    `Signal word: ${WORDS[languages[0]!]!.danger[0]}`,
    "H225 Highly flammable liquid and vapour.",
    "SECTION 3: COMPOSITION/INFORMATION ON INGREDIENTS",
    "Ethanol 64-17-5 60-80%",
    heading(9, "section9", "PHYSICAL AND CHEMICAL PROPERTIES"),
    `${joined(languages, "flash")}: ${flash}`,
    "SECTION 10: STABILITY AND REACTIVITY",
    "Stable.",
  ];
}

describe("bilingual sheets: a value printed once per language, the same in each, is read once", () => {
  for (const languages of PAIRS) {
    for (const [product, company] of [["Zorbel Glass Wash", "Quimbly Coatings Ltd."], ["VEXOR 40 CLEANER", "Aldervane Chemicals Inc."]]) {
      test(`${languages.join("/")}: ${product}`, () => {
        const repeated = (value: string) => languages.map(() => value).join(" / ");
        const parsed = parseSds(sheet(bilingualSheet(languages, { product: repeated(product!), company: repeated(company!), flash: "13 °C", headings: "plain" })));
        expect(parsed.product_name).toBe(product!);
        expect(parsed.manufacturer).toBe(company!);
      });
    }
  }
  test("two different names after a slash stay as printed", () => {
    const parsed = parseSds(sheet(bilingualSheet(["en", "fr"], { product: "Zorbel Glass Wash / Zorbel Lave-Vitres", company: "Quimbly Coatings Ltd.", flash: "13 °C", headings: "plain" })));
    expect(parsed.product_name).toBe("Zorbel Glass Wash / Zorbel Lave-Vitres");
  });
});

describe("bilingual sheets: the flash point's label joined with its translation", () => {
  for (const languages of PAIRS) {
    for (const flash of ["> 100 °C", "13 °C (55 °F)", "-4 °C"]) {
      test(`${languages.join("/")}: ${flash}`, () => {
        const parsed = parseSds(sheet(bilingualSheet(languages, { product: "Zorbel Glass Wash", company: "Quimbly Coatings Ltd.", flash, headings: "plain" })));
        expect(parsed.flash_point).toBe(flash);
      });
    }
  }
});

describe("bilingual sheets: a numbered heading printing its title in each language after a slash", () => {
  for (const languages of PAIRS) {
    test(languages.join("/"), () => {
      const parsed = parseSds(sheet(bilingualSheet(languages, { product: "Zorbel Glass Wash", company: "Quimbly Coatings Ltd.", flash: "13 °C", headings: "joined" })));
      expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3, 9, 10]);
      expect(parsed.product_name).toBe("Zorbel Glass Wash");
    });
  }
});

const USE_LABELS: Record<string, string> = { en: "Recommended use", fr: "Utilisation recommandée", es: "Uso recomendado", nl: "Aanbevolen gebruik", de: "Empfohlene Verwendung", it: "Uso raccomandato" };

describe("bilingual sheets: two label cells side by side, the value once after the second", () => {
  for (const languages of PAIRS) {
    const [first, second] = languages as [string, string];
    test(`${first}/${second}: flash point`, () => {
      const lines = bilingualSheet(languages, { product: "Zorbel Glass Wash", company: "Quimbly Coatings Ltd.", flash: "13 °C", headings: "plain" });
      const at = lines.findIndex((line) => line.includes(WORDS[first]!.flash[0]!));
      lines[at] = `${WORDS[first]!.flash[0]}    ${WORDS[second]!.flash[0]}:    13 °C`;
      expect(parseSds(sheet(lines)).flash_point).toBe("13 °C");
    });
    test(`${first}/${second}: recommended use`, () => {
      const lines = bilingualSheet(languages, { product: "Zorbel Glass Wash", company: "Quimbly Coatings Ltd.", flash: "13 °C", headings: "plain" });
      lines.splice(2, 0, `${USE_LABELS[first]}    ${USE_LABELS[second]}:    Window cleaner`);
      expect(parseSds(sheet(lines)).recommended_use).toBe("Window cleaner");
    });
  }
  test("a use label beside a value that is not a label stays a value", () => {
    const lines = bilingualSheet(["en", "fr"], { product: "Zorbel Glass Wash", company: "Quimbly Coatings Ltd.", flash: "13 °C", headings: "plain" });
    lines.splice(2, 0, "Recommended use    Window cleaner");
    expect(parseSds(sheet(lines)).recommended_use).toBe("Window cleaner");
  });
});

const HALF_TEXT: Record<string, string[]> = {
  en: ["SECTION 1: Identification of the substance and of the company", "Product name: Zorbel Glass Wash", "SECTION 2: Hazards identification",
    "Causes serious eye irritation. Wash hands thoroughly after handling. If in eyes: rinse with water for several minutes.", "Keep out of the reach of children and store in a dry place."],
  fr: ["RUBRIQUE 1 : Identification de la substance et de la société", "Nom du produit : Zorbel Lave-Vitres", "RUBRIQUE 2 : Identification des dangers",
    "Provoque une sévère irritation des yeux. Se laver les mains soigneusement après manipulation. En cas de contact avec les yeux : rincer avec de l'eau.", "Tenir hors de portée des enfants et conserver dans un endroit sec."],
  es: ["SECCIÓN 1: Identificación de la sustancia y de la empresa", "Nombre del producto: Zorbel Limpiavidrios", "SECCIÓN 2: Identificación de los peligros",
    "Provoca irritación ocular grave. Lavarse las manos concienzudamente tras la manipulación. En caso de contacto con los ojos: aclarar con agua.", "Mantener fuera del alcance de los niños y almacenar en un lugar seco."],
  nl: ["RUBRIEK 1: Identificatie van de stof en van de onderneming", "Handelsnaam: Zorbel Glasreiniger", "RUBRIEK 2: Identificatie van de gevaren",
    "Veroorzaakt ernstige oogirritatie. Na het werken met dit product de handen grondig wassen. Bij contact met de ogen: met water afspoelen.", "Buiten het bereik van kinderen houden en op een droge plaats bewaren."],
  de: ["ABSCHNITT 1: Bezeichnung des Stoffs und des Unternehmens", "Handelsname: Zorbel Glasreiniger", "ABSCHNITT 2: Mögliche Gefahren",
    "Verursacht schwere Augenreizung. Nach Gebrauch die Hände gründlich waschen. Bei Kontakt mit den Augen: mit Wasser spülen.", "Darf nicht in die Hände von Kindern gelangen und an einem trockenen Ort lagern."],
};

describe("bilingual sheets: a sheet in two halves reports its first half's language, and the second half's as well", () => {
  for (const [first, second] of [["en", "fr"], ["en", "es"], ["fr", "en"], ["nl", "fr"], ["de", "fr"]] as const) {
    test(`${first} then ${second}`, () => {
      const page = (language: string, number: number) => ({
        number, width: 600, height: 800, lines: [...HALF_TEXT[language]!, ...HALF_TEXT[language]!.slice(3)].map((text, index) => ({ text, x: 40, y: 40 + index * 12 })),
      });
      const pages = [page(first, 1), page(first, 2), page(second, 3), page(second, 4)];
      const parsed = parseSds({ numPages: 4, hasTextLayer: true, pages });
      expect(parsed.document_language).toBe(first);
      expect(parsed.evidence.document_language?.text).toBe(`${first} (also ${second})`);
    });
  }
  test("a sheet in one language reports no second one", () => {
    const page = (number: number) => ({ number, width: 600, height: 800, lines: HALF_TEXT.en!.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) });
    const parsed = parseSds({ numPages: 4, hasTextLayer: true, pages: [page(1), page(2), page(3), page(4)] });
    expect(parsed.evidence.document_language?.text).toBe("en");
  });
});

/** Annex II's titles of sections 1 and 9 (Regulation (EU) 2020/878), as the languages print them, and the "SECTION" word. */
const ANNEX: Record<string, { word: string; titles: [string, string] }> = {
  en: { word: "SECTION", titles: ["Identification of the substance/mixture and of the company/undertaking", "Physical and chemical properties"] },
  fr: { word: "RUBRIQUE", titles: ["Identification de la substance/du mélange et de la société/l'entreprise", "Propriétés physiques et chimiques"] },
  es: { word: "SECCIÓN", titles: ["Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Propiedades físicas y químicas"] },
  nl: { word: "RUBRIEK", titles: ["Identificatie van de stof of het mengsel en van de onderneming", "Fysische en chemische eigenschappen"] },
  de: { word: "ABSCHNITT", titles: ["Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Physikalische und chemische Eigenschaften"] },
  it: { word: "SEZIONE", titles: ["Identificazione della sostanza o della miscela e della società/impresa", "Proprietà fisiche e chimiche"] },
};

describe("bilingual sheets: a long heading printed in each language on one line", () => {
  for (const languages of PAIRS) {
    for (const [style, glue] of [["numbered", " / "], ["section word", " / "], ["section word", "    "]] as const) {
      test(`${languages.join("/")}: ${style}, joined by ${JSON.stringify(glue)}`, () => {
        const heading = (n: 1 | 9) =>
          languages.map((language) => `${style === "numbered" ? "" : `${ANNEX[language]!.word} `}${n}${style === "numbered" ? "." : ":"} ${ANNEX[language]!.titles[n === 1 ? 0 : 1].toUpperCase()}`).join(glue);
        const lines = bilingualSheet(languages, { product: "Zorbel Glass Wash", company: "Quimbly Coatings Ltd.", flash: "13 °C", headings: "plain" });
        lines[0] = heading(1);
        lines[lines.findIndex((line) => line.startsWith("SECTION 9"))] = heading(9);
        const parsed = parseSds(sheet(lines));
        expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3, 9, 10]);
        expect(parsed.product_name).toBe("Zorbel Glass Wash");
        expect(parsed.flash_point).toBe("13 °C");
      });
    }
  }
});

describe("bilingual sheets: a use label with two translations (DE/FR/IT), joined or side by side", () => {
  for (const [languages, glue] of [[["de", "fr", "it"], " / "], [["de", "fr", "it"], "    "], [["en", "fr", "es"], " / "], [["nl", "fr", "de"], "    "]] as const) {
    test(`${languages.join("/")} joined by ${JSON.stringify(glue)}`, () => {
      const lines = bilingualSheet(["de", "fr"], { product: "Zorbel Glass Wash", company: "Quimbly Coatings Ltd.", flash: "13 °C", headings: "plain" });
      lines.splice(2, 0, `${languages.map((language) => USE_LABELS[language]).join(glue)}:${glue === " / " ? " " : "    "}Window cleaner`);
      expect(parseSds(sheet(lines)).recommended_use).toBe("Window cleaner");
    });
  }
});
