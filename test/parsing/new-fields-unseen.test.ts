/**
 * The fields people read first beyond identity — physical state, flash point, recommended use, telephones and the
 * supplier's address — in the layouts that still missed on sheets the parser was not tuned on (session 6): dot
 * leaders, labels with a qualifier ("@20°C", "bei 20°C"), header rows with the values on the row below, labels
 * without a separator, the flash point of an old MSDS printed in section 5. Synthetic lines in the languages, not
 * copied from any real document.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findPhysicalState } from "../../src/modules/parsing/properties.ts";
import { findFlashPoint } from "../../src/modules/parsing/flash-point.ts";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";
import { findContactsAfterCompany } from "../../src/modules/parsing/contacts-outside-section-1.ts";
import { findSupplierPhone } from "../../src/modules/parsing/supplier-contacts.ts";
import { findEmergencyPhone } from "../../src/modules/parsing/emergency-phone.ts";
import { findSupplierAddress } from "../../src/modules/parsing/supplier-address.ts";
import { sheet } from "../helpers/sds-text.ts";

describe("physical state in section 9 layouts", () => {
  test.each([
    [["Appearance ...................... Opaque solid gel    Boiling Point ............. Not established"], "solid"],
    [["Aspecto .................... Líquido claro, pálido    Punto de Ebullición ........ No establecido"], "liquid"],
    [["Appearance and odor", "Solid block, faint odour of resin"], "solid"],
    [["Physical State Liquid    Color Yellow    Vapor Pressure Not Determined"], "liquid"],
    [["État physique @20°C    Liquide"], "liquid"],
    [["Aussehen", "Physikalischer Zustand bei 20°C /    : Gas.", "101.3kPa"], "gas"],
    [["Aussehen", "Physikalischer Zustand    :    Aerosol", "Farbe    :    farblos"], "aerosol"],
    [["Beschaffenheit    :    fest", "Farbe    :    weiß"], "solid"],
    [["General Physical Form:    Solid"], "solid"],
    [["Aussehen    Farbe    Geruch", "Pulver    grau    charakteristisch"], "solid"],
    [["Apparence    Odeur    pH    Point d'ébullition", "Poudre verte    Non parfumée    N/A    N/A"], "solid"],
    [["Verschijningsvorm    :    vloeistof"], "liquid"],
  ])("%j → %s", (lines, state) => {
    const found = findPhysicalState(lines);
    expect(found?.value).toBe(state);
    expect(found!.confidence).toBeLessThanOrEqual(0.9);
  });

  test("a header row is not a value when the row below holds none", () => {
    expect(findPhysicalState(["Appearance    Odour    pH", "Not available    Not available    7"])).toBeNull();
  });
});

describe("flash point", () => {
  test.each([
    ["Flash points    : Closed cup: <-10°C (14°F). (Tag)", "<-10°C (14°F)"],
    ["Punto de Inflamación/Método:    >94ºC / Copa Cerrada de Pensky Martens", ">94ºC"],
    ["Flash Point / Method:    >200ºF / Pensky Martens Closed Cup", ">200ºF"],
    ["Flammpunkt:    62 °C    Methode: DIN EN ISO 2719", "62 °C"],
    ["Flash point    38 °C / 100.4 °F", "38 °C / 100.4 °F"],
    ["Flash point (°C)    62", "62 °C"],
    ["Flammpunkt [°C]:    > 100", "> 100 °C"],
    ["Flash point (closed cup):    23 °C", "23 °C"],
    ["Flash Point [Method]:    >210°C (410°F) [ASTM D-92]", ">210°C (410°F)"],
    ["Point d'éclair : 61 °C (DIN EN ISO 2719)", "61 °C"],
  ])("%s → %s", (line, value) => expect(findFlashPoint([line])?.value).toBe(value));

  test("an old MSDS that prints it in section 5 (fire fighting) only", () => {
    const parsed = parseSds(
      sheet([
        "SECTION 1 - PRODUCT IDENTIFICATION", "Product: Odour Block",
        "SECTION 5 - FIRE FIGHTING MEASURES", "Flash Point / Method:    >200ºF / Pensky Martens Closed Cup",
        "SECTION 9 - PHYSICAL AND CHEMICAL PROPERTIES", "Appearance ......... Opaque solid gel",
      ]),
    );
    expect(parsed.flash_point).toBe(">200ºF");
    expect(parsed.evidence.flash_point?.text).toContain("Flash Point");
    expect(parsed.evidence.flash_point!.confidence).toBeLessThanOrEqual(0.8);
  });

  test("section 9 saying 'not applicable' is not overruled by another section", () => {
    const parsed = parseSds(
      sheet(["SECTION 5 - FIRE FIGHTING MEASURES", "Flash point of the solvent: 12 °C", "SECTION 9 - PHYSICAL AND CHEMICAL PROPERTIES", "Flash point: Not applicable"]),
    );
    expect(parsed.flash_point).toBeNull();
  });
});

describe("recommended use (1.2)", () => {
  test.each([
    [["Utilisation prévue: Indicateur de fer"], "Indicateur de fer"],
    [["1.2.    Intended Use of the Product", "Engine Oil."], "Engine Oil."],
    [["· Emploi de la substance / de la préparation Désodorisant.", "· Renseignements concernant le fournisseur"], "Désodorisant."],
    [["Product Use/Class:    calfeutrant    SDS No:    7996465"], "calfeutrant"],
    [["1.2. Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von", "denen abgeraten wird", "Empfohlene(r) Verwendungszweck(e)", "Bodenverbesserer."], "Bodenverbesserer."],
    [["· Relevant identified uses of the substance or mixture and uses advised against", "Fountain solution concentrate for offset printing", "· Details of the supplier of the safety data sheet"], "Fountain solution concentrate for offset printing"],
    [["Recommended use of the chemical and restrictions on use", "Degreaser for metal parts", "Restrictions on use: none known"], "Degreaser for metal parts"],
    [["Relevant identified uses of the substance or mixture and uses advised", "AGAINST:", "Product use: Industrial applications", "Use of the substance/mixture: Coating. Paints.", "Uses advised against: Not applicable"], "Coating. Paints."],
    [["1.2.1.    Relevante identifizierte Verwendungen", "Bestimmt für die Allgemeinheit", "Hauptverwendungskategorie    : Verbraucherverwendungen: Private Haushalte", "Funktions- oder Verwendungskategorie    : Wasch- und Reinigungsmittel", "1.2.2.    Verwendungen, von denen abgeraten wird", "Keine weitere Information vorhanden."], "Wasch- und Reinigungsmittel"],
  ])("%j → %s", (lines, use) => {
    const found = findRecommendedUse(lines);
    expect(found?.value).toBe(use);
    expect(found!.confidence).toBeLessThanOrEqual(0.8);
  });

  test.each([
    [["Relevant identified uses of the substance or mixture and uses advised against", "Uses advised against: Do not use for fogging"]],
    [["Uses advised against", "Not for use on food contact surfaces"]],
    [["Recommended use: see section 16"]],
  ])("no use in %j", (lines) => expect(findRecommendedUse(lines)).toBeNull());

  test("a sector sentence first, the uses on the lines below (gas suppliers)", () => {
    const lines = ["Relevante identifizierte Verwendungen    : Industriell und berufsmäßig. Vor Anwendung Gefährdungsbeurteilung durchführen.", "Prüfgas / Kalibriergas.", "Spülgas, Inertisierungsgas."];
    expect(findRecommendedUse(lines)).toMatchObject({ value: "Prüfgas / Kalibriergas", confidence: 0.6 });
    expect(findRecommendedUse(["Relevant identified uses : Industrial and professional. Perform risk assessment prior to use.", "1.3 Details of the supplier"])).toMatchObject({ value: "Industrial and professional", confidence: 0.5 });
  });
  test("a sector of use alone is kept, below a real use", () => {
    expect(findRecommendedUse(["Identified uses: Industrial use"])).toMatchObject({ value: "Industrial use", confidence: 0.5 });
  });
});

describe("emergency telephone", () => {
  test("a label wrapped over two lines with the number beside its first part", () => {
    expect(findEmergencyPhone(["Teléfono    1 (215) 555-1200", "Número de teléfono para    1 (800) 555-3924", "emergencias"])?.value).toBe("1 (800) 555-3924");
  });
  test("under a 1.4 heading, past a page header that came between", () => {
    const lines = ["1.4 Notrufnummer", "Nationale Beratungsstelle/Giftzentrum", "Ausgabedatum:    06.09.2017", "Version:    1.0", "Seite: 2/9", "Telefonnummer    :    +49 (0)551-19240"];
    expect(findEmergencyPhone(lines)?.value).toBe("+49 (0)551-19240");
  });
  test("a line saying the number is not for emergencies is not an emergency line", () => {
    const lines = ["Header poison line: Emergency: 1-800-555-1222", "1. Identification", "888-555-8477 (Affaires de ne pas urgence)", "Emergency Telephone: 1-800-555-5053"];
    expect(findEmergencyPhone(lines, { from: 1 })?.value).toBe("1-800-555-5053");
  });
});

describe("supplier telephone", () => {
  test.each([
    [["1.3.    Supplier Information", "Company", "Acme Care", "500 Charles Road", "T 1-800-555-1328", "1.4.    Emergency Telephone Number"], "1-800-555-1328"],
    [["· Manufacturer/Supplier:", "Acme Print Products", "201 W Oak Avenue Des Plaines IL 60018", "Ph. 800-555-4835 Fax 800-555-1231 for product information"], "800-555-4835"],
    [["Producteur/fournisseur:", "ACME", "Cleveland OH 44143", "P: 800.555.9832", "F: 800.555.0073"], "800.555.9832"],
    [["Supplier:    ACME CHEMICAL COMPANY", "24 Hour Health Emergency    (800) 555-2015", "Supplier General Contact    (832) 555-8500"], "(832) 555-8500"],
    [["Manufacturer's Name    Telephone Number", "Golden Power Electronic Co.,Ltd.    (8620) 5555 6440 / 5555 6441", "Address (Number, Street, City, State, and ZIP Code) Fax Number", "(8620) 5555 6554"], "(8620) 5555 6440"],
  ])("%j → %s", (lines, phone) => expect(findSupplierPhone(lines, 1)?.value).toBe(phone));

  test("a telephone label inside sub-section 1.4 is the emergency's", () => {
    const lines = ["1.3 Einzelheiten zum Lieferanten", "Acme Deutschland GmbH", "Am Kai 1", "1.4 Notrufnummer", "Telefonnummer    :    +49 (0)551-19240"];
    expect(findSupplierPhone(lines, 1)).toBeNull();
  });
});

describe("supplier address", () => {
  test.each([
    [["Manufacturer's Name    Emergency Telephone No.", "Hermes Tools Ltd.    (757) 555-6623", "Address (Number, Street, City, State & Zip Code)", "524 Viking Drive, Virginia Beach, VA 23452", "Chemical Name and Synonyms    Trade Name"], 1, "524 Viking Drive, Virginia Beach, VA 23452"],
    [["1.3.    Einzelheiten zum Lieferanten", "Acme & Co GmbH Industriestr. 40 - 50 65823 Schwalbach / DEUTSCHLAND", "Tel: +49 (0)6196-555-01 Fax: +49 (0)6196-555-4929"], 1, "Industriestr. 40 - 50 65823 Schwalbach / DEUTSCHLAND"],
    [["Producteur, importateur,    : Acme et Fils, Limitée", "fournisseur    1 Webster Street", "Brantford ON N3T 5R1", "Téléphone    : +1-800-555-5566"], 0, "1 Webster Street, Brantford ON N3T 5R1"],
    [["Fabricant    Acme Professional", "2 Acme Plaza", "Cincinnati, Ohio 45202", "Acme Inc.", "P.O. Box 355, Station A", "Toronto, ON M5W 1C5"], 0, "2 Acme Plaza, Cincinnati, Ohio 45202"],
    [["Bezeichnung des Unternehmens    : Acme Gase AG", "Böttgerstraße 4", "89231 Neu-Ulm", "Telefon: (07 31) 555 94-0", "1.4. Notrufnummer", "Land    Organisation/Firma    Anschrift    Notrufnummer    Anmerkung"], 0, "Böttgerstraße 4, 89231 Neu-Ulm"],
    [["Producteur/fournisseur:", "ACME", "Cleveland OH 44143", "P: 800.555.9832", "F: 800.555.0073"], 1, "Cleveland OH 44143"],
  ])("%j → %s", (lines, supplierLine, address) => expect(findSupplierAddress(lines, supplierLine)?.value).toBe(address));
});

describe("what is not a use, a number or an address", () => {
  test("'not applicable' under the 1.2 heading is no use; a sector named as a label is a sector", () => {
    expect(findRecommendedUse(["1.2 Relevant identified uses of the substance or mixture and uses advised against", "Not applicable."])).toBeNull();
    const sector = findRecommendedUse(["1.2 Relevant identified uses of the substance or mixture and uses advised against", "Industrial uses: Uses of substances as such at industrial sites"]);
    expect(sector?.confidence).toBe(0.5);
  });
  test("an emergency label on the next line is that line's, not a wrapped label of the line before", () => {
    const lines = ["Telephone :    562.555.1369", "Emergency phone number", "Telephone :    562.555.1370"];
    expect(findEmergencyPhone(lines)).toMatchObject({ value: "562.555.1370", line: 2 });
  });
  test("a web address ends the postal address", () => {
    expect(findSupplierAddress(["Acme Products", "PO BOX 5805 Elgin, IL 60121 USA", "acmeproducts.com"], 0)?.value).toBe("PO BOX 5805 Elgin, IL 60121 USA");
  });
});

describe("more layouts seen on tune sheets", () => {
  test.each([
    [["Appearance and colour:    White Liquid"], "liquid"],
    [["APPEARANCE (Physical State) and COLOR: This product is a clear liquid."], "liquid"],
    [["Appearance (physical state,    Clear to slightly hazy yellow liquid", "color, etc.)"], "liquid"],
    [["Appearance    : woven fabric"], "solid"],
  ])("%j → %s", (lines, state) => expect(findPhysicalState(lines)?.value).toBe(state));
  test("a label with a word after it is not a state label: 'Formula'", () => expect(findPhysicalState(["Formula: C2H5OH liquid"])).toBeNull());
  test("'Please refer to the product label' is not a use", () => expect(findRecommendedUse(["Recommended Use    Please refer to Product label."])).toBeNull());
  test("'For information call' ends the address", () => {
    expect(findSupplierAddress(["Acme Flavors", "300 North Street", "Teterboro, NJ 07608", "For information call", "201-555-1000"], 0)?.value).toBe("300 North Street, Teterboro, NJ 07608");
  });
});

describe("numbered label rows and brands", () => {
  const rows = [
    "1.6    Distributor’s Name:    Acme, LLC",
    "1.7    Distributor’s Address:    979 Corporate Boulevard, Linthicum Heights, MD 21090 USA",
    "1.8    Emergency Phone:    CHEMTREC: +1 (703) 555-3887",
    "1.9    Business Phone / Fax:    +1 (410) 555-0035",
  ];
  test("address and telephone from numbered label rows", () => {
    expect(findSupplierAddress(rows, 0)?.value).toBe("979 Corporate Boulevard, Linthicum Heights, MD 21090 USA");
    expect(findSupplierPhone(rows, 0)?.value).toBe("+1 (410) 555-0035");
  });
  test("the legal name under a brand is not part of the address", () => {
    const lines = ["Manufacturer/Supplier:", "Acme Labs", "Acme Scientific Chemicals, Inc.", "30 Bond Street", "Ward Hill, MA 01835-8099", "Tel: 800-555-0660"];
    expect(findSupplierAddress(lines, 1)?.value).toBe("30 Bond Street, Ward Hill, MA 01835-8099");
  });
});

describe("contacts after a company named outside section 1, and page headers", () => {
  test("a contact sentence with the phones and an address running on to the next line", () => {
    const lines = ["Disclaimer    For further information, please contact ACME INDUSTRIES, INC. 757 555-0355, 1-888-555-0356, 476 OAK DRIVE,", "VIRGINIA BEACH, VA 23452. This information is believed to be correct."];
    const found = findContactsAfterCompany(lines, 0, "ACME INDUSTRIES, INC.");
    expect(found.phone).toMatchObject({ value: "757 555-0355", confidence: 0.5 });
    expect(found.address?.value).toBe("476 OAK DRIVE, VIRGINIA BEACH, VA 23452");
  });
  test("an address then a telephone after a dash", () => {
    const found = findContactsAfterCompany(["Lieu : Les Produits Acme Limitée, 25 pl. Pickering, Ottawa, Ontario K1G 5P4 – 613-555-6861"], 0, "Les Produits Acme Limitée");
    expect(found.phone?.value).toBe("613-555-6861");
    expect(found.address?.value).toBe("25 pl. Pickering, Ottawa, Ontario K1G 5P4");
  });
  test("never a number in the next column (under its own header)", () => {
    expect(findContactsAfterCompany(["Manufacturer's Name    Emergency Telephone No.", "Acme Abrasives Ltd.    (757) 555-6623"], 1, "Acme Abrasives Ltd.").phone).toBeNull();
  });
  test("never the emergency number beside the name", () => {
    expect(findContactsAfterCompany(["Acme Boat Products    Emergency Number: 800-555-3924"], 0, "Acme Boat Products").phone).toBeNull();
  });
  test("a regulation number in a page header under 1.4 is no telephone", () => {
    const lines = ["1.4 Notrufnummer", "Giftzentrum", "Erfüllt Verordnung (EG) Nr. 1907/2006 (REACH), Anhang II", "Seite: 2/9", "Telefonnummer    :    +49 (0)551-19240"];
    expect(findEmergencyPhone(lines)?.value).toBe("+49 (0)551-19240");
  });
});

describe("emergency services named without a label", () => {
  test("a CHEMTREC line is read when no emergency label is printed, and is never the supplier's telephone", () => {
    const lines = ["Acme Coatings", "12 Main Street", "Phone: 555-555-0100", "CHEMTREC: 1-800-424-9300"];
    expect(findEmergencyPhone(lines)).toMatchObject({ value: "1-800-424-9300", confidence: 0.75 });
    expect(findSupplierPhone(["Acme Coatings", "CHEMTREC    1-800-424-9300", "Telephone: 555-555-0100"], 0)?.value).toBe("555-555-0100");
  });
  test("an emergency label wins over a service named earlier", () => {
    const lines = ["Giftinformationszentrum Nord: 0551 19240", "Notfallauskunft: +49 6131 19240"];
    expect(findEmergencyPhone(lines)?.value).toBe("+49 6131 19240");
  });
});

test("an address in a form's labelled rows: street, then city, state and zip", () => {
  const lines = ["Company Name    Acme Products Inc.", "Address    123 Main Street", "City, State, Zip    Springfield, IL 62701", "Phone    217-555-0100"];
  expect(findSupplierAddress(lines, 0)?.value).toBe("123 Main Street, Springfield, IL 62701");
});

test.each([
  ["Product Type/Use:    Floor finish"],
  ["Suggested Use: Floor finish"],
  ["Use/Application    Floor finish"],
])("the use after %s", (line) => expect(findRecommendedUse([line])?.value).toBe("Floor finish"));

test.each([
  ["Zustandsform: pulverförmig", "solid"],
  ["Aspect physique : cristallin", "solid"],
  ["Estado de agregación: gasoso", "gas"],
  ["Aspetto fisico: granulare", "solid"],
])("%s → %s", (line, state) => expect(findPhysicalState([line])?.value).toBe(state));

test("a Symbol-font bullet (U+F0B7) before a label is a bullet", () => {
  expect(findPhysicalState(["Aussehen", "\uF0B7    Physikalischer Zustand bei 20°C /    : Gas."])?.value).toBe("gas");
});

describe("an emergency number printed outside section 1", () => {
  test("on its label's line (an old MSDS's transport section), at most 0.6", () => {
    const parsed = parseSds(sheet(["SECTION 1 - IDENTIFICATION", "Product: Sweeping Compound", "SECTION 2 - HAZARDS", "SECTION 14 - TRANSPORT", "Emergency telephone number: 613-555-6666 (collect)"]));
    expect(parsed.emergency_phone).toBe("613-555-6666");
    expect(parsed.evidence.emergency_phone!.confidence).toBeLessThanOrEqual(0.6);
  });
  test("not from the lines under an 'Emergency …' heading of other text", () => {
    const parsed = parseSds(sheet(["SECTION 1 - IDENTIFICATION", "Product: Rust Remover", "SECTION 8 - EXPOSURE CONTROLS", "Emergency Response Protection    None required", "For further information, please contact Acme, Inc. 757 555-0355"]));
    expect(parsed.emergency_phone).toBeNull();
  });
});
