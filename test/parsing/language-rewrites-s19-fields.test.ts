/**
 * Kinds of miss found by family L's newer-field round in the EU's other fourteen languages (session 19:
 * `metamorphic-tune.ts --languages sv,…,et --new-fields`). Synthetic sheets with invented names, through parseSds:
 * - the physical state's labels ("Μορφή", "Форма", "Oblik", "Formă", "Välimus") and value words ("υγρό", "течност",
 *   "vedel", "šķidrs"), a semi-solid ("Polotuhé gel", "Halvfast gel", "Puolikiinteä gel") a paste;
 * - the flash point's labels ("Точка на запалване", "Točka paljenja", "Teplota vzplanutia", "Užsiliepsnojimo temperatūra");
 * - 1.2's use labels ("Προσδιορισθείσες χρήσεις", "Utilizări identificate", "Soovitatav kasutus" …);
 * - the telephone and address labels in Greek, Bulgarian, Lithuanian and Latvian, and ro 1.4 without its article;
 *   the languages' telephone and address words beside or above the company's name are labels, never the company
 *   (the supplier named alone inside 1.4 in these languages: language-rewrites-s17-fields.test.ts);
 * - family B: the party inside 1.4 and its telephone label printed with their translations, and a telephone label's
 *   translation alone on its line above the fax's line.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const section9 = (...lines: string[]) =>
  parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Brightwell Grease 7", ...SECTIONS_2_TO_4, "SECTION 9: Physical and chemical properties", ...lines, "Odour    Mild", "SECTION 10: Stability and reactivity"]));

// [language, label, value, state]
const STATES: ReadonlyArray<readonly [string, string, string, string]> = [
  ["el", "Μορφή:", "υγρό", "liquid"], ["el", "Φυσική κατάσταση    :", "Στερεό.", "solid"], ["el", "Εμφάνιση:", "Σκόνη, λευκή", "solid"],
  ["el", "Μορφή:", "Αέριο", "gas"], ["el", "Φυσική κατάσταση:", "Ημιστερεό gel", "paste"],
  ["bg", "Форма:", "течност", "liquid"], ["bg", "Агрегатно състояние:", "Твърдо вещество", "solid"], ["bg", "Външен вид:", "Прах", "solid"],
  ["bg", "Физично състояние:", "газообразно", "gas"], ["bg", "Форма:", "Аерозол", "aerosol"],
  ["hr", "Oblik:", "Tekućina", "liquid"], ["hr", "Fizičko stanje:", "Kruta tvar", "solid"], ["hr", "Oblik:", "Polukruto gel", "paste"],
  ["sl", "Oblika:", "tekoče", "liquid"], ["sl", "Fizikalno stanje:", "Prašek", "solid"],
  ["ro", "Formă:", "lichid", "liquid"], ["ro", "Formă:", "Pulbere", "solid"], ["ro", "Starea fizică:", "gazos", "gas"],
  ["et", "Vorm:", "vedel", "liquid"], ["et", "Füüsikaline olek:", "Tahke aine", "solid"], ["et", "Välimus:", "Pulber", "solid"],
  ["lt", "Forma:", "skystas", "liquid"], ["lt", "Fizinė būsena:", "Milteliai", "solid"], ["lt", "Išvaizda:", "Dujinis", "gas"],
  ["lv", "Forma:", "šķidrs", "liquid"], ["lv", "Fizikālais stāvoklis:", "Cieta viela", "solid"], ["lv", "Izskats:", "Pulveris", "solid"],
  ["hu", "Fizikai állapot:", "folyékony", "liquid"], ["hu", "Külső megjelenés:", "Por", "solid"],
  ["cs", "Skupenství:", "Polotuhé gel", "paste"], ["sk", "Skupenstvo:", "Polotuhé gel", "paste"], ["sv", "Aggregationstillstånd:", "Halvfast gel", "paste"],
  ["da", "Tilstandsform:", "Halvfast gel", "paste"], ["fi", "Olomuoto:", "Puolikiinteä gel", "paste"],
];

describe("the physical state's labels and value words in the other fourteen EU languages", () => {
  for (const [language, label, value, state] of STATES) {
    test(`${language} '${label} ${value}' is ${state}`, () => expect(section9(`${label}    ${value}`).physical_state).toBe(state));
  }
  // The label's bracket listing the states, longer in these languages than English "(solid/liquid/gas)".
  test("fi 'Fysikaalinen olomuoto (kiinteä/nestemäinen/kaasumainen): Puolikiinteä gel' is a paste", () =>
    expect(section9("Fysikaalinen olomuoto (kiinteä/nestemäinen/kaasumainen):    Puolikiinteä gel").physical_state).toBe("paste"));
  test("bg 'Агрегатно състояние (твърдо/течно/газообразно): течно' is liquid", () =>
    expect(section9("Агрегатно състояние (твърдо/течно/газообразно):    течно").physical_state).toBe("liquid"));
  // A word that names the state only as the whole value, after a label inside the appearance's value.
  test("hu 'Appearance    Forma: por' is solid", () => expect(section9("a) Appearance    Forma: por").physical_state).toBe("solid"));
  test("sv 'Utseende    Form: fast' is solid", () => expect(section9("Utseende    Form: fast").physical_state).toBe("solid"));
  test("de 'Aussehen    Farbe: fast farblos, flüssig' is liquid", () => expect(section9("Aussehen    Farbe: fast farblos, flüssig").physical_state).toBe("liquid"));
  test("es 'por' inside a value is no powder", () => expect(section9("Aspecto:    Líquido aplicado por pulverización").physical_state).toBe("liquid"));
});

const FLASH_LABELS: ReadonlyArray<readonly [string, string]> = [
  ["bg", "Точка на запалване"], ["bg", "Пламна температура"], ["hr", "Točka paljenja"], ["sk", "Teplota vzplanutia"],
  ["lt", "Užsiliepsnojimo temperatūra"], ["ro", "Punctul de aprindere"], ["el", "Σημείο ανάφλεξης"],
];

describe("the flash point's labels in the other fourteen EU languages", () => {
  for (const [language, label] of FLASH_LABELS) {
    test(`${language} '${label}'`, () => expect(section9("Form:    liquid", `${label}:    > 100 °C`).flash_point).toBe("> 100 °C"));
  }
});

const section1 = (...lines: string[]) =>
  parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "1.1 Product identifier", "Product name: Brightwell Cleaner 12", ...lines, ...SECTIONS_2_TO_4]));

const USE_LABELS: ReadonlyArray<readonly [string, string]> = [
  ["el", "Προσδιορισθείσες χρήσεις"], ["el", "Συνιστώμενη χρήση"], ["el", "Χρήση της ουσίας/του μείγματος"],
  ["bg", "Идентифицирани употреби"], ["bg", "Препоръчителна употреба"], ["bg", "Употреба на веществото/сместа"],
  ["ro", "Utilizări identificate"], ["ro", "Utilizarea substanței/amestecului"], ["hu", "Megfelelő azonosított felhasználások"],
  ["hu", "Az anyag/keverék felhasználása"], ["sl", "Pomembne identificirane uporabe"], ["sl", "Uporaba snovi/zmesi"],
  ["hr", "Utvrđene uporabe"], ["hr", "Preporučena uporaba"], ["hr", "Uporaba tvari/smjese"],
  ["lt", "Nustatyti naudojimo būdai"], ["lt", "Rekomenduojamas naudojimas"], ["lv", "Apzinātie lietošanas veidi"], ["lv", "Ieteicamā lietošana"],
  ["et", "Kindlakstehtud kasutusalad"], ["et", "Soovitatav kasutus"], ["sk", "Použitie látky/zmesi"],
];

describe("1.2's use labels in the other fourteen EU languages", () => {
  for (const [language, label] of USE_LABELS) {
    test(`${language} '${label}'`, () => {
      const parsed = section1("1.2 Relevant identified uses", `${label}:    Floor cleaning agent`, "1.3 Details of the supplier", "Quillmore Home Care Ltd");
      expect(parsed.recommended_use).toBe("Floor cleaning agent");
    });
  }
});

const CONTACTS: ReadonlyArray<readonly [string, string, string]> = [
  ["bg", "Телефон", "Адрес"], ["bg", "Тел.", "Адрес"], ["el", "Τηλέφωνο", "Διεύθυνση"], ["el", "Τηλ.", "Διεύθυνση"],
  ["lt", "Telefonas", "Adresas"], ["lv", "Tālrunis", "Adrese"], ["lv", "Tālr.", "Adrese"],
];

describe("the supplier's telephone and address labels in Greek, Bulgarian, Lithuanian, Latvian", () => {
  for (const [language, phone, address] of CONTACTS) {
    test(`${language} '${phone}' / '${address}'`, () => {
      const parsed = section1(
        "1.3 Details of the supplier of the safety data sheet", "Quillmore Home Care Ltd", `${address}:    15 Example Crescent, Ostheim`,
        `${phone}:    +44 1632 960 123`, "1.4 Emergency telephone number", "CHEMTREC: +1 703 555 0100",
      );
      expect(parsed.supplier_phone).toBe("+44 1632 960 123");
      expect(parsed.supplier_address).toBe("15 Example Crescent, Ostheim");
    });
  }
  test("ro 1.4 without its article ('Număr de telefon care poate fi apelat în caz de urgență')", () => {
    const parsed = section1("1.3 Details of the supplier", "Quillmore Home Care Ltd", "Număr de telefon care poate fi apelat în caz de urgență: +40 21 555 0100");
    expect(parsed.emergency_phone).toBe("+40 21 555 0100");
  });
});

const USE_HEADINGS: ReadonlyArray<readonly [string, string]> = [
  ["sk", "Relevantné identifikované použitia látky alebo zmesi a použitia, ktoré sa neodporúčajú"],
  ["hu", "Az anyag vagy keverék megfelelő azonosított felhasználása, illetve ellenjavallt felhasználása"],
  ["el", "Συναφείς προσδιοριζόμενες χρήσεις της ουσίας ή του μείγματος και αντενδεικνυόμενες χρήσεις"],
  ["bg", "Идентифицирани употреби на веществото или сместа, които са от значение, и употреби, които не се препоръчват"],
  ["et", "Aine või segu asjaomased kindlakstehtud kasutusalad ja kasutusalad, mida ei soovitata"],
  ["lt", "Atitinkami nustatyti medžiagos ar mišinio naudojimo būdai ir nerekomenduojami naudojimo būdai"],
  ["lv", "Attiecīgi apzinātie vielas vai maisījuma lietošanas veidi un tādi, ko neiesaka izmantot"],
  ["hr", "Relevantne identificirane uporabe tvari ili smjese i uporabe koje se ne preporučuju"],
];

describe("the use on the line below 1.2's whole title in the other EU languages", () => {
  for (const [language, heading] of USE_HEADINGS) {
    test(language, () => {
      const parsed = section1(`1.2 ${heading}`, "Fountain solution concentrate for lithographic printing", "1.3 Details of the supplier", "Quillmore Home Care Ltd");
      expect(parsed.recommended_use).toBe("Fountain solution concentrate for lithographic printing");
    });
  }
});

// Family B (session 19): the party inside 1.4 and its telephone label printed with their translations.
const BILINGUAL_PARTY_IN_1_4: ReadonlyArray<readonly [string, string]> = [
  ["Supplier / Fournisseur", "Telephone number / Téléphone:"], ["Lieferant    Fournisseur", "Telefon    Téléphone:"],
  ["Supplier / Lieferant / Fournisseur", "Telephone / Telefon / Téléphone:"], ["Supplier", "Telephone / Teléfono:"],
];

describe("the supplier named inside 1.4 with its number, labels printed with their translations", () => {
  for (const [party, label] of BILINGUAL_PARTY_IN_1_4) {
    test(`'${party}' / '${label}'`, () => {
      const parsed = parseSds(sheet([
        "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Brightwell Cleaner 12", "1.3 Details of the supplier of the safety data sheet",
        "Quillmore Home Care Ltd", "15 Example Crescent", "1.4 Emergency telephone number / Numéro d'appel d'urgence", "National advisory body/Poison Centre",
        `${label}    031 555 0123`, party, `${label}    Homecare 0860 555 908 Personal Care 0860 555 861`, "Hours of operation    -", ...SECTIONS_2_TO_4,
      ]));
      expect(parsed.supplier_phone).toBe("0860 555 908");
    });
  }
});

describe("a telephone label's translation alone on the line below it, the fax's line after it (family B's alternate lines)", () => {
  test("'Telephone no.    +49 …' / 'Tél.' / 'Fax no.    +49 …444' / 'Télécopie': the telephone, never the fax", () => {
    const parsed = section1(
      "1.3 Details of the supplier of the safety data sheet / Renseignements concernant le fournisseur", "Quillmore GmbH & Co. KG", "Larchweg 7",
      "D-12345    Ostheim", "Telephone no.    +49 (0) 221 5550-1", "Tél.", "Fax no.    +49 (0) 221 5550-444", "Télécopie",
      "1.4 Emergency telephone number / Numéro d'appel d'urgence", "Giftnotruf Berlin: +49 30 555 0100",
    );
    expect(parsed.supplier_phone).toBe("+49 (0) 221 5550-1");
  });
});

describe("a telephone label beside the company's label in a header row, the EU's other languages: a label, never the company", () => {
  for (const label of ["Tlf.", "Puhelin", "Puh.", "Tālrunis", "Tālr.", "Telefonas", "Τηλ.", "Тел."]) {
    test(`'Manufacturer's Name    ${label}'`, () => {
      const parsed = parseSds(sheet([
        "SAFETY DATA SHEET", "Section I – Identification", "Product name: Long Life Battery", `Manufacturer’s Name    ${label}`,
        "Quillmore Golden Power Co.,Ltd.    (8620) 5555 6440 / 5555 6441", ...SECTIONS_2_TO_4,
      ]));
      expect(parsed.manufacturer).toBe("Quillmore Golden Power Co.,Ltd.");
    });
  }
  for (const label of ["Adrese", "Postiosoite", "Διεύθυνση", "Адрес", "Székhely"]) {
    test(`'${label}' above the company's name is no part of it`, () => {
      const parsed = section1("1.3 Details of the supplier of the safety data sheet", label, "Quillmore GmbH & Co. KG", "Larchweg 7", "D-12345    Ostheim");
      expect(parsed.manufacturer).toBe("Quillmore GmbH & Co. KG");
    });
  }
});
