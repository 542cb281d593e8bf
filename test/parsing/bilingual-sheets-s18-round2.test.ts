/**
 * Bilingual sheets, round 2 (session 18, metamorphic family B): kinds of miss left after round 1, over the language
 * lists bilingual sheets are printed in (EN/FR, EN/ES, FR/EN, NL/FR, DE/FR, DE/FR/IT). Invented names.
 *  - an address printed once per language in alternate lines, each with its label and its wrapped lines
 *    ("Address: 4410 Harlow Street" / "Suite 12" / "Brantvale, ON" / "Adresse: 4410 Harlow Street" / …): read once, whole;
 *  - an address label side by side with its translations, the value once after the last ("Address    Adresse:    X").
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const PAIRS = [["en", "fr"], ["en", "es"], ["fr", "en"], ["nl", "fr"], ["de", "fr"], ["de", "fr", "it"]];
const ADDRESS: Record<string, string> = { en: "Address", fr: "Adresse", es: "Dirección", nl: "Adres", de: "Anschrift", it: "Indirizzo" };
const COMPANY: Record<string, string> = { en: "Manufacturer", fr: "Fabricant", es: "Fabricante", nl: "Fabrikant", de: "Hersteller", it: "Produttore" };
const ADDRESSES = [
  ["4410 Harlow Street", "Suite 12", "Brantvale, ON K2P 1L4"],
  ["Quellenweg 17", "8057 Zürich"],
  ["PO Box 2210", "1200 Orvain Drive", "Tullsborough, NY 11042"],
];

function addressSheet(languages: string[], address: string[], gap: string): string[] {
  return [
    "SECTION 1: IDENTIFICATION",
    "Product name: Zorbel Glass Wash",
    ...languages.map((language) => `${COMPANY[language]}:${gap}Quimbly Coatings Ltd.`),
    ...languages.flatMap((language) => [`${ADDRESS[language]}:${gap}${address[0]}`, ...address.slice(1).map((line) => `${gap.length > 1 ? "            " : ""}${line}`)]),
    "Tel: +1 514 555 0100",
    ...SECTIONS_2_TO_4,
  ];
}

describe("bilingual sheets: an address printed once per language in alternate lines is read once, with its wrapped lines", () => {
  for (const languages of PAIRS) {
    for (const address of ADDRESSES) {
      for (const gap of [" ", "    "]) {
        test(`${languages.join("/")}: ${address[0]} (gap ${gap.length})`, () => {
          const parsed = parseSds(sheet(addressSheet(languages, address, gap)));
          expect(parsed.supplier_address).toBe(address.join(", "));
        });
      }
    }
  }
  test("two labels whose values differ (a street and a town) are still two parts", () => {
    const parsed = parseSds(sheet(["SECTION 1: IDENTIFICATION", "Manufacturer: Quimbly Coatings Ltd.", "Street: 4410 Harlow Street", "City: Brantvale", "Tel: +1 514 555 0100", ...SECTIONS_2_TO_4]));
    expect(parsed.supplier_address).toBe("4410 Harlow Street, Brantvale");
  });
});

describe("bilingual sheets: an address label side by side with its translations, the value after the last", () => {
  for (const languages of PAIRS) {
    for (const address of ADDRESSES) {
      for (const colon of [":", ""]) {
        test(`${languages.join("/")}: ${address[0]}${colon ? " (colon)" : ""}`, () => {
          const labels = languages.map((language) => ADDRESS[language]).join("    ");
          const lines = [
            "SECTION 1: IDENTIFICATION",
            "Product name: Zorbel Glass Wash",
            `${languages.map((language) => COMPANY[language]).join("    ")}${colon}    Quimbly Coatings Ltd.`,
            `${labels}${colon}    ${address[0]}`,
            ...address.slice(1).map((line) => `                        ${line}`),
            `${languages.map((language) => (language === "en" ? "Telephone" : "Tel.")).join("    ")}${colon}    +1 514 555 0100`,
            ...SECTIONS_2_TO_4,
          ];
          expect(parseSds(sheet(lines)).supplier_address).toBe(address.join(", "));
        });
      }
    }
  }
  test("a row of column headers (address labels, no value) stays a header row", () => {
    const lines = ["SECTION 1: IDENTIFICATION", "Manufacturer: Quimbly Coatings Ltd.", "Street    City    Country", "4410 Harlow Street    Brantvale    Canada", "Tel: +1 514 555 0100", ...SECTIONS_2_TO_4];
    expect(parseSds(sheet(lines)).supplier_address).not.toBe("City    Country");
  });
});

describe("bilingual sheets: the physical state's label joined with its translations or beside them", () => {
  const STATE_LABEL: Record<string, string> = { en: "Physical state", fr: "État physique", es: "Estado físico", nl: "Fysische toestand", de: "Aggregatzustand", it: "Stato fisico" };
  const STATES: Record<string, Record<string, string>> = {
    liquid: { en: "Liquid", fr: "Liquide", es: "Líquido", nl: "Vloeibaar", de: "Flüssig", it: "Liquido" },
    solid: { en: "Solid", fr: "Solide", es: "Sólido", nl: "Vast", de: "Fest", it: "Solido" },
  };
  for (const languages of PAIRS) {
    for (const [state, words] of Object.entries(STATES)) {
      for (const [glue, separator] of [[" / ", ": "], [" / ", "    : "], ["    ", ":    "]] as const) {
        test(`${languages.join("/")}: ${state}, "${glue}" "${separator}"`, () => {
          const lines = [
            "SECTION 1: IDENTIFICATION", "Product name: Zorbel Glass Wash", ...SECTIONS_2_TO_4,
            "SECTION 9: PHYSICAL AND CHEMICAL PROPERTIES",
            "Appearance / Aspect: White paste",
            `${languages.map((language) => STATE_LABEL[language]).join(glue)}${separator}${languages.map((language) => words[language]).join(" / ")}`,
            "SECTION 10: STABILITY AND REACTIVITY", "Stable.",
          ];
          const parsed = parseSds(sheet(lines));
          expect(parsed.physical_state).toBe(state);
          expect(parsed.evidence.physical_state?.confidence).toBe(0.9);
        });
      }
    }
  }
});

describe("bilingual sheets: use labels joined with their translations, each with a footnote mark", () => {
  const USE: Record<string, string> = { en: "Recommended use", fr: "Utilisation recommandée", es: "Uso recomendado", nl: "Aanbevolen gebruik", de: "Empfohlene Verwendung", it: "Uso raccomandato" };
  for (const languages of PAIRS) {
    for (const mark of ["*", "¹"]) {
      test(`${languages.join("/")}: "${mark}"`, () => {
        const lines = ["SECTION 1: IDENTIFICATION", "Product name: Zorbel Glass Wash", `${languages.map((language) => `${USE[language]}${mark}`).join(" / ")}: For industrial use only`, ...SECTIONS_2_TO_4];
        expect(parseSds(sheet(lines)).recommended_use).toBe("For industrial use only");
      });
    }
  }
});

describe("bilingual sheets: a heading numbered in Roman numerals printed in each language on one line", () => {
  const TITLES: Record<string, [string, string[]]> = {
    en: ["Section", ["Identification of the substance/mixture and of the company/undertaking", "Hazards identification", "Composition/information on ingredients", "First aid measures"]],
    fr: ["Rubrique", ["Identification de la substance/du mélange et de la société/l'entreprise", "Identification des dangers", "Composition/informations sur les composants", "Premiers secours"]],
    es: ["Sección", ["Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Identificación de los peligros", "Composición/información sobre los componentes", "Primeros auxilios"]],
    nl: ["Rubriek", ["Identificatie van de stof of het mengsel en van de onderneming", "Identificatie van de gevaren", "Samenstelling en informatie over de bestanddelen", "Eerstehulpmaatregelen"]],
    de: ["Abschnitt", ["Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Mögliche Gefahren", "Zusammensetzung/Angaben zu Bestandteilen", "Erste-Hilfe-Maßnahmen"]],
    it: ["Sezione", ["Identificazione della sostanza o della miscela e della società/impresa", "Identificazione dei pericoli", "Composizione/informazioni sugli ingredienti", "Misure di primo soccorso"]],
  };
  const ROMAN = ["I", "II", "III", "IV"];
  for (const languages of PAIRS) {
    for (const [glue, lower] of [[" / ", false], ["    ", false], [" / ", true]] as const) {
      test(`${languages.join("/")}: "${glue}"${lower ? ", lower case" : ""}`, () => {
        const heading = (n: number) => languages.map((language) => `${TITLES[language]![0]} ${lower ? ROMAN[n]!.toLowerCase() : ROMAN[n]} - ${TITLES[language]![1][n]}`).join(glue);
        const lines = [heading(0), "Product name: Zorbel Glass Wash", heading(1), "Signal word: Danger", "H225 Highly flammable liquid and vapour.", heading(2), "Ethanol 64-17-5 60-80%", heading(3), "Rinse with water."];
        const parsed = parseSds(sheet(lines));
        expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3, 4]);
        expect(parsed.product_name).toBe("Zorbel Glass Wash");
      });
    }
  }
});

describe("bilingual sheets: the supplier block's heading printed with its translations, the company on the line below", () => {
  const HEADING: Record<string, string> = {
    en: "Details of the supplier of the safety data sheet",
    fr: "Renseignements concernant le fournisseur de la fiche de données de sécurité",
    es: "Datos del proveedor de la ficha de datos de seguridad",
    nl: "Details betreffende de verstrekker van het veiligheidsinformatieblad",
    de: "Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
    it: "Informazioni sul fornitore della scheda di dati di sicurezza",
  };
  for (const languages of PAIRS) {
    for (const [glue, lead] of [["    ", ""], [" / ", ""], ["    1.3. ", "1.3. "]] as const) {
      for (const company of ["Quimbly Coatings Ltd.", "Aldervane Chemicals GmbH"]) {
        test(`${languages.join("/")}: "${glue}" ${company}`, () => {
          const lines = [
            "SECTION 1: IDENTIFICATION",
            "Product name: Zorbel Glass Wash",
            `${lead}${languages.map((language) => HEADING[language]).join(glue)}`,
            company,
            "4410 Harlow Street, Brantvale, ON K2P 1L4",
            "Tel: +1 514 555 0100",
            ...SECTIONS_2_TO_4,
          ];
          expect(parseSds(sheet(lines)).manufacturer).toBe(company);
        });
      }
    }
  }
});

describe("bilingual sheets: a company label side by side with its translations under the supplier block's heading", () => {
  const SUPPLIER: Record<string, string> = { en: "Company", fr: "Société", es: "Empresa", nl: "Bedrijf", de: "Firma", it: "Società" };
  for (const languages of PAIRS) {
    for (const labels of [SUPPLIER, COMPANY]) {
      for (const [company, street] of [["Quimbly Coatings BVBA", "Vermeulen Industriepark 3a"], ["Aldervane Chemicals Inc.", "Harlow Street 3a"]]) {
        test(`${languages.join("/")}: ${labels[languages[0]!]} … ${company}`, () => {
          const lines = (label: string) => [
            "SECTION 1: IDENTIFICATION",
            "Product name: Zorbel Glass Wash",
            "1.3. Details of the supplier of the safety data sheet",
            `${label}:    ${company}`,
            street,
            "2440 Brantvale, Belgium",
            ...SECTIONS_2_TO_4,
          ];
          // As sure as the last label alone ("Société:    X"): the translations beside it are the label's, not the value's.
          const parsed = parseSds(sheet(lines(languages.map((language) => labels[language]).join("    "))));
          const alone = parseSds(sheet(lines(labels[languages.at(-1)!]!)));
          expect(parsed.manufacturer).toBe(company);
          expect(parsed.evidence.manufacturer?.confidence).toBe(alone.evidence.manufacturer!.confidence);
        });
      }
    }
  }
});
