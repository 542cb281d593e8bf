/**
 * A sheet that labels no date and prints its edition as a month and year near its title ("HOJA DE SEGURIDAD" /
 * "ACURON UNO" / "Marzo 2018"), or on its title line ("… (MSDS) 7210-7290 LACA ACRILICA Versión :002 01/2007"): read as
 * the title line's and the lone date's full dates are, a guess the sheet goes to review for (session 48's third blind
 * round: two sheets, none found). Before, a month and year was left out there.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const BODY = {
  es: ["1. IDENTIFICACIÓN DEL PRODUCTO Y DEL FABRICANTE", "Nombre del producto: Acuron Uno", "Fabricante: Agro del Sur S.A.", "2. IDENTIFICACIÓN DE LOS PELIGROS", "Palabra de advertencia: Atención"],
  fr: ["1. IDENTIFICATION DE LA PRÉPARATION ET DE LA SOCIÉTÉ", "Nom du produit : Décapant Deux", "Fournisseur : Chimie de l'Ouest SARL", "2. IDENTIFICATION DES DANGERS", "Irritant pour les yeux."],
  de: ["1. BEZEICHNUNG DES STOFFES UND DES UNTERNEHMENS", "Handelsname: Reiniger Drei", "Hersteller: Reinigungswerke Nord GmbH", "2. MÖGLICHE GEFAHREN", "Reizt die Augen."],
  en: ["1. PRODUCT AND COMPANY IDENTIFICATION", "Product name: Cleaner Four", "Supplier: Northern Cleaning Ltd", "2. HAZARDS IDENTIFICATION", "Irritating to eyes."],
};
/** The sheet's later sections: its first lines (the title's) stay far from its end (where ./sign-off-date.ts looks). */
const LATER = Array.from({ length: 20 }, (_, k) => `(${k + 3}) ……`);
for (const lines of Object.values(BODY)) lines.push(...LATER);
const TITLES = { es: "HOJA DE SEGURIDAD", fr: "FICHE DE DONNÉES DE SÉCURITÉ", de: "SICHERHEITSDATENBLATT", en: "MATERIAL SAFETY DATA SHEET" };
const MONTHS = { es: ["Marzo 2018", "2018-03-01"], fr: ["Juin 2005", "2005-06-01"], de: ["März 2010", "2010-03-01"], en: ["September 2008", "2008-09-01"] };
/** Another month and year in the same language. */
const OTHER = { es: "Enero 2001", fr: "Janvier 2001", de: "Januar 2001", en: "January 2001" };

describe("a month and year near the title", () => {
  for (const language of ["es", "fr", "de", "en"] as const) {
    const [printed, iso] = MONTHS[language];
    test(`${language}: alone under the title`, () => {
      const parsed = parseSds(sheet([TITLES[language], "Producto fitosanitario", printed, ...BODY[language]]));
      expect(parsed.revision_date).toBe(iso);
      expect(parsed.evidence.revision_date?.confidence).toBeLessThanOrEqual(0.5);
      expect(parsed.needs_review_reasons.some((reason) => reason.includes("revision date"))).toBe(true);
    });
    test(`${language}: on the title line`, () => {
      expect(parseSds(sheet([`${TITLES[language]}    7210 LACA    ${printed}`, ...BODY[language]])).revision_date).toBe(iso);
    });
    test(`${language}: two of them could be either`, () => {
      expect(parseSds(sheet([TITLES[language], "Producto fitosanitario", printed, OTHER[language], ...BODY[language]])).revision_date).toBeNull();
    });
  }

  test("a numeric month and year on the title line after the version", () => {
    const title = "HOJA DE DATOS DE SEGURIDAD DE MATERIALES (MSDS) 7210-7290 LACA ACRILICA Versión :002 01/2007";
    expect(parseSds(sheet([title, ...BODY.es])).revision_date).toBe("2007-01-01");
  });

  test("a labelled date ranks above it", () => {
    expect(parseSds(sheet([TITLES.es, "Marzo 2018", "Fecha de revisión: 05.05.2019", ...BODY.es])).revision_date).toBe("2019-05-05");
  });
});

test("a code that holds a month and year's digits is no date ('Ref.No.:GSDS-R6-R03-2018A')", () => {
  const lines = ["Fiche de données de sécurité SDS    Ref.No.:GSDS-R6-R03-2018A", "Date d'émission : 03.01.2018", ...BODY.fr];
  expect(parseSds(sheet(lines)).revision_date).toBe("2018-01-03");
  expect(parseSds(sheet(["Fiche de données de sécurité SDS    Ref.No.:GSDS-R6-R03-2018A", ...BODY.fr])).revision_date).toBeNull();
});
