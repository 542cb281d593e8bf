/**
 * Section 1's contact labels (REACH Annex II 1.3–1.4 / OSHA App. D section 1): the supplier's telephone and address,
 * the emergency telephone, in the languages the parser reads, lower case. Spaces match any spacing.
 */

/** Telephone labels (the supplier's own line; emergency numbers have their own labels below). */
export const PHONE_LABELS: readonly string[] = [
  "telephone", "telephone number", "phone", "phone number", "tel", "tel.", "tél", "tél.", "telefon", "telefonnummer",
  "téléphone", "teléfono", "telefono", "telefoon", "telefone", "telefon", "nr telefonu", "customer service", "information",
  "für weitere informationen", "information telephone number",
  // The EU's other languages (session 19): beside a company's label in a header row ("Manufacturer's Name    Puhelin"),
  // a label, never the company.
  "tlf", "tlf.", "puhelin", "puh", "puh.", "telefón", "τηλέφωνο", "τηλ", "τηλ.", "телефон", "тел", "тел.", "telefonas", "tālrunis",
  "tālr", "tālr.",
  // Chile's and Latin America's "Fono" (session 26: "Fono: 32-555 8300", "Fono del proveedor (56) 22 555 9000").
  "fono", "fonos", "fono del proveedor", "fono proveedor", "fono de contacto",
];
/** Phrases that say a number is not for emergencies: an emergency word inside them does not make an emergency line. */
export const NON_EMERGENCY_PHRASES: readonly string[] = [
  "non-emergency", "non - emergency", "non emergency", "nonemergency", "not for emergencies", "non-emergencies", "non emergencies",
  "nonemergencies", "non-emergency matters", "other than emergencies", "ne pas urgence", "non urgent", "non urgente",
  "hors urgence", "pas d'urgence", "non-urgence", "keine notfälle", "kein notruf", "sin emergencia", "no emergencias",
  "no urgente", "non di emergenza", "geen noodgevallen", "não urgente", "nie alarmowy",
];
/**
 * Words (word starts) of a telephone line for callers abroad ("Tel. outside USA", "International phone", "Int'l",
 * "aus dem Ausland", "depuis l'étranger"): beside an emergency number, the emergency's own line from abroad.
 */
export const ABROAD_WORDS: readonly string[] = [
  "international", "intl", "int'l", "outside", "abroad", "overseas", "ausland", "außerhalb", "ausserhalb", "étranger",
  "etranger", "hors de", "internacional", "extranjero", "fuera de", "internazional", "estero", "fuori", "internationaal",
  "buitenland", "estrangeiro", "fora de", "fora do", "międzynarodow", "zagranic", "spoza", "utlandet", "udlandet", "utanför",
  "uden for", "utenfor", "ulkomail", "kansainväli",
];
/** Emergency telephone labels (1.4). */
export const EMERGENCY_LABELS: readonly string[] = [
  "emergency telephone number", "emergency telephone", "emergency phone number", "emergency phone", "emergency number",
  "emergency contact", "24 hour emergency", "24-hour emergency", "24 hr emergency", "emergency",
  "notrufnummer", "notruf", "notfallnummer", "giftnotruf", "notfall",
  "numéro d'appel d'urgence", "numéro de téléphone d'urgence", "numéro d'urgence", "téléphone en cas d'urgence", "urgence",
  "teléfono de emergencia", "número de teléfono de emergencia", "número de teléfono para emergencias",
  "número de teléfono en caso de emergencia", "emergencia",
  "numero telefonico di emergenza", "numero di telefono di emergenza", "telefono di emergenza", "emergenza",
  "telefoonnummer voor noodgevallen", "noodtelefoon", "noodnummer", "informatiedienst voor noodgevallen",
  "número de telefone de emergência", "telefone de emergência", "emergência",
  "numer telefonu alarmowego", "telefon alarmowy", "numer alarmowy",
  // fi, lv, et 1.4 titles, whose words no telephone label starts ("Hätäpuhelinnumero", "Tālruņa numurs, kur zvanīt …",
  // "Hädaabitelefoni number"): a label beside the manufacturer's in a row of labels, never the company's name
  "hätäpuhelinnumero", "hätäpuhelin", "tālruņa numurs, kur zvanīt ārkārtas situācijās", "hädaabitelefoni number", "hädaabitelefon",
];
/** Emergency services named without an emergency label ("CHEMTREC: 1-800-…"), besides EMERGENCY_PROVIDER_WORDS. */
export const EMERGENCY_SERVICE_NAMES: readonly string[] = [
  "chemtrec", "canutec", "chemtel", "infotrac", "poison control", "poison centre", "poison center",
  // Poison centres by the names sheets print them (word starts): da "Giftlinjen", fi "Myrkytystietokeskus", sv
  // "Giftinformationscentralen", no "Giftinformasjonen", cs "Toxikologické informační středisko", sk "Národné
  // toxikologické informačné centrum", hu "Egészségügyi Toxikológiai Tájékoztató Szolgálat". Their names, not a
  // toxicology word alone: "Abteilung Toxikologie, Tel.: …" is a department's line.
  "giftlinjen", "myrkytystieto", "giftinformasjon", "toxikologické informační", "toxikologického informačního",
  "toxikologické informačné", "toxikologického informačného", "toxikológiai tájékoztató", "toxikológiai információs",
];

