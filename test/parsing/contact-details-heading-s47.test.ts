/**
 * "Distributeur / Coordonnées", "Supplier / Contact details": a party's role and the words for its contact details
 * head a block whose name and address follow below; "Coordonnées" is no company. Before: the contact-details words
 * were read as the supplier (0.8; session 47, a Canadian French sheet of a German maker's hand cream).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const section1 = (heading: string, title: string, sections: readonly [string, string, string]) => [
  title,
  sections[0],
  "Harbour Skin Cream",
  heading,
  "Harbour Hafen GmbH",
  "Hafenstraße 1, 20457 Hamburg",
  sections[1],
  sections[2],
];
const FRENCH = ["Section 1 – Identification du produit et de la société", "Section 2 – Identification des dangers", "Section 3 – Composition/informations sur les composants"] as const;
const ENGLISH = ["SECTION 1: Identification", "SECTION 2: Hazards identification", "SECTION 3: Composition/information on ingredients"] as const;
const GERMAN = ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "ABSCHNITT 2: Mögliche Gefahren", "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen"] as const;
const SPANISH = ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "SECCIÓN 2: Identificación de los peligros", "SECCIÓN 3: Composición/información sobre los componentes"] as const;

describe("a role over its contact details", () => {
  test.each([
    ["Distributeur / Coordonnées", "Fiche de données de sécurité", FRENCH],
    ["Fournisseur : Coordonnées", "Fiche de données de sécurité", FRENCH],
    ["Supplier / Contact details", "Safety Data Sheet", ENGLISH],
    ["Lieferant / Kontaktdaten", "Sicherheitsdatenblatt", GERMAN],
    ["Distribuidor / Datos de contacto", "Ficha de datos de seguridad", SPANISH],
  ] as const)("%s", (heading, title, sections) => {
    expect(parseSds(sheet(section1(heading, title, sections))).manufacturer).toBe("Harbour Hafen GmbH");
  });
});
