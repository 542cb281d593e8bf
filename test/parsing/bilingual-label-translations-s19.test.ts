/**
 * A label printed with its translations (session 19, metamorphic family B): every field label accepts them the same
 * way (translated-labels.ts), over the language lists bilingual sheets are printed in (EN/FR, EN/ES, FR/EN, NL/FR,
 * DE/FR, DE/FR/IT) and the ways they are joined (" / ", "/", " | ", " - ", a column gap). Invented names.
 *  - a label with a qualifier joined to its translation with its own ("Flash Point [Method] / Point d'éclair [Méthode]:
 *    23 °C", "Physical state (solid/liquid/gas) / État physique (solide/liquide/gaz): Liquid", "Flash point, method used
 *    / Point d'éclair, méthode utilisée: …", "Flammpunkt °C / Flash point °C    : >80");
 *  - a state label of any kind side by side with its translation ("Appearance    Aspect:    Clear liquid");
 *  - a joined label after its sub-section number ("1.2 Product use / Utilisation recommandée: …").
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const LISTS = [["en", "fr"], ["en", "es"], ["fr", "en"], ["nl", "fr"], ["de", "fr"], ["de", "fr", "it"]];
const JOINS = [" / ", "/", " | ", " - ", "    "];
type Words = Record<string, string>;
const FLASH: Words = { en: "Flash point", fr: "Point d'éclair", es: "Punto de inflamación", nl: "Vlampunt", de: "Flammpunkt", it: "Punto di infiammabilità" };
const FLASH_QUALIFIERS: Words[] = [
  { en: " [Method]", fr: " [Méthode]", es: " [Método]", nl: " [Methode]", de: " [Methode]", it: " [Metodo]" },
  { en: " (closed cup)", fr: " (coupelle fermée)", es: " (vaso cerrado)", nl: " (gesloten kroes)", de: " (geschlossener Tiegel)", it: " (vaso chiuso)" },
  { en: ", method used", fr: ", méthode utilisée", es: ", método utilizado", nl: ", gebruikte methode", de: ", Methode", it: ", metodo utilizzato" },
];
const STATE: Words = { en: "Physical state", fr: "État physique", es: "Estado físico", nl: "Fysische toestand", de: "Aggregatzustand", it: "Stato fisico" };
const STATE_QUALIFIER: Words = { en: " (solid/liquid/gas)", fr: " (solide/liquide/gaz)", es: " (sólido/líquido/gas)", nl: " (vast/vloeibaar/gas)", de: " (fest/flüssig/gasförmig)", it: " (solido/liquido/gas)" };
const APPEARANCE: Words = { en: "Appearance", fr: "Aspect", es: "Aspecto", nl: "Uiterlijk", de: "Aussehen", it: "Aspetto" };
const USE: Words = { en: "Recommended use", fr: "Utilisation recommandée", es: "Uso recomendado", nl: "Aanbevolen gebruik", de: "Verwendung", it: "Uso raccomandato" };

/** The labels in `languages`, each with its qualifier, joined by `join`; a gap-joined label's colon after a gap. */
function joined(languages: string[], labels: Words, qualifiers: Words | null, join: string): string {
  return languages.map((language) => `${labels[language]}${qualifiers?.[language] ?? ""}`).join(join);
}

function parsedWith(section1: string[], section9: string[]) {
  return parseSds(
    sheet([
      "SECTION 1: IDENTIFICATION",
      "Product name: Zorbel Glass Wash",
      "Manufacturer: Quimbly Coatings Ltd.",
      ...section1,
      ...SECTIONS_2_TO_4,
      "SECTION 9: PHYSICAL AND CHEMICAL PROPERTIES",
      ...section9,
      "SECTION 10: STABILITY AND REACTIVITY",
      "Stable under normal conditions.",
    ]),
  );
}

describe("a flash-point label with a qualifier joined to its translations, the value after the last", () => {
  for (const languages of LISTS) {
    for (const [kind, qualifiers] of FLASH_QUALIFIERS.entries()) {
      for (const join of JOINS) {
        test(`${languages.join("/")}: qualifier ${kind + 1}, joined by ${JSON.stringify(join)}`, () => {
          const parsed = parsedWith([], [`${joined(languages, FLASH, qualifiers, join)}:    >210 °C (410 °F) [ASTM D-92]`, "pH: 7"]);
          expect(parsed.flash_point).toBe(">210 °C (410 °F)");
        });
      }
    }
  }
});

