import { describe, expect, test } from "bun:test";
import { detectLanguageDetails } from "../../src/modules/parsing/language";

// An English sheet whose empty fields print "NA" was read as Polish: "na" is a Polish function word, and 225
// repetitions of one token outweighed every English word on the page.
describe("document language", () => {
  const english = [
    "SAFETY DATA SHEET", "1. PRODUCT & COMPANY IDENTIFICATION", "Product Name: Hair colour", "Chemical Name: NA",
    "Synonyms: NA", "2. HAZARDS IDENTIFICATION", "Not classified as hazardous. If swallowed, rinse mouth and call a doctor.",
    "3. COMPOSITION / INFORMATION ON INGREDIENTS", "Wash skin with soap and water. Avoid contact with the eyes.",
  ];

  test("one token repeated many times does not decide the language (an English sheet full of 'NA')", () => {
    const text = [...english, ...Array.from({ length: 120 }, (_, i) => `Property ${i}: NA NA`)].join("\n");
    expect(detectLanguageDetails(text).language).toBe("en");
  });

  test("a Polish sheet is still Polish", () => {
    const polish = [
      "KARTA CHARAKTERYSTYKI", "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa",
      "Nazwa handlowa: Środek czyszczący", "SEKCJA 2: Identyfikacja zagrożeń", "Działa drażniąco na skórę i na oczy.",
      "W przypadku dostania się do oczu: ostrożnie płukać wodą przez kilka minut.", "Przechowywać w suchym miejscu, w temperaturze do 25 °C.",
    ].join("\n");
    expect(detectLanguageDetails(polish).language).toBe("pl");
  });
});