/**
 * Labels only the readers of the telephones and address need (supplier-contacts.ts): kept out of the lists every
 * label test reads (label-tiers.ts ANY_LABEL), whose cost grows with each phrase.
 */
export const ADDRESS_LABELS_MORE: readonly string[] = [
  "supplier address", "supplier's address", "manufacturer's address", "manufacturer address", "distributor's address",
  "distributor address", "company address", "business address", "mailing address", "postal address",
  // sv, da, no, fi (their plain address words, and the other EU languages': company-labels.ts ADDRESS_LABELS)
  "besöksadress", "gatuadress", "postadresse", "besøgsadresse", "besøksadresse", "gateadresse", "käyntiosoite",
  "adresse du fournisseur", "adresse postale", "anschrift des herstellers", "postanschrift", "dirección del proveedor",
  "dirección postal", "indirizzo del fornitore", "adres van de leverancier", "endereço do fornecedor", "adres dostawcy",
];

/**
 * The address parts that supplier blocks print as labels of their own ("Street:", "City:", "PLZ/Ort:", "Localité :",
 * "Código postal:"): one list for both company-labels.ts ADDRESS_LABELS (every label test knows them) and
 * ADDRESS_PART_LABELS below (each is a part of an address).
 */
export const BLOCK_ADDRESS_PART_LABELS: readonly string[] = [
  "street", "street address", "city", "postal code", "zip", "country",
  "straße", "strasse", "postleitzahl/ort", "plz/ort", "ort", "land", "postleitzahl und ort", "plz und ort",
  "rue", "code postal", "ville", "pays", "localité", "code postal/ville",
  "localidad", "localidade", "calle", "población", "provincia", "ciudad", "código postal", "país", "código postal/ciudad",
  "via", "città", "cap", "località", "località e stato", "cap/località", "comune", "stato",
  "straat", "postcode/plaats", "plaats", "postcode", "postcode en plaats", "postcode en woonplaats", "postcode/woonplaats",
  "rua", "código postal/localidade", "ulica", "miejscowość", "kod pocztowy", "kod pocztowy/miejscowość",
  // The Nordic forms' place, town and country rows ("Sted og Land", "Ort och land", "Postnr. og by")
  "sted og land", "by og land", "ort och land", "ort och postnummer", "postnummer och ort", "postnr. og by", "postnr og by",
  "postnummer og by", "postnr. og sted", "postnummer og sted", "postnummer/sted", "sted",
];

/**
 * The address's own fields in form-like blocks ("Straße/Postfach:", "PLZ/Ort:", "Code postal/Ville :", "Country:"):
 * each is one PART of an address, the whole of it only with another part beside it (supplier-address.ts). The parts
 * of company-labels.ts ADDRESS_LABELS (BLOCK_ADDRESS_PART_LABELS) and those only the address's readers need.
 */
