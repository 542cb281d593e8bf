/**
 * Words around a company's name in section 1, in the eight languages: the nouns that make a label name a party, the
 * words that make it another field's, departments and titles printed with the company, and SDS authoring systems
 * that sign a sheet's copyright line. Company labels and legal forms live in ./company-labels.ts.
 */
import { CROSS_REFERENCE_VERBS } from "./cross-reference-words.ts";

/**
 * The phrases and the same phrases without their accents: text layers and authors drop them, above all in capitals
 * ("COMPANIA", "Societe", "Razao social", "Wytworca"). Letters that are not a base letter and a mark ("ß", "ø", "ł")
 * stay as they are.
 */
export function withUnaccented(phrases: readonly string[]): readonly string[] {
  return [...new Set(phrases.flatMap((phrase) => {
    const split = phrase.normalize("NFD");
    // Capitals often lose the vowels' accents but keep "Ñ" and "Ç" ("COMPAÑIA", "FABRIQUÉ" → "FABRIQUE").
    return [phrase, split.replace(/\p{M}/gu, "").normalize("NFC"), split.replace(/([aeiouy])\p{M}+/giu, "$1").normalize("NFC")];
  }))];
}

/**
 * The phrases, and the Greek ones also without their tonos and dialytika (withUnaccented): Greek set in capitals drops
 * them by rule ("ΟΝΟΜΑ ΠΡΟΙΟΝΤΟΣ"), and a text layer or scan may lose them in small letters ("Εμπορικη ονομασια").
 */
export function withUnaccentedGreek(phrases: readonly string[]): readonly string[] {
  return [...new Set(phrases.flatMap((phrase) => (/\p{Script=Greek}/u.test(phrase) ? withUnaccented([phrase]) : [phrase])))];
}

/**
 * Words that make a label name a party ("Datos de la empresa", "Identity of the manufacturer", "Responsable de la
 * commercialisation", "Sprzedawca"): a label the vocabulary does not know whose value is a company. Matched at a
 * word start, so German compounds ("Herstellerangaben") count.
 */
export const COMPANY_NOUNS: readonly string[] = withUnaccented([
  "company", "supplier", "manufacturer", "producer", "distributor", "importer", "undertaking", "placing on the market", "marketer",
  "unternehmen", "firma", "lieferant", "hersteller", "inverkehrbringer", "händler", "importeur", "vertreiber",
  "société", "entreprise", "fournisseur", "fabricant", "distributeur", "importateur", "commercialisation", "mise sur le marché",
  "empresa", "compañía", "proveedor", "fabricante", "distribuidor", "importador", "comercialización",
  "società", "azienda", "ditta", "fornitore", "produttore", "fabbricante", "distributore", "importatore", "immissione sul mercato",
  "bedrijf", "onderneming", "leverancier", "fabrikant", "producent", "fornecedor", "colocação no mercado",
  "dostawca", "dostawcy", "producenta", "dystrybutor", "importer", "sprzedawca", "wprowadzający", "przedsiębiorstw",
  "companhia", "leverantör", "tillverkare", "leverandør", "toimittaja", "valmistaja",
  // cs, sk, hu, ro (word starts: "výrobce", "výrobcu", "dovozca", "dovozce" …)
  "výrobc", "dovozc", "dodavatel", "dodávateľ", "společnost", "spoločnosť", "szállító", "gyártó", "forgalmazó", "importőr",
  "furnizor", "producător", "importator",
]);

/**
 * The roles a party plays under REACH/CLP and OSHA, as whole words (singular, plural where printed), in the eight
 * languages: a label made only of these and separators ("Manufacturer, importer, supplier", "Hersteller/Lieferant",
 * "Fabricante y/o proveedor") names the party (./role-list-labels.ts). MAKER_ROLE_WORDS are the ones that make such a
 * label the manufacturer's.
 */
export const MAKER_ROLE_WORDS: readonly string[] = withUnaccented([
  "manufacturer", "manufacturers", "producer", "producers", "chemical manufacturer",
  "hersteller", "produzent", "fabricant", "producteur", "fabricante", "productor", "produttore", "fabbricante",
  "fabrikant", "producent", "produtor", "wytwórca",
  // the Nordic languages, Finnish, central Europe and the Baltics ("Výrobce /dodavatel", "Tillverkare/leverantör")
  "tillverkare", "produsent", "valmistaja", "výrobce", "výrobca", "gyártó", "producător", "proizvođač", "proizvajalec",
  "gamintojas", "ražotājs", "tootja",
]);
/**
 * The party words that may qualify another field's label before it ("Manufacturer Product Number : P5986CT", "Supplier
 * Item Number"): a maker's, supplier's or distributor's word, never a company's own ("Harbour Company Cleaner").
 */
