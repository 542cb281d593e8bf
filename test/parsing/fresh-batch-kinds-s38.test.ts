/**
 * Kinds session 38's fresh blind batch showed (25 sheets, `test/fixtures/fresh-batch-s38/`), each in several languages:
 * the older Directive's 1.1 heading in the Nordic languages, Finnish and the languages of central Europe ("1.1
 * Identifikation af stof eller kemisk produkt" / "Betegnelse: X": no name, the heading unknown, the plain label under
 * it unread); the Nordic "place and country" address labels ("Sted og Land", "Ort och land") read as the company; run-on
 * fields after a name (registration numbers, other names, botanical definitions), not inside its brackets; a hazard
 * class named with its category among the statements; a North American supplier's dates; the party's role words and
 * Greek or Cyrillic names; stray spaces in a later cell's label; EUH001.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const parse = (lines: string[]) => parseSds(sheet([...lines, "2. Hazards identification", "Not classified."]));
const SECTION_1 = "1. Identification of the substance/mixture and of the company/undertaking";
/** The product name read from section 1 under REACH's title: the given lines, then 1.3 with the supplier's name. */
const nameIn = (lines: string[], supplier: string) => parse([SECTION_1, ...lines, "1.3 Supplier", supplier]).product_name;

describe("the older Directive's 1.1 heading, a plain designation label under it", () => {
  test.each([
    ["1. Identifikation af stoffet/præparatet og af selskabet/virksomheden", "1.1 Identifikation af stof eller kemisk produkt", "Betegnelse: Harbour Calf"],
    ["1. Identifikation af stoffet/præparatet og af selskabet/virksomheden", "1.1 Identifikation af stoffet/præparatet", "Betegnelse: Harbour Calf"],
    ["1. Identifikation af stoffet/præparatet og af selskabet/virksomheden", "1.1 Identifikation af stoffet eller det kemiske produkt", "Benævnelse: Harbour Calf"],
    ["1. Identifikasjon av stoffet/preparatet og av selskapet/foretaket", "1.1 Identifikasjon av stoffet/preparatet", "Betegnelse: Harbour Calf"],
    ["1. Namn på ämnet/beredningen och bolaget/företaget", "1.1 Identifiering av ämnet/beredningen", "Beteckning: Harbour Calf"],
    ["1. Aineen tai valmisteen ja yhtiön tai yrityksen tunnistetiedot", "1.1 Aineen tai valmisteen tunnistustiedot", "Nimitys: Harbour Calf"],
    ["1. Identifikace látky nebo přípravku a společnosti nebo podniku", "1.1 Identifikace látky nebo přípravku", "Označení: Harbour Calf"],
    ["1. Identifikácia látky alebo prípravku a spoločnosti alebo podniku", "1.1 Identifikácia látky alebo prípravku", "Označenie: Harbour Calf"],
  ])("%s / %s / %s", (title, heading, label) => {
    expect(parse([title, heading, label, "1.3 Leverandør", "Harbour Feed A/S"]).product_name).toBe("Harbour Calf");
  });
});

describe("the Nordic place-and-country labels in a label column are no company", () => {
  test.each([
    ["Firmanavn", "Adresse", "Sted og Land"],
    ["Firmanavn", "Adresse", "By og land"],
    ["Företagsnamn", "Adress", "Ort och land"],
    ["Firmanavn", "Adresse", "Sted og land"],
  ])("%s / %s / %s", (name, address, place) => {
    const parsed = parse([
      "1. Identifikation af stoffet/blandingen og af selskabet/virksomheden",
      "1.1 Produktidentifikator",
      "Handelsnavn: Harbour Calf",
      "1.3 Identifikation af selskab/virksomhed",
      name,
      address,
      place,
      "Harbour Feed B.V.",
      "Havenstraat 22",
      "5048 AZ Tilburg",
      "The Netherlands",
      "1.4 Nødtelefon",
      "(+31) 13 462 5670",
    ]);
    expect(parsed.manufacturer).not.toBe(place);
    expect([null, "Harbour Feed B.V."]).toContain(parsed.manufacturer);
  });
});

