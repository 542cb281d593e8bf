/**
 * Session 26: forms of the emergency telephone, the supplier's telephone and address that sheets from outside the
 * corpus print and the readers missed. Invented companies, streets and numbers; several languages per form.
 */
import { describe, expect, test } from "bun:test";
import { findSupplierPhone, firstPhone } from "../../src/modules/parsing/supplier-contacts.ts";
import { findEmergencyPhone } from "../../src/modules/parsing/emergency-phone.ts";
import { findSupplierAddress } from "../../src/modules/parsing/supplier-address.ts";

describe("an emergency number with the next text run on", () => {
  test("the hours a line is open after the number, with their word (de, en, sv, fr, it)", () => {
    expect(firstPhone("Giftzentrale: +43 (1) 555 12 12 (0-24 Uhr)")).toBe("+43 (1) 555 12 12");
    expect(firstPhone("(800) 555-0199 24hr")).toBe("(800) 555-0199");
    expect(firstPhone("(800) 555-0199 24 hours")).toBe("(800) 555-0199");
    expect(firstPhone("+46 8 555 10 00 (8-17 tim)")).toBe("+46 8 555 10 00");
    expect(firstPhone("+33 1 55 50 12 34 24h/24")).toBe("+33 1 55 50 12 34");
    expect(firstPhone("+39 02 5550 1234 (0-24 ore)")).toBe("+39 02 5550 1234");
    // The hours' word must follow: a number's last group stays ("+43 1 555 12 24").
    expect(firstPhone("+43 1 555 12 24")).toBe("+43 1 555 12 24");
    expect(firstPhone("+43 1 555 12 24 Fax")).toBe("+43 1 555 12 24");
  });
  test("the next section's number run on after the number (sv, de, en)", () => {
    for (const [line, number] of [
      ["1.4 Telefonnummer för nödsituationer +46 08 555 10 00 2. Farliga egenskaper", "+46 08 555 10 00"],
      ["1.4 Notrufnummer +49 40 5550 1234 2. Mögliche Gefahren", "+49 40 5550 1234"],
      ["1.4 Emergency telephone number 0800 555 0199 2. Hazards identification", "0800 555 0199"],
    ] as const) {
      expect(findEmergencyPhone([line])?.value).toBe(number);
    }
    // A number's own last group before a full stop and a lower-case word stays.
    expect(firstPhone("Tel. +49 6151 555 72 0. weitere Nummern")).toBe("+49 6151 555 72 0");
  });
});

describe("112, the EU's emergency number, as the only number under the emergency label", () => {
  test("in sentences and after labels (sv, de, da, fr, en)", () => {
    for (const lines of [
      ["1.4 Telefonnummer för nödsituationer Ring 112. Kontakta läkare eller giftinformationscentralen"],
      ["1.4. Telefonnummer för nödsituationer Nödtelefon Ring 112:begär Giftinformation"],
      ["1.4 Notrufnummer:", "Rufen Sie 112 an und fragen Sie nach dem Giftinformationszentrum", "ABSCHNITT 2: Mögliche Gefahren"],
      ["1.4 Nødtelefon", "Nødnummer: 112"],
      ["1.4 Numéro d'appel d'urgence : 112"],
      ["1.4 Emergency telephone number: dial 112 (EU)"],
    ]) {
      const found = findEmergencyPhone(lines);
      expect(found?.value).toBe("112");
      expect(found!.confidence).toBeLessThanOrEqual(0.75);
    }
  });
  test("a full number under the label comes before 112", () => {
    expect(findEmergencyPhone(["1.4 Nödtelefon: 112 eller Giftinformation", "+46 8 555 012 34"])?.value).toBe("+46 8 555 012 34");
  });
  test("112 inside another figure or far from the label is none", () => {
    expect(findEmergencyPhone(["1.4 Notrufnummer:", "siehe Abschnitt 16"])).toBeNull();
    expect(findEmergencyPhone(["1.4 Emergency telephone number:", "Not available", "", "", "", "Page 1 of 112"])).toBeNull();
    expect(findEmergencyPhone(["1.4 Nödtelefon", "Kontakta Box 1123, Gnesta"])).toBeNull();
  });
});