export const ADDRESS_PART_LABELS: readonly string[] = [
  ...BLOCK_ADDRESS_PART_LABELS,
  "city, state, zip", "city, state, zip code", "city/state/zip", "city, state and zip code", "city, state/province, postal code",
  "city/province/postal code", "city, province, postal code", "zip code", "zip/postal code", "zip code/city", "postal code/city",
  "street/p.o. box", "street/po box", "p.o. box", "po box", "state", "province", "state/province",
  "straße/postfach", "strasse/postfach", "postfach", "nat.-kennz./plz/ort", "plz",
  "rue/boîte postale", "boîte postale", "cp/ville", "calle/apartado de correos", "apartado de correos", "código postal/población",
  "via/casella postale", "casella postale", "cap/città", "codice postale/città", "codice postale", "nazione",
  "straat/postbus", "postbus", "woonplaats", "rua/caixa postal", "caixa postal", "código postal/cidade", "cidade",
  "ulica/skrytka pocztowa", "skrytka pocztowa", "miasto", "kraj", "gatuadress/box", "postnummer/ort", "postnummer", "gade/postboks",
  "postboks", "postnr./by", "postnummer/by", "postinumero/toimipaikka", "postinumero", "toimipaikka", "ulice", "psč/obec", "psč",
  "obec", "město", "paese", "maa", "stát", "země", "država", "ország",
  // The town named "Town" (en) and "Localité" (fr), with the postcode as the others are.
  "town", "postcode/town", "postal code/town", "post town", "town/city", "code postal/localité", "cp/localité",
  // The Nordic forms' postcode and town rows ("Postnr.", "Postort", no "Poststed", fi "Postitoimipaikka").
  "postnr.", "postnr", "postort", "poststed", "postitoimipaikka",
];
/** Post-office-box labels: their number is printed with them ("Postfach 10 20 30", "P.O. Box 300002"). */
export const PO_BOX_LABELS: readonly string[] = [
  "p.o. box", "po box", "postfach", "boîte postale", "apartado de correos", "casella postale", "postbus", "caixa postal",
  "skrytka pocztowa", "postboks",
];
/**
 * Shorter forms of a post box, printed before its number but too short or too common to read as a label of their own
 * ("Box 47", "BP 12", "Apartado 5", "Casilla 3", "Case postale 8", "Skr. poczt 9").
 */
export const PO_BOX_SHORT_FORMS: readonly string[] = [
  "p. o. box", "post office box", "box", "b.p.", "apartado", "apdo.", "apartado postal", "casilla", "casilla postale",
  "case postale", "skr. poczt",
];
/** Every post box's words, labels and short forms: the one list the readers of a post box share. */
export const PO_BOX_WORDS: readonly string[] = [...PO_BOX_LABELS, ...PO_BOX_SHORT_FORMS];