export const LABEL_QUALIFYING_ROLE_WORDS: readonly string[] = withUnaccented([
  ...MAKER_ROLE_WORDS, "supplier", "distributor", "vendor", "lieferant", "händler", "vertreiber", "fournisseur", "distributeur",
  "proveedor", "distribuidor", "fornitore", "distributore", "leverancier", "fornecedor", "dostawca", "dystrybutor",
]);
export const PARTY_ROLE_WORDS: readonly string[] = withUnaccented([
  ...MAKER_ROLE_WORDS,
  "importer", "importers", "supplier", "suppliers", "distributor", "distributors", "downstream user", "company", "responsible party",
  "other responsible party", "registrant", "only representative",
  "importeur", "lieferant", "händler", "nachgeschalteter anwender", "unternehmen", "firma", "inverkehrbringer", "vertreiber",
  "verantwortlicher", "alleinvertreter",
  "importateur", "fournisseur", "distributeur", "utilisateur en aval", "société", "entreprise", "représentant exclusif",
  "importador", "proveedor", "distribuidor", "comercializador", "comercializadora", "usuario intermedio", "usuario posterior", "empresa",
  "compañía", "representante exclusivo",
  "importatore", "fornitore", "distributore", "utilizzatore a valle", "società", "azienda", "rappresentante esclusivo",
  "leverancier", "distributeur", "downstream-gebruiker", "downstreamgebruiker", "bedrijf", "onderneming", "verantwoordelijke",
  "fornecedor", "distribuidor", "utilizador a jusante", "companhia", "responsable", "responsabile", "responsável",
  "importer", "dostawca", "dystrybutor", "dalszy użytkownik", "podmiot odpowiedzialny",
  "leverantör", "importör", "distributör", "leverandør", "importør", "distributør", "toimittaja", "maahantuoja", "jakelija",
  "dodavatel", "dovozce", "dodávateľ", "dovozca", "distribútor", "szállító", "forgalmazó", "importőr",
  "furnizor", "importator", "distribuitor", "dobavljač", "uvoznik", "dobavitelj", "tiekėjas", "importuotojas",
  "piegādātājs", "importētājs", "tarnija", "importija",
]);

/** The address nouns of a party's address label ("Supplier address", "Leverancier adres", "Anschrift des Herstellers"). */
export const PARTY_ADDRESS_WORDS: readonly string[] = [
  "address", "adresse", "anschrift", "dirección", "indirizzo", "adres", "endereço", "morada", "adress", "osoite",
];

/** Words that make a party's label another field's ("Supplier address", "Manufacturer contact", "Company phone"). */
export const NOT_COMPANY_NAME_LABEL_WORDS: readonly string[] = [
  ...PARTY_ADDRESS_WORDS, "phone", "telephone", "tel",
  "telefon", "téléphone", "teléfono", "telefono", "telefoon", "telefone", "fax", "e-mail", "email", "mail", "emergency", "notfall",
  "notruf", "urgence", "emergencia", "emergenza", "noodgevallen", "emergência", "awaryjn", "contact", "kontakt", "contacto",
  "contatto", "contato", "person", "persona", "personne", "osoba", "web", "website", "internet", "homepage", "vat", "registration",
];

/**
 * Words of section 1's title and of cross-references ("Product and company identification", "Bezeichnung des Stoffs
 * … und des Unternehmens", "See manufacturer's data sheet"): a line with them names a party but is not its label.
 * The cross-reference verbs are ./cross-reference-words.ts's.
 */
export const COMPANY_HEADING_WORDS: readonly string[] = [
  "product", "substance", "preparation", "mixture", "chemical",
  "bezeichnung", "produkt", "stoff", "gemisch", "zubereitung", "produit", "mélange",
  "producto", "sustancia", "mezcla", "prodotto", "sostanza", "miscela", "stof", "mengsel",
  "produto", "substância", "mistura", "substancj", "mieszanin",
  ...CROSS_REFERENCE_VERBS,
  // 1999/45 wording: "preparation" in the languages ("IDENTYFIKACJA PREPARATU/ IDENTYFIKACJA PRODUCENTA")
  "préparation", "preparado", "preparato", "preparaat", "preparat",
];

/** SDS authoring systems and their vendors, who sign a sheet's copyright line for the template, not the product. */
export const AUTHORING_SYSTEM_WORDS: readonly string[] = [
  "sphera", "ul llc", "ul solutions", "underwriters laboratories", "wercs", "chemwatch", "lisam", "chemges", "quentic", "verisk",
  "3e company", "velocity", "msdsonline", "sitehawk", "chemical safety software", "dr. software", "infodyne", "yordas",
  "thinkstep", "cloudsds", "actio", "sds manager", "scivera", "kreussler", "dokuwerk", "gestis", "ecomundo", "chemius",
];

