/**
 * Labels a scan's OCR misread as the metamorphic family O found them lost (session 39): a colon read as a semicolon.
 * Invented lines in several languages.
 */
import { describe, expect, test } from "bun:test";
import { repairSemicolonLabels } from "../../src/modules/parsing/ocr-semicolon-label";
import { repairLookAlikeWords } from "../../src/modules/parsing/ocr-look-alike-words";
import { repairGluedWords } from "../../src/modules/parsing/ocr-glued-words";
import { parseScan } from "../helpers/ocr-scan";

describe("a label's colon read as a semicolon", () => {
  test("is a colon again after a label the parser knows", () => {
    expect(repairSemicolonLabels("Product Name; Bear Tex Discs")).toBe("Product Name: Bear Tex Discs");
    expect(repairSemicolonLabels("Firmenname;    Gries Deco Company GmbH")).toBe("Firmenname:    Gries Deco Company GmbH");
    expect(repairSemicolonLabels("Fabricant;    DAP Global Inc.    Fournisseur;    DAP Canada")).toBe("Fabricant:    DAP Global Inc.    Fournisseur:    DAP Canada");
    expect(repairSemicolonLabels("Nombre del Producto ; OdoBan Listo Para Usar")).toBe("Nombre del Producto: OdoBan Listo Para Usar");
    expect(repairSemicolonLabels("Signal Word; Warning")).toBe("Signal Word: Warning");
    expect(repairSemicolonLabels("Palabra de Aviso; ADVERTENCIA")).toBe("Palabra de Aviso: ADVERTENCIA");
  });

  test("a list's semicolon stays", () => {
    for (const line of ["Acetone; Propanone; Dimethyl ketone", "H225; H319; H336", "Ethanol; CAS 64-17-5", "Keep cool; protect from sunlight.", "Eye Irrit. 2; H319"]) {
      expect(repairSemicolonLabels(line)).toBe(line);
    }
  });

  test("a scan so read gives its product and supplier", () => {
    const parsed = parseScan([[
      "SAFETY DATA SHEET", "SECTION 1; IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING",
      "Product Name;    Glide Alpha Degreaser", "Manufacturer;    Nordwerk Chemie GmbH", "Revision date; 12.03.2021", "SECTION 2; HAZARDS IDENTIFICATION",
    ]]);
    expect(parsed.product_name).toBe("Glide Alpha Degreaser");
    expect(parsed.manufacturer).toBe("Nordwerk Chemie GmbH");
    expect(parsed.revision_date).toBe("2021-03-12");
  });
});

describe("a label or heading word with look-alike letters", () => {
  test("is the vocabulary's word again, its other letters and case kept", () => {
    const cases: Array<[string, string]> = [
      ["Product narne:    Glide Alpha", "Product name:    Glide Alpha"],
      ["FIash point:    23 °C", "Flash point:    23 °C"],
      ["PhysicaI state:    Liquid", "Physical state:    Liquid"],
      ["SignaI word:    Danger", "Signal word:    Danger"],
      ["SECTI0N 2: HAZARDS IDENTIFICATI0N", "SECTION 2: HAZARDS IDENTIFICATION"],
      ["lDENTlFlCATlON OF THE SUBSTANCE", "IDENTIFICATION OF THE SUBSTANCE"],
      ["Firrnenname:    Nordwerk GmbH", "Firmenname:    Nordwerk GmbH"],
      ["Angaben zum Untemehmen", "Angaben zum Unternehmen"],
      ["16. Other Inforrnation", "16. Other Information"],
      ["Norn du produit :    Lotion Alpha", "Nom du produit :    Lotion Alpha"],
      ["Point d'eclair    66 °C", "Point d'éclair    66 °C"],
      ["Teléfono de ernergencia:    112", "Teléfono de emergencia:    112"],
    ];
    for (const [line, written] of cases) expect(repairLookAlikeWords(line).text).toBe(written);
  });

  test("says which words it changed", () => {
    expect(repairLookAlikeWords("Product narne:    Glide").words).toEqual([{ from: "narne", to: "name" }]);
  });

  test("words of their own, codes and addresses stay as read", () => {
    for (const line of [
      "Flask, Iron oxide, lot 12", "Modern turn burn", "CO2 H315 GHS07 P301+P310", "www.lnformation.com", "[email protected]",
      "Il a 1000 ans", "Signal word", "Date de révlsion", // a small i read as l: not a look-alike taken back
      "DATE DE REVISION", // "revision" is a word without accents too (English) "Ilford Imaging UK Ltd", "Form 1O0", "Lolli Pop Ltd",
    ]) {
      expect(repairLookAlikeWords(line).text).toBe(line);
    }
  });
});

describe("a scan whose labels and headings were so read", () => {
  test("gives its sections, product, supplier, flash point and state", () => {
    const parsed = parseScan([[
      "SAFETY DATA SHEET", "SECTI0N 1: lDENTlFlCATlON OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING",
      "Product narne:    Glide Alpha Degreaser", "Manufacturer:    Nordwerk Chemie GmbH", "SECTI0N 2: HAZARDS IDENTIFICATI0N",
      "SignaI word:    Danger", "SECTI0N 9: PHYSICAL AND CHEMICAL PR0PERTIES", "PhysicaI state:    Liquid", "FIash point:    23 °C",
      "SECTI0N 10: STABILITY AND REACTIVITY",
    ]]);
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 9, 10]);
    expect(parsed.product_name).toBe("Glide Alpha Degreaser");
    expect(parsed.manufacturer).toBe("Nordwerk Chemie GmbH");
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.physical_state).toBe("liquid");
    expect(parsed.flash_point).toContain("23");
  });
});

describe("a physical state read without its accents", () => {
  test("is the state", () => {
    for (const [printed, state] of [["flussig", "liquid"], ["Flussigkeit", "liquid"], ["Liquido", "liquid"], ["Solido", "solid"], ["zahflussig", "liquid"]] as const) {
      const parsed = parseScan([[
        "SICHERHEITSDATENBLATT", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname:    Lotion Alpha",
        "ABSCHNITT 9: Physikalische und chemische Eigenschaften", `Aggregatzustand:    ${printed}`, "Farbe:    blau",
      ]]);
      expect(parsed.physical_state).toBe(state);
    }
  });
});

describe("a label's words read without the spaces between them", () => {
  test("are set apart again", () => {
    expect(repairGluedWords("Emergencytelephonenumber:    +49 30 1234")).toBe("Emergency telephone number:    +49 30 1234");
    expect(repairGluedWords("SIGNALWORD: Danger")).toBe("SIGNAL WORD: Danger");
    expect(repairGluedWords("PRODUCTNAME: Glide Alpha")).toBe("PRODUCTNAME: Glide Alpha"); // a label spelled so, read as it is
    expect(repairGluedWords("Physicalstate:    Liquid")).toBe("Physical state:    Liquid");
    expect(repairGluedWords("Nomdu produit:    Glide")).toBe("Nomdu produit:    Glide");
  });

  test("a word of its own or a name stays", () => {
    for (const line of ["Informationen zum Produkt", "BASFCORPORATION", "Sicherheitsdatenblatt", "Flammpunkt: 23 °C", "Glide Alphadegreaser"]) {
      expect(repairGluedWords(line)).toBe(line);
    }
  });
});
