/**
 * Recommended use, physical state and flash point (session 8): the general forms behind the misses left on the
 * tuned documents and the wordings of real sheets in every language — a footnote mark after a use label, a label
 * naming the use and its restrictions at once, a value or a label wrapped over two lines, Nordic labels and values,
 * list letters before section 9 labels, semi-solid and sheet-like articles, a flash point's minus sign, a unit
 * without its degree sign or in its own column, and "Flash point, method used". Synthetic lines with invented names.
 */
import { describe, expect, test } from "bun:test";
import { findPhysicalState } from "../../src/modules/parsing/properties.ts";
import { findFlashPoint } from "../../src/modules/parsing/flash-point.ts";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";

describe("recommended use", () => {
  test.each([
    // A footnote mark between the label and its colon, under the OSHA combined heading.
    [["Recommended use of the chemical and restriction on use", "Recommended use*: for surface coating only", "* The recommended use is given to comply with a rule."], "for surface coating only"],
    [["Intended use¹: Floor polish"], "Floor polish"],
    // A label naming the use and its restrictions at once.
    [["Product Use/Restriction:    Grinding wheel."], "Grinding wheel."],
    [["Product Uses & Restrictions:    Salon Use Only"], "Salon Use Only"],
    [["Uso recomendado y restricciones: Pintura para madera"], "Pintura para madera"],
    [["Användning/begränsningar: Smörjmedel"], "Smörjmedel"],
    // The label wrapped in its column, the value beside its first line.
    [["Use of the    : Drain opener", "Substance/Mixture", "Company    : Zentor Ltd"], "Drain opener"],
    // Plural forms and the use of the product.
    [["Relevant Identified Use(s)    Ink ribbons for label printers."], "Ink ribbons for label printers."],
    [["Use of Product:    Marking tape for printers."], "Marking tape for printers."],
    // Nordic labels (sv, da, no, fi).
    [["Identifierade användningar    Smörjmedel", "Användningar som det avråds från    Inga kända."], "Smörjmedel"],
    [["Ämnets användning / tillredningen Rengöringsmedel"], "Rengöringsmedel"],
    [["Identificerede anvendelser: Vaskemiddel"], "Vaskemiddel"],
    [["Relevante identifiserte bruksområder: Maling"], "Maling"],
    [["Tunnistetut käytöt: Liima"], "Liima"],
  ])("%j → %s", (lines, use) => {
    expect(findRecommendedUse(lines)?.value).toBe(use);
  });

  test("a value wrapped over the lines below joins while it is unfinished", () => {
    const found = findRecommendedUse([
      "Recommended use    These cartridges hold ink for office printers,",
      "copiers and fax machines. They are used as supplied by",
      "the maker in the devices named.",
      "Uses advised against    None known",
    ]);
    expect(found?.value).toBe("These cartridges hold ink for office printers, copiers and fax machines. They are used as supplied by the maker in the devices named.");
  });

  test("a finished value does not take the next line, nor a label", () => {
    expect(findRecommendedUse(["Recommended use: Degreaser.", "Keep out of reach of children"])?.value).toBe("Degreaser.");
    expect(findRecommendedUse(["Recommended use: Degreaser", "Restrictions on use: none known"])?.value).toBe("Degreaser");
    expect(findRecommendedUse(["Recommended use: Degreaser", "Company    Zentor Ltd"])?.value).toBe("Degreaser");
  });

  test("Nordic uses advised against and sectors are no use", () => {
    expect(findRecommendedUse(["Användningar som det avråds från: Spray"])).toBeNull();
    expect(findRecommendedUse(["Anvendelser, der frarådes: Spray"])).toBeNull();
    expect(findRecommendedUse(["Identifierade användningar: Konsumentanvändning", "Avsedd användning: Fogmassa"])?.value).toBe("Fogmassa");
  });
});

describe("physical state", () => {
  test.each([
    // A list letter before the label and a sub-label after it.
    [["a) Appearance    Form: powder", "Colour: white"], "solid"],
    [["(b) Physical state    liquid"], "liquid"],
    // Semi-solid is a paste's state; sheet-like articles are solid.
    [["Physical state (solid/liquid/gas):    Semi-solid gel"], "paste"],
    [["Aggregatzustand: halbfest"], "paste"],
    [["Physical state    Film"], "solid"],
    [["Aspect    Feuille plastique"], "solid"],
    // Nordic labels and values.
    [["Aggregationstillstånd:    fast"], "solid"],
    [["Fysikaliskt tillstånd    Vätska"], "liquid"],
    [["Utseende    Aerosol."], "aerosol"],
    [["Tilstandsform: Flydende"], "liquid"],
    [["Fysisk tilstand: Fast stof"], "solid"],
    [["Fysisk tilstand: Væske"], "liquid"],
    [["Olomuoto: Neste"], "liquid"],
    [["Olomuoto: kiinteä"], "solid"],
    [["Olomuoto: tahna"], "paste"],
  ])("%j → %s", (lines, state) => {
    expect(findPhysicalState(lines)?.value).toBe(state);
  });

  test("'fast' inside a value is not the state", () => {
    expect(findPhysicalState(["Aussehen: fast farblose Flüssigkeit"])?.value).toBe("liquid");
  });
});

describe("flash point", () => {
  test.each([
    // A minus sign is the value's, not a bullet.
    [["Flash Point:    -48°F (-44°C)"], "-48°F (-44°C)"],
    // A unit without its degree sign.
    [["Flash Point    : 215C / 419F"], "215C / 419F"],
    // "Flash point, method used:" and its family.
    [["Flash point, method used:    395°F (202°C)"], "395°F (202°C)"],
    [["Flammpunkt, Methode:    63 °C"], "63 °C"],
    // The unit in the label, the value in its column beside the next property.
    [["Flash point (°C)    231    Taste    Not Available"], "231 °C"],
    // A unit in the column after a bare number.
    [["Flash point    74    °C    ISO 2719"], "74 °C"],
    // A method in the column before the value.
    [["Flash point    Closed cup:    <-12°C (10°F)"], "<-12°C (10°F)"],
    // Nordic labels; the method after the temperatures ("Sluten bägare", closed cup) is not the value's (session 34).
    [["Flampunkt    -40,0 °C (-40,0 °F) Sluten bägare"], "-40,0 °C (-40,0 °F)"],
    [["Flammepunkt: 62 °C"], "62 °C"],
    [["Leimahduspiste: 45 °C"], "45 °C"],
  ])("%j → %s", (lines, value) => {
    expect(findFlashPoint(lines)?.value).toBe(value);
  });

  test.each([
    ["Flampunkt:    inte tillämplig"],
    ["Flampunkt    Tekniskt omöjligt att ta fram uppgifter."],
    ["Flammepunkt: ikke relevant"],
    ["Leimahduspiste: ei sovellettavissa"],
  ])("%s → nothing stated", (line) => {
    expect(findFlashPoint([line, "Vapour pressure    23 °C"])).toBeNull();
  });
});
