/**
 * Kinds of miss found by family L's second round (session 17: the newer fields' labels and the physical state's words
 * rewritten in the seven languages, `metamorphic-tune.ts --languages --new-fields`). Sweeps over the eight languages
 * through parseSds, on synthetic sheets with invented names:
 * - a semi-solid in its inflected or reformed spellings ("halfvaste stof gel", "Semissólido gel", "semisólida"): a paste,
 *   never the liquid of the "gel" after it;
 * - the aerosol can as the state's value ("Spuitbus", "Bomboletta spray");
 * - a distributor, the company or two parties named alone inside sub-section 1.4 ("Distributor", "Anbieter", "Société",
 *   "Manufacturer/Supplier" …) with its own number under the poison centre's: that number is the supplier's;
 * - sub-section 1.3's title naming the supplier as the provider (nl "verstrekker", de "Anbieter", es "suministrador");
 * - the town's label of a form-like address block in English ("Town:") and French ("Localité :").
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
  // Two parties joined by a slash, and the company word of each language (English "Company" was read already).
  ["en", "1.4 Emergency telephone number", "Manufacturer/Supplier", "Telephone"], ["de", "1.4 Notrufnummer", "Hersteller / Lieferant", "Telefon"],
  ["fr", "1.4 Numéro d'appel d'urgence", "Fabricant/Fournisseur", "Téléphone"], ["de", "1.4 Notrufnummer", "Firma", "Telefon"],
  ["fr", "1.4 Numéro d'appel d'urgence", "Société", "Téléphone"], ["es", "1.4 Teléfono de emergencia", "Empresa", "Teléfono"],
  ["it", "1.4 Numero telefonico di emergenza", "Azienda", "Telefono"], ["nl", "1.4 Telefoonnummer voor noodgevallen", "Bedrijf", "Telefoon"],
  ["pt", "1.4 Número de telefone de emergência", "Companhia", "Telefone"], ["pl", "1.4 Numer telefonu alarmowego", "Przedsiębiorstwo", "Telefon"],
  // The supplier, manufacturer or distributor in the EU's other languages (session 19, family L's newer-field round).
  ["cs", "1.4 Telefonní číslo pro naléhavé situace", "Dodavatel", "Telefon"], ["sk", "1.4 Núdzové telefónne číslo", "Dodávateľ", "Telefón"],
  ["hu", "1.4 Sürgősségi telefonszám", "Szállító", "Telefon"], ["ro", "1.4 Număr de telefon pentru urgențe", "Furnizor", "Telefon"],
  ["sl", "1.4 Telefonska številka za nujne primere", "Dobavitelj", "Telefon"], ["hr", "1.4 Broj telefona za hitne slučajeve", "Dobavljač", "Telefon"],
  ["el", "1.4 Αριθμός τηλεφώνου επείγουσας ανάγκης", "Προμηθευτής", "Τηλέφωνο"], ["bg", "1.4 Телефонен номер при спешни случаи", "Доставчик", "Телефон"],
  ["lt", "1.4 Pagalbos telefono numeris", "Tiekėjas", "Telefonas"], ["lv", "1.4 Tālruņa numurs, kur zvanīt ārkārtas situācijās", "Piegādātājs", "Tālrunis"],
  ["et", "1.4 Hädaabitelefoninumber", "Tarnija", "Telefon"], ["cs", "1.4 Telefonní číslo pro naléhavé situace", "Výrobce", "Tel."],
  ["hu", "1.4 Sürgősségi telefonszám", "Forgalmazó", "Tel."], ["bg", "1.4 Телефонен номер при спешни случаи", "Дистрибутор", "Тел."],
];

describe("a distributor, company or two parties named inside 1.4 with its own number: the supplier's telephone, in the EU's languages", () => {
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

// Sub-section 1.3's title in the wordings that name the supplier as the sheet's provider ("verstrekker", "Anbieter",
// "suministrador"), with a second party further down labelled "Supplied by": the first company is the manufacturer.
const PROVIDER_TITLE: ReadonlyArray<readonly [string, string]> = [
  ["en", "1.3 Details of the supplier of the safety data sheet"], ["de", "1.3 Angaben zum Anbieter"], ["fr", "1.3 Coordonnées du fournisseur"],
  ["es", "1.3 Datos del suministrador de la ficha de datos de seguridad"], ["it", "1.3 Dati del fornitore"],
  ["nl", "1.3 Gegevens over de verstrekker van het veiligheidsinformatieblad"], ["nl", "1.3 Gegevens van de verstrekker"],
  ["pt", "1.3 Identificação do fornecedor da ficha de dados de segurança"], ["pl", "1.3 Dane dotyczące dostawcy karty charakterystyki"],
];

describe("the first company under 1.3's title naming the provider, in the eight languages", () => {
  for (const [language, title] of PROVIDER_TITLE) {
    test(`${language} '${title}'`, () => {
      const parsed = parseSds(sheet([
        "SAFETY DATA SHEET", "SECTION 1: Identification", "1.1 Product identifier", "Trade name    Brightwell Lube 80", title,
        "Quillmore Products Corporation", "201 Example Drive", "Burlington NJ 08016", "Telephone: +1 (609) 555-0170", "For Sales in Europe:", "Supplied by:",
        "Larchweg Industrial Products BV", "Examplestraat 20, 3134 KK", "Vlaardingen, The Netherlands", ...SECTIONS_2_TO_4,
      ]));
      expect(parsed.manufacturer).toBe("Quillmore Products Corporation");
    });
  }
});

const STREET_AND_TOWN: ReadonlyArray<readonly [string, string, string]> = [
  ["en", "Street", "Town"], ["de", "Straße", "Ort"], ["fr", "Rue", "Localité"], ["es", "Calle", "Localidad"], ["it", "Via", "Località"],
  ["nl", "Straat", "Plaats"], ["pt", "Rua", "Localidade"], ["pl", "Ulica", "Miejscowość"],
];

describe("a form-like address block's street and town labels, in the eight languages", () => {
  for (const [language, street, town] of STREET_AND_TOWN) {
    test(`${language} '${street}:' / '${town}:'`, () => {
      const parsed = parseSds(sheet([
        "SAFETY DATA SHEET", "SECTION 1: Identification", "1.1 Product identifier", "Trade name:    Brightwell Bamboo 3",
        "1.3 Details of the supplier of the safety data sheet", "Company name:    Quillmore Deco GmbH", `${street}:    Larchweg 7`,
        `${town}:    D-12345 Ostheim`, "Telephone:    +49 (0)6028 555-3100", "1.4 Emergency telephone number:    +49 (0)6131 - 555240", ...SECTIONS_2_TO_4,
      ]));
      expect(parsed.supplier_address).toBe("Larchweg 7, D-12345 Ostheim");
    });
  }
});
