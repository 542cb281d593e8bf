/**
 * Section 1 field labels (REACH Annex II 1.1–1.4 / OSHA App. D section 1) in the languages the parser reads,
 * lower case. Spaces match any spacing. Order inside a list does not matter (longest phrase wins).
 */

import { withUnaccentedGreek } from "./company-words.ts";

/**
 * Labels whose value is the product's name; the Greek ones also without their accents (withUnaccentedGreek). Not every
 * language's (withUnaccented, as the company's labels are): a Romanian heading "IDENTIFICAREA SUBSTANTEI AMESTECULUI"
 * was then read as "identificarea substanței" and its last word (session 39).
 */
export const PRODUCT_NAME_LABELS: readonly string[] = withUnaccentedGreek([
  // en
  "product name", "commercial product name", "trade name", "trade name (as labeled)", "material name", "product/chemical name",
  "chemical name/product name", "product trade name", "brand name", "commercial name", "name of product", "sds name",
  "identification of the product", "identification of the substance", "trade name or designation of the mixture",
  "trade name or designation", "product name or designation", "product identity", "mixture name", "substance name",
  "name of the product", "name of the substance", "name of the mixture", "product designation", "commercial designation",
  "article name", "name of the preparation", "trade name of the preparation", "trade name of product", "trade name of the product",
  // the plural, on a sheet for several products or names ("Trade names:", "Handelsnamen:", "Noms commerciaux :"), in the
  // languages; and the short "substance name" of Italian and Spanish forms ("Nome sostanza:")
  "trade names", "product names", "commercial names", "brand names", "trade name(s)", "product name(s)",
  "handelsnamen", "produktnamen", "handelsbezeichnungen", "produktbezeichnungen", "noms commerciaux", "noms des produits",
  "noms de produits", "désignations commerciales", "nombres comerciales", "nombres de los productos", "nomi commerciali",
  "nomi dei prodotti", "nomi di prodotti", "nomi di prodotto", "nome di prodotto", "denominazioni commerciali", "productnamen",
  "nomes comerciais", "nomes dos produtos", "nazwy handlowe",
  "nazwy produktów", "nome sostanza", "nombre sustancia",
  // US and Australian forms: the name with another identifier in one label, or the sheet's/item's own name
  "product name/identifier", "product name / identifier", "product name(s)/identifier(s)", "brand/product name",
  "chemical/trade name", "trade/chemical name", "msds name", "item name",
  // de
  "handelsname", "produktname", "produktbezeichnung", "handelsbezeichnung", "bezeichnung des produkts", "markenname",
  "bezeichnung des gemischs", "bezeichnung des gemisches", "bezeichnung des stoffs", "bezeichnung des stoffes", "artikelbezeichnung",
  "stoffname", "handelsname des produkts", "handelsname des produktes", "materialname", "materialbezeichnung",
  "bezeichnung der zubereitung", "handelsname der zubereitung", "handelsbezeichnung des produkts", "handelsbezeichnung des produktes",
  // fr
  "nom du produit", "nom de produit", "nom commercial", "marque commerciale", "désignation commerciale",
  "désignation commerciale du produit", "désignation commerciale des produits", "appellation commerciale",
  "nom commercial du produit", "nom du mélange", "nom de la substance", "désignation du produit", "nom de la matière",
  "nom du matériau", "nom de la matiere", "dénomination commerciale", "nom de la préparation", "nom produit", "nom commercial produit",
  // the product's "libellé" (its wording on the label: "Libellé Produit :", "Libellé du produit", "Libellé commercial")
  "libellé produit", "libellé du produit", "libellé commercial", "libellé",
  // es
  "nombre del producto", "nombre de producto", "nombre comercial", "denominación comercial",
  "nombre de la mezcla", "nombre de la sustancia", "denominación del producto", "nombre comercial del producto",
  "nombre del producto comercial", "nombre producto", "nombre del material", "nombre de material", "nombre del preparado",
  // Chile's NCh 2245 and other Latin-American forms name "the chemical product"
  "nombre del producto químico", "nombre de la sustancia química",
  // it
  "nome commerciale", "nome del prodotto", "nome prodotto", "denominazione commerciale",
  "nome della miscela", "nome della sostanza", "denominazione del prodotto", "nome commerciale del prodotto",
  "nome del materiale", "nome materiale", "nome del preparato",
  // nl
  "handelsnaam", "productnaam", "naam van het product",
  "naam van het mengsel", "naam van de stof", "benaming van het product", "materiaalnaam", "naam van het materiaal",
  "handelsbenaming", "productbenaming", "naam van het preparaat", "naam product", "handelsnaam van het product",
  // the name of the substance or mixture, REACH Annex II's 1.1 in Dutch ("Benaming van de stof of het mengsel")
  "benaming van de stof of het mengsel", "benaming van het mengsel", "benaming van de stof", "naam van de stof of het mengsel",
  "naam van het mengsel of de stof",
  // pt
  "nome comercial", "nome do produto", "designação comercial",
  "nome da mistura", "nome da substância", "denominação do produto", "nome comercial do produto", "nome do material",
  "nome do produto químico", "denominação comercial", "nome da preparação", "nome produto", "nome do produto comercial",
  "designação do produto",
  // Brazil's NBR 14725 FISPQ
  "nome do produto (nome comercial)", "nome da substância ou mistura", "nome da substância ou da mistura",
  // pl
  "nazwa handlowa", "nazwa produktu", "nazwa mieszaniny", "nazwa substancji", "nazwa wyrobu", "nazwa handlowa produktu",
  "nazwa handlowa wyrobu", "nazwa handlowa mieszaniny", "nazwa materiału", "nazwa preparatu",
  // The accusative a sentence-like label takes ("[Podaj] nazwę handlową:"), as Polish sheets print it (session 24).
  "nazwę handlową", "nazwę produktu", "nazwę handlową produktu", "nazwę mieszaniny",
  // UL WERCS' "Trade name or designation of the mixture" in the languages
  "nome comercial ou designação da mistura", "handelsname oder bezeichnung des gemischs", "handelsname oder bezeichnung des gemisches",
  "nom commercial ou désignation du mélange", "nombre comercial o designación de la mezcla", "nome commerciale o designazione della miscela",
  "handelsnaam of aanduiding van het mengsel", "nazwa handlowa lub oznaczenie mieszaniny",
  "blandningens handelsnamn eller beteckning", "handelsnavn eller betegnelse for blandingen", "blandingens handelsnavn eller betegnelse",
  "handelsnavn eller betegnelse på stoffblandingen",
  // sv, da, no: Nordic sheets are sold beside the eight languages (a distributor's binder)
  "produktnamn", "handelsnamn", "produktnavn", "handelsnavn", "varenavn", "varunamn", "varebetegnelse", "varubeteckning",
  // Nordic and Finnish: the product's, the mixture's and the substance's name (fi "Kauppanimi", "Tuotenimi", "Seoksen nimi")
  "produktets navn", "navn på produktet", "blandingens navn", "stoffets navn", "stoffblandingens navn", "navn på blandingen",
  "produktens namn", "blandningens namn", "ämnets namn", "namn på produkten",
  // the older Directive's 1.1 ("Name of the substance/preparation") in the Nordic languages: "Namnet på ämnet/beredningen"
  "namnet på ämnet/beredningen", "namn på ämnet/beredningen", "namnet på beredningen", "namnet på ämnet/blandningen",
  "namnet på produkten", "navn på stoffet/præparatet", "navnet på stoffet/præparatet", "navn på stoffet/stoffblandingen",
  "navnet på stoffet/stoffblandingen", "navn på stoffet/blandingen",
  "kauppanimi", "tuotenimi", "tuotteen nimi", "tuotteen kauppanimi", "seoksen nimi", "aineen nimi", "valmisteen nimi", "kauppanimike",
  // "Commercial description" (Spanish sheets' "Descripción comercial" and the same in the languages): the trade name
  "descripción comercial", "descrizione commerciale", "descrição comercial", "description commerciale", "commercial description",
  "commerciële omschrijving", "opis handlowy",
  // Mexico's NOM-018-STPS-2015 form: "Nombre de la sustancia química peligrosa o mezcla" (and without "peligrosa")
  "nombre de la sustancia química peligrosa o mezcla", "nombre de la sustancia química o mezcla",
  "nombre de la sustancia peligrosa o mezcla",
  // "Identification of the substance" as the name's own label (a substance supplier's template, in every language)
  "identifikation des stoffs", "identifikation des stoffes", "identification de la substance", "identificación de la sustancia",
  "identificazione della sostanza", "identificatie van de stof", "identificação da substância", "identyfikacja substancji",
  "identifiering av ämnet", "identifikation af stoffet", "identifikasjon av stoffet", "aineen tunnistetiedot",
  "identifikace látky", "identifikácia látky", "az anyag azonosítása", "identificarea substanței", "identificarea substanţei",
  "identifikacija tvari", "identifikacija snovi", "medžiagos identifikavimas", "vielas identificēšana", "aine identifitseerimine",
  "ταυτοποίηση της ουσίας", "идентификация на веществото",
  // es: "Razón comercial" (the trade name's label in some Spanish templates; "Razón social" names the company)
  "razón comercial", "razon comercial",
  // Chile's NCh 2245 (and Brazil's FISPQ) name "the chemical product" in the trade name's label ("NOMBRE COMERCIAL DEL
  // PRODUCTO QUÍMICO : X"; "químico" was read into the name)
  "nombre comercial del producto químico", "nombre comercial del producto quimico", "nome comercial do produto químico",
  "nome comercial do produto quimico",
  // the trade name "of the substance or mixture" (Brazil's NBR 14725 FISPQ and its translations): under "Identificação da
  // substância ou mistura: <a sentence>" the name's own label
  "nome comercial da substância ou mistura", "nome comercial da mistura", "nome comercial da substância",
  "nombre comercial de la sustancia o mezcla", "nombre comercial de la mezcla", "nom commercial de la substance ou du mélange",
  "nom commercial du mélange", "nome commerciale della sostanza o miscela", "nome commerciale della miscela",
  "trade name of the substance or mixture", "trade name of the mixture",
  // Trade name in cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et (as sheets in those languages print it under 1.1)
  "obchodní název", "obchodní název výrobku", "obchodný názov", "kereskedelmi név", "denumire comercială", "denumirea comercială",
  "εμπορική ονομασία", "търговско наименование", "trgovački naziv", "trgovsko ime", "prekinis pavadinimas", "produkto pavadinimas",
  "tirdzniecības nosaukums", "produkta nosaukums", "kaubanimi", "toote nimi", "název výrobku", "názov produktu", "termék neve",
  "obchodni nazev", "obchodny nazov", "kereskedelmi nev", "denumire comerciala", "trgovacki naziv", "tirdzniecibas nosaukums",
  // the product's name in hu, sl, hr, el, bg, et as sheets also print it under 1.1 ("Terméknév", "Ime izdelka", "Naziv proizvoda",
  // "Όνομα προϊόντος", "Наименование на продукта", "Toote nimetus"; session 18's language rewrites)
  "terméknév", "termeknev", "ime izdelka", "naziv proizvoda", "όνομα προϊόντος", "ονομα προϊοντος", "наименование на продукта",
  "toote nimetus",
  // The product's, the mixture's and the substance's name in cs, sk, hu, ro (ro "Denumirea produsului", hu "A keverék neve"),
  // with and without diacritics
  "denumirea produsului", "denumire produs", "numele produsului", "nume produs", "denumirea amestecului", "denumirea substanței",
  "denumirea substanţei", "denumirea substantei", "denumirea comercială a produsului", "denumirea comerciala a produsului",
  "název směsi", "název látky", "název produktu", "nazev smesi", "nazev latky", "nazev vyrobku", "nazev produktu",
  "názov zmesi", "názov látky", "názov výrobku", "nazov zmesi", "nazov latky", "nazov produktu", "nazov vyrobku",
  "márkanév", "markanev", "a keverék neve", "az anyag neve", "a termék neve", "termék megnevezése", "kereskedelmi elnevezés", "termek neve",
  // hu the preparation's name and the trade designation ("A készítmény neve:", "Kereskedelmi megnevezés:"); lt, lv, et trade names
  "a készítmény neve", "készítmény neve", "a készítmény megnevezése", "kereskedelmi megnevezés", "kereskedelmi megnevezése",
  "prekybinis pavadinimas", "tirdzniecības nosaukums", "kaubanimi", "kaubanduslik nimetus",
  // Real sheets' misspellings across languages ("Produktnaam", the German spelling in a Dutch sheet; "Productname")
  "produktnaam", "productname", "produkt naam",
  // Nordic: "the chemical's name" (da "Kemikaliets navn", sv "Kemikaliens namn", no "Kjemikaliets navn")
  "kemikaliets navn", "kemikaliens navn", "kemikaliens namn", "kemikaliets namn", "kjemikaliets navn", "kjemikaliens navn",
]);

