/**
 * The revision date and the supplier on Nordic REACH sheets (Swedish, Danish, Norwegian, Finnish), and a Canadian
 * French sheet's "Compagnie :" label: shapes seen on real sheets of session 7's external development set, rebuilt
 * with invented names. Synthetic lines only.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseDate } from "../../src/modules/parsing/dates.ts";
import { sheet } from "../helpers/sds-text.ts";

const HEADINGS: Record<string, { one: string; two: string }> = {
  sv: { one: "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", two: "AVSNITT 2: Farliga egenskaper" },
  da: { one: "PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden", two: "PUNKT 2: Fareidentifikation" },
  no: { one: "AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", two: "AVSNITT 2: Fareidentifikasjon" },
  fi: { one: "KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", two: "KOHTA 2: Vaaran yksilöinti" },
};

function nordic(language: string, header: string[], company: string[] = []) {
  const { one, two } = HEADINGS[language]!;
  return parseSds(sheet(["Säkerhetsdatablad enligt förordning (EG) nr 1907/2006", ...header, one, "1.1 Nimbus Lack 40", ...company, two, "H225"]));
}

describe("Nordic revision-date labels", () => {
  test.each([
    ["sv 'Reviderat den'", "sv", "SDB-nr : 4711 V002.0 Reviderat den: 03.07.2015 Utskriftsdatum: 13.01.2016 Ersätter version från: 24.02.2015", "2015-07-03"],
    ["sv 'Omarbetad' after a print date", "sv", "Datum för utskriften: 28.05.2014 Versionsnummer 3 Omarbetad: 12.05.2014", "2014-05-12"],
    ["sv 'Revisionsdatum'", "sv", "Revisionsdatum: 2019-11-04   Ersätter: 2017-02-01", "2019-11-04"],
    ["sv 'Senast ändrad'", "sv", "Senast ändrad: 4.11.2019", "2019-11-04"],
    ["sv 'Ändringsdatum'", "sv", "Ändringsdatum 2019-11-04", "2019-11-04"],
    ["sv 'Utfärdat' (issued, the only date)", "sv", "Utfärdat 2015-08-14", "2015-08-14"],
    ["sv 'Datum för utfärdande'", "sv", "Datum för utfärdande: 27.04.2020", "2020-04-27"],
    ["da 'Revisionsdato'", "da", "Revisionsdato: 04-11-2019   Udskriftsdato: 05-01-2020", "2019-11-04"],
    ["da 'Revideret' beside 'Erstatter'", "da", "Erstatter: 01.02.2017   Revideret: 04.11.2019", "2019-11-04"],
    ["da 'Udarbejdet' (prepared, the only date)", "da", "Udarbejdet den: 04.11.2019", "2019-11-04"],
    ["da 'Udstedelsesdato'", "da", "Udstedelsesdato: 04.11.2019", "2019-11-04"],
    ["da 'Ændringsdato'", "da", "Ændringsdato: 04.11.2019", "2019-11-04"],
    ["da plain 'Dato'", "da", "Dato: 04.11.2019", "2019-11-04"],
    ["no 'Revisjonsdato' beside 'Utskriftsdato'", "no", "Utskriftsdato: 05.01.2020   Revisjonsdato: 04.11.2019", "2019-11-04"],
    ["no 'Revidert'", "no", "Revidert: 04.11.2019", "2019-11-04"],
    ["no 'Dato for utarbeidelse'", "no", "Dato for utarbeidelse: 04.11.2019", "2019-11-04"],
    ["no 'Utgivelsesdato'", "no", "Utgivelsesdato: 04.11.2019", "2019-11-04"],
    ["no 'Endringsdato'", "no", "Endringsdato: 04.11.2019", "2019-11-04"],
    ["fi 'Muutettu viimeksi' beside 'Korvaa'", "fi", "Korvaa: 01.02.2017   Muutettu viimeksi: 4.11.2019", "2019-11-04"],
    ["fi 'Tarkistettu' beside 'Tulostuspäivä'", "fi", "Tulostuspäivä: 5.1.2020   Tarkistettu: 4.11.2019", "2019-11-04"],
    ["fi 'Päivitetty'", "fi", "Päivitetty: 4.11.2019", "2019-11-04"],
    ["fi 'Laatimispäivämäärä'", "fi", "Laatimispäivämäärä: 4.11.2019", "2019-11-04"],
    ["fi 'Päiväys'", "fi", "Päiväys: 4.11.2019", "2019-11-04"],
    ["fi 'Muutospäivämäärä'", "fi", "Muutospäivämäärä: 4.11.2019", "2019-11-04"],
    ["sv 'Revisionsdatum' beside the last issue's date (Sphera)", "sv", "Revisionsdatum: 04.11.2019   Datum för senaste utfärdande: 24.02.2015", "2019-11-04"],
    ["da 'Revisionsdato' beside the last issue's date", "da", "Dato for sidste udstedelse: 24.02.2015   Revisionsdato: 04.11.2019", "2019-11-04"],
  ])("%s", (_name, language, header, date) => {
    const parsed = nordic(language, [header]);
    expect(parsed.revision_date).toBe(date);
    expect(parsed.evidence.revision_date?.confidence ?? 0).toBeGreaterThanOrEqual(0.6);
  });

  test.each([
    ["sv print date alone", "Utskriftsdatum: 13.01.2016"],
    ["sv superseded version alone", "Ersätter version från: 24.02.2015"],
    ["da print date alone", "Udskriftsdato: 13.01.2016"],
    ["no superseded alone", "Erstatter: 24.02.2015"],
    ["fi print date alone", "Tulostuspäivä: 13.1.2016"],
    ["sv date of the last issue (the previous one)", "Datum för senaste utfärdande: 24.02.2015"],
    ["da date of the last issue", "Dato for sidste udstedelse: 24.02.2015"],
    ["fi previous date", "Edellisen version päivämäärä: 24.02.2015"],
  ])("%s is never the revision date", (_name, line) => {
    expect(findRevisionDate([line], "day-first")?.value ?? null).toBeNull();
  });

  test.each([
    ["sv", "3 mars 2021", "2021-03-03"],
    ["sv", "12 augusti 2021", "2021-08-12"],
    ["da", "3. marts 2021", "2021-03-03"],
    ["no", "12. desember 2021", "2021-12-12"],
    ["fi", "3. maaliskuuta 2021", "2021-03-03"],
    ["fi", "12. joulukuuta 2021", "2021-12-12"],
  ])("%s month name: %s", (_language, text, iso) => {
    expect(parseDate(text, "day-first")).toBe(iso);
  });
});

describe("Nordic supplier labels and legal forms", () => {
  test.each([
    ["sv 'Företag' one space from a name with its legal form first", "sv", ["1.3 Närmare upplysningar om den som tillhandahåller säkerhetsdatablad", "Företag AB NIMBUS", "Telefon +46 8 123 456"], "AB NIMBUS"],
    ["sv 'Leverantör:'", "sv", ["Leverantör: Nimbus Färg AB", "Box 12, 123 45 Falun"], "Nimbus Färg AB"],
    ["sv 'Tillverkare/leverantör:'", "sv", ["Tillverkare/leverantör: Nimbus Färg AB", "Box 12, 123 45 Falun"], "Nimbus Färg AB"],
    ["sv 'Företagsnamn:'", "sv", ["Företagsnamn: Nimbus Färg AB", "Box 12, 123 45 Falun"], "Nimbus Färg AB"],
    ["sv heading with 'Företag' and the name one space after it", "sv", ["1.3 Närmare upplysningar om den som tillhandahåller säkerhetsdatablad Företag AB NIMBUS", "Telefon +46 8 123 456"], "AB NIMBUS"],
    ["sv heading, the name below", "sv", ["1.3 Närmare upplysningar om den som tillhandahåller säkerhetsdatabladet", "Nimbus Norden AB", "Box 12", "123 45 Bromma"], "Nimbus Norden AB"],
    ["da 'Leverandør:'", "da", ["Leverandør: Nimbus Maling A/S", "Havnevej 12, 8000 Aarhus C"], "Nimbus Maling A/S"],
    ["da 'Firma:' with ApS", "da", ["Firma: Nimbus Kemi ApS", "Havnevej 12, 8000 Aarhus C"], "Nimbus Kemi ApS"],
    ["da 'Producent:'", "da", ["Producent: Nimbus Maling A/S", "Havnevej 12, 8000 Aarhus C"], "Nimbus Maling A/S"],
    ["no 'Produsent:' with AS", "no", ["Produsent: Nimbus Maling AS", "Havneveien 12, 0150 Oslo"], "Nimbus Maling AS"],
    ["no 'Firmanavn:' with ASA", "no", ["Firmanavn: Nimbus Kjemi ASA", "Havneveien 12, 0150 Oslo"], "Nimbus Kjemi ASA"],
    ["fi 'Toimittaja:' with Oy", "fi", ["Toimittaja: Nimbus Maali Oy", "Satamakatu 12, 00100 Helsinki"], "Nimbus Maali Oy"],
    ["fi 'Yrityksen nimi:' with Oyj", "fi", ["Yrityksen nimi: Nimbus Kemia Oyj", "Satamakatu 12, 00100 Helsinki"], "Nimbus Kemia Oyj"],
    ["fi 'Valmistaja:'", "fi", ["Valmistaja: Nimbus Maali Oy", "Satamakatu 12, 00100 Helsinki"], "Nimbus Maali Oy"],
  ])("%s", (_name, language, company, name) => {
    const parsed = nordic(language, ["Revisionsdatum: 2019-11-04"], company);
    expect(parsed.manufacturer).toBe(name);
    expect(parsed.evidence.manufacturer?.confidence ?? 0).toBeGreaterThanOrEqual(0.8);
  });
});

describe("Canadian French 'Compagnie :'", () => {
  const section1 = (company: string[]) =>
    parseSds(sheet(["RUBRIQUE 1: IDENTIFICATION", "Nom du produit : Colle Boréale 12", "1.3 Détails du fournisseur", ...company,
      "Adresse :", "12, rue du Port, Montréal (Québec) H2X 1Y4", "RUBRIQUE 2: IDENTIFICATION DES DANGERS"]));

  test("the label on its line, the name (itself starting with 'Compagnie') below", () => {
    const parsed = section1(["Compagnie:", "Compagnie Boréale Canada", "Division:", "Division des Colles"]);
    expect(parsed.manufacturer).toBe("Compagnie Boréale Canada");
    expect(parsed.evidence.manufacturer?.confidence ?? 0).toBeGreaterThanOrEqual(0.8);
  });

  test("label and name on one line", () => {
    expect(section1(["Compagnie : Colles Boréales Ltée"]).manufacturer).toBe("Colles Boréales Ltée");
  });
});

describe("Nordic document language", () => {
  // document_language is a free language code (interface spec): a Nordic sheet is reported as its language, not as the
  // European language it shares the most short words with.
  test.each([
    ["sv", ["SÄKERHETSDATABLAD", "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "Leverantör: Nimbus Färg AB",
      "AVSNITT 2: Farliga egenskaper", "Kan orsaka allergisk hudreaktion. Förvaras oåtkomligt för barn.",
      "Vid kontakt med ögonen: skölj med vatten. Används inte efter utgångsdatum.", "AVSNITT 7: Hantering och lagring"]],
    ["da", ["SIKKERHEDSDATABLAD", "PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden", "Leverandør: Nimbus Maling A/S",
      "PUNKT 2: Fareidentifikation", "Kan forårsage en allergisk hudreaktion. Opbevares utilgængeligt for børn.",
      "Ved kontakt med øjnene skylles med vand. Brug ikke produktet efter udløbsdatoen.", "PUNKT 7: Håndtering og opbevaring"]],
    ["no", ["SIKKERHETSDATABLAD", "AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", "Leverandør: Nimbus Maling AS",
      "AVSNITT 2: Fareidentifikasjon", "Kan gi allergisk hudreaksjon. Oppbevares utilgjengelig for barn.",
      "Ved kontakt med øynene skylles med vann. Bruk ikke produktet etter utløpsdatoen.", "AVSNITT 7: Håndtering og lagring"]],
    ["fi", ["KÄYTTÖTURVALLISUUSTIEDOTE", "KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "Toimittaja: Nimbus Maali Oy",
      "KOHTA 2: Vaaran yksilöinti", "Voi aiheuttaa allergisen ihoreaktion. Säilytä lasten ulottumattomissa.",
      "Jos ainetta joutuu silmiin: huuhdo vedellä. Ei saa käyttää viimeisen käyttöpäivän jälkeen.", "KOHTA 7: Käsittely ja varastointi"]],
  ])("%s", (language, lines) => {
    expect(parseSds(sheet(lines)).document_language).toBe(language);
  });
});
