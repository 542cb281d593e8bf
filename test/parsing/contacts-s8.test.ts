/**
 * Session 8: forms of the emergency telephone, the supplier's telephone and address that real sheets print and the
 * readers missed. Invented companies, streets and numbers; one test per form, with its language family.
 */
import { describe, expect, test } from "bun:test";
import { findSupplierPhone, firstPhone } from "../../src/modules/parsing/supplier-contacts.ts";
import { findEmergencyPhone } from "../../src/modules/parsing/emergency-phone.ts";
import { findSupplierAddress } from "../../src/modules/parsing/supplier-address.ts";

const digits = (value: string | null | undefined) => (value ?? "").replace(/\D/g, "");

describe("telephone numbers as printed", () => {
  test("typographic hyphens (U+2010, U+2011) inside a number", () => {
    expect(firstPhone("Telephone Number    1‐800‐555‐0147")).toBe("1-800-555-0147");
    expect(firstPhone("CHEMTREC    (800)555‑0192")).toBe("(800)555-0192");
  });
  test("an en dash between the postal code and the number parts them", () => {
    expect(firstPhone("Ottawa, Ontario, K9Z 5P4 – 613-555-0161")).toBe("613-555-0161");
  });
  test("a US ZIP code before the number on its line", () => {
    expect(firstPhone("39990 (800) 555-0123")).toBe("(800) 555-0123");
    expect(firstPhone("Springfield, IL 62999-0001 (217) 555-0199")).toBe("(217) 555-0199");
  });
  test("a number broken after a dash at the end of the line", () => {
    expect(firstPhone("39990 (800) 555-", "0123")).toBe("(800) 555-0123");
    expect(firstPhone("+49 40 555-", "12")).toBe("+49 40 555-12");
    // Not a number's end: a date or a code on the next line.
    expect(firstPhone("(800) 555-0123", "2020")).toBe("(800) 555-0123");
  });
});

describe("emergency telephone", () => {
  test("an emergency word in brackets after the number qualifies it (en, de, fr, es)", () => {
    for (const line of [
      "Phone:    800-555-0140 (Emergency)",
      "Telefon: +49 40 5550 1234 (Notruf 24h)",
      "Téléphone : +33 1 55 50 12 34 (urgence 24h/24)",
      "Teléfono: +34 915 550 123 (24 h emergencias)",
    ]) {
      const found = findEmergencyPhone(["1. IDENTIFICATION", "Acme Example Inc.", line, "Web: www.example.test"]);
      expect(digits(found?.value)).toBe(digits(line.split(":")[1]!.split("(")[0]));
      expect(found?.line).toBe(2);
    }
  });
  test("a number marked non-emergency (any spacing round the hyphen) is not the emergency number", () => {
    const lines = ["1. IDENTIFICATION", "Acme Example Inc.", "888-555-0177 (non - emergency matters)", "In U.S.: Call 1-800-555-0100"];
    expect(findEmergencyPhone(lines)).toBeNull();
  });
});

describe("supplier telephone", () => {
  test("a sentence-like label: 'For information call', in the languages", () => {
    for (const label of ["For information call", "For more information call", "Pour information appeler", "Para información llame", "Hotline"]) {
      const found = findSupplierPhone(["1. IDENTIFICATION", "Company    :    Acme Flavours, Inc.", `${label}    :    800-555-0188    or evenings, call: 973-555-0101`], 1);
      expect(found?.value).toBe("800-555-0188");
    }
  });
  test("the supplier named inside 1.4 with its own number under the poison centre's (en, de, fr)", () => {
    for (const [heading, supplier, label] of [
      ["1.4 Emergency telephone number", "Supplier", "Telephone number"],
      ["1.4 Notrufnummer", "Lieferant", "Telefonnummer    :"],
      ["1.4 Numéro d'appel d'urgence", "Fournisseur", "Numéro de téléphone    :"],
    ] as const) {
      const lines = [
        "1.3 Details of the supplier of the safety data sheet", "Acme Home Care (Pty) Ltd", "15 Example Crescent",
        heading, "National advisory body/Poison Centre", `${label}    031 555 0123`, supplier, `${label}    Homecare 0860 555 908`, "Hours of operation    -",
      ];
      expect(findSupplierPhone(lines, 1)?.value).toBe("0860 555 908");
    }
  });
  test("a column of labelled numbers under a 'Telephone numbers' header: the first that is no emergency line", () => {
    const lines = [
      "SECCION 1 -- IDENTIFICACION",
      "FABRICANTE    NUMEROS TELEFONICOS",
      "Acme Limpieza Corp.    Emergencia Médica (8 am - 5 pm):    800.555.0104",
      "PO Box 7000    Garantía de Calidad (8 am - 5 pm):    800.555.0105",
      "Springfield GA 31999    Emergencia de Transporte (24 horas):    800.555.0106",
    ];
    expect(findSupplierPhone(lines, 2)?.value).toBe("800.555.0105");
  });
  test("a number that is one comma-separated part of the supplier's lines", () => {
    const lines = [
      "SECTION 1. IDENTIFICATION",
      "Manufacturer /    Acme Chemicals Inc., 850 Example Street, Montreal, QC, H9Z 1P4, Compliance and Regulatory",
      "Supplier    Department, 905-555-0144, www.acme.example",
      "Emergency Phone No. CANUTEC, 613-555-0166, 24 Hours",
    ];
    expect(findSupplierPhone(lines, 1)?.value).toBe("905-555-0144");
    // A postal code is never such a part.
    expect(findSupplierPhone(["Acme Inc., 1 Quay Road, 12345, Harbourtown"], 0)).toBeNull();
  });
});