export const PHONE_LABELS_MORE: readonly string[] = [
  // The supplier's general lines, by what they are for.
  "supplier general contact", "general contact", "product technical information", "technical information", "product information",
  // "Product information" in the other languages (session 26: a US template's Spanish print, "Información sobre el Producto: 1 (800) …").
  "información sobre el producto", "información del producto", "informations sur le produit", "informations produit", "produktinformation",
  "produktinformationen", "informazioni sul prodotto", "productinformatie", "informações sobre o produto", "informação do produto",
  "informacje o produkcie",
  "contact number", "business phone", "main phone", "office phone", "general information", "customer care",
  "service client", "kundenservice", "kundendienst", "servicio al cliente", "atención al cliente", "servizio clienti",
  "klantenservice", "apoio ao cliente", "atendimento ao cliente", "obsługa klienta", "numer telefonu",
  "numéro de téléphone", "n° de téléphone", "número de teléfono", "numero di telefono", "telefoonnummer", "número de telefone",
  "tel.-nr.", "telefonnr.", "tfno", "nr tel.", "tel./fax", "tel/fax", "téléphone/fax", "telefon/fax", "teléfono/fax",
  // A sentence-like label before the number ("For information call: 800-…"), and the supplier's hotlines.
  "for information call", "for information, call", "for information please call", "for more information call",
  "for further information call", "for product information call", "for more information", "for further information", "information call", "information phone",
  "pour information appeler", "pour tout renseignement", "para información llame", "para mayor información llame",
  "per informazioni chiamare", "voor informatie bellen", "para informações ligue", "informacje pod numerem",
  "telephone numbers", "phone numbers", "telefonnummern", "numéros de téléphone", "números de teléfono", "números telefónicos", "numeros de telefono", "numeros telefonicos",
  "numeri di telefono", "numeri telefonici", "telefoonnummers", "números de telefone", "numery telefonów",
  "puhelinnumero", "telefonnr", "tel. nr.",
  // The line's role ("Toll Free: 1-800-…", "Switchboard: …"). Not "Main" or "Office" alone: "Office: 12 Dock Road …".
  "toll free", "toll-free", "toll free number", "phone no.", "phone no", "tel. no.", "tel no.", "tel. no", "contact phone",
  "company phone", "company phone number", "switchboard", "zentrale", "centralita", "centralino",
  "hotline", "customer hotline", "service hotline", "info-hotline", "infoline", "servicetelefon", "service-telefon",
  // The supplier's line for sheets ("SDS Requests: 1-855-…").
  "sds request", "sds requests", "msds request", "msds requests", "sds request line",
  // The supplier's line named by what it is not ("Non-Emergency: (217) 555-0100").
  "non-emergency", "non emergency", "non-emergency number", "non-emergency phone number", "non-emergency telephone number",
];
/**
 * A line alone inside sub-section 1.4 naming the supplier (EU templates list "National advisory body/Poison Centre"
 * then "Supplier" with their numbers): the telephone label under it gives the supplier's number.
 */
export const SUPPLIER_IN_EMERGENCY_HEADINGS: readonly string[] = [
  "supplier", "manufacturer", "company", "lieferant", "hersteller", "fournisseur", "fabricant", "proveedor", "fabricante",
  "fornitore", "produttore", "leverancier", "fabrikant", "fornecedor", "dostawca", "producent", "leverantör", "leverandør",
  "toimittaja", "valmistaja",
  // The company as the English list has it, in the languages.
  "firma", "unternehmen", "société", "entreprise", "empresa", "compañía", "azienda", "società", "bedrijf", "onderneming",
  "companhia", "przedsiębiorstwo",
  // The distributor (REACH's other supplier) named so, and de "Anbieter", "Vertreiber".
  "distributor", "anbieter", "vertreiber", "distributeur", "distribuidor", "distributore", "dystrybutor", "distributör",
  "distributør", "jakelija",
  // The supplier and the manufacturer in the other EU languages (session 19).
  "dodavatel", "výrobce", "dodávateľ", "výrobca", "szállító", "gyártó", "furnizor", "producător", "producator", "dobavitelj",
  "proizvajalec", "dobavljač", "proizvođač", "προμηθευτής", "παρασκευαστής", "доставчик", "производител", "tiekėjas",
  "gamintojas", "piegādātājs", "ražotājs", "tarnija", "tootja",
  "forgalmazó", "distribuitor", "distribútor", "distributer", "διανομέας", "дистрибутор", "platintojas", "izplatītājs", "turustaja",
];