/**
 * "Chemical name of the substance:" beside a trade name ("X    Chemical name: Y"): the substance's name, another field
 * of 1.1 that ends the product's value.
 */
export const CHEMICAL_NAME_LABELS: readonly string[] = [
  "chemical name", "chemical name of the substance", "chemische naam", "chemische naam van de stof", "chemische bezeichnung",
  "chemischer name", "nom chimique", "nom chimique de la substance", "nombre químico", "nombre químico de la sustancia",
  "nome chimico", "nome chimico della sostanza", "nome químico", "designação química", "nazwa chemiczna", "nazwa chemiczna substancji",
  // "Denominazione chimica" (SAP-style templates' "chemical designation") in the languages, and the Nordic names
  "denominazione chimica", "dénomination chimique", "denominación química", "denominação química", "chemische benaming",
  "kemisk navn", "kemiskt namn", "kjemisk navn", "kemiallinen nimi",
  // the IUPAC name ("Denominazione IUPAC ARGON") in the languages
  "iupac name", "iupac-name", "name (iupac)", "nom iupac", "dénomination iupac", "nombre iupac", "denominación iupac", "nome iupac",
  "denominazione iupac", "denominação iupac", "iupac-naam", "iupac naam", "nazwa iupac", "iupac-namn", "iupac-navn",
  // the name qualified as the usual one ("Common chemical name : Pentane" after a trade name)
  "common chemical name", "usual chemical name", "nom chimique usuel", "nom chimique courant", "nombre químico común",
  "nombre químico usual", "nome chimico comune", "nome químico comum", "nome químico usual", "gebräuchlicher chemischer name",
  "übliche chemische bezeichnung", "gangbare chemische naam", "zwyczajowa nazwa chemiczna",
];