describe("emergency labels the vocabulary lacked", () => {
  test("Romanian with the cedilla letters (ţ, ş) as well as the comma letters (ț, ș)", () => {
    for (const label of ["Număr de telefon care poate fi apelat în caz de urgenţă", "Număr de telefon care poate fi apelat în caz de urgență"]) {
      const lines = ["1.3 Detalii privind furnizorul", "Exemplu SRL", "Telefon: 0723 555 581", `1.4 ${label}`, "Institutul de Sănătate 021 555 3606"];
      expect(findEmergencyPhone(lines, { from: 0 })?.value).toBe("021 555 3606");
      expect(findSupplierPhone(lines, 1)?.value).toBe("0723 555 581");
    }
  });
  test("Dutch 'Inlichtingen in noodsituatie' is an emergency line, not the supplier's", () => {
    const lines = ["1 Identificatie", "· Fabrikant/leverancier:", "Voorbeeld B.V.", "Havenweg 12", "NL-1234 AB Dorp", "· Inlichtingen in noodsituatie: tel.: 24h/7d: +31 (0)6 5555 0299"];
    expect(findEmergencyPhone(lines)?.value).toBe("+31 (0)6 5555 0299");
    expect(findSupplierPhone(lines, 2)).toBeNull();
  });
});

describe("more emergency labels", () => {
  test("cs, sk: the adjective with an abbreviated noun ('Nouzové tf číslo'); it 'chiamata urgente'", () => {
    for (const line of ["Nouzové tf číslo : +420 777 555 540", "Nouzový tel. : +420 777 555 540", "Núdzové č. : +420 777 555 540"]) {
      const lines = ["1.3 Podrobné údaje o dodavateli", "Exemplar s.r.o., Dlouhá 160, 675 00 Město", "Telefon : +420 568 555 006", line];
      expect(findEmergencyPhone(lines)?.value).toBe("+420 777 555 540");
      expect(findSupplierPhone(lines, 1)?.value).toBe("+420 568 555 006");
    }
    const it = ["1.3 Informazioni sul fornitore", "Esempio S.p.A.", "Fax: +32 14 55 25 70", "1.4 Numero telefonico di chiamata urgente:", "24/24 ore:", "+32 14 55 45 45 (BIG)"];
    expect(findEmergencyPhone(it)?.value).toBe("+32 14 55 45 45");
  });
});

describe("a postal code is no telephone", () => {
  test("Brazilian and Portuguese postal codes (pt)", () => {
    expect(firstPhone("Rua das Flores, 540 DAIA 75000-030 Cidade/GO Brasil (62) 3555-2700")).toBe("(62) 3555-2700");
    expect(firstPhone("Av. Central, 878 61.800-000 Cidade/CE Brasil")).toBeNull();
    expect(firstPhone("Rua do Porto 12, 4470-605 Maia")).toBeNull();
    // A number of four and four figures stays ("3555-2700"), and an extension after the area code and number.
    expect(firstPhone("Tel. 3555-2700")).toBe("3555-2700");
    expect(firstPhone("Telefon    030 55586-790")).toBe("030 55586-790");
  });
});

describe("an emergency list whose first row is the supplier's information line", () => {
  test("the row that names an emergency comes before an information row above it (en, fr, es)", () => {
    for (const [heading, info, medical] of [
      ["Emergency telephone numbers", "For SDS Information : Compliance Services - 877-555-0137", "For a Medical Emergency : 877-555-0116"],
      ["Numéros de téléphone d'urgence", "Pour information FDS : Service conformité - 877-555-0137", "En cas d'urgence médicale : 877-555-0116"],
      ["Números de teléfono de emergencia", "Para información de la HDS : Cumplimiento - 877-555-0137", "Para una emergencia médica : 877-555-0116"],
    ] as const) {
      const lines = ["Company : Example Inc.", "Telephone : Compliance Services - 877-555-0137", heading, info, medical];
      expect(findEmergencyPhone(lines)?.value).toBe("877-555-0116");
    }
  });
  test("both rows' labels wrapped over two lines (fr, es, en)", () => {
    for (const rows of [
      ["Numéros d'appel d'urgence", "Pour toute information sur la", "fiche technique : Service conformité - 877-555-0137", "Pour toute urgence médicale :", "Numéro gratuit 877-555-0116 - appels enregistrés"],
      ["Teléfonos de emergencia", "Para información de la ficha", "de datos de seguridad : Cumplimiento - 877-555-0137", "Para emergencia médica : Número gratuito 877-555-0116"],
      ["Emergency telephone numbers", "For Safety Data Sheet", "Information : Compliance - 877-555-0137", "For a Medical", "Emergency : 877-555-0116"],
    ]) {
      expect(findEmergencyPhone(["Company : Example Inc.", ...rows])?.value).toBe("877-555-0116");
    }
  });
  test("without an emergency row below, the first row stays the number", () => {
    const lines = ["Emergency telephone numbers", "USA : 800-555-0137", "Europe : +44 1632 555 016"];
    expect(findEmergencyPhone(lines)?.value).toBe("800-555-0137");
  });
});

