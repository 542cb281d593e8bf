/**
 * A month name two languages give different months ("listopada": October in Croatian, November in Polish and Czech)
 * is read as the sheet's language reads it; where the language is not known it stays November and not sure.
 * Synthetic sheets only.
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const CROATIAN_SHEET = [
  "ODJELJAK 1: Identifikacija tvari/smjese i podaci o društvu/poduzeću",
  "Trgovački naziv: Sjajni Pod Sredstvo 500",
  "Datum revizije: 3. listopada 2021.",
  "ODJELJAK 2: Identifikacija opasnosti",
  "Oznaka opasnosti: Upozorenje",
  "H319 Uzrokuje jako nadraživanje oka. Čuvati izvan dohvata djece.",
  "ODJELJAK 3: Sastav/informacije o sastojcima",
  "Etanol 64-17-5 10-20%",
  "ODJELJAK 4: Mjere prve pomoći",
  "U slučaju dodira s očima ispirati vodom.",
];
const POLISH_SHEET = [
  "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa",
  "Nazwa produktu: Środek Lśniąca Podłoga 500",
  "Data aktualizacji: 3 listopada 2021 r.",
  "SEKCJA 2: Identyfikacja zagrożeń",
  "Hasło ostrzegawcze: Uwaga",
  "H319 Działa drażniąco na oczy. Chronić przed dziećmi.",
  "SEKCJA 3: Skład/informacja o składnikach",
  "Etanol 64-17-5 10-20%",
  "SEKCJA 4: Środki pierwszej pomocy",
  "W przypadku kontaktu z oczami płukać wodą.",
];

describe("a month name of two months is read by the sheet's language", () => {
  test("findDates reads 'listopada' as October on a Croatian sheet and November on a Polish or Czech one, sure", () => {
    expect(findDates("3. listopada 2021.", { order: "day-first", languages: ["hr"] })[0]).toMatchObject({ iso: "2021-10-03", ambiguous: false });
    expect(findDates("3 listopada 2021", { order: "day-first", languages: ["pl"] })[0]).toMatchObject({ iso: "2021-11-03", ambiguous: false });
    expect(findDates("listopad 2021", { order: "day-first", languages: ["cs"] })[0]).toMatchObject({ iso: "2021-11-01" });
    expect(findDates("listopad 2021", { order: "day-first", languages: ["hr"] })[0]).toMatchObject({ iso: "2021-10-01" });
  });
  test("where the language does not list the name, it stays November and not sure", () => {
    expect(findDates("3. listopada 2021", "day-first")[0]).toMatchObject({ iso: "2021-11-03", ambiguous: true });
    expect(findDates("3. listopada 2021", { order: "day-first", languages: ["de"] })[0]).toMatchObject({ iso: "2021-11-03", ambiguous: true });
  });
  test("a bilingual sheet's second language reads a name its first does not list ('en' and 'hr': October, sure)", () => {
    expect(findDates("3. listopada 2021.", { order: "day-first", languages: ["en", "hr"] })[0]).toMatchObject({ iso: "2021-10-03", ambiguous: false });
    expect(findDates("3. listopada 2021", { order: "day-first", languages: ["pl", "hr"] })[0]).toMatchObject({ iso: "2021-11-03", ambiguous: false });
  });
  test("a Croatian sheet's revision date in listopad is October", () => {
    const parsed = parseSds(sheet(CROATIAN_SHEET));
    expect(parsed.document_language).toBe("hr");
    expect(parsed.revision_date).toBe("2021-10-03");
    expect(parsed.evidence.revision_date?.confidence).toBeGreaterThan(0.9);
  });
  test("a Polish sheet's revision date in listopad is November, sure", () => {
    const parsed = parseSds(sheet(POLISH_SHEET));
    expect(parsed.document_language).toBe("pl");
    expect(parsed.revision_date).toBe("2021-11-03");
    expect(parsed.evidence.revision_date?.confidence).toBeGreaterThan(0.9);
  });
});