/**
 * "Trade Name and Synonyms" (the old OSHA Form 20), "Product name/Synonyms": the name with other names of the product,
 * often a list; which one the sheet means is not certain.
 */
export const PRODUCT_SYNONYM_LABELS: readonly string[] = [
  "trade name and synonyms", "trade names and synonyms", "trade name & synonyms", "trade name/synonyms", "trade names/synonyms",
  "trade name or synonyms", "product name and synonyms", "product name/synonyms", "product name & synonyms",
  "product name or synonyms", "synonyms/trade names", "synonyms/trade name", "trade name/synonym", "trade name / synonym",
  "product name/synonym", "product name / synonym", "synonym/trade name", "common name", "trade name and synonym",
  "product name and synonym",
  // the same in the languages (Mexico's NOM-018 "1.5 NOMBRE COMERCIAL Y SINÓNIMO Pilas Alcalinas": the "and synonym" was
  // read as the name's first words)
  "nombre comercial y sinónimo", "nombre comercial y sinónimos", "nombre del producto y sinónimo", "nombre del producto y sinónimos",
  "nome comercial e sinônimo", "nome comercial e sinônimos", "nome comercial e sinónimos", "nom commercial et synonymes",
  "nome commerciale e sinonimi", "handelsname und synonyme",
  // "Common name" in the languages (a Canadian or US template's French, a European translation of an ANSI form)
  "nom courant", "nom usuel", "nom commun", "nombre común", "nombre comun", "nome comune", "nome comum", "gangbare naam",
  "gebruikelijke naam", "gebräuchlicher name", "üblicher name", "nazwa zwyczajowa", "nazwa potoczna",
  // Old ANSI Z400.1 / CMA-format gas MSDSs: "CHEMICAL NAME; CLASS:" names the product (a mixture's name with its class)
  "chemical name; class", "chemical name, class", "chemical name/class",
];