export const EMERGENCY_LABELS_MORE: readonly string[] = [
  // Plurals and compounds the single words above do not reach, and the emergency services named as the label.
  "emergencies", "notfalltelefon", "notfall-telefon", "notfallauskunft", "notruftelefon", "urgences", "urgencias", "urgencia", "emergencias",
  "emergenze", "centro antiveleni", "noodgevallen", "alarmnummer", "antigifcentrum", "emergências", "urgência", "telefon awaryjny",
  "numer telefonu awaryjnego", "alarmowego",
  // sv, da, no, fi (REACH 1.4 "Telefonnummer för nödsituationer", "Nødtelefon", "Hätäpuhelinnumero")
  "telefonnummer för nödsituationer", "nationellt telefonnummer för nödsituationer", "nödtelefonnummer", "nödtelefon",
  "nödnummer", "nødtelefonnummer", "nødtelefon", "nødnummer", "hätäpuhelinnumero", "hätäpuhelin",
  "hätänumero",
  // The other EU languages' 1.4 (Regulation (EU) 2020/878 Annex II) and their short forms.
  "telefonní číslo pro naléhavé situace", "nouzové telefonní číslo", "nouzový telefon", "telefon pro naléhavé situace",
  "núdzové telefónne číslo", "núdzový telefón", "sürgősségi telefonszám", "sürgősségi telefon",
  "numărul de telefon care poate fi apelat în caz de urgență",
  "număr de telefon care poate fi apelat în caz de urgență", "telefon pentru urgențe", "telefon de urgență", "număr de telefon pentru urgențe",
  "broj telefona za hitne slučajeve", "telefon za hitne slučajeve", "telefonska številka za nujne primere", "telefon za nujne primere",
  "телефонен номер при спешни случаи", "αριθμός τηλεφώνου επείγουσας ανάγκης", "hädaabitelefoninumber",
  "tālruņa numurs, kur zvanīt ārkārtas situācijās", "pagalbos telefono numeris", "telefonnummer i nødstilfælde",
  // nl "Inlichtingen in noodsituatie" (the older 1.4 wording), its plural; cs, sk "Nouzové tf. číslo", "Núdzové číslo"
  // (the adjective is the label: its abbreviated nouns vary); it "Numero telefonico di chiamata urgente".
  "inlichtingen in noodsituatie", "noodsituatie", "noodsituaties", "nouzové", "nouzový", "nouzová", "núdzové", "núdzový",
  "núdzová", "chiamata urgente", "numero telefonico di chiamata urgente", "chiamata di emergenza",
  // Chile's "Fono" (session 26: "Fono emergencia 555 3000", "Fono de emergencia").
  "fono emergencia", "fono de emergencia", "fono emergencias", "fono de emergencias",
];

/**
 * The words of the hours a line is open, printed after its number ("0-24 Uhr", "24hr", "8-17 tim", "24h/24", "0-24 ore"):
 * figures before them are no part of the number.
 */
export const HOURS_WORDS: readonly string[] = [
  "h", "hr", "hrs", "hour", "hours", "uhr", "std", "std.", "stunden", "heures", "heure", "horas", "hora", "ore", "uur",
  "tim", "timmar", "timer", "tuntia", "godz", "godz.", "hod", "hod.", "hodin", "óra", "órás", "ώρες", "часа",
];

/**
 * Word starts of a row's own label that gives its number to another purpose than emergencies ("For SDS Information",
 * "Pour information FDS", "Customer Service", "Vertrieb"): under an emergency heading, a row so labelled is not the
 * emergency's when a row naming an emergency follows.
 */
export const INFORMATION_ROW_WORDS: readonly string[] = [
  "inform", "info", "auskunft", "renseign", "sds", "msds", "fds", "hds", "sdb", "fispq", "customer", "technical", "technique",
  "técnic", "tecnic", "technisch", "kunden", "client", "sales", "vente", "ventas", "vendite", "vertrieb", "verkoop",
];

/** The contact person and the person responsible, in the languages: another field's label (value-end-labels.ts), an address's end. */
export const CONTACT_PERSON_LABELS: readonly string[] = [
  "kontaktperson", "ansprechpartner", "ansprechperson", "verantwortliche person", "zuständige person", "personne à contacter",
  "personne de contact", "personne responsable", "persona de contacto", "persona responsable", "persona di contatto",
  "persona di riferimento", "persona responsabile", "contactpersoon", "verantwoordelijke persoon", "pessoa de contacto",
  "pessoa de contato", "pessoa responsável", "osoba kontaktowa", "osoba odpowiedzialna", "ansvarig person", "ansvarlig person",
  "yhteyshenkilö", "vastuuhenkilö", "kontaktní osoba", "odpovědná osoba", "kontaktná osoba", "zodpovedná osoba",
  "kapcsolattartó", "felelős személy", "persoană de contact", "persoana de contact", "persoană responsabilă",
  "kontaktna oseba", "odgovorna oseba", "kontakt osoba", "odgovorna osoba", "responsible person",
];

