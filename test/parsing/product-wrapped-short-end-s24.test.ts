/**
 * A name beside its label wrapped onto the next line with one short continuation and no label ("Nombre comercial:
 * HARBOUR ANTIFREEZE 33%" / "EXTRA" / "Número de producto: …"), read from the text alone (no line ends known): joined
 * when the whole is printed elsewhere (0.85) or both lines are in capitals (0.75, a guess); left alone otherwise.
 * And a name whose line goes on after a bullet with the next field's item. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function product(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.product_name, confidence: parsed.evidence.product_name?.confidence ?? 0 };
}

const ES = ["Ficha de datos de seguridad", "1 Identificación de la sustancia o la mezcla y de la sociedad o la empresa"];
const EN = ["SAFETY DATA SHEET", "1 Identification of the substance/mixture and of the company/undertaking"];
const DE = ["Sicherheitsdatenblatt", "1 Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens"];
const FR = ["FICHE DE DONNÉES DE SÉCURITÉ", "1 Identification de la substance/du mélange et de la société/l'entreprise"];

describe("a short line in capitals before the next field's line ends the name", () => {
  test.each([
    ["es", [...ES, "Nombre comercial: PUERTO ANTIHIELO DILUIDO 33%", "EXTRA", "Número de producto: QX-022", "Usos pertinentes identificados", "2 Identificación de los peligros"], "PUERTO ANTIHIELO DILUIDO 33% EXTRA"],
    ["en", [...EN, "Trade name: HARBOUR COOLANT READY MIX 50%", "PLUS", "Article number: QX-022", "2 Hazards identification"], "HARBOUR COOLANT READY MIX 50% PLUS"],
    ["fr", [...FR, "Nom commercial : ANTIGEL DU PORT 33%", "SUPER", "Code du produit : QX-022", "2 Identification des dangers"], "ANTIGEL DU PORT 33% SUPER"],
  ])("%s", (_name, lines, expected) => {
    expect(product(lines as string[])).toEqual({ value: expected as string, confidence: 0.75 });
  });

  test("the whole name printed elsewhere (a page header) joins any case, at 0.85", () => {
    const lines = [...DE, "Handelsname: Hafen Frostschutz 40", "Konzentrat", "Artikelnummer: QX-022", "1.2 Relevante identifizierte Verwendungen", "2 Mögliche Gefahren", "Handelsname: Hafen Frostschutz 40 Konzentrat"];
    expect(product(lines)).toEqual({ value: "Hafen Frostschutz 40 Konzentrat", confidence: 0.85 });
  });
});

describe("what is not the name's end", () => {
  const taken = "HARBOUR COOLANT 50%";
  test.each([
    ["a kind of product", ["MIXTURE", "Article number: QX-022"]],
    ["a company above an address", ["HARBOUR CHEM", "12 Dock Road", "Springfield"]],
    ["a company above an address label", ["HARBOUR CHEM", "Address: 12 Dock Road"]],
    ["a company printed again in the footer", ["HARBOUR CHEM", "Phone: +44 1 000", "Page 1 of 3 HARBOUR CHEM"]],
    ["a code", ["QX-022", "Article number: QX-022"]],
    ["a sentence", ["For professional use only.", "Article number: QX-022"]],
    ["another case", ["Premium", "Article number: QX-022"]],
    ["a label", ["SYNONYMS", "Article number: QX-022"]],
    ["three words", ["SUPER EXTRA STRONG", "Article number: QX-022"]],
    ["a line before more text", ["PLUS", "BLUE"]],
  ])("%s", (_name, below) => {
    const found = product([...EN, `Trade name: ${taken}`, ...(below as string[]), "2 Hazards identification"]);
    expect(found.value).toBe(taken);
    expect(found.confidence).toBeLessThanOrEqual(0.95);
  });
});

describe("a bullet and the next field's item on the name's line", () => {
  test.each([
    ["de: unknown label with colon", ["Sicherheitsdatenblatt", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "• Produktidentifikator", "• Handelsname: Hafen-Lack seidenmatt • Artikelgruppe: 4711", "• Relevante identifizierte Verwendungen", "ABSCHNITT 2: Mögliche Gefahren"], "Hafen-Lack seidenmatt"],
    ["en: known label without colon", ["Safety Data Sheet", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "• Product identifier", "• Trade name: Harbour Varnish Satin • Article number 4711", "SECTION 2: Hazards identification"], "Harbour Varnish Satin"],
    ["fr", ["Fiche de données de sécurité", "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "• Identificateur de produit", "• Nom commercial : Vernis du Port satiné • Groupe FDS : 4711", "RUBRIQUE 2: Identification des dangers"], "Vernis du Port satiné"],
    ["it: known label with colon", ["Scheda di dati di sicurezza", "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "• Identificatore del prodotto", "• Nome commerciale: Vernice Porto opaca • Codice prodotto: 4711", "SEZIONE 2: Identificazione dei pericoli"], "Vernice Porto opaca"],
  ])("%s", (_name, lines, expected) => {
    const found = product(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeLessThanOrEqual(0.95);
  });

  test("a bullet inside a name with no label after it stays", () => {
    const found = product(["Safety Data Sheet", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "Trade name: Harbour • Clean 40", "SECTION 2: Hazards identification"]);
    expect(found.value).toBe("Harbour • Clean 40");
  });
});