describe("a hazard class named with its category in the statements' block is no statement", () => {
  const section2 = (lines: string[]) =>
    parseSds(sheet(["1. Identification", "Product Name: Harbour Primer", "2. Hazard(s) identification", "GHS HAZARD STATEMENTS", ...lines, "3. Composition/information on ingredients"]));
  test.each([
    [["Flammable Aerosol, category 1", "H222", "Extremely flammable aerosol.", "Eye Irritation, category 2", "H319", "Causes serious eye irritation."], ["H222", "H319"]],
    [["Flammable gas, category 1", "H220", "Extremely flammable gas."], ["H220"]],
    [["Flammable gases, Cat. 1A", "H220"], ["H220"]],
    [["Entzündbares Aerosol, Kategorie 1", "H222", "Extrem entzündbares Aerosol."], ["H222"]],
  ])("%p", (lines, codes) => {
    expect(section2(lines).h_codes).toEqual(codes);
  });

  test("a statement printed without its code is still read", () => {
    expect(section2(["Flammable aerosol.", "Causes serious eye irritation."]).h_codes).toEqual(["H223", "H319"]);
  });
});

describe("a registration or authorisation number after the name, other names after it", () => {
  test.each([
    ["Produktnavn: TRINOL NR. 810 MYREMIDDEL Reg.nr.: 14-283", "TRINOL NR. 810 MYREMIDDEL"],
    ["Nom commercial : HARBOUR FONGICIDE N° AMM : 2100123", "HARBOUR FONGICIDE"],
    ["Nombre comercial: HARBOUR X Nº de registro: 12.345", "HARBOUR X"],
    ["Handelsnaam: HARBOUR X Toelatingsnummer: 12345 N", "HARBOUR X"],
    ["Obchodní název: BOILER CLEANER L.Z. Další názvy látky: nejsou známy", "BOILER CLEANER L.Z."],
    ["Identifikace látky nebo přípravku: BOILER CLEANER L.Z. Registrační číslo: není předmětem registrace", "BOILER CLEANER L.Z."],
  ])("%s", (line, name) => {
    expect(nameIn([line], "Harbour Feed A/S")).toBe(name);
  });
});

describe("'Identification of the substance' as the name's label in the languages of central Europe and the Baltics", () => {
  test.each([
    ["1.1 Produkta identifikators", "Vielas identificēšana Borskābe Produkta numurs 6943", "Borskābe"],
    ["1.1 Identifikátor výrobku", "Identifikace látky Kyselina boritá Číslo výrobku 6943", "Kyselina boritá"],
  ])("%s / %s", (heading, line, name) => {
    expect(nameIn([heading, line], "Harbour Chemie GmbH")).toBe(name);
  });
});

describe("a registration number's label inside the name's brackets is the name's", () => {
  test.each([
    ["Product name: HARBOUR BUG SPRAY (REG. NO. 25181 P.C.P. ACT)", "HARBOUR BUG SPRAY (REG. NO. 25181 P.C.P. ACT)"],
    ["Produktnavn: HARBOUR MYREMIDDEL (Reg.nr.: 14-283)", "HARBOUR MYREMIDDEL (Reg.nr.: 14-283)"],
  ])("%s", (line, name) => {
    expect(nameIn([line], "Harbour Feed A/S")).toBe(name);
  });
});