/**
 * "Product name and code" (a form's one field for both: the value may hold the code beside the name), in the languages;
 * read like the synonyms' labels (which part is the name is not certain).
 */
export const PRODUCT_NAME_AND_CODE_LABELS: readonly string[] = [
  "product name and code", "name and code of the product", "product name and number", "produktname und code",
  "name und code des produkts", "nom et code du produit", "nom du produit et code", "nombre y código del producto",
  "nombre del producto y código", "nome e codice del prodotto", "nome del prodotto e codice", "naam en code van het product",
  "productnaam en code", "nome e código do produto", "nome do produto e código", "nazwa i kod produktu", "nazwa produktu i kod",
  "produktnamn och kod", "produktnavn og kode",
];

/**
 * "Denominazione:", "Dénomination :": a designation label in 1.1 names the product (above the supplier's part, where
 * "Denominazione sociale" names the company).
 */
export const PRODUCT_DESIGNATION_LABELS: readonly string[] = [
  "designation", "dénomination", "denominación", "denominazione", "designação", "denominação", "benaming", "oznaczenie",
  // the designation by its IUPAC name ("Denominazione IUPAC ARGON"), whose "IUPAC" is the label's, not the name's
  "dénomination iupac", "denominación iupac", "denominazione iupac", "denominação iupac",
  // the Nordic, Finnish and central European designations ("Betegnelse", "Beteckning", "Nimitys", "Označení", "Megnevezés")
  "betegnelse", "benævnelse", "beteckning", "nimitys", "označení", "označenie", "megnevezés",
];

