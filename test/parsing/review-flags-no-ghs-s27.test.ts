/**
 * A sheet of a format without GHS label elements (an OSHA Form 174 or ANSI MSDS before HCS 2012, a WHMIS 1988 fiche
 * signalétique, an EU sheet of the 67/548/EEC era with R-phrases) has no signal word and no H-codes to read: none found
 * is the sheet's own value, and flagging it for review (needs_review) would be a false alarm. A sheet that names the GHS
 * anywhere keeps the doubt, and so does one read by OCR (a misread word proves no absence) or in a language whose labels
 * the parser does not know (session 27).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { markOcrEvidence, mergeOcrPages } from "../../src/modules/sds/sds-ocr.models.ts";
import type { OcrPage } from "../../src/shared/ocr/ocr-page.ts";
import { sheet } from "../helpers/sds-text.ts";

const HAZARD_DOUBT = /signal word|hazard codes|section 2/;
const hazardReasons = (lines: string[]) => parseSds(sheet(lines)).needs_review_reasons.filter((reason) => HAZARD_DOUBT.test(reason));

/** An English MSDS of the OSHA Form 174 kind: roman-numbered sections, hazards under "Health Hazard Data", no GHS word. */
const OSHA_FORM_174 = [
  "MATERIAL SAFETY DATA SHEET",
  "SECTION I - PRODUCT IDENTIFICATION",
  "Product Name: Harbour Degreaser 12",
  "Manufacturer: Harbour Chemical Company, Inc.",
  "Address: 12 Dock Road, Portville, OH 44000",
  "Emergency Telephone: (800) 555-0101",
  "Date Prepared: 03/14/2006",
  "SECTION II - HAZARDOUS INGREDIENTS",
  "Ingredient    CAS No.    %",
  "2-Butoxyethanol    111-76-2    5-10",
  "SECTION III - PHYSICAL DATA",
  "Boiling Point: 100 C",
  "Appearance: Clear blue liquid",
  "SECTION IV - FIRE AND EXPLOSION HAZARD DATA",
  "Flash Point: None",
  "SECTION V - HEALTH HAZARD DATA",
  "Eye contact may cause irritation. Prolonged skin contact may dry the skin.",
  "SECTION VI - REACTIVITY DATA",
  "Stable.",
  "SECTION VII - SPILL OR LEAK PROCEDURES",
  "Absorb with inert material.",
  "SECTION VIII - SPECIAL PROTECTION INFORMATION",
  "Wear safety glasses.",
];

/** A German sheet of the directive era (91/155/EWG): danger symbols and R-phrases, no CLP label. */
const GERMAN_DSD = [
  "Sicherheitsdatenblatt gemäß 91/155/EWG",
  "1. Stoff-/Zubereitungs- und Firmenbezeichnung",
  "Handelsname: Hafenreiniger 40",
  "Hersteller: Hafenchemie GmbH, Kaistraße 4, 20457 Hamburg",
  "Notrufnummer: +49 40 555 0101",
  "Überarbeitet am: 16.02.2004",
  "2. Zusammensetzung/Angaben zu Bestandteilen",
  "Natriumhydroxid    1310-73-2    1-5 %    Xi; R36/38",
  "3. Mögliche Gefahren",
  "Gefahrenbezeichnung: Xi Reizend",
  "R36/38 Reizt die Augen und die Haut.",
  "4. Erste-Hilfe-Maßnahmen",
  "Nach Augenkontakt: mit Wasser spülen.",
  "5. Maßnahmen zur Brandbekämpfung",
  "Wassersprühstrahl.",
  "6. Maßnahmen bei unbeabsichtigter Freisetzung",
  "Mit saugfähigem Material aufnehmen.",
  "7. Handhabung und Lagerung",
  "Behälter dicht geschlossen halten.",
  "8. Expositionsbegrenzung und persönliche Schutzausrüstungen",
  "Schutzbrille tragen.",
];