/**
 * A party's contact details as a heading, in the languages ("Distributeur / Coordonnées", "Supplier / Contact details",
 * "Lieferant / Kontaktdaten"): the party's name and address follow below; never a company's name.
 */
export const CONTACT_DETAILS_LABELS: readonly string[] = [
  "contact details", "contact information", "contact data", "coordonnées", "kontaktdaten", "kontaktangaben", "kontaktinformationen",
  "datos de contacto", "información de contacto", "dati di contatto", "recapiti", "contactgegevens", "contactinformatie",
  "dados de contacto", "dados de contato", "informações de contato", "informações de contacto", "dane kontaktowe",
  "kontaktuppgifter", "kontaktoplysninger", "kontaktinformasjon", "yhteystiedot",
];

/**
 * Labels of the fields printed after the address in the languages whose labels the general label test does not know
 * (word starts at a line's start): the responsible person, a contact, a web or e-mail address. An address ends there.
 */
/** Labels of a web or e-mail address (an address's end; address-run-on.ts also ends a line of stacked parts there). */
export const WEB_AND_MAIL_LABELS: readonly string[] = [
  "e-mail", "email", "website", "web site", "homepage", "internet", "www", "webbadress", "webbplats", "hemsida", "hjemmeside",
  "webside", "kotisivu", "e-postadress", "e-postadresse", "e-post", "epost", "sähköposti",
];

export const ADDRESS_END_LABELS: readonly string[] = [
  ...CONTACT_PERSON_LABELS,
  ...WEB_AND_MAIL_LABELS,
  // sv, da, no, fi
  "ansvarig/utfärdande person", "utfärdande person", "utfärdare", "kontaktinformation", "kontaktoplysninger", "kontaktinformasjon",
  "yhteystiedot",
  // ro: the responsible person's e-mail address and the responsible person
  "adresa a persoanei responsabile", "adresa de e-mail", "adresa de email", "persoana responsabilă",
  // nl, de, pl: the department that gives information, a contact (the contact or responsible persons: the list above)
  "inlichtingengevende sector", "auskunftgebender bereich", "osoba do kontaktu",
];
/**
 * Address parts a Nordic form labels side by side when its rows run together on one line ("Postadress … Postnr. …
 * Postort … Land …", da "… Postnr. … By … Land …"): read inside a line, capitalised, two or more after an address label.
 */
export const STACKED_ADDRESS_PART_LABELS: readonly string[] = [
  "postnr.", "postnr", "postnummer", "postort", "poststed", "ort", "by", "land", "postinumero", "postitoimipaikka", "maa",
];

/**
 * Verbs of calling a number, in the languages ("call", "appelez", "anrufen", "llame", "chiamare", "bellen", "ligue",
 * "zadzwoń"): a line telling the reader to call is a telephone's, never an address's (supplier-address.ts).
 */
export const CALL_WORDS: readonly string[] = [
  "call", "appelez", "appeler", "anrufen", "llame", "llamar", "chiamare", "bellen", "ligue", "ligar", "zadzwoń",
];
/**
 * More words of calling that are safe only right before a number ("Ring 112", "Rufen Sie 112 an", "bel 112", "dial",
 * "dzwoń pod", "soita", …): "Ring" and "Marque" are also street names' words, so an address line is never tested for them.
 */
export const CALL_WORDS_BEFORE_NUMBER: readonly string[] = [
  "ring", "rufen", "dial", "composez", "marque", "chiamate", "bel", "dzwoń", "soita", "volejte", "volajte", "hívja", "sunați",
];