/** Values that say there is none ("None.", "Not available", "Keine"): never a name. */
export const NO_VALUE_WORDS: readonly string[] = [
  "none", "not available", "n/a", "n.a.", "na", "not applicable", "not established", "no data", "no data available", "unknown",
  "not determined", "keine", "keine angaben", "nicht anwendbar", "nicht verfügbar", "aucun", "aucune", "non applicable",
  "non disponible", "sans objet", "ninguno", "ninguna", "no aplicable", "no disponible", "nessuno", "nessuna", "non applicabile",
  "non disponibile", "geen", "niet van toepassing", "niet beschikbaar", "nenhum", "nenhuma", "não aplicável", "não disponível",
  "brak", "nie dotyczy", "brak danych",
  // "None known" (the answer to "Uses advised against", "Other hazards"), in the languages
  "none known", "not known", "keine bekannt", "nicht bekannt", "aucun connu", "aucune connue", "non connu", "ninguno conocido",
  "ninguna conocida", "no se conocen", "nessuno noto", "nessuna nota", "non noto", "geen bekend", "niet bekend",
  "nenhum conhecido", "nenhuma conhecida", "não conhecido", "brak znanych", "nieznane",
];

/**
 * Words that make a label name something ("Mixture name", "Nom du mélange", "Artikelbezeichnung": German compounds end
 * in them). Above the supplier's part of section 1, such a label the vocabulary does not know names the product.
 */
export const NAME_NOUNS: readonly string[] = [
  "name", "designation", "denomination", "identity", "bezeichnung", "nom", "désignation", "dénomination", "appellation",
  "nombre", "denominación", "designación", "nome", "denominazione", "designazione", "naam", "benaming", "designação",
  "denominação", "nazwa", "oznaczenie",
];

/** Words that make a name label another party's or another field's ("Contact name", "Other names", "Ragione sociale"). */
export const NOT_PRODUCT_NAME_WORDS: readonly string[] = [
  "company", "supplier", "manufacturer", "producer", "distributor", "importer", "contact", "person", "responsible", "file",
  "other", "alternate", "alternative", "synonym", "synonyms", "firm", "firma", "unternehmen", "lieferant", "hersteller",
  "société", "entreprise", "fournisseur", "fabricant", "empresa", "compañía", "proveedor", "fabricante", "società",
  "fornitore", "produttore", "ditta", "sociale", "social", "bedrijf", "leverancier", "fabrikant", "onderneming", "fornecedor",
  "dostawca", "producent", "dystrybutor", "firmy", "andere", "autres", "otros", "altri", "outros", "inne",
];

/** The word "number" spelled out, in the languages ("Version number 3", "Versione numero 3"). */
export const NUMBER_WORDS: readonly string[] = ["number", "nummer", "numéro", "número", "numero", "numer"];

/**
 * Label words that name a number or a code ("Numero", "Code", "Ref.", "UFI"): alone in a value under or beside a name
 * label they are another field's label, never a one-word name (a product may be called "Model" or "Forma").
 */
export const NUMBER_LABEL_NOUNS: readonly string[] = [
  ...NUMBER_WORDS,
  "code", "codes", "no", "no.", "nr", "nr.", "cas", "ec", "id", "reference", "ref.", "ufi", "sku", "upc", "item",
  "référence", "código", "codice", "kod",
  // da/no "Kode" (also translated templates' German: "Kode NESSLER REAG" over "Bezeichnung Nessler Reagent")
  "kode",
];

/**
 * The last word of a label whose value is never the product's name ("Product code:", "Chemical family:"): under the
 * 1.1 heading, any other first "label: value" row gives the name.
 */
