/**
 * A sheet that labels no date and closes with one: a date alone on its line below the closing disclaimer ("Marzo 2012"
 * / "MSDS Agorex 60" / "8/8"), or opening the closing line ("Enero 2012. Esta información reemplaza y anula las
 * anteriores."), as Chile's NCh 2245 form and small firms' sheets sign off. The date of the printed version, though no
 * label says so: read only when nothing else dates the sheet, as a guess the sheet goes to review for (session 47's
 * blind batch: three Chilean sheets of two makers, none found).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const SHEETS = {
  es: {
    body: [
      "HOJA DE DATOS DE SEGURIDAD",
      "Sección 1: Identificación del producto químico y de la empresa",
      "Nombre del producto: Sellador Uno",
      "Proveedor: Adhesivos del Sur S.A.",
      "Sección 2: Identificación de los peligros",
      "Palabra de advertencia: Atención",
      "H226 Líquidos y vapores inflamables.",
      "Sección 16: Otras informaciones",
      "La información que se entrega es la conocida actualmente sobre la materia. Determinar las condiciones de uso",
      "seguro del producto es obligación del usuario.",
    ],
    alone: "Marzo 2012",
    opening: "Enero 2012. Esta información reemplaza y anula las anteriores.",
    month: ["2012-03", "2012-01"],
    printed: "Fecha de impresión:",
  },
  fr: {
    body: [
      "FICHE DE DONNÉES DE SÉCURITÉ",
      "1. Identification de la préparation et de la société",
      "Nom du produit : Décapant Deux",
      "Fournisseur : Chimie de l'Ouest SARL",
      "2. Identification des dangers",
      "R36 Irritant pour les yeux.",
      "16. Autres informations",
      "Ces informations sont données de bonne foi et correspondent à l'état actuel de nos connaissances.",
    ],
    alone: "Juin 2005",
    opening: "Octobre 2006. Cette fiche annule et remplace les précédentes.",
    month: ["2005-06", "2006-10"],
    printed: "Date d'impression :",
  },
  de: {
    body: [
      "SICHERHEITSDATENBLATT",
      "1. Bezeichnung des Stoffes bzw. der Zubereitung und des Unternehmens",
      "Handelsname: Reiniger Drei",
      "Hersteller: Reinigungswerke Nord GmbH",
      "2. Mögliche Gefahren",
      "Reizt die Augen.",
      "16. Sonstige Angaben",
      "Die Angaben stützen sich auf den heutigen Stand unserer Kenntnisse.",
    ],
    alone: "März 2010",
    opening: "Oktober 2009. Dieses Blatt ersetzt alle früheren Ausgaben.",
    month: ["2010-03", "2009-10"],
    printed: "Druckdatum:",
  },
  en: {
    body: [
      "MATERIAL SAFETY DATA SHEET",
      "1. Product and company identification",
      "Product name: Cleaner Four",
      "Supplier: Northern Cleaning Ltd",
      "2. Hazards identification",
      "Irritating to eyes.",
      "16. Other information",
      "The information above is believed to be accurate and represents the best information currently available to us.",
    ],
    alone: "September 2008",
    opening: "May 2007. This sheet supersedes all earlier issues.",
    month: ["2008-09", "2007-05"],
    printed: "Print date:",
  },
} as const;

const FOOTER = ["Product safety sheet", "4/4"];
/** The sections between: a sheet's first lines (where ./title-line-date.ts looks) stay far from its end. */
const BETWEEN = Array.from({ length: 16 }, (_, k) => `(${k + 1}) ……`);

/** The sheet's lines, the middle sections between its section 2 and its closing text. */
const full = (body: readonly string[]) => [...body.slice(0, -2), ...BETWEEN, ...body.slice(-2)];

describe("a date that signs the sheet off", () => {
  for (const [language, kind] of Object.entries(SHEETS)) {
    test(`${language}: a month and year alone below the closing text`, () => {
      const parsed = parseSds(sheet([...full(kind.body), "", kind.alone, ...FOOTER]));
      expect(parsed.revision_date).toBe(`${kind.month[0]}-01`);
      expect(parsed.evidence.revision_date?.confidence).toBeLessThanOrEqual(0.5);
      expect(parsed.needs_review_reasons.some((reason) => reason.includes("revision date"))).toBe(true);
    });

    test(`${language}: a month and year opening the closing line`, () => {
      expect(parseSds(sheet([...full(kind.body), kind.opening, ...FOOTER])).revision_date).toBe(`${kind.month[1]}-01`);
    });

    test(`${language}: a full date alone below the closing text`, () => {
      expect(parseSds(sheet([...full(kind.body), "14.02.2011", ...FOOTER])).revision_date).toBe("2011-02-14");
    });

    test(`${language}: a date under a print date's label is not the sheet's`, () => {
      expect(parseSds(sheet([...full(kind.body), kind.printed, kind.alone, ...FOOTER])).revision_date).toBeNull();
    });

    test(`${language}: two dates alone at the end could be either`, () => {
      expect(parseSds(sheet([...full(kind.body), kind.alone, "14.02.2011", ...FOOTER])).revision_date).toBeNull();
    });
  }

  test("a labelled date ranks above the sign-off", () => {
    expect(parseSds(sheet([...SHEETS.es.body.slice(0, 4), "Fecha de revisión: 05.05.2015", ...full(SHEETS.es.body).slice(4), "Marzo 2012", ...FOOTER])).revision_date)
      .toBe("2015-05-05");
  });

  test("a date in the closing text's sentence is no sign-off", () => {
    const cited = "Reglamento (CE) n.º 1907/2006, modificado en diciembre de 2010.";
    expect(parseSds(sheet([...full(SHEETS.es.body), cited, ...FOOTER])).revision_date).toBeNull();
  });

  test("a date among the sheet's middle lines is not its sign-off", () => {
    const lines = [...full(SHEETS.es.body).slice(0, 18), "Marzo 2012", ...full(SHEETS.es.body).slice(18)];
    for (let k = 0; k < 20; k++) lines.push(`Otra información, línea ${k + 1}.`);
    // Not at a sign-off's 0.5: since session 50 it is read last of all as a date alone on the (only) page, a guess below it.
    const parsed = parseSds(sheet(lines));
    expect(parsed.revision_date).toBe("2012-03-01");
    expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.4);
  });
});

test("a date that ends a wrapped sentence is that sentence's", () => {
  const cited = ["1. Ficha de datos de seguridad del fabricante (del 14 de", "octubre del 2015).", "2. ACGIH (2006)."];
  expect(parseSds(sheet([...full(SHEETS.es.body), ...cited, ...FOOTER])).revision_date).toBeNull();
});

test("a line the pages repeat is their furniture, not a sign-off", () => {
  const lines = [...full(SHEETS.es.body).slice(0, 18), "Junio 2012", ...full(SHEETS.es.body).slice(18), "Junio 2012", ...FOOTER];
  expect(parseSds(sheet(lines)).revision_date).toBeNull();
});