/** A Canadian fiche signalétique of the WHMIS 1988 kind: its class letters, no SGH word. */
const WHMIS_1988_FR = [
  "FICHE SIGNALÉTIQUE",
  "1. IDENTIFICATION DU PRODUIT ET DE LA COMPAGNIE",
  "Nom du produit : Nettoyant Portuaire 7",
  "Fabricant : Produits Portuaires Ltée, 10 rue du Quai, Montréal (Québec) H2X 1Y4",
  "Téléphone d'urgence : 514 555-0101",
  "Date de révision : 2009-05-12",
  "2. IDENTIFICATION DES DANGERS",
  "Classification SIMDUT : D2B",
  "Peut irriter les yeux.",
  "3. COMPOSITION ET INFORMATION SUR LES INGRÉDIENTS",
  "Éthanol    64-17-5    10-30 %",
  "4. PREMIERS SOINS",
  "Rincer à l'eau.",
  "5. MESURES DE LUTTE CONTRE L'INCENDIE",
  "Eau pulvérisée.",
  "6. MESURES À PRENDRE EN CAS DE DÉVERSEMENT ACCIDENTEL",
  "Absorber avec une matière inerte.",
  "7. MANUTENTION ET ENTREPOSAGE",
  "Garder le contenant fermé.",
  "8. MESURES DE CONTRÔLE DE L'EXPOSITION ET PROTECTION INDIVIDUELLE",
  "Porter des lunettes de sécurité.",
];

describe("a sheet that prints none of the GHS's words: no hazard doubt", () => {
  for (const [name, lines] of [["OSHA Form 174 MSDS", OSHA_FORM_174], ["German 91/155/EWG sheet", GERMAN_DSD], ["WHMIS 1988 fiche signalétique", WHMIS_1988_FR]] as const) {
    test(name, () => {
      const parsed = parseSds(sheet([...lines]));
      expect(parsed.signal_word).toBeNull();
      expect(parsed.h_codes).toEqual([]);
      expect(parsed.needs_review_reasons.filter((reason) => HAZARD_DOUBT.test(reason))).toEqual([]);
      expect(parsed.warnings.some((warning) => warning.includes("no GHS label elements"))).toBe(true);
    });
  }
});

describe("a sheet that names the GHS somewhere keeps the doubt", () => {
  const marks: ReadonlyArray<readonly [string, string]> = [
    ["an H-code in section 16", "H319 Causes serious eye irritation."],
    ["an EUH code", "EUH208 Contains 1,2-benzisothiazol-3(2H)-one."],
    ["a spaced H-code (as OCR and some generators print it)", "H 315"],
    ["the word GHS", "Classified according to the GHS."],
    ["a signal-word label", "Signal word: see label"],
    ["a hazard pictogram", "Hazard pictograms: see label"],
    ["a GHS pictogram code", "GHS07"],
    ["the CLP Regulation", "Regulation (EC) No 1272/2008"],
    ["HazCom 2012", "Prepared to HazCom 2012."],
    ["WHMIS 2015", "SIMDUT 2015 : non classé"],
  ];
  for (const [name, line] of marks) {
    test(name, () => {
      expect(hazardReasons([...OSHA_FORM_174, "SECTION IX - OTHER INFORMATION", line]).length).toBeGreaterThan(0);
    });
  }
  test("an unlabelled hazard statement's code on the overview line", () => {
    expect(hazardReasons([...OSHA_FORM_174.slice(0, 16), "WARNING! H319", ...OSHA_FORM_174.slice(16)]).length).toBeGreaterThan(0);
  });
});

