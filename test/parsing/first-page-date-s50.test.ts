/**
 * A date alone on its line or in its cell somewhere on the first page, on a sheet nothing else dates (session 50): an
 * old French sheet's "12/05/2008" between its section 1 lines as a page's layout read it (session 49's blind batch,
 * none found), a month and year beside the supplier's block. The very last place a revision date comes from, a guess.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

const PAGE_1 = [
  "FICHE DE DONNEES DE SECURITE",
  "1. IDENTIFICATION DE LA PREPARATION ET DE LA SOCIETE",
  "Nom commercial : NETTOYANT SOLVIX 200",
  "Société : SOLVIX CHIMIE S.A.",
  "12 rue des Lilas, 69000 Lyon",
  "2. IDENTIFICATION DES DANGERS",
  "Irritant pour les yeux et la peau.",
  "3. COMPOSITION / INFORMATIONS SUR LES COMPOSANTS",
  "Alcool éthoxylé  CAS 68439-46-3  5-10 %  Xi R41",
  "4. PREMIERS SECOURS",
  "Rincer abondamment à l'eau.",
  "Inhalation : transporter la personne à l'air frais.",
  "Contact avec la peau : laver à l'eau et au savon.",
  "Contact avec les yeux : rincer pendant 15 minutes.",
  "Ingestion : ne pas faire vomir.",
  "Consulter un médecin si l'irritation persiste.",
];
const PAGE_2 = ["5. MESURES DE LUTTE CONTRE L'INCENDIE", "Eau pulvérisée.", "9. PROPRIETES PHYSIQUES ET CHIMIQUES", "Etat physique : liquide"];
// Long enough that a date on page 1 is not among the sheet's last lines (where sign-off-date.ts reads it).
const PAGE_3 = ["15. INFORMATIONS REGLEMENTAIRES", "Symbole : Xi Irritant", ...Array.from({ length: 10 }, (_, n) => `Phrase S${n + 20} : conserver hors de portée.`), "16. AUTRES INFORMATIONS", "Les informations de cette fiche sont données de bonne foi.", "Elles ne dispensent pas l'utilisateur de connaître la réglementation."];

function pages(...texts: string[][]): SdsText {
  return { numPages: texts.length, hasTextLayer: true, pages: texts.map((lines, page) => ({ number: page + 1, width: 600, height: 800, lines: lines.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) })) };
}
/** Page 1 with `added` put in after line `at`. */
const firstPageWith = (at: number, ...added: string[]) => [...PAGE_1.slice(0, at), ...added, ...PAGE_1.slice(at)];
const dated = (text: SdsText) => parseSds(text);

describe("a date alone on the first page", () => {
  test("'12/05/2008' low on the page, among section 4's lines: the sheet's date, a guess", () => {
    const parsed = dated(pages(firstPageWith(16, "12/05/2008"), PAGE_2, PAGE_3));
    expect(parsed.revision_date).toBe("2008-05-12");
    expect(parsed.evidence.revision_date!.confidence).toBeLessThanOrEqual(0.45);
    expect(parsed.needs_review_reasons.join(" ")).toContain("revision");
  });
  test("a month and year alone in a cell beside the supplier", () => {
    const page = PAGE_1.map((line) => (line.startsWith("Société") ? `${line}                 Juin 2010` : line));
    expect(dated(pages(page, PAGE_2, PAGE_3)).revision_date).toBe("2010-06-01");
  });
  test("under a line with a date of its own ('Remplace : mars 2007')", () => {
    expect(dated(pages(firstPageWith(1, "Remplace : mars 2007", "Juin 2010"), PAGE_2, PAGE_3)).revision_date).toBe("2010-06-01");
  });
  test("under section 1's heading, whose 'préparation' is no date label", () => {
    expect(dated(pages(firstPageWith(2, "Juin 2010"), PAGE_2, PAGE_3)).revision_date).toBe("2010-06-01");
  });
});

describe("not the sheet's date", () => {
  test("two dates alone on the first page: either could be", () => {
    expect(dated(pages(firstPageWith(5, "12/05/2008", "Rincer.", "03/02/2009"), PAGE_2, PAGE_3)).revision_date).toBeNull();
  });
  test("under a print date's label", () => {
    expect(dated(pages(firstPageWith(5, "Date d'impression", "12/05/2008"), PAGE_2, PAGE_3)).revision_date).toBeNull();
  });
  test("on a later page only", () => {
    // (below the first 15 lines, where title-line-date.ts reads it)
    expect(dated(pages(PAGE_1, [...PAGE_2, "12/05/2008"], PAGE_3)).revision_date).toBeNull();
  });
  test("a labelled date stands", () => {
    expect(dated(pages(firstPageWith(1, "Date de révision : 03/02/2011"), [...PAGE_2, "12/05/2008"], PAGE_3)).revision_date).toBe("2011-02-03");
    expect(dated(pages(firstPageWith(5, "12/05/2008"), [...PAGE_2, "Date de révision : 03/02/2011"], PAGE_3)).revision_date).toBe("2011-02-03");
  });
});
