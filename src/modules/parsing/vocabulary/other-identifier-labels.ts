/**
 * Section 1's other identifiers of the product (1.1's "other means of identification", a product code, an article
 * number, the sheet's number, a UFI), in the languages the parser reads, lower case; kept apart from
 * ./identity-labels.ts for its size.
 */

/**
 * Section 1's other identifiers of the product (1.1 "other means of identification", OSHA's product code): the fields
 * printed beside the name in a two-column form, whose label a name may run into on one line ("Harbour Rinse 40
 * Product number 4711"). Read by ./run-on-labels.ts; a single word here counts as a label without a colon, so only
 * compounds and words no name holds stand alone.
 */
export const OTHER_IDENTIFIER_LABELS: readonly string[] = [
  // en
  "product code", "product number", "product no", "product no.", "article number", "article no", "item number", "item no",
  "item code", "item codes",
  // a spare part's or cartridge's number (printer supplies' sheets: "Numero della parte 006R04356, …"), in the languages
  "part number", "part numbers", "part no", "numero della parte", "numero di parte", "número de pieza", "número de parte",
  "numéro de pièce", "numéro de référence", "teilenummer", "onderdeelnummer", "número da peça", "numer części",
  "catalog number", "catalogue number", "catalog no", "catalogue no", "internal identification", "internal code", "sales code",
  "internal identification code", "internal product identification code", "internal product code",
  "material number", "material code", "recipe number", "formula number", "sds number", "sds no", "msds number", "msds no",
  "other means of identification", "other means of identifications", "other names", "alternative names", "alternative name",
  // the singular that "Synonym(s)" and "Other name(s)" read as with their plural marks left out
  "synonym", "other name", "other product names", "other product name",
  "alternate names", "alternate name", "alternate product names", "synonyms", "cas no", "cas number", "cas-no", "cas nr",
  "cas #", "ec no", "ec number", "ec-no", "ec index no", "ec index number", "index no", "index number", "eu index no",
  "reach registration no", "reach registration number", "registration number", "registration no", "reach reg. no",
  "molecular formula", "chemical formula", "chemical family", "product type", "product form", "product group", "proper shipping name",
  // the chemical family or description in the languages (a label column's "Nombre del material" / "Descripción Química")
  "chemical description", "familia química", "descripción química", "famille chimique", "description chimique",
  "chemische familie", "chemische beschreibung", "famiglia chimica", "descrizione chimica", "chemische omschrijving",
  "família química", "descrição química", "rodzina chemiczna", "opis chemiczny",
  "un number", "ufi code", "document version", "sds version", "version number", "version no",
  // the product's bar code (EAN, GTIN, UPC) in 1.1, in the languages ("Barcode Number", "EAN-Code", "Code EAN", "Gencod")
  "barcode", "barcode number", "bar code", "bar code number", "ean code", "ean number", "ean no", "gtin", "upc code",
  "ean-code", "ean-nummer", "strichcode", "code ean", "code-barres", "code barre", "code à barres", "gencod", "gencods",
  "código de barras", "código ean", "codice a barre", "codice ean", "streepjescode", "kod kreskowy", "kod ean",
  // de
  "produktcode", "produktnummer", "artikelnummer", "artikel-nr", "art.-nr", "art. nr", "artikel nr", "materialnummer", "stoffnummer", "rezepturnummer",
  "andere identifizierungsmöglichkeiten", "andere identifikatoren", "andere identifikator", "andere produktidentifikatoren", "sonstige bezeichnungen", "andere bezeichnungen", "synonyme", "cas-nr", "cas-nummer",
  "eg-nr", "eg-nummer", "index-nr", "indexnummer", "registrierungsnummer", "reach-registrierungsnummer", "summenformel",
  "produkttyp", "produktart", "produktform", "produktgruppe", "version des dokuments", "versionsnummer", "ufi-code", "interner produktcode", "interner code",
  // the abbreviated substance number and the shorter registration number ("Stoffnr.", "Registriernummer")
  "stoffnr", "stoff-nr", "registriernummer",
  // the administration number ("Handelsname: Hyperlite®-KD Verwaltungs-Nr. perl0025")
  "verwaltungs-nr", "verwaltungsnummer",
  // the product's identification number, printed after its name in one row by SAP-made sheets ("Handelsname : X
  // Identifikationsnummer : 61557"), and its wordings in the other languages (session 46)
  "identifikationsnummer", "identnummer", "identification number", "numéro d'identification", "número de identificación",
  "numero di identificazione", "identificatienummer", "número de identificação", "numer identyfikacyjny",
  // GHS "other means of identification" in German and the Nordic languages
  "andere mittel zur identifizierung", "sonstige mittel zur identifizierung", "andre metoder til identifikation",
  "andre identifikationsmetoder", "andra identifieringsmetoder", "andra sätt att identifiera", "andre identifikasjonsmåter",
  "andre måter å identifisere på",
  // fr
  "code du produit", "code de produit", "code produit", "code article", "numéro d'article", "référence produit", "référence commerciale",
  "autres moyens d'identification", "autres noms", "synonymes", "numéro cas", "n° cas", "numéro ce", "n° ce", "numéro index",
  "n° index", "numéro d'enregistrement", "numéro d'enregistrement reach", "formule moléculaire", "formule chimique",
  "type de produit", "forme du produit", "forme de produit", "version du document", "numéro de version",
  // the product's number in the Romance languages and Polish ("Numéro du produit 1758056", "Numero del prodotto")
  "numéro du produit", "numéro de produit", "número del producto", "número de producto", "numero del prodotto",
  "numero prodotto", "número do produto", "número de produto", "numer produktu",
  "code interne d'identification du produit", "code interne du produit", "code interne",
  // es
  "código del producto", "código de producto", "código comercial", "número de artículo", "referencia comercial",
  // the word order of a catalogue's Spanish sheets ("Artículo número 114761")
  "artículo número",
  "otros medios de identificación", "otros nombres", "sinónimos", "número cas", "número ce", "número índice",
  // the number's abbreviation before "CAS" / "CE" ("No. CAS", "Nº CE", "N.º CAS", it "N. CAS")
  "no. cas", "nº cas", "n.º cas", "n. cas", "no. ce", "nº ce", "n.º ce", "n. ce",
  "número de registro", "número de registro reach", "fórmula molecular", "fórmula química", "tipo de producto",
  "forma del producto", "forma de producto", "versión del documento", "número de versión",
  "código interno de identificación del producto", "código interno de identificación", "código interno del producto", "código interno",
  // it
  "codice del prodotto", "codice prodotto", "codice commerciale", "codice articolo", "numero articolo",
  "altri mezzi di identificazione", "altri nomi", "sinonimi", "numero cas", "numero ce", "numero indice", "numero di registrazione",
  "numero di registrazione reach", "formula molecolare", "formula chimica", "tipo di prodotto", "forma del prodotto",
  "versione del documento", "numero di versione",
  "codice interno di identificazione del prodotto", "codice interno del prodotto", "codice interno",
  // nl
  "productcode", "productnummer", "andere identificatiemiddelen", "andere benamingen", "synoniemen", "registratienummer",
  "reach-registratienummer", "molecuulformule", "brutoformule",
  "producttype", "productvorm", "versie van het document", "versienummer", "interne productcode", "interne code",
  // pt
  "código do produto", "número do artigo", "outros meios de identificação", "outros nomes",
  // a Brazilian FISPQ's own field ("Código interno de identificação do produto") and its family
  "código interno de identificação do produto", "código interno de identificação", "código interno do produto", "código interno",
  "sinônimos", "número de índice", "número de registo",
  "tipo de produto", "tipo do produto", "tipos de produto", "forma do produto", "forma de produto", "versão do documento", "número da versão",
  // pl
  "kod produktu", "numer produktu", "numer artykułu", "inne sposoby identyfikacji", "inne nazwy", "synonimy", "numer cas",
  "numer we", "numer indeksowy", "numer index", "numer rejestracji", "numer rejestracyjny", "wzór cząsteczkowy",
  "wzór chemiczny", "rodzaj produktu", "postać produktu", "wersja dokumentu", "numer wersji", "kod wewnętrzny produktu",
  "wewnętrzny kod produktu", "kod wewnętrzny",
  // sv, da, no, fi
  "produktkod", "synonymer", "produktkode", "varenummer", "artikelnr", "tuotekoodi",
  "synonyymit", "registreringsnummer", "rekisteröintinumero",
  // the article or product number in Norwegian, Swedish and Finnish ("Artikkelnr. 362", "Art.nr 362", "Tuotenumero")
  "artikkelnr", "artikkelnummer", "art.nr", "varenr", "produktnr", "tuotenumero", "tuotenro",
  // the code alone after a name in Spanish, Portuguese and Italian ("ALSA REMOVEDOR DE CERAS Código 62-000"): no name holds
  // the word; Polish "Nr art." / "Nr katalogowy"
  "código", "codice", "n° de código", "nº de código", "número de código", "nr art", "nr art.", "nr. art", "nr. art.", "nr katalogowy", "nr produktu",
  // cs, sk, hu, ro: the product's code or number ("Kód výrobku", "Termékkód", "Cod produs") and other names
  "kód výrobku", "kód produktu", "číslo výrobku", "číslo produktu", "kod vyrobku", "obchodní kód", "obchodný kód",
  "termékkód", "termék kódja", "a termék kódja", "termékszám", "cikkszám", "cod produs", "codul produsului", "cod produsului", "numărul produsului",
  "synonyma", "szinonimák", "sinonime",
  // cs, sk, hu, ro, hr, sl: other names, other means of identification, the registration number ("Další názvy látky:
  // nejsou známy Registrační číslo: …" run on after the name)
  "další názvy látky", "další názvy", "jiné názvy", "jiné prostředky identifikace", "další prostředky identifikace",
  "registrační číslo", "registrační číslo reach", "iné názvy", "ďalšie názvy", "iné prostriedky identifikácie",
  "registračné číslo", "egyéb nevek", "egyéb azonosítási módok", "egyéb azonosítási eszközök", "regisztrációs szám",
  "alte denumiri", "alte mijloace de identificare", "număr de înregistrare", "numărul de înregistrare",
  "drugi načini identifikacije", "ostali načini identifikacije", "registracijski broj", "druga sredstva za identifikacijo",
  "registrska številka",
  // lv, lt, et: the product's number and the registration, EC, CAS and index numbers ("Produkta numurs 6943")
  "produkta numurs", "reģistrācijas numurs", "indeksa nr", "ek numurs", "cas numurs", "produkto numeris", "registracijos numeris",
  "cas numeris", "eb numeris", "indekso numeris", "tootenumber", "registreerimisnumber", "reach registreerimisnumber",
  "eü number", "indeksinumber",
  // The same fields in the plural, as templates print them over one value ("Product codes 4711", "Codes produit 4711",
  // "Codici prodotto 4711"), and the sheet's own number and UFI in the languages ("Numéro FDS", "SDB-Nummer")
  "product codes", "product numbers", "article numbers", "item numbers", "catalog numbers", "catalogue numbers", "material numbers",
  "produktcodes", "produktnummern", "artikelnummern", "materialnummern",
  "codes produit", "codes du produit", "codes de produit", "codes article", "codes articles", "numéros d'article", "références produit",
  "códigos de producto", "códigos del producto", "códigos de artículo", "números de artículo",
  "codici prodotto", "codici del prodotto", "codici articolo", "numeri articolo",
  "productcodes", "productnummers", "artikelnummers", "artikelcodes",
  "códigos do produto", "códigos de produto", "números do artigo",
  "kody produktu", "kody produktów", "numery artykułów",
  "numéro fds", "n° fds", "numéro de fds", "sdb-nummer", "sdb-nr", "número fds", "número de fds", "número de la fds",
  "numero sds", "numero della sds", "numero scheda", "vib-nummer", "número da fds", "numer karty",
  "ufi", "code ufi", "código ufi", "codice ufi", "ufi-kode",
  // the order numbers ("Bestellnummern: GC-8009-7424-5" after the name, 3M's German template), in the languages
  "order number", "order numbers", "order no", "order code", "order codes", "ordering number", "bestellnummer", "bestellnummern",
  "bestell-nr", "bestellnr", "numéro de commande", "numéros de commande", "référence de commande", "número de pedido",
  "números de pedido", "código de pedido", "numero d'ordine", "numeri d'ordine", "codice d'ordine", "codice di ordinazione",
  "bestelnummer", "bestelnummers", "bestelcode", "número de encomenda", "código de encomenda", "numer zamówienia",
  "numery zamówienia", "beställningsnummer", "bestillingsnummer", "tilausnumero", "objednací číslo",
  // the chemical characterization of 1.1 ("Caratterizzazione chimica : Acido …", "Chemische Charakterisierung", "Tipologia
  // chimica") and the form's "pure substance/mixture" field ("Substance pure/mélange : Mélange", Henkel's template)
  "chemical characterization", "chemical characterisation", "chemical nature", "chemische charakterisierung",
  "caractérisation chimique", "nature chimique", "caracterización química", "naturaleza química", "caratterizzazione chimica",
  "natura chimica", "tipologia chimica", "chemische karakterisering", "caracterização química", "natureza química",
  "charakterystyka chemiczna", "pure substance/mixture", "substance/mixture", "reinstoff/gemisch", "reiner stoff/gemisch",
  // the adjective repeated ("Reiner Stoff/reines Gemisch: Gemisch", "Substance pure/mélange pur")
  "reiner stoff/reines gemisch", "reinstoff/reines gemisch", "pure substance/pure mixture", "substance pure/mélange pur",
  "sustancia pura/mezcla pura", "sostanza pura/miscela pura",
  "stoff/gemisch", "substance pure/mélange", "substance/mélange", "sustancia pura/mezcla", "sustancia/mezcla",
  "sostanza pura/miscela", "sostanza/miscela", "zuivere stof/mengsel", "stof/mengsel", "substância pura/mistura",
  "substância/mistura", "czysta substancja/mieszanina", "substancja/mieszanina", "čistá látka/směs", "čistá látka/zmes",
  "látka/směs", "látka/zmes",
  // the same field in the Nordic languages ("Rent stof/blanding Præparat", sv "Ren substans/blandning")
  "rent stof/blanding", "stof/blanding", "ren substans/blandning", "ämne/blandning", "rent stoff/stoffblanding",
  "stoff/stoffblanding", "stoff/blanding",
  // a pesticide's or biocide's registration or authorisation number after the name ("Produktnavn: X Reg.nr.: 14-283",
  // "Nom commercial : X N° AMM : 2100123"), in the languages
  "reg.nr", "reg. nr", "reg.-nr", "reg nr", "registreringsnr", "reg. no", "reg no", "epa reg. no", "epa reg no",
  "epa registration number", "epa registration no", "authorisation number", "authorization number", "zulassungsnummer",
  "zul.-nr", "zulassungs-nr", "n° amm", "no amm", "numéro amm", "n° d'amm", "numéro d'autorisation", "n° d'autorisation",
  "nº de registro", "n.º de registro", "n° de registro", "nº registro", "no. de registro", "n. di registrazione",
  "registrazione n", "reg. n", "toelatingsnummer", "toelatingsnr", "ctgb-nr", "ctgb nr", "n.º de autorização",
  "número de autorização", "numer pozwolenia", "nr pozwolenia", "rek.nro", "rekisterinumero",
  // the product's identification, registration and catalogue numbers in the Nordic and central languages
  "produktidentifikationsnummer", "produktregistreringsnummer", "produktregisternummer", "katalógové čísla", "katalógové číslo",
  "katalogové číslo", "katalogová čísla", "identifikační číslo výrobce", "šifra proizvoda", "šifre proizvoda", "šifra(e) proizvoda",
  // the reference number ("Número de referência 106R02269" after the name) and the index number printed without its
  // accent ("Número de indice : N/A")
  "reference number", "reference no", "referenznummer", "numéro de référence", "número de referencia", "número de referência",
  "numero di riferimento", "referentienummer", "numer referencyjny", "número de indice",
  // ro the article's number and code ("Număr articol: 136"); the INCI name of a cosmetic raw material in the languages
  "număr articol", "numărul articolului", "cod articol", "codul articolului", "inci name", "inci names", "inci",
  "nom inci", "dénomination inci", "nombre inci", "denominación inci", "nome inci", "denominazione inci", "inci-bezeichnung",
  "inci-name", "inci-naam", "nazwa inci",
  // a botanical raw material's biological definition and botanical name beside it ("Product Name HEMP SEED OIL
  // Biological Definition …"), in the languages
  "biological definition", "botanical name", "botanical definition", "définition biologique", "nom botanique",
  "biologische definition", "botanischer name", "definición biológica", "nombre botánico", "definizione biologica",
  "nome botanico", "biologische definitie", "botanische naam", "definição biológica", "nome botânico",
];

/**
 * A paint's or product's colour, one of section 1's fields in the languages ("Nom du produit" / "Code du produit" /
 * "Couleur" / "Fabricant"): a label standing alone in a label column (./label-pieces.ts), never the name under the
 * name's label. Not a run-on label: names hold the word ("Capadur Color Wetterschutzfarbe", "… Sealant Colors").
 */
export const COLOUR_LABELS: readonly string[] = [
  "colour", "color", "colours", "colors", "shade", "couleur", "couleurs", "teinte", "farbe", "farbton", "colore", "kleur", "cor",
  "kolor",
];