export const NOT_A_NAME_LABEL_NOUNS: readonly string[] = [
  ...NUMBER_LABEL_NOUNS, "type", "family", "class", "formula", "synonym", "synonyms", "form", "index", "version", "date", "use",
  "uses", "typ", "art", "tipo", "forme", "forma",
  // a product's other fields on the name's line ("Model:", "Size:", "Date Prepared:", "Print Date:")
  "model", "size", "prepared", "printed", "issued", "revised", "datum", "data", "fecha",
  // the version in the languages ("Versión: 6", "Wersja: 6", hu "Változat: 6"), as "version" above
  "versión", "versione", "versie", "versão", "wersja", "verze", "verzia", "változat", "verzió", "versiune", "verzija", "versio",
  "versjon",
];

/** A form's notes printed beside a label ("Note: Blank spaces are not permitted"): never the label's value. */
export const NOTICE_LABELS: readonly string[] = [
  "note", "notes", "notice", "remark", "remarks", "comment", "comments", "important", "attention", "hinweis", "bemerkung",
  "anmerkung", "remarque", "avis", "nota", "observación", "observaciones", "osservazioni", "opmerking", "observação", "uwaga",
];

/**
 * The kind of product REACH asks for in 1.1 ("Mixture", "Substance", the older "Preparation"), printed on its own
 * under the identifier before the name: never the name.
 */
export const PRODUCT_KIND_WORDS: readonly string[] = [
  "mixture", "substance", "preparation", "substance/mixture", "mixture/substance",
  "gemisch", "stoff", "zubereitung", "stoff/gemisch",
  "mélange", "substance/mélange", "préparation",
  "mezcla", "sustancia", "preparado", "sustancia/mezcla",
  "miscela", "sostanza", "preparato", "sostanza/miscela",
  "mengsel", "stof", "preparaat", "stof/mengsel",
  "mistura", "substância", "preparação", "substância/mistura",
  "mieszanina", "substancja", "preparat", "substancja/mieszanina",
];

/** A description of the product: its name only when nothing better is printed. */
export const PRODUCT_DESCRIPTION_LABELS: readonly string[] = [
  "product description", "produktbeschreibung", "description du produit", "descripción del producto", "descrizione del prodotto",
  "productbeschrijving", "descrição do produto", "opis produktu",
];

/** Last resort: a bare "Product:". */
export const PRODUCT_PLAIN_LABELS: readonly string[] = [
  "product", "produkt", "produit", "producto", "prodotto", "produto",
  // in the plural, as a sheet for a family of products prints it ("Productos: Grasas Lubricantes", session 46)
  "products", "produkte", "produits", "productos", "prodotti", "produtos", "producten", "produkty",
  // "1. Material Identification" / "Material: X" (US sheets; in section 1 the material is the product)
  "material",
  // the US Department of Defense's HMIRS MSDS ("Product ID:LUBREASE AEROSOL, 5033" over "MSDS Date:", "FSC:", "NIIN:");
  // elsewhere "Product ID" may hold a code, so it stands with the last resort's labels, below a name's
  "product id",
];

/**
 * The last word of a field label ("Alternate Names", "Identity Code", "Numéro de référence"): a row "label    value"
 * ending in one of these under a heading is another field, not the heading's value.
 */
export const LABEL_HEAD_NOUNS: readonly string[] = [
  "name", "names", "code", "codes", "number", "numbers", "no", "no.", "identity", "type", "id", "synonym", "synonyms", "formula",
  "family", "class", "description", "reference", "ref.", "nummer", "bezeichnung", "typ", "numéro", "référence", "número",
  "código", "tipo", "numero", "codice", "naam", "numer", "kod", "nazwa", "kode",
];

/** Section 1's other identifiers of the product (product code, article number, UFI …): ./other-identifier-labels.ts. */
export { OTHER_IDENTIFIER_LABELS } from "./other-identifier-labels.ts";

/**
 * "Supersedes", "Remplace", "Ersetzt": the sheet's earlier version, printed beside the name in a header cell
 * ("HARBOUR 400 EC Remplace FDS/Mars 2008"). No name holds these words, so they count as labels without a colon.
 */
export const SUPERSEDES_LABELS: readonly string[] = [
  "supersedes", "replaces", "supersedes version", "replaces version", "ersetzt", "ersetzt version", "ersetzt fassung",
  "remplace", "remplace la version", "annule et remplace", "sustituye", "sustituye a", "reemplaza", "sostituisce",
  "sostituisce la versione", "vervangt", "vervangt versie", "substitui", "substitui a versão", "zastępuje", "zastępuje wersję",
  "ersätter", "erstatter", "korvaa",
];
