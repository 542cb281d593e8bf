/**
 * Family L, round 2 (session 17): the NEWER fields' labels and the physical state's value words in the seven languages.
 * (The other fourteen EU languages: test/helpers/metamorphic-language-fields-more.ts, session 19.)
 * An English sheet's telephone, fax, address, street, postal code, town and country labels, its identified /
 * recommended use and "uses advised against" labels, its physical state / appearance / form labels and its flash
 * point label become the language's (one to three wordings, variant k takes wording k), and on the physical state's
 * line the state word (liquid, solid, gas, paste, aerosol, powder) becomes the language's noun or adjective. The
 * scorer compares the state as the normalised English word (accuracy.ts: "liquid" … "aerosol"), so the truth stays.
 *
 * Sources, written by hand and NOT from the parser's vocabulary: Annex II of REACH as amended by Regulation (EU)
 * 2020/878 (EUR-Lex CELEX 32020R0878, each language's text: 1.2 "identified uses … uses advised against", 1.4
 * "emergency telephone number", 9.1 (a) "physical state", (j) "flash point"), and the wordings real sheets in each
 * language print for the contact block and the appearance ("Aussehen", "Aspect", "Aspetto", "Wygląd" …).
 */
import { MORE_FIELD_WORDS } from "./metamorphic-language-fields-more.ts";

export type FieldLabelKey = "fax" | "telephone" | "address" | "street" | "postalCode" | "town" | "country"
  | "identifiedUses" | "recommendedUse" | "usesAdvisedAgainst" | "physicalState" | "appearance" | "form" | "flashPoint";

const AS_LABEL = String.raw`(?=\s*:|\s{2,}|\s*$)`;

/** English wordings of each newer label (non-capturing groups only); a longer wording before a shorter one. */
export const ENGLISH_FIELD_LABELS: ReadonlyArray<readonly [FieldLabelKey, string]> = [
  ["fax", String.raw`Fax(?:\s+(?:number|no\.?))?|Telefax`],
  ["telephone", String.raw`Tele(?:phone)?(?:\s+(?:number|no\.?))?|Tel\.?|Phone(?:\s+(?:number|no\.?))?`],
  ["address", String.raw`(?:Postal\s+|Street\s+)?Address`],
  // The short words are labels only before a colon or a column's gap ("City, State ZIP" is an address's line).
  ["street", String.raw`Street${AS_LABEL}`],
  ["postalCode", String.raw`(?:Postal|Post|Zip)\s*code|Postcode`],
  ["town", String.raw`(?:Town|City)${AS_LABEL}`],
  ["country", String.raw`Country${AS_LABEL}`],
  ["identifiedUses", String.raw`(?:Relevant\s+)?Identified\s+uses?`],
  ["recommendedUse", String.raw`Recommended\s+uses?(?:\s+and\s+restrictions\s+on\s+use)?|Use\s+of\s+the\s+(?:substance\s*\/\s*(?:the\s+)?mixture|product|substance|mixture)|Product\s+use|Intended\s+use`],
  ["usesAdvisedAgainst", String.raw`Uses?\s+advised\s+against`],
  // Not the bare "State": in an American address it is the state's label.
  ["physicalState", String.raw`Physical\s+state`],
  ["appearance", String.raw`Appearance`],
  ["form", String.raw`Physical\s+form|Form${AS_LABEL}`],
  ["flashPoint", String.raw`Flash\s*point`],
];

export type FieldWords = { labels: Readonly<Record<FieldLabelKey, readonly string[]>>; states: Readonly<Record<StateWord, readonly string[]>> };
export type StateWord = "semisolid" | "liquid" | "solid" | "gas" | "paste" | "aerosol" | "powder";

