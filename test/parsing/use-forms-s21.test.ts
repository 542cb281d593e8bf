/**
 * Session 21's sweep of the forms sheets print 1.2's use in (REACH Annex II 1.2, OSHA HCS App. D 1(c), WHMIS, Safe
 * Work Australia; generator templates of 3E/Verisk, UL WERCS, SAP EHS, ChemGes, Lisam, Chemwatch, Sphera), over
 * parseSds on a small sheet in eight languages. Right as the accuracy scorer counts it: token F1 ≥ 0.6. Invented values.
 */
import { describe, expect } from "bun:test";
import { parseForms, wordF1 } from "../helpers/property-forms-sheet.ts";
import { checkWithGaps } from "../helpers/sds-text.ts";

/** Forms the parser does not read yet (kept named, run as test.failing). */
const GAPS = new Set<string>([]);
const check = checkWithGaps(GAPS);

type UseCase = [language: string, form: string, lines: string[], use: string];

const G = "        ";
const CASES: UseCase[] = [
  // English: OSHA/WHMIS/SWA wordings and the templates' labels.
  ["en", "OSHA heading, labelled use below", ["1.2 Recommended use of the chemical and restrictions on use", "Recommended use: Floor cleaner", "Restrictions on use: None known"], "Floor cleaner"],
  ["en", "OSHA heading, value below without a label", ["Recommended use of the chemical and restrictions on use", "Floor cleaner", "Restrictions on use: None known"], "Floor cleaner"],
  ["en", "recommended use and restrictions in one label, colon", ["Recommended use and restrictions on use: Floor cleaner. For professional use only."], "Floor cleaner. For professional use only."],
  ["en", "3E column table", [`Recommended Use${G}Floor cleaner`, `Restrictions on Use${G}None known`], "Floor cleaner"],
  ["en", "SAP EHS dot-colon column", [`Use of the Substance/Mixture${G}: Floor cleaner`], "Floor cleaner"],
  ["en", "ChemGes bullets", ["· 1.2 Relevant identified uses of the substance or mixture and uses advised against", "No further relevant information available.", "· Application of the substance / the mixture Floor cleaner"], "Floor cleaner"],
  ["en", "Chemwatch two-column table", [`Relevant identified uses${G}Floor cleaner.`, `Uses advised against${G}Not applicable`], "Floor cleaner"],
  ["en", "Sphera labels with colon column", [`Identified uses${G}:${G}Floor cleaner`, `Uses advised against${G}:${G}Spray application`], "Floor cleaner"],
  ["en", "WERCS product use", ["Product Use: Floor cleaner", "Restrictions on Use: None known"], "Floor cleaner"],
  ["en", "Use: short label", ["Use: Floor cleaner"], "Floor cleaner"],
  ["en", "Application label", ["Application: Floor cleaner"], "Floor cleaner"],
  ["en", "Intended use", ["Intended use: Floor cleaner"], "Floor cleaner"],
  ["en", "identified uses with codes before", ["1.2 Relevant identified uses of the substance or mixture and uses advised against", "Identified uses: SU21, PC35, PROC10 - Floor cleaner"], "Floor cleaner"],
  ["en", "use-descriptor table header then row", ["1.2 Relevant identified uses of the substance or mixture and uses advised against", `Identified use${G}Sector of use${G}Product category`, `Floor cleaner${G}SU21${G}PC35`], "Floor cleaner"],
  ["de", "use-descriptor table header then row", [`Identifizierte Verwendung${G}Verwendungssektor${G}Produktkategorie`, `Bodenreiniger${G}SU21${G}PC35`], "Bodenreiniger"],
  ["fr", "use-descriptor table header then row", [`Utilisation identifiée${G}Secteur d'utilisation${G}Catégorie de produit`, `Nettoyant pour sols${G}SU21${G}PC35`], "Nettoyant pour sols"],
  ["en", "advised against first", ["1.2 Relevant identified uses of the substance or mixture and uses advised against", "Uses advised against: Spray application", "Identified uses: Floor cleaner"], "Floor cleaner"],
  ["en", "heading then value below", ["1.2 Relevant identified uses of the substance or mixture and uses advised against", "Floor cleaner", "Uses advised against: Spray application"], "Floor cleaner"],
  ["en", "heading with colon and value", ["1.2 Relevant identified uses of the substance or mixture and uses advised against: Floor cleaner"], "Floor cleaner"],
  ["en", "label alone, value below", ["1.2 Relevant identified uses of the substance or mixture and uses advised against", "Identified uses", "Floor cleaner", "Uses advised against", "Spray application"], "Floor cleaner"],
  ["en", "recommended use (restrictions in brackets)", ["Recommended use (and restrictions on use): Floor cleaner"], "Floor cleaner"],
  ["en", "Recommended use of the chemical, colon", ["Recommended use of the chemical: Floor cleaner"], "Floor cleaner"],
  ["en", "Uses of the substance / mixture", ["Uses of the substance / mixture: Floor cleaner"], "Floor cleaner"],
  ["en", "Use of the substance or mixture", ["Use of the substance or mixture: Floor cleaner"], "Floor cleaner"],
  ["en", "Identified use(s): Floor cleaner", ["Identified use(s): Floor cleaner"], "Floor cleaner"],
  ["en", "Main use category and use", ["Main use category: Professional use", "Use of the substance/mixture: Floor cleaner"], "Floor cleaner"],
  ["en", "Recommended use two-line label", ["Recommended use and", "restrictions on use:  Floor cleaner"], "Floor cleaner"],
  ["de", "two-line label, value beside the second", ["Verwendung des Stoffs /", "des Gemischs: Bodenreiniger"], "Bodenreiniger"],
  ["en", "Synonyms then use", ["Other means of identification: None", "Recommended use: Floor cleaner"], "Floor cleaner"],
  // German.
  ["de", "Verwendung des Stoffes/Gemisches", ["Verwendung des Stoffes/Gemisches: Bodenreiniger"], "Bodenreiniger"],
  ["de", "Verwendung des Stoffs oder des Gemischs", ["Verwendung des Stoffs oder des Gemischs: Bodenreiniger"], "Bodenreiniger"],
  ["de", "ChemGes Anwendung des Stoffes", ["· 1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird", "Keine weiteren relevanten Informationen verfügbar.", "· Verwendung des Stoffes / des Gemisches Bodenreiniger"], "Bodenreiniger"],
  ["de", "Empfohlene Verwendung", [`Empfohlene Verwendung${G}Bodenreiniger`], "Bodenreiniger"],
  ["de", "Identifizierte Verwendungen below heading", ["1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird", "Bodenreiniger"], "Bodenreiniger"],
  ["de", "Verwendungszweck", ["Verwendungszweck: Bodenreiniger"], "Bodenreiniger"],
  ["de", "Anwendungsbereich", ["Anwendungsbereich: Bodenreiniger"], "Bodenreiniger"],
  // French.
  ["fr", "Utilisation recommandée", ["Utilisation recommandée : Nettoyant pour sols"], "Nettoyant pour sols"],
  ["fr", "Utilisation de la substance ou du mélange", ["Utilisation de la substance ou du mélange : Nettoyant pour sols"], "Nettoyant pour sols"],
  ["fr", "Utilisation de la substance/du mélange column", [`Utilisation de la substance/du mélange${G}: Nettoyant pour sols`], "Nettoyant pour sols"],
  ["fr", "Usage", ["Usage : Nettoyant pour sols"], "Nettoyant pour sols"],
  ["fr", "Utilisations identifiées", ["Utilisations identifiées : Nettoyant pour sols"], "Nettoyant pour sols"],
  ["fr", "below the heading", ["1.2 Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées", "Nettoyant pour sols"], "Nettoyant pour sols"],
  ["fr", "Catégorie d'usage principal then use", ["Catégorie d'usage principal : Utilisation professionnelle", "Utilisation de la substance/mélange : Nettoyant pour sols"], "Nettoyant pour sols"],
  // Spanish.
  ["es", "Usos pertinentes identificados", ["Usos pertinentes identificados: Limpiador de suelos"], "Limpiador de suelos"],
  ["es", "Uso de la sustancia o mezcla", ["Uso de la sustancia o mezcla: Limpiador de suelos"], "Limpiador de suelos"],
  ["es", "Usos identificados relevantes", ["Usos identificados relevantes: Limpiador de suelos"], "Limpiador de suelos"],
  ["es", "Uso recomendado column", [`Uso recomendado${G}Limpiador de suelos`], "Limpiador de suelos"],
  ["es", "below the heading", ["1.2 Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados", "Limpiador de suelos"], "Limpiador de suelos"],
  ["es", "Utilización de la sustancia", ["Utilización de la sustancia/mezcla: Limpiador de suelos"], "Limpiador de suelos"],
  // Italian.
  ["it", "Usi identificati", ["Usi identificati: Detergente per pavimenti"], "Detergente per pavimenti"],
  ["it", "Uso raccomandato", ["Uso raccomandato: Detergente per pavimenti"], "Detergente per pavimenti"],
  ["it", "Utilizzi identificati", ["Utilizzi identificati: Detergente per pavimenti"], "Detergente per pavimenti"],
  ["it", "Impieghi identificati", ["Impieghi identificati: Detergente per pavimenti"], "Detergente per pavimenti"],
  ["it", "Descrizione/Utilizzo", ["Descrizione/Utilizzo: Detergente per pavimenti"], "Detergente per pavimenti"],
  ["it", "Uso della sostanza o della miscela", ["Uso della sostanza o della miscela: Detergente per pavimenti"], "Detergente per pavimenti"],
  ["it", "below the heading", ["1.2 Usi pertinenti identificati della sostanza o miscela e usi sconsigliati", "Detergente per pavimenti"], "Detergente per pavimenti"],
  // Dutch.
  ["nl", "Aanbevolen gebruik", ["Aanbevolen gebruik: Vloerreiniger"], "Vloerreiniger"],
  ["nl", "Geïdentificeerde relevante toepassingen", ["Geïdentificeerde relevante toepassingen: Vloerreiniger"], "Vloerreiniger"],
  ["nl", "Gebruik van de stof/het mengsel", ["Gebruik van de stof/het mengsel: Vloerreiniger"], "Vloerreiniger"],
  ["nl", "Toepassing van de stof/het mengsel", ["Toepassing van de stof/het mengsel: Vloerreiniger"], "Vloerreiniger"],
  ["nl", "Relevant geïdentificeerd gebruik", ["Relevant geïdentificeerd gebruik: Vloerreiniger"], "Vloerreiniger"],
  ["nl", "below the heading", ["1.2 Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik", "Vloerreiniger"], "Vloerreiniger"],
  // Portuguese.
  ["pt", "Utilizações identificadas", ["Utilizações identificadas: Produto de limpeza de pavimentos"], "Produto de limpeza de pavimentos"],
  ["pt", "Utilização da substância/mistura", ["Utilização da substância/mistura: Produto de limpeza de pavimentos"], "Produto de limpeza de pavimentos"],
  ["pt", "Usos identificados", ["Usos identificados: Produto de limpeza de pavimentos"], "Produto de limpeza de pavimentos"],
  ["pt", "Uso recomendado", ["Uso recomendado: Produto de limpeza de pavimentos"], "Produto de limpeza de pavimentos"],
  ["pt", "Utilização da substância ou mistura", ["Utilização da substância ou mistura: Produto de limpeza de pavimentos"], "Produto de limpeza de pavimentos"],
  ["pt", "below the heading", ["1.2 Utilizações identificadas relevantes da substância ou mistura e utilizações desaconselhadas", "Produto de limpeza de pavimentos"], "Produto de limpeza de pavimentos"],
  // Polish.
  ["pl", "Zidentyfikowane zastosowania", ["Zidentyfikowane zastosowania: Środek do czyszczenia podłóg"], "Środek do czyszczenia podłóg"],
  ["pl", "Zastosowanie substancji/mieszaniny", ["Zastosowanie substancji/mieszaniny: Środek do czyszczenia podłóg"], "Środek do czyszczenia podłóg"],
  ["pl", "Zalecane zastosowanie", ["Zalecane zastosowanie: Środek do czyszczenia podłóg"], "Środek do czyszczenia podłóg"],
  ["pl", "Istotne zidentyfikowane zastosowania", ["Istotne zidentyfikowane zastosowania: Środek do czyszczenia podłóg"], "Środek do czyszczenia podłóg"],
  ["pl", "below the heading", ["1.2 Istotne zidentyfikowane zastosowania substancji lub mieszaniny oraz zastosowania odradzane", "Środek do czyszczenia podłóg"], "Środek do czyszczenia podłóg"],
  ["pl", "Zastosowanie substancji lub mieszaniny", ["Zastosowanie substancji lub mieszaniny: Środek do czyszczenia podłóg"], "Środek do czyszczenia podłóg"],
  // Upper case, an adjective before the use's noun, the field of application.
  ["en", "upper case", ["RECOMMENDED USE: FLOOR CLEANER"], "FLOOR CLEANER"],
  ["en", "header row use and restrictions", [`Recommended use${G}Restrictions on use`, `Floor cleaner${G}None known`], "Floor cleaner"],
  ["en", "label with colon, value below, restrictions after", ["Recommended use:", "Floor cleaner", "Restrictions on use:", "None known"], "Floor cleaner"],
  ["en", "Field of application", ["Field of application: Floor cleaner"], "Floor cleaner"],
  ["en", "Area of application", ["Area of application: Floor cleaner"], "Floor cleaner"],
  ["en", "Physical and chemical properties then use", ["Recommended use    :    Floor cleaner"], "Floor cleaner"],
  ["de", "Empfohlener Verwendungszweck", ["Empfohlener Verwendungszweck: Bodenreiniger"], "Bodenreiniger"],
  ["de", "Vorgesehener Verwendungszweck", ["Vorgesehener Verwendungszweck: Bodenreiniger"], "Bodenreiniger"],
  ["de", "Anwendungsgebiet", ["Anwendungsgebiet: Bodenreiniger"], "Bodenreiniger"],
  ["de", "Einsatzgebiet", ["Einsatzgebiet: Bodenreiniger"], "Bodenreiniger"],
  ["de", "Verwendung des Gemisches", ["Verwendung des Gemisches: Bodenreiniger"], "Bodenreiniger"],
  ["de", "upper case", ["VERWENDUNG: BODENREINIGER"], "BODENREINIGER"],
  ["fr", "Domaine d'application", ["Domaine d'application : Nettoyant pour sols"], "Nettoyant pour sols"],
  ["fr", "Utilisation du mélange", ["Utilisation du mélange : Nettoyant pour sols"], "Nettoyant pour sols"],
  ["fr", "Usage prévu", ["Usage prévu : Nettoyant pour sols"], "Nettoyant pour sols"],
  ["es", "Campo de aplicación", ["Campo de aplicación: Limpiador de suelos"], "Limpiador de suelos"],
  ["es", "Uso de la mezcla", ["Uso de la mezcla: Limpiador de suelos"], "Limpiador de suelos"],
  ["es", "Uso previsto", ["Uso previsto: Limpiador de suelos"], "Limpiador de suelos"],
  ["it", "Campo di applicazione", ["Campo di applicazione: Detergente per pavimenti"], "Detergente per pavimenti"],
  ["it", "Uso della miscela", ["Uso della miscela: Detergente per pavimenti"], "Detergente per pavimenti"],
  ["it", "Utilizzo consigliato", ["Utilizzo consigliato: Detergente per pavimenti"], "Detergente per pavimenti"],
  ["nl", "Toepassingsgebied", ["Toepassingsgebied: Vloerreiniger"], "Vloerreiniger"],
  ["nl", "Gebruik van het mengsel", ["Gebruik van het mengsel: Vloerreiniger"], "Vloerreiniger"],
  ["pt", "Utilização da mistura", ["Utilização da mistura: Produto de limpeza de pavimentos"], "Produto de limpeza de pavimentos"],
  ["pt", "Utilizações recomendadas", ["Utilizações recomendadas: Produto de limpeza de pavimentos"], "Produto de limpeza de pavimentos"],
  ["pl", "Zastosowanie mieszaniny", ["Zastosowanie mieszaniny: Środek do czyszczenia podłóg"], "Środek do czyszczenia podłóg"],
  ["pl", "Zakres stosowania", ["Zakres stosowania: Środek do czyszczenia podłóg"], "Środek do czyszczenia podłóg"],
  // Round 2: a trailing noun after the label, header rows of labels, pairs on a line.
  ["en", "Product Use Description", ["Product Use Description: Floor cleaner"], "Floor cleaner"],
  ["en", "header row product and use", [`Product identifier${G}Recommended use`, `Floor Shine 500${G}Floor cleaner`], "Floor cleaner"],
  ["en", "use and restrictions pairs on a line", [`Recommended use${G}Floor cleaner${G}Restrictions on use${G}None known`], "Floor cleaner"],
  ["en", "use and restrictions one space apart", ["Recommended use: Floor cleaner Restrictions on use: None known"], "Floor cleaner"],
  ["en", "identified use; advised against", ["Identified uses: Floor cleaner; Uses advised against: none"], "Floor cleaner"],
  ["en", "Uses of the product", ["Uses of the product : Floor cleaner"], "Floor cleaner"],
  ["en", "Use(s) of the product", ["Use(s) of the product: Floor cleaner"], "Floor cleaner"],
  ["de", "Verwendung des Stoffes / des Gemisches gap", [`Verwendung des Stoffes / des Gemisches${G}Bodenreiniger`], "Bodenreiniger"],
  ["fr", "Utilisation(s) recommandée(s) et restrictions", ["Utilisation recommandée et restrictions d'utilisation : Nettoyant pour sols"], "Nettoyant pour sols"],
  ["es", "Uso recomendado y restricciones", ["Uso recomendado y restricciones de uso: Limpiador de suelos"], "Limpiador de suelos"],
  // Round 3: a combined OSHA label before a column gap, a bulleted value under a label alone.
  ["en", "OSHA combined label, column gap", [`Recommended use of the chemical and restrictions on use${G}Floor cleaner`], "Floor cleaner"],
  ["en", "bulleted value below a label alone", ["Identified uses:", "• Floor cleaner", "Uses advised against:", "• Spray application"], "Floor cleaner"],
  ["en", "dashed value below a label alone", ["Recommended use", "- Floor cleaner"], "Floor cleaner"],
  // Round 4: a label wrapped over two lines, its value printed between them or beside its second line.
  ["en", "value between the label's lines (OSHA)", ["Recommended use of the chemical", "Floor cleaner", "and restrictions on use"], "Floor cleaner"],
  ["en", "value between the label's lines (REACH)", ["Relevant identified uses of the substance", "Floor cleaner", "or mixture and uses advised against"], "Floor cleaner"],
  ["en", "value beside the first line, OSHA label", [`Recommended use of the${G}Floor cleaner`, "chemical and restrictions on use"], "Floor cleaner"],
  ["en", "value between a slashed label's lines", ["Use of the substance/", "Floor cleaner", "mixture"], "Floor cleaner"],
  ["de", "value between the label's lines", ["Verwendung des Stoffs/", "Bodenreiniger", "des Gemischs"], "Bodenreiniger"],
  ["fr", "value between the label's lines", ["Utilisation de la substance/", "Nettoyant pour sols", "du mélange"], "Nettoyant pour sols"],
];

describe("1.2's use in the forms sheets print it (session 21 sweep)", () => {
  for (const [language, form, lines, use] of CASES) {
    check(`${language} ${form}`, () => {
      const parsed = parseForms(language, lines, ["Physical state: liquid"]);
      expect({ use: parsed.recommended_use, f1: wordF1(use, parsed.recommended_use) >= 0.6 }).toEqual({ use: parsed.recommended_use, f1: true });
    });
  }
});
