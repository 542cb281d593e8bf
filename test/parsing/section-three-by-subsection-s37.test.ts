/**
 * Section 3 whose heading the text layer lost, found by its sub-section (session 37, a fresh blind sheet): "3.2.
 * Miscele" right after section 2's label elements, an ingredient's "Carc. 1B;H350i" below it, was read as the product's
 * own hazard at 0.9 — section 2 ran on to section 4's heading. "3.1 Substances" / "3.2 Mixtures" in the languages start
 * section 3 as "2.1 Classification …" starts a lost section 2.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const forms = [
  { lang: "it", one: "SEZIONE 1: identificazione della sostanza/miscela e della società/impresa", two: "SEZIONE 2: identificazione dei pericoli", classification: "2.1. Classificazione della sostanza o della miscela", label: "2.2. Elementi dell’etichetta", none: "Avvertenza Nessuno.", mixtures: "3.2. Miscele", four: "SEZIONE 4: misure di primo soccorso" },
  { lang: "en", one: "SECTION 1: Identification of the substance/mixture and of the company/undertaking", two: "SECTION 2: Hazards identification", classification: "2.1. Classification of the substance or mixture", label: "2.2. Label elements", none: "Signal word None.", mixtures: "3.2. Mixtures", four: "SECTION 4: First aid measures" },
  { lang: "de", one: "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", two: "ABSCHNITT 2: Mögliche Gefahren", classification: "2.1. Einstufung des Stoffs oder Gemischs", label: "2.2. Kennzeichnungselemente", none: "Signalwort entfällt.", mixtures: "3.2 Gemische", four: "ABSCHNITT 4: Erste-Hilfe-Maßnahmen" },
  { lang: "fr", one: "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", two: "RUBRIQUE 2: Identification des dangers", classification: "2.1. Classification de la substance ou du mélange", label: "2.2. Éléments d'étiquetage", none: "Mention d'avertissement Aucune.", mixtures: "3.2. Mélanges", four: "RUBRIQUE 4: Premiers secours" },
  { lang: "es", one: "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", two: "SECCIÓN 2: Identificación de los peligros", classification: "2.1. Clasificación de la sustancia o de la mezcla", label: "2.2. Elementos de la etiqueta", none: "Palabra de advertencia Ninguna.", mixtures: "3.1. Sustancias", four: "SECCIÓN 4: Primeros auxilios" },
];

const parse = (form: (typeof forms)[number], mixtures: string) => parseSds(sheet([
  "SAFETY DATA SHEET", form.one, "1.1. Product name: Harbour Toner Black", "1.3 Supplier: Harbour Ltd",
  form.two, form.classification, "Not classified.", form.label, form.none,
  mixtures, "Carbon black    1333-86-4    <1    Carc. 1B;H350i",
  form.four, "None.",
]));

describe("a lost section 3 heading: its sub-section ends section 2", () => {
  test.each(forms)("$lang", (form) => {
    const parsed = parse(form, form.mixtures);
    expect(parsed.h_codes).toEqual([]);
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["1333-86-4"]);
  });

  test("a line that only opens with '3.2' and another title is no sub-section of section 3", () => {
    const parsed = parse(forms[1]!, "3.2 Carcinogenicity of the components: Carc. 1B;H350i");
    expect(parsed.h_codes).toEqual(["H350i"]);
  });
});
