/**
 * A supplier's row that points to another part of section 1 ("1.3. Hersteller bzw. Lieferant …:" / "Anschrift siehe
 * Punkt 1.2."; session 49's blind batch read that sentence as the company at 0.75): a cross-reference after the word it
 * points for is no name, as one opening the value is not ("Siehe Abschnitt 1.2"); the company of the part it names is read.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const maker = (pointer: string) => parseSds(sheet([
  "Sicherheitsdatenblatt", "1. Stoff-/Zubereitungs- und Firmenbezeichnung", "1.1. Handelsname: Malachitgrün (Oxalat)",
  "1.2. Ersteller dieses Sicherheitsdatenblattes:", "OMIKRON GmbH", "Marktplatz 5", "74382 Neckarwestheim",
  "1.3. Hersteller bzw. Lieferant sowie Auskunftgebender Bereich:", pointer, "1.4. Notfallauskunft: 112", "2. Zusammensetzung",
  "3. Mögliche Gefahren",
])).manufacturer;

describe("a pointer after the word it points for", () => {
  test.each(["Anschrift siehe Punkt 1.2.", "Adresse siehe Abschnitt 1.2", "Anschrift: siehe 1.2"])("%s", (pointer) => {
    expect(maker(pointer)).toBe("OMIKRON GmbH");
  });
  test("a company whose second word is a verb's letters keeps its name", () => {
    expect(maker("Pinturas Ver S.A.")).toBe("Pinturas Ver S.A.");
  });
});