describe("supplier address", () => {
  test("an internal code under the name before the street does not end the block", () => {
    const lines = ["COMPANY IDENTIFICATION", "Supplier:    ACME CHEMICAL COMPANY", "SDS – LOC. 106", "12345 Example Village Parkway", "Spring, TX 77999-1234    USA", "24 Hour Health Emergency    (800) 555-0115"];
    expect(findSupplierAddress(lines, 1)?.value).toBe("12345 Example Village Parkway, Spring, TX 77999-1234");
  });
  test("a ZIP code run into the telephone number closes the address", () => {
    const lines = ["Company", "Acme International, LLC", "683 Example Road", "Springfield, MS", "39990 (800) 555-", "0123", "www.acme.example"];
    expect(findSupplierAddress(lines, 1)?.value).toBe("683 Example Road, Springfield, MS 39990");
  });
  test("a line opening with a telephone number ends the address (a non-emergency line too)", () => {
    const lines = ["Acme Products, Inc.", "2400 Example Street Suite 200", "Baltimore, MD 21999-4723", "888-555-0177 (non - emergency matters)", "Regulatory Department"];
    expect(findSupplierAddress(lines, 0)?.value).toBe("2400 Example Street Suite 200, Baltimore, MD 21999-4723");
  });
  test("the company read outside section 1: its name with a legal form on a line of its own heads the address", () => {
    const lines = ["1. Chemical product and company identification", "Product name    CHERRY FLAVOUR 1234", "Acme Foods Inc.", "700 Example Hill Road", "Purchase, New York 10999 USA", "Phone: +1 914 555 2000"];
    expect(findSupplierAddress(lines, 40)?.value).toBe("700 Example Hill Road, Purchase, New York 10999 USA");
    // No name with a legal form: nothing.
    expect(findSupplierAddress(["Product name    X", "700 Example Hill Road", "Purchase, New York 10999"], 40)).toBeNull();
  });
  test("the address ends at a telephone label inside its line (en, de, es, nl, pt)", () => {
    for (const [line, address] of [
      ["Acme Chemie GmbH    Beispielstr. 19, 80999 München Tel.: +49 89 555 0100", "Beispielstr. 19, 80999 München"],
      ["Acme Pinturas S.L.    Avda. del Ejemplo, 3 - 39999 - VILLA Teléfono: 942 555 028", "Avda. del Ejemplo, 3 - 39999 - VILLA"],
      ["Acme Lijmen B.V.    Voorbeeldkade 10, 4999 WC Dorp T: +31 (0) 183 555 000", "Voorbeeldkade 10, 4999 WC Dorp"],
    ] as const) {
      expect(findSupplierAddress([line.replace(/^(\S+ \S+ \S+)\s+/, "$1 "), "E-mail: info@acme.example"], 0)?.value).toBe(address);
    }
    const lines = ["Fabricante:", "Acme Aromas", "620, Route de l'Exemple Teléfono: 33-555097000", "06999 Village"];
    expect(findSupplierAddress(lines, 1)?.value).toBe("620, Route de l'Exemple");
    expect(findSupplierAddress(["Adresse:    Rua do Exemplo, 600, CEP 07999-000 Telefone: 0800 555 106"], null)?.value).toBe("Rua do Exemplo, 600, CEP 07999-000");
  });
});

describe("Nordic contact labels", () => {
  test("emergency labels (sv, da, no, fi)", () => {
    for (const label of ["1.4 Telefonnummer för nödsituationer:", "1.4 Nødtelefon:", "1.4 Nødtelefonnummer:", "1.4 Hätäpuhelinnumero:"]) {
      expect(findEmergencyPhone(["AVSNITT 1", "Acme AB", `${label} +46 10 555 7500 (kontorstid)`])?.value).toBe("+46 10 555 7500");
    }
  });
  test("telephone and address labels (fi, sv)", () => {
    expect(findSupplierPhone(["KOHTA 1", "Valmistaja: Acme Oy", "Puhelin: 020 555 5200"], 1)?.value).toBe("020 555 5200");
    expect(findSupplierAddress(["AVSNITT 1", "Leverantör: Acme AB", "Postadress: Box 151 99, 167 99 Bromma"], 1)?.value).toBe("Box 151 99, 167 99 Bromma");
  });
});