describe("a word's absence proves nothing where the words may be misread or unknown", () => {
  test("a sheet read by OCR keeps the doubt", () => {
    const page: OcrPage = {
      number: 1, width: 612, height: 792, confidence: 0.9, dpi: 300, languages: "eng",
      lines: OSHA_FORM_174.map((text, index) => ({ text, x: 50, y: 40 + index * 14, fontSize: 10, confidence: 0.9 })),
    };
    const scan = { numPages: 1, hasTextLayer: false, pages: [{ number: 1, width: 612, height: 792, lines: [] }], unreadablePages: [{ page: 1, reason: "no_text" as const }] };
    const merged = mergeOcrPages(scan, new Map([[1, page]]));
    expect(merged.readByOcr).toBe(true);
    const parsed = markOcrEvidence(parseSds(merged), merged);
    expect(parsed.needs_review_reasons.filter((reason) => HAZARD_DOUBT.test(reason)).length).toBeGreaterThan(0);
  });

  test("the same text as a text layer has no doubt", () => {
    expect(hazardReasons([...OSHA_FORM_174])).toEqual([]);
  });

  test("a sheet in a language whose labels the parser does not know keeps the doubt (Greek)", () => {
    const greek = [
      "ΔΕΛΤΙΟ ΔΕΔΟΜΕΝΩΝ ΑΣΦΑΛΕΙΑΣ",
      "ΤΜΗΜΑ 1: Στοιχεία ουσίας/μείγματος και εταιρείας/επιχείρησης",
      "Εμπορική ονομασία: Λιμάνι Καθαριστικό 5",
      "ΤΜΗΜΑ 2: Προσδιορισμός κινδύνων",
      "Το προϊόν δεν είναι επικίνδυνο για την υγεία και το περιβάλλον όταν χρησιμοποιείται σωστά και με την προσοχή που απαιτείται.",
      "ΤΜΗΜΑ 3: Σύνθεση/πληροφορίες για τα συστατικά",
      "Αιθανόλη    64-17-5    10-30 %",
    ];
    const parsed = parseSds(sheet(greek));
    expect(parsed.document_language).toBe("el");
    expect(parsed.needs_review_reasons.filter((reason) => HAZARD_DOUBT.test(reason)).length).toBeGreaterThan(0);
  });
});

/** A GHS sheet's section 2 that states plainly that the product needs no label: no hazard doubt either. */
const GHS_SHEET = (section2: string[]) => [
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  "1.1 Product identifier: Harbour Wax 3",
  "1.3 Supplier: Harbour Waxes Ltd, 4 Quay Street, Dover CT16 1AA, United Kingdom",
  "Revision date: 12.03.2021",
  "SECTION 2: Hazards identification",
  ...section2,
  "SECTION 3: Composition/information on ingredients",
  "Paraffin wax    8002-74-2    > 90 %",
  "SECTION 4: First aid measures",
  "Rinse with water.",
];

describe("a GHS sheet that states its product has no label: no hazard doubt", () => {
  const statements: ReadonlyArray<readonly [string, string[]]> = [
    ["fr: Pas une substance ou un mélange dangereux", ["2.1 Classification SGH", "Pas une substance ou un mélange dangereux."]],
    ["de: Kein gefährlicher Stoff oder Gemisch", ["2.1 Einstufung (CLP)", "Kein gefährlicher Stoff oder Gemisch gemäß Verordnung (EG) Nr. 1272/2008."]],
    ["es: No es una sustancia o mezcla peligrosa", ["2.1 Clasificación", "No es una sustancia o mezcla peligrosa según el Reglamento (CE) 1272/2008."]],
    ["it: Non è una sostanza o miscela pericolosa", ["2.1 Classificazione", "Non è una sostanza o miscela pericolosa ai sensi del Regolamento (CE) 1272/2008."]],
    ["nl: Geen gevaarlijke stof of mengsel", ["2.1 Indeling", "Geen gevaarlijke stof of mengsel volgens Verordening (EG) nr. 1272/2008."]],
    ["pt: Não é uma substância ou mistura perigosa", ["2.1 Classificação", "Não é uma substância ou mistura perigosa de acordo com o Regulamento (CE) 1272/2008."]],
    ["pl: Nie jest substancją ani mieszaniną niebezpieczną", ["2.1 Klasyfikacja", "Nie jest substancją ani mieszaniną niebezpieczną zgodnie z rozporządzeniem (WE) 1272/2008."]],
    ["en: Classification    Non hazardous", ["Classification of the substance or mixture (GHS)", "Classification    Non hazardous"]],
    ["en: the label stated to have no elements", ["2.2 Label elements: not required", "Hazard pictograms: none"]],
  ];
  for (const [name, section2] of statements) {
    test(name, () => {
      const parsed = parseSds(sheet(GHS_SHEET(section2)));
      expect(parsed.signal_word).toBeNull();
      expect(parsed.needs_review_reasons.filter((reason) => HAZARD_DOUBT.test(reason))).toEqual([]);
    });
  }
  test("a classification that names a hazard keeps the doubt when no signal word or code was read", () => {
    const parsed = parseSds(sheet(GHS_SHEET(["2.1 Classification (GHS)", "Classification    Eye irritation, category 2"])));
    expect(parsed.needs_review_reasons.filter((reason) => HAZARD_DOUBT.test(reason)).length).toBeGreaterThan(0);
  });
});