const SEVEN_FIELD_WORDS: Readonly<Record<string, FieldWords>> = {
  de: {
    labels: {
      fax: ["Fax", "Telefax"], telephone: ["Telefon", "Tel."], address: ["Anschrift", "Adresse"], street: ["Straße"], postalCode: ["PLZ", "Postleitzahl"],
      town: ["Ort", "Stadt"], country: ["Land"], identifiedUses: ["Identifizierte Verwendungen", "Relevante identifizierte Verwendungen"],
      recommendedUse: ["Empfohlene Verwendung", "Verwendung des Stoffs/des Gemischs"], usesAdvisedAgainst: ["Verwendungen, von denen abgeraten wird", "Abgeratene Verwendungen"],
      physicalState: ["Aggregatzustand", "Physikalischer Zustand"], appearance: ["Aussehen"], form: ["Form"], flashPoint: ["Flammpunkt"],
    },
    states: { semisolid: ["halbfest"], liquid: ["Flüssigkeit", "flüssig"], solid: ["Feststoff", "fest"], gas: ["Gas", "gasförmig"], paste: ["Paste", "pastös"], aerosol: ["Aerosol"], powder: ["Pulver"] },
  },
  fr: {
    labels: {
      fax: ["Fax", "Télécopie"], telephone: ["Téléphone", "Tél."], address: ["Adresse"], street: ["Rue"], postalCode: ["Code postal"], town: ["Ville", "Localité"],
      country: ["Pays"], identifiedUses: ["Utilisations identifiées", "Utilisations identifiées pertinentes"],
      recommendedUse: ["Utilisation recommandée", "Utilisation de la substance/du mélange"], usesAdvisedAgainst: ["Utilisations déconseillées"],
      physicalState: ["État physique"], appearance: ["Aspect"], form: ["Forme"], flashPoint: ["Point d'éclair"],
    },
    states: { semisolid: ["semi-solide"], liquid: ["Liquide"], solid: ["Solide"], gas: ["Gaz", "gazeux"], paste: ["Pâte", "pâteux"], aerosol: ["Aérosol"], powder: ["Poudre"] },
  },
  es: {
    labels: {
      fax: ["Fax"], telephone: ["Teléfono", "Tel."], address: ["Dirección", "Domicilio"], street: ["Calle"], postalCode: ["Código postal"], town: ["Ciudad", "Localidad"],
      country: ["País"], identifiedUses: ["Usos identificados", "Usos pertinentes identificados"], recommendedUse: ["Uso recomendado", "Uso de la sustancia o de la mezcla"],
      usesAdvisedAgainst: ["Usos desaconsejados"], physicalState: ["Estado físico"], appearance: ["Aspecto"], form: ["Forma"], flashPoint: ["Punto de inflamación"],
    },
    states: { semisolid: ["semisólido"], liquid: ["Líquido"], solid: ["Sólido"], gas: ["Gas", "gaseoso"], paste: ["Pasta", "pastoso"], aerosol: ["Aerosol"], powder: ["Polvo"] },
  },
  it: {
    labels: {
      fax: ["Fax"], telephone: ["Telefono", "Tel."], address: ["Indirizzo"], street: ["Via"], postalCode: ["CAP", "Codice postale"], town: ["Città", "Località"],
      country: ["Paese", "Nazione"], identifiedUses: ["Usi identificati", "Usi pertinenti identificati"], recommendedUse: ["Uso raccomandato", "Uso della sostanza/della miscela"],
      usesAdvisedAgainst: ["Usi sconsigliati"], physicalState: ["Stato fisico"], appearance: ["Aspetto"], form: ["Forma"], flashPoint: ["Punto di infiammabilità"],
    },
    states: { semisolid: ["semisolido"], liquid: ["Liquido"], solid: ["Solido"], gas: ["Gas", "gassoso"], paste: ["Pasta", "pastoso"], aerosol: ["Aerosol"], powder: ["Polvere"] },
  },
  nl: {
    labels: {
      fax: ["Fax"], telephone: ["Telefoon", "Tel."], address: ["Adres"], street: ["Straat"], postalCode: ["Postcode"], town: ["Plaats", "Woonplaats"], country: ["Land"],
      identifiedUses: ["Geïdentificeerde gebruiken", "Relevante geïdentificeerde gebruiken"], recommendedUse: ["Aanbevolen gebruik", "Gebruik van de stof/het mengsel"],
      usesAdvisedAgainst: ["Ontraden gebruik", "Gebruik waarvan wordt afgeraden"], physicalState: ["Fysische toestand", "Aggregatietoestand"], appearance: ["Uiterlijk", "Voorkomen"],
      form: ["Vorm"], flashPoint: ["Vlampunt"],
    },
    states: { semisolid: ["halfvast", "halfvaste stof"], liquid: ["Vloeistof", "vloeibaar"], solid: ["Vaste stof", "vast"], gas: ["Gas", "gasvormig"], paste: ["Pasta", "pasteus"], aerosol: ["Aerosol", "Spuitbus"], powder: ["Poeder"] },
  },
  pt: {
    labels: {
      fax: ["Fax"], telephone: ["Telefone", "Tel."], address: ["Morada", "Endereço"], street: ["Rua"], postalCode: ["Código postal"], town: ["Localidade", "Cidade"],
      country: ["País"], identifiedUses: ["Utilizações identificadas", "Utilizações identificadas relevantes"],
      recommendedUse: ["Utilização recomendada", "Utilização da substância/mistura"], usesAdvisedAgainst: ["Utilizações desaconselhadas"],
      physicalState: ["Estado físico"], appearance: ["Aspeto", "Aspecto"], form: ["Forma"], flashPoint: ["Ponto de inflamação"],
    },
    states: { semisolid: ["semissólido"], liquid: ["Líquido"], solid: ["Sólido"], gas: ["Gás", "gasoso"], paste: ["Pasta", "pastoso"], aerosol: ["Aerossol"], powder: ["Pó"] },
  },
  pl: {
    labels: {
      fax: ["Faks", "Fax"], telephone: ["Telefon", "Tel."], address: ["Adres"], street: ["Ulica"], postalCode: ["Kod pocztowy"], town: ["Miejscowość", "Miasto"],
      country: ["Kraj"], identifiedUses: ["Zidentyfikowane zastosowania", "Istotne zidentyfikowane zastosowania"],
      recommendedUse: ["Zalecane zastosowanie", "Zastosowanie substancji/mieszaniny"], usesAdvisedAgainst: ["Zastosowania odradzane"],
      physicalState: ["Stan skupienia"], appearance: ["Wygląd"], form: ["Postać"], flashPoint: ["Temperatura zapłonu"],
    },
    states: { semisolid: ["półstały"], liquid: ["Ciecz", "ciekły"], solid: ["Ciało stałe", "stały"], gas: ["Gaz", "gazowy"], paste: ["Pasta"], aerosol: ["Aerozol"], powder: ["Proszek"] },
  },
};

