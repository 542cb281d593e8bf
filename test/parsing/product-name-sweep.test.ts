/**
 * A synthetic sweep of the product name (session 10): 16 languages × their 1.1 name labels × layouts (key: value, a
 * gap, a dash, the value below, a product code beside it or below it, a wrapped label, the next field's label on the
 * same line) × name forms (mixed case with a number, capitals, a hyphen and slash, a registered sign). The sheet is
 * read by parseSds (language detection included); misses are counted by (language, layout, form).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";
import { LANGUAGES } from "../helpers/revision-date-sweep.ts";
import { missesByClass } from "../helpers/sweep-misses.ts";

type Words = { names: readonly string[]; code: string; subtitle: string; supplier: string };
/** A language's words with its version label (from the revision-date sweep's table), for the field beside the name. */
type Printed = Words & { version: string };

/** Per language: 1.1's name labels as templates print them, a product-code label, 1.3's supplier label. */
const WORDS: Readonly<Record<string, Words>> = {
  en: { names: ["Product name", "Trade name", "Product identifier"], code: "Product code", subtitle: "Cleaning agent", supplier: "Supplier" },
  de: { names: ["Handelsname", "Produktname", "Produktidentifikator"], code: "Produktnummer", subtitle: "Reinigungsmittel", supplier: "Lieferant" },
  fr: { names: ["Nom du produit", "Nom commercial", "Identificateur de produit"], code: "Code du produit", subtitle: "Agent de nettoyage", supplier: "Fournisseur" },
  es: { names: ["Nombre del producto", "Nombre comercial", "Identificador del producto"], code: "Código del producto", subtitle: "Agente de limpieza", supplier: "Proveedor" },
  it: { names: ["Nome commerciale", "Nome del prodotto", "Identificatore del prodotto"], code: "Codice prodotto", subtitle: "Detergente", supplier: "Fornitore" },
  nl: { names: ["Handelsnaam", "Productnaam", "Productidentificatie"], code: "Productcode", subtitle: "Reinigingsmiddel", supplier: "Leverancier" },
  pt: { names: ["Nome comercial", "Nome do produto", "Identificador do produto"], code: "Código do produto", subtitle: "Agente de limpeza", supplier: "Fornecedor" },
  pl: { names: ["Nazwa handlowa", "Nazwa produktu", "Identyfikator produktu"], code: "Kod produktu", subtitle: "Środek czyszczący", supplier: "Dostawca" },
  sv: { names: ["Handelsnamn", "Produktnamn", "Produktbeteckning"], code: "Produktkod", subtitle: "Rengöringsmedel", supplier: "Leverantör" },
  da: { names: ["Handelsnavn", "Produktnavn", "Produktidentifikator"], code: "Produktkode", subtitle: "Rengøringsmiddel", supplier: "Leverandør" },
  no: { names: ["Handelsnavn", "Produktnavn", "Produktidentifikator"], code: "Produktkode", subtitle: "Rengjøringsmiddel", supplier: "Leverandør" },
  fi: { names: ["Kauppanimi", "Tuotenimi", "Tuotetunniste"], code: "Tuotekoodi", subtitle: "Puhdistusaine", supplier: "Toimittaja" },
  cs: { names: ["Obchodní název", "Název výrobku", "Identifikátor výrobku"], code: "Kód výrobku", subtitle: "Čisticí prostředek", supplier: "Dodavatel" },
  sk: { names: ["Obchodný názov", "Názov produktu", "Identifikátor produktu"], code: "Kód produktu", subtitle: "Čistiaci prostriedok", supplier: "Dodávateľ" },
  hu: { names: ["Kereskedelmi név", "Termék neve", "Termékazonosító", "Márkanév"], code: "Termék kódja", subtitle: "Tisztítószer", supplier: "Szállító" },
  ro: { names: ["Denumire comercială", "Denumirea produsului", "Element de identificare a produsului"], code: "Cod produs", subtitle: "Agent de curățare", supplier: "Furnizor" },
};

const FORMS: Readonly<Record<string, string>> = {
  mixed: "Harbour Rinse 40",
  upper: "KLAROL FLOOR 2000",
  punct: "Aquaguard PU-2K / Part A",
  sign: "Velmora® Degreaser",
  short: "AX-7",
  percent: "Citra Clean 5 %",
  paren: "Harbour Rinse 40 (Concentrate)",
  lower: "pH-neutral cleaner 7",
  comma: "Harbour Primer, grey",
  ampersand: "Shine & Protect Spray",
  digitfirst: "2K Floor Coat 300",
};

const GAP = "        ";
type Layout = (label: string, name: string, words: Printed) => string[];