describe("a flash-point label with its unit joined to its translations with theirs, a bare number after the last", () => {
  for (const languages of LISTS) {
    for (const unit of [" °C", ", °C", " (°C)"]) {
      for (const join of JOINS) {
        test(`${languages.join("/")}: unit ${JSON.stringify(unit)}, joined by ${JSON.stringify(join)}`, () => {
          const labels = languages.map((language) => `${FLASH[language]}${unit}`).join(join);
          expect(parsedWith([], [`${labels}    : >80    EEC A.9`, "pH: 7"]).flash_point).toBe(">80 °C");
        });
      }
    }
  }
});

/** State labels: the sure label with its qualifier, and an appearance label (any state label takes its translations). */
const STATE_CASES: { name: string; labels: Words; qualifiers: Words | null; value: string; state: string }[] = [
  { name: "a state label with a qualifier", labels: STATE, qualifiers: STATE_QUALIFIER, value: "Liquid", state: "liquid" },
  { name: "an appearance label", labels: APPEARANCE, qualifiers: null, value: "Powder", state: "solid" },
];

for (const { name, labels, qualifiers, value, state } of STATE_CASES) {
  describe(`${name} joined to its translations, the value after the last`, () => {
    for (const languages of LISTS) {
      for (const join of JOINS) {
        test(`${languages.join("/")}: joined by ${JSON.stringify(join)}`, () => {
          const parsed = parsedWith([], [`${joined(languages, labels, qualifiers, join)}:    ${value}`, "pH: 7"]);
          expect(parsed.physical_state).toBe(state);
        });
      }
    }
  });
}

describe("a use label joined to its translations after its sub-section number", () => {
  for (const languages of LISTS) {
    for (const join of JOINS) {
      test(`${languages.join("/")}: joined by ${JSON.stringify(join)}`, () => {
        const parsed = parsedWith([`1.2 ${joined(languages, USE, null, join)}:    Cleaner for hard surfaces.`, "1.3 Details of the supplier of the safety data sheet"], []);
        expect(parsed.recommended_use).toBe("Cleaner for hard surfaces.");
      });
    }
  }
});

describe("what is no translation stays as it was", () => {
  test("a state label followed by another property's label keeps its own value", () => {
    expect(parsedWith([], ["Appearance    Colour:    white", "Form:    Powder"]).physical_state).toBe("solid");
  });
  test("a flash point with its method after a slash in the value is read without it", () => {
    expect(parsedWith([], ["Flash point:    > 94 °C / closed cup"]).flash_point).toBe("> 94 °C");
  });
  test("a use value with a spaced dash is no translation", () => {
    expect(parsedWith(["Recommended use - Cleaner for hard surfaces.", "1.3 Details of the supplier of the safety data sheet"], []).recommended_use).toBe("Cleaner for hard surfaces.");
  });
});

const PRODUCT: Words = { en: "Product name", fr: "Nom du produit", es: "Nombre del producto", nl: "Productnaam", de: "Produktname", it: "Nome del prodotto" };
const PRODUCT_QUALIFIER: Words = { en: " [Trade name]", fr: " [Nom commercial]", es: " [Nombre comercial]", nl: " [Handelsnaam]", de: " [Handelsname]", it: " [Nome commerciale]" };
const MAKER: Words = { en: "Manufacturer", fr: "Fabricant", es: "Fabricante", nl: "Fabrikant", de: "Hersteller", it: "Produttore" };

describe("identity and company labels take their translations the same way (SlashLabel)", () => {
  for (const languages of LISTS) {
    for (const join of [" / ", " | ", " - "]) {
      for (const qualifiers of [null, PRODUCT_QUALIFIER]) {
        test(`${languages.join("/")}: product name joined by ${JSON.stringify(join)}${qualifiers ? ", qualified" : ""}`, () => {
          const parsed = parseSds(
            sheet(["SECTION 1: IDENTIFICATION", `${joined(languages, PRODUCT, qualifiers, join)}: Zorbel Glass Wash`, "Manufacturer: Quimbly Coatings Ltd.", ...SECTIONS_2_TO_4]),
          );
          expect(parsed.product_name).toBe("Zorbel Glass Wash");
        });
      }
      test(`${languages.join("/")}: manufacturer joined by ${JSON.stringify(join)}`, () => {
        const parsed = parseSds(sheet(["SECTION 1: IDENTIFICATION", "Product name: Zorbel Glass Wash", `${joined(languages, MAKER, null, join)}: Quimbly Coatings Ltd.`, ...SECTIONS_2_TO_4]));
        expect(parsed.manufacturer).toBe("Quimbly Coatings Ltd.");
      });
    }
  }
});