/**
 * A department or a desk of the company printed under its label or heading ("Product Stewardship", "Abteilung
 * Produktsicherheit", "Service réglementaire"): not the company's name, which is near. Matched at a word start.
 */
export const DEPARTMENT_WORDS: readonly string[] = [
  "department", "dept.", "product stewardship", "product safety", "regulatory affairs", "regulatory compliance", "customer service",
  "customer care", "technical service", "sds team", "msds coordinator", "health, safety", "environment, health", "ehs ", "hse ",
  "abteilung", "produktsicherheit", "kundenservice", "kundendienst", "anwendungstechnik", "service client", "service réglementaire",
  "service technique", "département", "departamento", "servicio técnico", "atención al cliente", "dipartimento", "ufficio",
  "servizio clienti", "assistenza clienti", "afdeling", "klantenservice", "serviço de apoio", "apoio ao cliente", "dział",
  "biuro obsługi",
];

/**
 * An office of the company heading its address or its name ("Canadian Headquarters" over "Diversey Canada, Inc.",
 * "Siège social", "US Headquarters Diversey Canada, Inc.", sk "Ústredie spoločnosti Bio-Rad Laboratories Inc"): not the
 * company's name, which follows. Departments too (DEPARTMENT_WORDS).
 */
export const OFFICE_WORDS: readonly string[] = [
  "headquarters", "head office", "main office", "registered office", "sales office", "hauptsitz", "firmensitz", "siège social",
  "sede central", "sede legale", "sede operativa", "casa matriz", "hoofdkantoor", "siedziba", "ústredie spoločnosti",
  "sídlo společnosti", "sídlo spoločnosti",
];

/**
 * Titles before a person's name ("Dr. Jane Miller", "Frau Müller", "Mme Dupont"): a contact, not the company. Short
 * titles only with their dot ("Dr Oetker" may be a company).
 */
export const PERSON_TITLES: readonly string[] = [
  "dr.", "mr.", "mrs.", "ms.", "prof.", "herr", "frau", "mme", "mlle", "sr.", "sra.", "sig.", "sig.ra", "dott.", "dhr.", "mevr.",
];

/**
 * A party label's value that refers back to the company block printed above ("Company: As above", "Hersteller: siehe
 * oben", "Fornitore: vedi sopra"): the sheet's letterhead or title block names the party (./company-as-above.ts).
 */
export const REFERS_ABOVE_WORDS: readonly string[] = [
  "as above", "see above", "same as above", "refer to above", "as stated above", "as mentioned above", "as per above", "as detailed above",
  "siehe oben", "wie oben", "s. oben", "wie oben angegeben", "siehe oben genannt",
  "voir ci-dessus", "comme ci-dessus", "voir plus haut", "cf. ci-dessus", "idem ci-dessus",
  "ver arriba", "véase arriba", "vease arriba", "igual que arriba", "como arriba", "ver más arriba", "ver mas arriba",
  "vedi sopra", "come sopra", "vedere sopra", "v. sopra", "vedasi sopra",
  "zie boven", "zie hierboven", "als boven", "zie bovenaan",
  "ver acima", "igual acima", "como acima", "vide acima", "veja acima",
  "jak wyżej", "patrz wyżej", "zob. wyżej", "jak powyżej", "patrz powyżej",
  "se ovan", "som ovan", "se ovenfor", "som ovenfor", "se ovenstående", "katso yllä", "kuten yllä",
  "viz výše", "jak výše", "pozri vyššie", "ako vyššie", "lásd fent", "lásd feljebb", "mint fent", "vezi mai sus", "ca mai sus", "ut supra",
];

/** Values that say there is no such party, besides the general "none"/"n/a" words ("Importer: Same as above"). */
export const NO_COMPANY_WORDS: readonly string[] = [
  ...REFERS_ABOVE_WORDS,
  "confidential", "proprietary", "tbd", "to be determined", "various", "identical", "idem",
  "entfällt", "nicht zutreffend", "no aplica", "no procede", "non pertinent", "non pertinente", "n.v.t.", "nvt", "não se aplica",
];

/**
 * Countries a legal name may end with after its legal form, the Latin American and Iberian way of naming a group's
 * national company ("Harbour S.A. Chile", "Harbour S.A. Argentina"). Only a country alone after the legal form
 * counts; after a comma, or elsewhere ("Harbour GmbH Germany" is rather an address glued on), it is not the name's.
 */