/** How a template prints the label and its value. */
const LAYOUTS: Readonly<Record<string, Layout>> = {
  colon: (label, name) => [`${label}: ${name}`],
  gap: (label, name) => [`${label}${GAP}${name}`],
  "colon-gap": (label, name) => [`${label}:${GAP}${name}`],
  dash: (label, name) => [`${label} - ${name}`],
  below: (label, name) => [`${label}:`, name],
  "below-bare": (label, name) => [label, name],
  "code-beside": (label, name, words) => [`${label}: ${name}${GAP}${words.code}: 4711-20`],
  "code-below": (label, name, words) => [`${label}: ${name}`, `${words.code}: 4711-20`],
  "code-gap": (label, name, words) => [`${label}${GAP}${name}`, `${words.code}${GAP}4711-20`],
  upper: (label, name) => [`${label.toUpperCase()}: ${name}`],
  wrapped: (label, name) => wrappedLabel(label, name),
  "space-colon": (label, name) => [`${label} : ${name}`],
  "aligned-colon": (label, name) => [`${label}${GAP}: ${name}`],
  dots: (label, name) => [`${label} ........: ${name}`],
  lettered: (label, name) => [`a) ${label}: ${name}`],
  stacked: (label, name, words) => [label, words.code, `: ${name}`, ": 4711-20"],
  "code-name-row": (label, name, words) => [`1.1 ${words.names[2]}`, `${words.code}: 4711-20${GAP}${label}${GAP}${name}`],
  "wrapped-second": (label, name) => wrappedSecond(label, name),
  "supplier-beside": (label, name, words) => [`${label}: ${name}${GAP}${words.supplier}: Norvik Chemicals Ltd`],
  "heading-label": (label, name, words) => [`1.1 ${words.names[2]}${GAP}${label}: ${name}`],
  "heading-gap": (label, name, words) => [`1.1 ${words.names[2]}`, `${label}${GAP}${name}`, `${words.code}${GAP}4711-20`],
  "upper-gap": (label, name) => [`${label.toUpperCase()}${GAP}${name}`],
  "supplier-gap-beside": (label, name, words) => [`${label}${GAP}${name}${GAP}${words.supplier}${GAP}Norvik Chemicals Ltd`],
  "code-one-space": (label, name, words) => [`${label}: ${name} ${words.code}: 4711-20`],
  numbered: (label, name) => [`1.1 ${label}: ${name}`],
  "numbered-below": (label, name) => [`1.1 ${label}`, name],
  "upper-below": (label, name) => [label.toUpperCase(), name.toUpperCase()],
  "header-row": (label, name, words) => [`${label}${GAP}${words.code}`, `${name}${GAP}4711-20`],
  "field-beside": (label, name, words) => [`${label}: ${name}${GAP}${words.version}: 3.0`],
  "gap-field-beside": (label, name, words) => [`${label}${GAP}${name}${GAP}${words.version}${GAP}3.0`],
  subtitle: (label, name, words) => [`${label}: ${name}`, words.subtitle],
  "below-subtitle": (label, name, words) => [`${label}:`, name, words.subtitle],
};

/** "Nom du        Harbour Rinse 40" / "produit:": a label of two or more words wrapped in its cell; one word stays whole. */
function wrappedLabel(label: string, name: string): string[] {
  const words = label.split(" ");
  if (words.length < 2) return [`${label}:${GAP}${name}`];
  return [`${words.slice(0, -1).join(" ")}${GAP}${name}`, `${words.at(-1)}:`];
}

/**
 * Forms per label of a language and layout: three each, rotating on with every label and layout so that each form
 * meets each layout over the languages (keeps the test to seconds).
 */
const FORMS_PER_LABEL = 3;
function formsOfLabel(slot: number): [string, string][] {
  const forms = Object.entries(FORMS);
  return Array.from({ length: FORMS_PER_LABEL }, (_, offset) => forms[(slot * FORMS_PER_LABEL + offset) % forms.length]!);
}

/** "Nome del" / "prodotto: Harbour Rinse 40": a label wrapped in its cell, the value beside its second part. */
function wrappedSecond(label: string, name: string): string[] {
  const words = label.split(" ");
  if (words.length < 2) return [`${label}: ${name}`];
  return [words.slice(0, -1).join(" "), `${words.at(-1)}: ${name}`];
}

type Case = { language: string; layout: string; form: string; label: string; lines: string[]; truth: string };

function sweepCases(): Case[] {
  const cases: Case[] = [];
  for (const [languageIndex, [language, words]] of Object.entries(WORDS).entries()) {
    const headings = LANGUAGES[language]!.headings;
    for (const [layoutIndex, [layout, print]] of Object.entries(LAYOUTS).entries()) {
      for (const [labelIndex, label] of words.names.entries()) {
        for (const [form, name] of formsOfLabel(languageIndex * 7 + layoutIndex * words.names.length + labelIndex)) {
          const truth = layout === "upper-below" ? name.toUpperCase() : name;
          const lines = [
            headings[0],
            ...print(label, name, { ...words, version: LANGUAGES[language]!.version }),
            `${words.supplier}: Norvik Chemicals Ltd`,
            "Harbour Road 12, 1234 Porthaven",
            headings[1], LANGUAGES[language]!.body[0], headings[2], LANGUAGES[language]!.body[1], headings[3],
          ];
          cases.push({ language, layout, form, label, lines, truth });
        }
      }
    }
  }
  return cases;
}

type Result = Case & { value: string | null; confidence: number };

function runCase(sweepCase: Case): Result {
  const parsed = parseSds(sheet(sweepCase.lines));
  return { ...sweepCase, value: parsed.product_name, confidence: parsed.evidence.product_name?.confidence ?? 0 };
}

const wrongAndSure = (results: readonly Result[]) =>
  results.filter((r) => r.value !== null && r.value !== r.truth && r.confidence > 0.9).map((r) => `${r.lines.slice(1, 3).join(" / ")} → ${r.value} (${r.confidence})`);

const CASES = sweepCases();

describe("product-name sweep", () => {
  test(`every case read by parseSds (${CASES.length} cases)`, () => {
    const results = CASES.map(runCase);
    if (process.env.SWEEP_DUMP) {
      for (const r of results) if (r.value !== r.truth) console.log(`MISS ${r.language} ${r.layout} ${r.form} | ${r.lines.slice(1, 3).join(" / ")} → ${r.value} (${r.confidence})`);
    }
    expect(missesByClass(results)).toEqual({});
    expect(wrongAndSure(results)).toEqual([]);
  });
});