describe("a sheet not in English whose supplier is North American writes dates month first", () => {
  const dated = (date: string, supplier: string[]) =>
    parse(["HOJA DE DATOS DE SEGURIDAD", date, "SECCIÓN 1: IDENTIFICACIÓN", "Nombre del producto: Harbour Detonador", "Fabricante:", ...supplier]).revision_date;
  test("a US supplier's Spanish sheet", () => {
    expect(dated("Fecha de revisión: 8/1/2015", ["Harbour Powder Company", "25800 Science Park Dr.", "Cleveland, OH 44122", "216-464-2400"])).toBe("2015-08-01");
  });
  test("a Canadian supplier's French sheet", () => {
    const parsed = parseSds(sheet([
      "FICHE SIGNALÉTIQUE", "Date de révision : 12/05/2014", "SECTION 1 : IDENTIFICATION DU PRODUIT ET DE LA SOCIÉTÉ",
      "Nom du produit : Harbour Savon antibactérien pour les mains", "Utilisation recommandée : Savon pour la peau", "Fournisseur :",
      "Harbour Canada Inc.", "5105 Tomken Road", "Mississauga, ON L4W 2X5", "(905) 238-0171",
      "SECTION 2 : IDENTIFICATION DES DANGERS", "Le produit n'est pas classé comme dangereux selon le Règlement sur les produits dangereux.",
      "Mention d'avertissement : aucune", "SECTION 3 : COMPOSITION ET INFORMATIONS SUR LES INGRÉDIENTS", "Aucun ingrédient dangereux.",
    ]));
    expect(parsed.document_language).toBe("fr");
    expect(parsed.revision_date).toBe("2014-12-05");
  });
  test("a Mexican supplier's sheet, or one with numbers of both kinds, stays day first", () => {
    expect(dated("Fecha de revisión: 8/1/2015", ["Harbour México S.A. de C.V.", "Tel. +52 55 5555 1234"])).toBe("2015-01-08");
    expect(dated("Fecha de revisión: 8/1/2015", ["Harbour México S.A. de C.V.", "Tel. +52 55 5555 1234", "USA: 216-464-2400"])).toBe("2015-01-08");
    expect(dated("Fecha de revisión: 8/1/2015", ["Harbour Química S.L.", "Calle Mayor 1", "28001 Madrid"])).toBe("2015-01-08");
  });
});

describe("a label of the party's roles in the Nordic and central languages, the company after one space", () => {
  test.each([
    ["Výrobce /dodavatel Harbour Kali GmbH", "Harbour Kali GmbH"],
    ["Výrobce/dodavatel Harbour Kali GmbH", "Harbour Kali GmbH"],
    ["Tillverkare/leverantör Harbour Kali GmbH", "Harbour Kali GmbH"],
    ["Valmistaja/toimittaja Harbour Kali GmbH", "Harbour Kali GmbH"],
  ])("%s", (line, company) => {
    const parsed = parse([SECTION_1, "Trade name    Harbour Microtop", line, "Bertha-von-Suttner-Straße 7, D-34111 Kassel"]);
    expect(parsed.manufacturer).toBe(company);
  });
});

describe("a company named in Greek or Cyrillic letters", () => {
  const bulgarian = (line: string) =>
    parseSds(sheet([
      "РАЗДЕЛ 1: Идентификация на веществото/сместа и на дружеството/предприятието", "1.1. Идентификатор на продукта",
      "Търговско наименование: Лепило X", "1.3. Подробни данни за доставчика на информационния лист за безопасност", line,
      "ул. Поручик Бончев 8, 1528 София", "РАЗДЕЛ 2: Описание на опасностите",
    ])).manufacturer;
  const greek = (line: string) =>
    parseSds(sheet([
      "ΤΜΗΜΑ 1: Στοιχεία ουσίας/μείγματος και εταιρείας/επιχείρησης", "1.1. Αναγνωριστικός κωδικός προϊόντος", "Εμπορική ονομασία: Κόλλα X",
      "1.3. Στοιχεία του προμηθευτή του δελτίου δεδομένων ασφάλειας", line, "Λεωφόρος Συγγρού 10, 11742 Αθήνα", "ΤΜΗΜΑ 2: Προσδιορισμός επικινδυνότητας",
    ])).manufacturer;
  test.each([
    ["Доставчик: Химпродукт ЕООД", "Химпродукт ЕООД"],
    ["Производител: «Институт по целулоза и хартия» АД", "«Институт по целулоза и хартия» АД"],
    ["Химпродукт ЕООД", "Химпродукт ЕООД"],
  ])("bg %s", (line, company) => expect(bulgarian(line)).toBe(company));
  test.each([
    ["Προμηθευτής: Χημικά Λιμάνι Α.Ε.", "Χημικά Λιμάνι Α.Ε."],
    ["Χημικά Λιμάνι Α.Β.Ε.Ε.", "Χημικά Λιμάνι Α.Β.Ε.Ε."],
  ])("el %s", (line, company) => expect(greek(line)).toBe(company));
});

