/**
 * Section 1's other identifiers with their colon after the name on its line, in every language the parser reads
 * (session 32, fresh batch: "Nazwa handlowa: X Numer artykułu:" over the numbers gave no name; "Produktidentifikator: X
 * Andere identifikator: Keine" gave the label as part of the name). The English "Product code:" always ended the
 * name; the other languages' identifiers now do too. And a later section's title under an empty supplier block is no
 * supplier ("1.3 …" / "1.4 …" / "2" / ". Identificazione dei pericoli"). Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { productOf, SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

describe("another identifier's label with its colon after the name", () => {
  test.each([
    ["pl", ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja przedsiębiorstwa", "1.1 Identyfikator produktu", "Nazwa handlowa: SONAR DO USUWANIA RDZY Numer artykułu:", "05132000, 05134000"], "SONAR DO USUWANIA RDZY"],
    ["de", ["Abschnitt 1. Bezeichnung des Stoffes oder des Gemisches und des Lieferanten", "Produktidentifikator: Kerze mit Halter Andere identifikator: Keine"], "Kerze mit Halter"],
    ["fr", ["RUBRIQUE 1: Identification", "Nom du produit : Brillant Port 40 Numéro d'article : 4711"], "Brillant Port 40"],
    ["pt", ["SECÇÃO 1: Identificação", "Nome do produto: Brilho Porto Número do artigo: 4711"], "Brilho Porto"],
  ])("%s", (_language, lines, name) => {
    expect(productOf(lines).value).toBe(name);
  });

  test("a name ending on a one-letter word keeps it before a label opening with an article (hu 'a termék kódja')", () => {
    expect(productOf(["1. SZAKASZ: Azonosítás", "Termék neve: Aquaguard Part A Termék kódja: 4711"]).value).toBe("Aquaguard Part A");
  });
});

describe("a later section's title under an empty supplier block", () => {
  test("is no supplier; the supplier labelled further on is read", () => {
    const parsed = parseSds(sheet([
      "Scheda di sicurezza",
      "1. Identificazione della sostanza o della miscela e della società/impresa",
      "1.1 Identificazione del prodotto",
      "SODIO IPOCLORITO < 5%",
      "1.3 Informazioni sul fornitore della scheda di sicurezza",
      "1.4 Numeri telefonici di emergenza",
      "Centro antiveleni Milano 02 66 10 10 29",
      "2",
      ". Identificazione dei pericoli",
      "2.2 Elementi dell’etichetta",
      "Avvertenze Attenzione!",
      "Fornitore del prodotto:",
      "Porto Chimica srl Via del Porto 2 38060 Isera (TN) Tel.: +39 0464 000000",
      "H319 Provoca grave irritazione oculare.",
      ...SECTIONS_2_TO_4.slice(3),
    ]));
    expect(parsed.manufacturer).not.toBe("Identificazione dei pericoli");
    expect(parsed.manufacturer).toBe("Porto Chimica srl");
  });

  test("a company whose name holds a section's word keeps it with its legal form", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Rinse 40", "Supplier: Safe Handling and Storage Ltd", ...SECTIONS_2_TO_4]));
    expect(parsed.manufacturer).toBe("Safe Handling and Storage Ltd");
  });
});

describe("what is left of a name label's value after the next field's label is cut off", () => {
  test("'Não disponível' (not available) is no name", () => {
    const found = productOf(["SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "Nome do Produto : Não disponível. Outros meios de identificação : 1.1 Identificador do produto"]);
    expect(found.value).toBeNull();
  });

  test.each(["No. CAS", "Nº CE", "N.º CAS"])("'%s' under a name label is another field's label, no name", (label) => {
    const found = productOf(["SECCIÓN 1: IDENTIFICACIÓN DE LA SUSTANCIA O LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA", "1.1 Identificador del producto", "Nombre del producto", "Sinónimos", label]);
    expect(found.value).not.toBe(label);
  });
});