export const LEGAL_NAME_COUNTRIES: readonly string[] = withUnaccented([
  "chile", "argentina", "brasil", "méxico", "colombia", "perú", "ecuador", "venezuela", "uruguay", "paraguay", "bolivia",
  "costa rica", "guatemala", "panamá", "república dominicana", "españa", "portugal", "iberia",
]);

/**
 * Countries as an address's last line prints them, in English and in their own languages (Europe's, and the countries
 * whose sheets the parser reads most): a country alone on a line is the address's, never a company's name ("Italia" /
 * "VWR International s.r.l." was read as one name wrapped over two lines).
 */
export const COUNTRY_NAMES: readonly string[] = withUnaccented([
  "germany", "deutschland", "france", "italy", "italia", "spain", "españa", "portugal", "netherlands", "the netherlands",
  "nederland", "belgium", "belgië", "belgique", "belgien", "luxembourg", "luxemburg", "switzerland", "schweiz", "suisse",
  "svizzera", "austria", "österreich", "poland", "polska", "czech republic", "czechia", "česká republika", "slovakia",
  "slovensko", "hungary", "magyarország", "romania", "românia", "bulgaria", "greece", "croatia", "hrvatska", "slovenia",
  "slovenija", "denmark", "danmark", "sweden", "sverige", "norway", "norge", "finland", "suomi", "ireland", "united kingdom",
  "great britain", "england", "lithuania", "lietuva", "latvia", "latvija", "estonia", "eesti", "turkey", "türkiye",
  "usa", "u.s.a.", "united states", "united states of america", "canada", "mexico", "méxico", "brazil", "brasil",
  "argentina", "chile", "colombia", "peru", "perú", "china", "japan", "india", "australia", "new zealand", "south africa",
]);

/**
 * Words before a founding year inside a company's name ("Harbour Colours Since 1664", "Gebr. Harbour seit 1890"): the
 * year is the name's, not an address's number.
 */
export const FOUNDED_YEAR_WORDS: readonly string[] = [
  "since", "est.", "established", "founded", "seit", "gegr.", "gegründet", "depuis", "fondée en", "fondé en", "desde", "fundada en",
  "fundado en", "dal", "fondata nel", "sinds", "opgericht", "anno", "fundada em", "fundado em", "od", "od roku", "sedan", "siden",
  "grundlagt", "perustettu", "vuodesta",
];

/**
 * Labels that name the sheet's author, not its supplier ("Responsible for the safety data sheet", "SDS prepared by",
 * "Competent person", "Responsabile della scheda di sicurezza", "Erstellt von"): a consultancy, a department or a
 * person. Matched at a label's start; their value never outranks a supplier's or manufacturer's
 * (./company-author-label.ts). Not "elaborado por", which names the maker (company-labels.ts).
 */
export const SDS_AUTHOR_LABELS: readonly string[] = [
  "responsible for the safety data sheet", "responsible for the sds", "responsible for the msds", "person responsible for the safety data sheet",
  "sds prepared by", "msds prepared by", "safety data sheet prepared by", "prepared by", "compiled by", "sds author", "author of the safety data sheet",
  "competent person responsible for the safety data sheet", "competent person",
  "verantwortlich für das sicherheitsdatenblatt", "verantwortlich für das sdb", "verantwortliche person", "sicherheitsdatenblatt erstellt von",
  "erstellt von", "erstellt durch", "fachkundige person", "sachkundige person", "datenblatt ausstellender bereich",
  "responsable de la fiche de données de sécurité", "responsable de la fiche de donnees de securite", "responsable de la fds",
  "personne responsable de la fiche", "fds établie par", "fiche établie par", "établie par", "etablie par", "rédigée par", "rédigé par", "personne compétente",
  "responsable de la ficha de datos de seguridad", "responsable de la ficha", "responsable de la fds", "persona responsable de la ficha",
  "ficha elaborada por", "preparado por", "redactado por", "persona competente",
  "responsabile della scheda", "responsabile della sds", "persona responsabile della scheda", "scheda redatta da", "redatto da",
  "redatta da", "compilato da", "compilata da", "elaborato da", "persona competente",
  "verantwoordelijk voor het veiligheidsinformatieblad", "verantwoordelijke voor het veiligheidsinformatieblad", "opgesteld door",
  "samengesteld door", "deskundige persoon", "bevoegde persoon",
  "responsável pela ficha de dados de segurança", "responsável pela ficha", "pessoa competente",
  "osoba odpowiedzialna za kartę", "osoba odpowiedzialna za sporządzenie karty", "osoba kompetentna", "kartę opracował", "opracował", "sporządził",
  "ansvarig för säkerhetsdatabladet", "upprättad av", "sammanställd av", "utarbetet av", "udarbejdet af",
];