/** The seven languages' words and the other fourteen EU languages' (test/helpers/metamorphic-language-fields-more.ts). */
export const FIELD_WORDS: Readonly<Record<string, FieldWords>> = { ...SEVEN_FIELD_WORDS, ...MORE_FIELD_WORDS };

/** English state words (whole words) → which state word of the table they are. */
const ENGLISH_STATES: ReadonlyArray<readonly [StateWord, RegExp]> = [
  // A semi-solid (a paste's state, as the scorer compares it) is one word in the languages, before the solid.
  ["semisolid", /\bsemi-?solids?\b/giu],
  ["liquid", /\bliquids?\b/giu], ["solid", /\bsolids?\b/giu], ["gas", /\bgas(?:es|eous)?\b/giu], ["paste", /\bpaste\b/giu],
  ["aerosol", /\baerosols?\b/giu], ["powder", /\bpowders?\b/giu],
];

/** A state word in the case the printed one had (capitals, a capital first, or lower case). */
export function stateInCaseOf(printed: string, word: string): string {
  if (/^\p{Lu}+$/u.test(printed) && printed.length > 1) return word.toLocaleUpperCase();
  return /^\p{Lu}/u.test(printed) ? word[0]!.toLocaleUpperCase() + word.slice(1) : word.toLocaleLowerCase();
}

/**
 * The state words of one line (the physical state's line) in the language: wording k, capitalised as printed
 * (an adjective form is lower case unless the English word was capitalised or in capitals).
 */
export function translateStateWords(text: string, language: string, k: number): string {
  const words = FIELD_WORDS[language];
  if (!words) return text;
  let out = text;
  for (const [state, pattern] of ENGLISH_STATES) {
    out = out.replace(pattern, (match) => stateInCaseOf(match, words.states[state][k % words.states[state].length]!));
  }
  return out;
}