test("a page with almost nothing on it proves no absence: the hazard doubt stays", () => {
  expect(hazardReasons(["MATERIAL SAFETY DATA SHEET", "SECTION I - PRODUCT IDENTIFICATION", "Product Name: Harbour Degreaser 12"]).length).toBeGreaterThan(0);
});

describe("an older format found whole in its own numbering lacks no section", () => {
  const sectionReasons = (lines: string[]) => parseSds(sheet(lines)).needs_review_reasons.filter((reason) => /sections were found/.test(reason));
  test("OSHA Form 174's eight sections, all found", () => {
    expect(parseSds(sheet([...OSHA_FORM_174])).sections.map((section) => section.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(sectionReasons([...OSHA_FORM_174])).toEqual([]);
  });
  test("a gap in its numbering keeps the doubt", () => {
    const withoutFive = OSHA_FORM_174.filter((line, index) => index < 15 || index > 16);
    expect(sectionReasons([...withoutFive, "SECTION IX - SPECIAL PRECAUTIONS", "Keep from freezing."]).length).toBeGreaterThan(0);
  });
  test("a GHS sheet with eight sections keeps the doubt", () => {
    expect(sectionReasons([...OSHA_FORM_174, "SECTION IX - OTHER INFORMATION", "Prepared to HazCom 2012."]).length).toBeGreaterThan(0);
  });
});

describe("a signal word over a class that has no H-code (OSHA HCS 2012, WHMIS 2015): no hazard doubt", () => {
  const statements: ReadonlyArray<readonly [string, string, string]> = [
    ["combustible dust", "Warning", "May form combustible dust concentrations in air."],
    ["simple asphyxiant", "Warning", "May displace oxygen and cause rapid suffocation."],
    ["combustible dust, WHMIS 2015 French", "Attention", "Peut former des concentrations de poussières combustibles dans l’air."],
  ];
  const hcsSheet = (word: string, statement: string) => [
    "SECTION 1. IDENTIFICATION",
    "Product name: Harbour Pellets 20",
    "Manufacturer: Harbour Polymers Inc., 1 Dock Road, Portville, TX 77000",
    "Revision Date: 20 Jul 2018",
    "SECTION 2. HAZARDS IDENTIFICATION",
    "Classification: Combustible Dust",
    "Pictogram: No Pictogram",
    `Signal Word: ${word}`,
    "Hazard Statements:",
    statement,
    "SECTION 3. COMPOSITION/INFORMATION ON INGREDIENTS",
    "Polyethylene    9002-88-4    100 %",
    "SECTION 4. FIRST-AID MEASURES",
    "Rinse with water.",
  ];
  for (const [name, word, statement] of statements) {
    test(name, () => {
      const parsed = parseSds(sheet(hcsSheet(word, statement)));
      expect(parsed.signal_word).not.toBeNull();
      expect(parsed.h_codes).toEqual([]);
      expect(parsed.needs_review_reasons.filter((reason) => HAZARD_DOUBT.test(reason))).toEqual([]);
    });
  }
  test("a signal word over a statement that should carry a code keeps the doubt", () => {
    expect(parseSds(sheet(hcsSheet("Warning", "Handle with care."))).needs_review_reasons.filter((reason) => HAZARD_DOUBT.test(reason)).length).toBeGreaterThan(0);
  });
});

describe("the label's elements each stated none: the label has none", () => {
  const cases: ReadonlyArray<readonly [string, string[]]> = [
    ["en, a bulleted template", ["· GHS classification and label elements of the product: Not applicable", "· Hazard pictogram(s): None", "· Signal word: None", "· Hazard statement(s): None", "· Precautionary statement(s): None"]],
    ["de", ["2.2 Kennzeichnungselemente gemäß Verordnung (EG) Nr. 1272/2008", "Gefahrenpiktogramme: entfällt", "Signalwort: entfällt", "Gefahrenhinweise: entfällt"]],
    ["fr, the none under its label", ["2.2 Éléments d'étiquetage", "Mention d'avertissement :", "Aucune", "Mentions de danger :", "Aucune"]],
    ["es", ["2.2 Elementos de la etiqueta", "Palabra de advertencia: No aplica", "Indicaciones de peligro: No aplica"]],
  ];
  for (const [name, section2] of cases) {
    test(name, () => {
      const parsed = parseSds(sheet(GHS_SHEET(section2)));
      expect(parsed.signal_word).toBeNull();
      expect(parsed.needs_review_reasons.filter((reason) => HAZARD_DOUBT.test(reason))).toEqual([]);
    });
  }
  test("a signal word stated none over a list of statements is not a label without elements", () => {
    const parsed = parseSds(sheet(GHS_SHEET(["2.2 Label elements", "Signal word: None", "Hazard statements: H412 Harmful to aquatic life with long lasting effects."])));
    expect(parsed.h_codes).toEqual(["H412"]);
  });
});

describe("a key value OCR read poorly asks for a person, as a text layer's guess does", () => {
  const scanned = (confidence: number) => {
    const page: OcrPage = {
      number: 1, width: 612, height: 792, confidence, dpi: 300, languages: "eng",
      lines: [
        "SECTION 1. IDENTIFICATION", "Product name:    Harbour Drain Opener", "Manufacturer:    Harbour Chemicals Ltd", "Revision date:    12.03.2021",
        "SECTION 2. HAZARDS IDENTIFICATION", "Signal word:    Danger", "Hazard statements:    H314 Causes severe skin burns and eye damage.",
        "SECTION 3. COMPOSITION/INFORMATION ON INGREDIENTS", "Sodium hydroxide    1310-73-2    10 - 30 %", "SECTION 4. FIRST AID MEASURES", "Rinse with water.",
      ].map((text, index) => ({ text, x: 50, y: 40 + index * 14, fontSize: 10, confidence })),
    };
    const scan = { numPages: 1, hasTextLayer: false, pages: [{ number: 1, width: 612, height: 792, lines: [] }], unreadablePages: [{ page: 1, reason: "no_text" as const }] };
    const merged = mergeOcrPages(scan, new Map([[1, page]]));
    return markOcrEvidence(parseSds(merged), merged);
  };
  test("read poorly (OCR confidence 0.5): each key value it lowered below 0.7 is named", () => {
    const parsed = scanned(0.5);
    expect(parsed.product_name).toBe("Harbour Drain Opener");
    expect(parsed.evidence.product_name!.confidence).toBeLessThan(0.7);
    expect(parsed.needs_review_reasons).toEqual(expect.arrayContaining([
      'the product name "Harbour Drain Opener" was read by OCR and is uncertain',
      'the supplier "Harbour Chemicals Ltd" was read by OCR and is uncertain',
      "the hazard codes H314 were read by OCR and are uncertain",
    ]));
  });
  test("read well (0.95): no doubt added", () => {
    expect(scanned(0.95).needs_review_reasons.filter((reason) => reason.includes("read by OCR"))).toEqual([]);
  });
});