describe("an address ends at the next field's label", () => {
  test("Swedish, Romanian and Dutch labels of the next field on a line of their own", () => {
    for (const label of ["Ansvarig/utfärdande person :", "Kontaktinformation", "Webbadress", "E-postadress", "Adresa a persoanei responsabile pentru această FTS", "· Inlichtingengevende sector: Afdeling productveiligheid."]) {
      const lines = ["1.3 Uppgifter om leverantören", "Nordlim AB", "Verkstadsgatan 4", "123 45 Gnesta", label, "Exempel Norge AS"];
      expect(findSupplierAddress(lines, 1)?.value).toBe("Verkstadsgatan 4, 123 45 Gnesta");
    }
  });
  test("the next field's label inside the line of the name and address (sv, ro, nl)", () => {
    for (const after of ["Ansvarig/utfärdande person : E-postadress: info@nordlim.example", "Kontaktinformation Nordlim Norge AS Box 12, 0123 Oslo", "Adresa a persoanei responsabile pentru această FTS", "Inlichtingengevende sector: Afdeling productveiligheid."]) {
      const lines = ["1.3 Uppgifter om leverantören", `Företag : Nordlim AB Verkstadsgatan 4, 123 45 Gnesta Sverige ${after}`];
      expect(findSupplierAddress(lines, 1)?.value).toBe("Verkstadsgatan 4, 123 45 Gnesta Sverige");
    }
  });
  test("the telephone and fax numbers run on after the town, unlabelled (nl, de)", () => {
    const lines = ["1 Identificatie", "· Fabrikant/leverancier:", "Voorbeeld B.V.", "Havenweg 12 NL-1234 AB DORP +31 (0)598 555111 +31 (0)598 555112"];
    expect(findSupplierAddress(lines, 2)?.value).toBe("Havenweg 12 NL-1234 AB DORP");
    const de = ["1.3 Lieferant", "Beispiel GmbH", "Hafenstraße 4, D-20457 Hamburg +49 (0) 40 555 1200"];
    expect(findSupplierAddress(de, 1)?.value).toBe("Hafenstraße 4, D-20457 Hamburg");
    // An area code in brackets (pt, en).
    const pt = ["1. IDENTIFICAÇÃO", "EXEMPLO QUÍMICOS LTDA.", "Rua das Flores, 540 DAIA 75000-030 Cidade/GO Brasil (62) 3555-2700"];
    expect(findSupplierAddress(pt, 1)?.value).toBe("Rua das Flores, 540 DAIA 75000-030 Cidade/GO Brasil");
    const en = ["1. IDENTIFICATION", "Example Coatings Inc.", "12 Main Street, Springfield, IL 62999 (217) 555-0100"];
    expect(findSupplierAddress(en, 1)?.value).toBe("12 Main Street, Springfield, IL 62999");
    // A bracket that is no area code stays ("Goito (MN)", "Unit (2)").
    const it = ["1.3 Fornitore", "Esempio S.r.l.", "Via Roma 16/A, 46000 Goito (MN)"];
    expect(findSupplierAddress(it, 1)?.value).toBe("Via Roma 16/A, 46000 Goito (MN)");
  });
});

describe("Nordic address labels stacked", () => {
  test("each part on a row of its own (sv, no, fi)", () => {
    for (const [street, code, town, country] of [
      ["Postadress", "Postnr.", "Postort", "Land"],
      ["Postadresse", "Postnr.", "Poststed", "Land"],
      ["Postiosoite", "Postinumero", "Postitoimipaikka", "Maa"],
    ] as const) {
      const lines = ["1.3", "Företagsnamn    Nordlim AB", `${street}    Verkstadsgatan 4`, `${code}    123 45`, `${town}    Gnesta`, `${country}    Sverige`, "Telefon    +46 (0)8-555 12 34"];
      expect(findSupplierAddress(lines, 1)?.value).toBe("Verkstadsgatan 4, 123 45, Gnesta, Sverige");
    }
  });
  test("the labelled parts on one line, up to the telephone (sv, da)", () => {
    const sv = ["1.3", "Företagsnamn Nordlim AB", "Postadress Verkstadsgatan 4 Postnr. 123 45 Postort Gnesta Land Sverige Telefon +46 (0)8-555 12 34 Webbadress http://www.nordlim.example"];
    expect(findSupplierAddress(sv, 1)?.value).toBe("Verkstadsgatan 4, 123 45, Gnesta, Sverige");
    const da = ["1.3", "Firmanavn Nordlim ApS", "Postadresse Værkstedsvej 4 Postnr. 1234 By Gnestrup Land Danmark Telefon +45 55 55 12 34"];
    expect(findSupplierAddress(da, 1)?.value).toBe("Værkstedsvej 4, 1234, Gnestrup, Danmark");
  });
});

