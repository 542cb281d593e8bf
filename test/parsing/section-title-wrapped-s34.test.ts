/**
 * A section heading's title wrapped after a word that goes on (a slash, a comma, "und", "and", "of the"): the title a
 * person sees in the SDS's page holds its second line ("1. Bezeichnung des Stoffs bzw. des Gemischs und" / "des
 * Unternehmens"; session 34: four corpus sheets showed the first line only). A title wrapped after any other word
 * ("… EXPOSITION/PERSÖNLICHE" / "SCHUTZAUSRÜSTUNGEN") keeps its first line: nothing tells its rest from the first
 * line under the heading ("SECTION 2: HAZARDS IDENTIFICATION" / "EMERGENCY OVERVIEW"). Invented sheets.
 */
import { expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const BODY = [
  "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und",
  "des Unternehmens",
  "1.1 Produktidentifikator",
  "Handelsname: Hafen Glanz 5",
  "ABSCHNITT 2: Mögliche Gefahren",
  "Signalwort: Achtung",
  "H319 Verursacht schwere Augenreizung.",
  "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen",
  "Ethanol 64-17-5 10-20%",
  "ABSCHNITT 8: BEGRENZUNG UND ÜBERWACHUNG DER EXPOSITION/",
  "PERSÖNLICHE SCHUTZAUSRÜSTUNGEN",
  "8.1. Zu überwachende Parameter",
  "ABSCHNITT 9: Physikalische und chemische Eigenschaften/",
  "9.1 Angaben zu den grundlegenden physikalischen und chemischen Eigenschaften",
];

const titles = () => Object.fromEntries(parseSds(sheet(BODY)).sections.map((section) => [section.number, section.title]));

test("a title wrapped after its slash or its 'und' holds its second line", () => {
  const found = titles();
  expect(found[8]).toBe("BEGRENZUNG UND ÜBERWACHUNG DER EXPOSITION/ PERSÖNLICHE SCHUTZAUSRÜSTUNGEN");
  expect(found[1]).toBe("Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens");
});

test("a numbered sub-section under a title that ends on a slash is not the title's", () => {
  expect(titles()[9]).toBe("Physikalische und chemische Eigenschaften/");
});
