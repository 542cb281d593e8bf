/**
 * Kinds of miss found by family L's second round (session 17: the newer fields' labels and the physical state's words
 * rewritten in the seven languages, `metamorphic-tune.ts --languages --new-fields`). Sweeps over the eight languages
 * through parseSds, on synthetic sheets with invented names:
 * - a semi-solid in its inflected or reformed spellings ("halfvaste stof gel", "Semissólido gel", "semisólida"): a paste,
 *   never the liquid of the "gel" after it;
 * - the aerosol can as the state's value ("Spuitbus", "Bomboletta spray");
 * - a distributor named alone inside sub-section 1.4 ("Distributor", "Anbieter", "Distributeur" …) with its own number
 *   under the poison centre's: that number is the supplier's.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const stateOf = (label: string, value: string) =>
  parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Brightwell Grease 7", ...SECTIONS_2_TO_4, "SECTION 9: Physical and chemical properties", `${label}    ${value}`, "Odour    Mild", "SECTION 10: Stability and reactivity"]));

const SEMI_SOLID: ReadonlyArray<readonly [string, string, string]> = [
  ["en", "Physical state", "Semi-solid gel"], ["de", "Aggregatzustand", "Halbfeste Paste"], ["fr", "État physique", "Semi-solide gel"],
  ["es", "Estado físico", "Semisólida gel"], ["it", "Stato fisico", "Semisolida gel"], ["nl", "Fysische toestand", "Halfvaste stof gel"],
  ["nl", "Aggregatietoestand", "Halfvaste gel"], ["pt", "Estado físico", "Semissólido gel"], ["pt", "Estado físico", "Semissólida gel"],
  ["pl", "Stan skupienia", "Półstała masa żel"],
];
const AEROSOL_CAN: ReadonlyArray<readonly [string, string, string]> = [
  ["en", "Form", "Spray can"], ["de", "Form", "Spraydose"], ["fr", "Forme", "Bombe aérosol"], ["es", "Forma", "Bote de aerosol"],
  ["it", "Forma", "Bomboletta spray"], ["nl", "Vorm", "Spuitbus"], ["nl", "Fysische toestand", "Spuitbus."], ["pt", "Forma", "Lata de aerossol"],
  ["pl", "Postać", "Puszka aerozolowa"],
];

describe("the physical state's value words in the eight languages", () => {
  for (const [language, label, value] of SEMI_SOLID) {
    test(`${language} '${value}' is a paste`, () => expect(stateOf(label, value).physical_state).toBe("paste"));
  }
  for (const [language, label, value] of AEROSOL_CAN) {
    test(`${language} '${value}' is an aerosol`, () => expect(stateOf(label, value).physical_state).toBe("aerosol"));
  }
});

const DISTRIBUTOR: ReadonlyArray<readonly [string, string, string, string]> = [
  ["en", "1.4 Emergency telephone number", "Distributor", "Telephone number"], ["de", "1.4 Notrufnummer", "Anbieter", "Tel."],
  ["de", "1.4 Notrufnummer", "Vertreiber", "Telefon"], ["fr", "1.4 Numéro d'appel d'urgence", "Distributeur", "Tél."],
  ["es", "1.4 Teléfono de emergencia", "Distribuidor", "Teléfono"], ["it", "1.4 Numero telefonico di emergenza", "Distributore", "Tel."],
  ["nl", "1.4 Telefoonnummer voor noodgevallen", "Distributeur", "Telefoon"], ["pt", "1.4 Número de telefone de emergência", "Distribuidor", "Tel."],
  ["pl", "1.4 Numer telefonu alarmowego", "Dystrybutor", "Telefon"],
];

describe("a distributor named inside 1.4 with its own number: the supplier's telephone, in the eight languages", () => {
  for (const [language, heading, party, label] of DISTRIBUTOR) {
    test(`${language} '${party}'`, () => {
      const parsed = parseSds(sheet([
        "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Brightwell Cleaner 12", "1.3 Details of the supplier of the safety data sheet",
        "Quillmore Home Care Ltd", "15 Example Crescent", heading, "National advisory body/Poison Centre", `${label}    031 555 0123`, party,
        `${label}    Homecare 0860 555 908 Personal Care 0860 555 861`, "Hours of operation    -", ...SECTIONS_2_TO_4,
      ]));
      expect(parsed.supplier_phone).toBe("0860 555 908");
      expect(parsed.emergency_phone).toBe("031 555 0123");
    });
  }
});
