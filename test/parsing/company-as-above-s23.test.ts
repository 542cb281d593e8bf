/**
 * A company label whose value refers back ("Company/undertaking name & address: As above", "Hersteller: siehe oben"):
 * the party is the letterhead or title block printed above section 1 — a line with a legal form, or the line an
 * address block opens with. Never surer than 0.8; none when nothing above has a company's shape. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

const EN_HEAD = ["Material Safety Data Sheet", "Date prepared: 01/02/2005"];
const EN_LETTERHEAD = ["Harbour (MARINE) Paints & Glass", "Unit 7, Quay Lane,", "Dockside Industrial Estate,", "Portown, Kent, ME1 2AB", "Tel/Fax: 01000 000000"];
const EN_S1 = ["1. Identification of the substance/preparation and of the company/undertaking", "Trade name: HARBOUR CLEAR RESIN"];
const EN_S2 = ["Telephone: 01000 000000", "2. Hazards identification", "Irritating to eyes."];

describe("a label that says 'as above': the letterhead's company", () => {
  test.each([
    ["en: no legal form, an address block", [...EN_HEAD, ...EN_LETTERHEAD, ...EN_S1, "Company/undertaking name & address: As above", ...EN_S2], "Harbour (MARINE) Paints & Glass", 0.7],
    ["en: 'See above' on the next line", [...EN_HEAD, ...EN_LETTERHEAD, ...EN_S1, "Supplier:", "See above", ...EN_S2], "Harbour (MARINE) Paints & Glass", 0.7],
    ["de: a legal form, 'siehe oben'", ["Hafenlack GmbH", "Hafenstraße 12", "12345 Hafenstadt", "SICHERHEITSDATENBLATT", "1. Stoff-/Zubereitungs- und Firmenbezeichnung", "Handelsname: Hafenlack Klar", "Hersteller/Lieferant: siehe oben", "2. Mögliche Gefahren"], "Hafenlack GmbH", 0.8],
    ["fr: 'voir ci-dessus'", ["Vernis du Port", "12 rue du Quai", "75001 Paris", "FICHE DE DONNÉES DE SÉCURITÉ", "1. IDENTIFICATION DU PRODUIT ET DE LA SOCIÉTÉ", "Nom du produit : Vernis Clair", "Fournisseur : voir ci-dessus", "2. IDENTIFICATION DES DANGERS"], "Vernis du Port", 0.7],
    ["es: 'Ver arriba'", ["Barnices del Puerto S.L.", "C/ Mayor 12", "28001 Madrid", "FICHA DE DATOS DE SEGURIDAD", "1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA EMPRESA", "Nombre del producto: Barniz Claro", "Empresa: Ver arriba", "2. IDENTIFICACIÓN DE LOS PELIGROS"], "Barnices del Puerto S.L.", 0.8],
    ["it: 'vedi sopra'", ["Vernici del Porto S.r.l.", "Via Roma 12", "20100 Milano (MI)", "SCHEDA DI DATI DI SICUREZZA", "1. IDENTIFICAZIONE DELLA SOSTANZA/PREPARATO E DELLA SOCIETÀ", "Nome commerciale: Vernice Chiara", "Fornitore: vedi sopra", "2. IDENTIFICAZIONE DEI PERICOLI"], "Vernici del Porto S.r.l.", 0.8],
    ["nl: 'zie boven'", ["Havenlak B.V.", "Havenweg 12", "1234 AB Havenstad", "VEILIGHEIDSINFORMATIEBLAD", "1. IDENTIFICATIE VAN HET PREPARAAT EN DE ONDERNEMING", "Handelsnaam: Havenlak Helder", "Leverancier: zie boven", "2. IDENTIFICATIE VAN DE GEVAREN"], "Havenlak B.V.", 0.8],
    ["pl: 'jak wyżej'", ["Lakiery Portowe Sp. z o.o.", "ul. Portowa 12", "00-001 Warszawa", "KARTA CHARAKTERYSTYKI", "1. IDENTYFIKACJA PREPARATU I PRZEDSIĘBIORSTWA", "Nazwa handlowa: Lakier Bezbarwny", "Dostawca: jak wyżej", "2. IDENTYFIKACJA ZAGROŻEŃ"], "Lakiery Portowe Sp. z o.o.", 0.8],
  ])("%s", (_name, lines, expected, least) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(least as number);
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("not read from above", () => {
  test("no company block above the label: none", () => {
    const found = company(["Material Safety Data Sheet", ...EN_S1, "Company: As above", ...EN_S2]);
    expect(found.value).toBeNull();
  });
  test("a manufacturer labelled with its name: a distributor's 'same as above' changes nothing", () => {
    const found = company([...EN_HEAD, "Harbour Printing Services Ltd", "12 Dock Road", "Portown ME1 2AB", ...EN_S1, "Manufacturer: Seaside Resins Ltd", "Distributor: Same as above", ...EN_S2]);
    expect(found.value).toBe("Seaside Resins Ltd");
  });
  test("'as above' is never read as a company's name", () => {
    const found = company(["Material Safety Data Sheet", ...EN_S1, "Leverantör: se ovan", ...EN_S2]);
    expect(found.value).toBeNull();
  });
});