describe("stray spaces in a later cell's label are closed as in the first cell's", () => {
  test.each([
    [["Printed: 26-Apr-2008    Re vision Date: 9/13/2004", "Re view Date: 1/13/06"], "2004-09-13"],
    [["Date Is sued: 5/5/2005    Spec Rev #: 5    Date Re vised: 2/24/2010"], "2010-02-24"],
    [["Druckdatum: 01.02.2020    Über arbeitet am: 12.03.2019"], "2019-03-12"],
  ])("%p", (lines, date) => {
    expect(parseSds(sheet(["1. Identification", "Product name: Harbour Oil", "2. Hazards identification", "Not classified.", ...lines])).revision_date).toBe(date);
  });
});

describe("a possessive's 's after a label word's stray space is no elided article", () => {
  test.each([["Su pplier's de tails    : Harbour Foods Inc."], ["Supplie r's details: Harbour Foods Inc."], ["Manu facturer's name: Harbour Foods Inc."]])("%s", (line) => {
    expect(parse(["1. Product and company identification", "Product name: Harbour Flavour", line, "Address: 1 Main Street, Beloit, WI 53511"]).manufacturer).toBe("Harbour Foods Inc.");
  });
});

describe("a label's last letter set apart before a column gap and its colon is the label's", () => {
  test.each([["Physical stat e    : Liquid."], ["Physica l stat e    : Liquid."]])("%s", (line) => {
    const parsed = parseSds(sheet(["1. Identification", "Product name: Harbour Oil", "9. Physical and chemical properties", line, "Colour    : Amber", "10. Stability and reactivity"]));
    expect(parsed.physical_state).toBe("liquid");
  });
});

describe("EUH001, deleted from CLP in 2019, is still read where a sheet prints it", () => {
  test.each([
    [["Supplemental hazard information (EU):", "EUH001: Explosive when dry."], ["EUH001", "H205"]],
    [["Información suplementaria sobre riesgos (UE):", "EUH001: Explosivo cuando está seco."], ["EUH001", "H205"]],
  ])("%p", (lines, codes) => {
    const parsed = parseSds(sheet(["1. Identification", "Product name: Harbour Blasting Agent", "2. Hazards identification", "Signal word: Danger", "H205 May mass explode in fire.", ...lines, "3. Composition/information on ingredients"]));
    expect(parsed.h_codes).toEqual(codes);
  });
});

describe("a botanical raw material's biological definition or botanical name after its name", () => {
  test.each([
    ["Product Name: HARBOUR SEED OIL, COLD PRESSED ORGANIC Biological Definition: Cannabis sativa", "HARBOUR SEED OIL, COLD PRESSED ORGANIC"],
    ["Nom du produit : HUILE DE HARBOUR BIO Nom botanique : Cannabis sativa", "HUILE DE HARBOUR BIO"],
  ])("%s", (line, name) => {
    expect(nameIn([line], "Harbour Oils Ltd")).toBe(name);
  });
});

describe("'Synonym(s)' and 'Other name(s)' after a name, their plural marks left out", () => {
  test.each([
    ["Product name    HARBOUR MAGNESIUM Synonym(s) Magnesium phosphate", "HARBOUR MAGNESIUM"],
    ["Product name: HARBOUR MAGNESIUM Other name(s): Magnesium phosphate", "HARBOUR MAGNESIUM"],
  ])("%s", (line, name) => {
    expect(nameIn(["1.1 Product identifier", line], "Harbour Oils Ltd")).toBe(name);
  });
});
