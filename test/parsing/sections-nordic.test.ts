/**
 * Section headings of the Nordic REACH sheets (Swedish, Danish, Norwegian, Finnish): a plant in the EU receives them
 * from Nordic suppliers. Titles as REACH Annex II words them in each language; the hazard codes of section 2 are read
 * once its heading is known.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const TITLES: Record<string, { word: string; titles: string[] }> = {
  sv: {
    word: "AVSNITT",
    titles: ["Namnet på ämnet/blandningen och bolaget/företaget", "Farliga egenskaper", "Sammansättning/information om beståndsdelar",
      "Åtgärder vid första hjälpen", "Brandbekämpningsåtgärder", "Åtgärder vid oavsiktliga utsläpp", "Hantering och lagring",
      "Begränsning av exponeringen/personligt skydd", "Fysikaliska och kemiska egenskaper", "Stabilitet och reaktivitet",
      "Toxikologisk information", "Ekologisk information", "Avfallshantering", "Transportinformation", "Gällande föreskrifter", "Annan information"],
  },
  da: {
    word: "PUNKT",
    titles: ["Identifikation af stoffet/blandingen og af selskabet/virksomheden", "Fareidentifikation", "Sammensætning af/oplysning om indholdsstoffer",
      "Førstehjælpsforanstaltninger", "Brandbekæmpelse", "Forholdsregler over for udslip ved uheld", "Håndtering og opbevaring",
      "Eksponeringskontrol/personlige værnemidler", "Fysisk-kemiske egenskaber", "Stabilitet og reaktivitet", "Toksikologiske oplysninger",
      "Miljøoplysninger", "Forhold vedrørende bortskaffelse", "Transportoplysninger", "Oplysninger om regulering", "Andre oplysninger"],
  },
  no: {
    word: "AVSNITT",
    titles: ["Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", "Fareidentifikasjon", "Sammensetning/opplysninger om bestanddeler",
      "Førstehjelpstiltak", "Brannslokkingstiltak", "Tiltak ved utilsiktet utslipp", "Håndtering og lagring", "Eksponeringskontroll/personlig beskyttelse",
      "Fysiske og kjemiske egenskaper", "Stabilitet og reaktivitet", "Toksikologiske opplysninger", "Økologiske opplysninger",
      "Instrukser om disponering", "Transportopplysninger", "Opplysninger om bestemmelser", "Andre opplysninger"],
  },
  fi: {
    word: "KOHTA",
    titles: ["Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "Vaaran yksilöinti", "Koostumus ja tiedot aineosista",
      "Ensiaputoimenpiteet", "Palontorjuntatoimenpiteet", "Toimenpiteet onnettomuuspäästöissä", "Käsittely ja varastointi",
      "Altistumisen ehkäiseminen ja henkilönsuojaimet", "Fysikaaliset ja kemialliset ominaisuudet", "Stabiilisuus ja reaktiivisuus",
      "Myrkyllisyyteen liittyvät tiedot", "Tiedot haitallisuudesta ympäristölle", "Jätteiden käsittelyyn liittyvät näkökohdat",
      "Kuljetustiedot", "Lainsäädäntöä koskevat tiedot", "Muut tiedot"],
  },
};

function nordicSheet(language: string, numbered: (n: number, title: string) => string) {
  const { titles } = TITLES[language];
  return sheet(titles.flatMap((title, index) => {
    const body = index === 1 ? ["H225 ---", "H319 ---"] : index === 2 ? ["Etanol    64-17-5    50-100 %"] : ["---"];
    return [numbered(index + 1, title), ...body];
  }));
}

describe("Nordic section headings", () => {
  test.each(Object.keys(TITLES))("%s: all sixteen sections with the section word, and section 2's codes", (language) => {
    const parsed = parseSds(nordicSheet(language, (n, title) => `${TITLES[language].word} ${n}: ${title}`));
    expect(parsed.sections.map((section) => section.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(parsed.h_codes).toEqual(["H225", "H319"]);
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["64-17-5"]);
  });

  test.each(Object.keys(TITLES))("%s: numbered titles without the section word name their section", (language) => {
    const parsed = parseSds(nordicSheet(language, (n, title) => `${n}. ${title.toUpperCase()}`));
    expect(parsed.sections.map((section) => section.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });
});