describe("the supplier's telephone", () => {
  test("two numbers joined by a slash with a space on one side only: the first (ro, de, it)", () => {
    expect(firstPhone("Telefon: 0723555581/ 0723555021; Email: vanzari@example.test")).toBe("0723555581");
    expect(firstPhone("Telefon: +49 40 555 12 34 /+49 40 555 12 35")).toBe("+49 40 555 12 34");
    expect(firstPhone("+390376555185/555365")).toBe("+390376555185");
    // An area code set off by a slash stays one number.
    expect(firstPhone("Telefon: 040 / 555 1234")).toBe("040 / 555 1234");
    const lines = ["1.2 Detalii privind furnizorul", "Societatea: SC Exemplu SRL Strada Lunga, nr. 18, Bucuresti,", "Romania Telefon: 0723555581/ 0723555021; Email: vanzari@example.test", "1.3 Număr de telefon care poate fi apelat în caz de urgenţă", "Numărul de telefon de la Institutul de Sănătate 021 555 3606"];
    expect(findSupplierPhone(lines, 1)?.value).toBe("0723555581");
  });
  test("an SDS request line is the supplier's (en)", () => {
    for (const rows of [["SDS Requests: 1-855-555-2661"], ["SDS Request", ":  (+1) 877-555-7285"], ["MSDS Requests : 1-855-555-2661"]]) {
      const lines = ["Example Solutions LLC", "3 Harbour Square, Suite 10", "Emergency telephone number:", "Health North America: 1-855-555-3648", "E-Mail: sds@example.test", ...rows];
      expect(findSupplierPhone(lines, 0)?.value.replace(/\D/g, "")).toMatch(/^1?855555|877555/);
    }
  });
  test("a number spelt in letters between the label and the number in digits (en)", () => {
    const lines = ["Details of the supplier", "Manufacturer", "Example Products Inc.", "12 Harbour Blvd., Solon, OH 44000", "Company Phone Number", "1-87-Example", "(877) 555-2839", "24 Hour Emergency Phone Number Chem-Tel: 800-555-3924"];
    expect(findSupplierPhone(lines, 2)?.value).toBe("(877) 555-2839");
  });
  test("an international number printed unlabelled after the address is the supplier's, at a guess (nl, de)", () => {
    const nl = ["1 Identificatie", "· Fabrikant/leverancier:", "Voorbeeld B.V.", "Havenweg 12 NL-1234 AB DORP +31 (0)598 555111 +31 (0)598 555112", "· Inlichtingen in noodsituatie: tel.: 24h/7d: +31 (0)6 5555 0299"];
    const found = findSupplierPhone(nl, 2);
    expect(found?.value).toBe("+31 (0)598 555111");
    expect(found!.confidence).toBeLessThanOrEqual(0.6);
    const de = ["1.3 Lieferant", "Beispiel GmbH", "Hafenstraße 4, D-20457 Hamburg +49 (0) 40 555 1200"];
    expect(findSupplierPhone(de, 1)?.value).toBe("+49 (0) 40 555 1200");
  });
});

describe("the address under a name wrapped before its legal form", () => {
  test("the legal form alone on the line under the name (en, de, fr)", () => {
    for (const [name, form, street, town] of [
      ["HARBOUR LUBRICATING SPECIALTIES", "COMPANY", "8015 HARBOUR BLVD. PICO", "RIVERA, CA 90000"],
      ["Beispiel Schmierstoffe", "GmbH", "Hafenstraße 4", "20457 Hamburg"],
      ["Exemple Lubrifiants", "SAS", "12 rue du Port", "69000 Lyon"],
    ] as const) {
      const lines = ["1.3. Details of the supplier of the safety data sheet", "Manufacturer", name, form, street, town, "Telephone No.", "(562) 555-4000"];
      expect(findSupplierAddress(lines, 2)?.value).toBe(`${street}, ${town}`);
    }
  });
});
