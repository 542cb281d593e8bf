/**
 * Section 1's company vocabulary (REACH Annex II 1.3 / OSHA App. D section 1) in the languages the parser reads,
 * lower case: the labels and headings of the supplier block, address labels, and the phrases of a "please contact"
 * sentence (legal forms: ./legal-forms.ts; the words of an address's lines: ./address-words.ts). Spaces match any spacing. Order inside a list does not matter
 * (longest phrase wins).
 */
import { withUnaccented } from "./company-words.ts";
import { BLOCK_ADDRESS_PART_LABELS } from "./contact-labels.ts";

/**
 * Emergency advice services and poison centres named in 1.3/1.4 (words inside their names): never the supplier.
 * Matched at a word start ("Giftinformationszentrum", "Antipoison").
 */
export const EMERGENCY_PROVIDER_WORDS: readonly string[] = [
  "carechem", "infotrac", "ncec", "chemtel", "3e company", "poison", "emergency response", "giftinformation", "giftnotruf",
  "giftzentrale", "vergiftungs", "antipoison", "anti-poison", "orfila", "toxicolog", "antiveleni", "tossicolog", "vergiftigingen",
  "antigif", "intoxicaciones", "información toxicológica", "informação antivenenos", "antivenenos", "toksykolog", "zatruć",
];

/** Labels that name the company outright ("Company name", "Nombre de la empresa"): the best source. */
export const COMPANY_NAME_LABELS: readonly string[] = withUnaccented([
  "company name", "company name of supplier", "manufacturer name", "manufacturer's name", "supplier name", "name of company",
  "distributor name", "firmenname", "name des unternehmens", "raison sociale", "nom de la société", "nom de l'entreprise",
  "nombre de la empresa", "razón social", "ragione sociale", "nome della società", "bedrijfsnaam", "naam van het bedrijf",
  "nome da empresa", "nazwa firmy", "ditta", "firmanaam", "denominação social", "naam van de onderneming", "bezeichnung des unternehmens", "name des unternehmens", "firmenbezeichnung",
  "nom de la compagnie", "denominación social", "denominazione sociale", "nazwa przedsiębiorstwa",
  // ro, cs, sk, hu, hr the company's name ("Denumirea companiei SC X SRL", "Název společnosti", "Názov spoločnosti")
  "denumirea companiei", "denumire companie", "numele companiei", "denumirea firmei", "název společnosti", "název firmy",
  "názov spoločnosti", "názov firmy", "a cég neve", "cég neve", "naziv tvrtke", "naziv društva", "naziv poduzeća",
  "registered company name", "distributor's name", "supplier's name", "name of supplier", "name of manufacturer",
  // the same label of an authoring service's templates in its other languages ("Registrierter Firmenname    MG …")
  "registrierter firmenname", "geregistreerde bedrijfsnaam", "registrerat företagsnamn", "registreret firmanavn",
  "nazwa zarejestrowanej firmy", "registrovaný název společnosti", "denumire înregistrată",
  // its French wording ("Nom commercial de l'entreprise    Harbour"): longer than the product's "Nom commercial", so it wins
  "nom commercial de l'entreprise",
  // "firm" for the company (India's MSIHC Rules, Schedule 9: "Name of Firm"; also South Asian and older British forms)
  "name of firm", "name of the firm", "firm name", "firm's name",
  "importer name", "importer's name", "name des lieferanten", "name des herstellers", "lieferantenname", "herstellername",
  "nom du fournisseur", "nom du fabricant", "nombre del proveedor", "nombre del fabricante", "nome del fornitore",
  "nome del produttore", "nome fornitore", "naam leverancier", "naam van de leverancier", "naam fabrikant",
  "nome do fornecedor", "nome do fabricante", "nazwa dostawcy", "nazwa producenta",
  "company name/address", "company name / address", "company name & address", "company identification and address", "name of the supplier", "name of the manufacturer", "name of the company", "nombre de la compañía", "nome della ditta",
  "razão social", "company name and address", "supplier name and address", "manufacturer name and address",
  "name and address of manufacturer", "name and address of the manufacturer", "name and address of supplier",
  "name and address of the supplier", "supplier's name and address", "manufacturer's name and address",
  // Chinese GB/T and Korean export sheets in English, Australia, Germany, Poland, Brazil
  "enterprise name", "name of enterprise", "name of the enterprise", "business name", "bezugsquelle",
  // a supplier's EU entity as Thermo Fisher's French templates print it beside "Société" ("Entité de l'UE / nom commercial",
  // English "EU entity / business name"); not the UK entity printed below it, a second company (session 46)
  "entité de l'ue / nom commercial", "entité de l'ue",
  "nazwa i adres producenta", "nazwa i adres dostawcy", "razão social do fornecedor",
  // "name and address (and telephone) of the manufacturer" in the languages: the name comes first
  "nombre del fabricante o importador", "nombre, dirección y teléfono del fabricante", "nombre y dirección del proveedor",
  "nombre y dirección del fabricante", "nombre o razón social", "denominación o razón social", "nombre del importador",
  "nom, adresse et numéro de téléphone du fabricant", "nom et adresse du fournisseur", "nom et adresse du fabricant",
  "dénomination sociale", "name und anschrift des herstellers", "name und anschrift des lieferanten", "firmenanschrift",
  "naam en adres van de leverancier", "naam en adres van de fabrikant", "nome e endereço do fornecedor",
  // Canadian WHMIS 2015 / US HCS 2012 forms: "Name, address, and telephone number of the supplier:"
  "name, address, and telephone number of the supplier", "name, address and telephone number of the supplier",
  "name, address, and telephone number of the manufacturer", "name, address and telephone number of the manufacturer",
  "name, address, and phone number of the supplier", "name, address and phone number of the supplier",
  "name, address, and phone number of the manufacturer", "name, address and phone number of the manufacturer",
  "nome e endereço do fabricante", "nome e indirizzo del fornitore", "nome e indirizzo del produttore", "nome del fabbricante",
  "nazwa producenta/dostawcy", "nazwa producenta / dostawcy",
  // "name or company name"
  "företagsnamn", "firmanavn", "yrityksen nimi",
  // the company's name without its article ("Nome Azienda", "Nombre empresa", "Nome empresa")
  "nome azienda", "nome dell'azienda", "denominazione azienda", "nome società", "nombre empresa", "nome empresa",
  // cs, sk: the company's designation ("Označenie firmy", "Název firmy")
  "označenie firmy", "označení firmy", "názov firmy", "název firmy", "obchodní název firmy",
  // Malay and Indonesian, often after the English label ("Manufacturer Name / Nama Pengilang : X Sdn Bhd")
  "nama pengilang", "nama syarikat", "nama pembekal", "nama perusahaan", "nama pemasok", "nama produsen",
  // the Italian template's "Ragione sociale" in Polish; the old Polish format's "name, address and telephone of …"
  "firma spółki", "nazwa, adres i numer telefonu producenta", "nazwa, adres i numer telefonu dostawcy",
  "nazwa, adres i numer telefonu dystrybutora", "nazwa, adres i numer telefonu importera", "nazwa, adres i telefon producenta",
  // the same 1999/45 "name, address and telephone of the manufacturer" in the other languages
  "name, anschrift und telefonnummer des herstellers", "name, anschrift und telefon des herstellers",
  "name, anschrift und telefonnummer des lieferanten", "nome, indirizzo e numero di telefono del produttore",
  "nome, indirizzo e telefono del produttore", "nome, indirizzo e numero di telefono del fornitore",
  "naam, adres en telefoonnummer van de fabrikant", "naam, adres en telefoonnummer van de leverancier",
  "nome, morada e telefone do fabricante", "nome, morada e número de telefone do fabricante", "nome, endereço e telefone do fabricante",
  "nome, morada e telefone do fornecedor", "nom, adresse et téléphone du fabricant", "nom, adresse et téléphone du fournisseur",
  "nom, adresse et numéro de téléphone du fournisseur",
  // the Czech authoring template's "Name or trade name" under its supplier label, in the languages
  "name or trade name", "name oder handelsname", "nom ou nom commercial", "nombre o nombre comercial", "nome o nome commerciale",
  "naam of handelsnaam", "nome ou designação comercial", "nome ou nome comercial", "nazwa lub nazwa handlowa",
  "nome/ragione sociale", "nome / ragione sociale", "nome o ragione sociale", "nom/raison sociale", "nom / raison sociale",
  "nombre/razón social", "nombre / razón social", "nome/denominação social", "nome / denominação social",
  // "name of the supplier or manufacturer" (Mexico's NOM-018 "Nombre del proveedor o fabricante"), in the languages
  "nombre del proveedor o fabricante", "nombre del fabricante o proveedor", "name of supplier or manufacturer",
  "name of manufacturer or supplier", "supplier or manufacturer name", "manufacturer or supplier name",
  "nom du fournisseur ou du fabricant", "nom du fabricant ou du fournisseur", "name des lieferanten oder herstellers",
  "name des herstellers oder lieferanten", "nome del fornitore o produttore", "nome del produttore o fornitore",
  "naam van de leverancier of fabrikant", "naam van de fabrikant of leverancier", "nome do fornecedor ou fabricante",
  "nome do fabricante ou fornecedor", "nazwa dostawcy lub producenta", "nazwa producenta lub dostawcy",
]);

/** Labels for the manufacturer or producer. */
export const MANUFACTURER_LABELS: readonly string[] = withUnaccented([
  "manufacturer", "manufactured by", "manufactured for", "producer", "manufacturer/supplier", "manufacturer / supplier",
  "manufacturer/importer/supplier", "manufacturer / importer / supplier", "manufacturer/importer", "manufacturer, importer, supplier",
  "hersteller", "hersteller/lieferant", "hersteller / lieferant", "hersteller/importeur", "inverkehrbringer",
  "fabricant", "fabricant/fournisseur", "producteur", "producteur, importateur,", "producteur, importateur, fournisseur", "fabricante", "fabricante/proveedor", "fabricante/fornecedor", "produttore",
  "fabrikant", "producent",
  // the producer in de, es, pt, as "producteur", "produttore", "producent" above
  "produzent", "productor", "produtor",
  // the plurals, as a form printed for several makers gives them ("MANUFACTURERS:", "Fabricantes:", "Produttori:")
  "manufacturers", "producers", "fabricants", "producteurs", "fabricantes", "productores", "produttori", "fabbricanti",
  "fabrikanten", "producenten", "produtores", "producenci",
  // sv, no, fi, cs, sk, hu, ro: a manufacturer's label is preferred to a distributor's beside it, as in the eight
  "tillverkare", "produsent", "valmistaja", "výrobce", "výrobca", "gyártó", "producător",
  // Malay "Pengilang", Indonesian "Produsen"
  "pengilang", "produsen",
  "manufacturer details", "manufacturer's details", "manufactured/distributed by", "manufacturer & supplier", "manufacturer and supplier",
  "manufacturer or supplier", "hergestellt von", "hersteller/vertrieb", "fabriqué par", "fabricado por", "fabbricante", "prodotto da",
  "geproduceerd door", "produzido por", "wytwórca", "dane producenta", "chemical manufacturer",
  "fabricante / importador / distribuidor", "hersteller / importeur / lieferant", "producent / importer / dystrybutor",
  "fabricant / importateur / distributeur", "produttore / importatore / distributore", "fabrikant / importeur / distributeur",
  // made by / made for, in the languages
  "produced by", "produced for", "made by", "made for", "hergestellt für", "fabriqué pour", "fabricado para", "elaborado por",
  "produzido por", "produzido para", "prodotto per", "geproduceerd voor", "wyprodukowano dla", "wyprodukowano przez",
  // the other participles of making, and "made and distributed by" ("Prodotto e distribuito da:", "Producido por:")
  "producido por", "fabbricato da", "realizzato da", "produit par", "produziert von", "vervaardigd door", "wyprodukowane przez",
  "manufactured and distributed by", "produced and distributed by", "hergestellt und vertrieben von", "fabriqué et distribué par",
  "produit et distribué par", "fabricado y distribuido por", "producido y distribuido por", "elaborado y distribuido por",
  "prodotto e distribuito da", "fabbricato e distribuito da", "prodotto e commercializzato da", "fabricado e distribuído por",
  "produzido e distribuído por", "geproduceerd en gedistribueerd door",
  // OSHA App. D wording, often wrapped: "Name, address, and telephone number" / "of the chemical manufacturer…"
  "manufacturer, importer", "manufacturer, importer,", "name, address, and telephone number", "name, address and telephone number",
  "name, address, and telephone number of the chemical manufacturer, importer, or other responsible party",
  // the same party named without the address words ("Name of manufacturer, importer, or responsible party:    X")
  "name of manufacturer, importer, or responsible party", "name of manufacturer, importer or responsible party",
  "name of manufacturer, importer, or other responsible party", "name of manufacturer, importer or other responsible party",
  "name of the manufacturer, importer, or other responsible party", "name of the manufacturer, importer or other responsible party",
  "manufacturer, importer, or other responsible party", "manufacturer, importer or other responsible party",
  "manufacturer, importer, or responsible party", "manufacturer, importer or responsible party",
  "packaged by", "packaged for",
  // the Finnish form's "manufacturer, importer, other operator" and its Swedish wording, as one label
  "valmistaja, maahantuoja, muu toiminnanharjoittaja", "valmistaja/maahantuoja", "valmistaja / maahantuoja",
  "maahantuoja/valmistaja", "tillverkare, importör, annan verksamhetsutövare", "tillverkare/importör", "tillverkare / importör",
]);

/** Labels for the supplier, distributor or the company in general. */
export const SUPPLIER_LABELS: readonly string[] = withUnaccented([
  "supplier", "supplier/manufacturer", "company", "distributor", "distributed by", "importer", "registrant", "supplier address",
  // "distributed by" in the languages ("Vertrieb durch Henry Schein Inc", "Distribuito da"; "distribué par", "distribuido
  // por", "gedistribueerd door", "distribuído por" stand with the other sellers' labels below)
  "vertrieb durch", "vertrieben von", "vertrieben durch", "distribuée par", "distribuida por", "distribuito da", "distribuita da",
  "distribuída por", "dystrybuowany przez", "dystrybuowane przez",
  "responsible party", "company identification", "supplier identification", "manufacturer identification",
  "identification of the company", "identification of the supplier",
  "lieferant", "firma", "unternehmen", "lieferanschrift", "vertreiber", "anbieter",
  "fournisseur", "société", "distributeur", "entreprise", "adresse du fournisseur", "identification de la société",
  // the producing company's identification ("1.3 IDENTIFICATION DE LA SOCIÉTÉ PRODUCTRICE" over the name), in the languages
  "identification de la société productrice", "identificación de la empresa productora", "identificación de la empresa fabricante",
  "identificazione della società produttrice", "identificazione dell'azienda produttrice", "identificação da empresa produtora",
  "identificação da empresa fabricante", "identification of the manufacturing company", "identification of the producing company",
  "proveedor", "empresa", "distribuidor", "compañía", "identificación de la empresa",
  // a waste's sheet names the party that generates it (Chile's "hoja de datos de seguridad para residuos peligrosos")
  "generador", "generador del residuo", "empresa generadora", "gerador do resíduo", "empresa geradora",
  "fornitore", "società", "distributore", "azienda",
  "leverancier", "bedrijf", "onderneming",
  "fornecedor",
  "dostawca", "dystrybutor", "przedsiębiorstwo",
  // importers and the party that places the product on the market, in the languages
  "importador", "importateur", "importeur", "importatore", "importer", "responsable de la comercialización",
  "responsable de la mise sur le marché", "responsabile dell'immissione sul mercato", "responsável pela colocação no mercado",
  // es: the party placing a cosmetic or a biocide on the market ("Responsable de la puesta en el mercado", without "de la" too)
  "responsable de la puesta en el mercado", "responsable puesta en el mercado", "responsable de la puesta en mercado",
  "responsabile dell'immissione in commercio", "verantwoordelijke voor het in de handel brengen",
  "verantwoordelijk voor het in de handel brengen", "verantwortlich für das inverkehrbringen",
  "odpowiedzialny za wprowadzenie do obrotu", "podmiot wprowadzający do obrotu",
  // a plant-protection or biocidal product's authorisation holder
  "titular da autorização", "titular da autorização de venda", "titolare dell'autorizzazione", "titulaire de l'autorisation",
  "titular de la autorización", "zulassungsinhaber", "houder van de toelating", "posiadacz zezwolenia",
  "identificação da empresa", "identificazione della società", "identificatie van de onderneming", "identyfikacja przedsiębiorstwa",
  "identificación de la compañía",
  // a template's sub-heading over the company's name ("BEDRIJFSIDENTIFICATIE", "IDENTIFICAZIONE DELLA SOCIETÀ/IMPRESA")
  "bedrijfsidentificatie", "identificatie van het bedrijf", "firmenidentifikation", "identifizierung des unternehmens",
  "identification de l'entreprise", "identificazione della società/impresa", "identificazione dell'impresa",
  "identificação da companhia", "identificação da sociedade", "identyfikacja firmy", "identyfikacja spółki",
  // REACH's "company/undertaking" in its official words as a sub-heading ("Identificatie van de vennootschap/onderneming")
  "identificatie van de vennootschap/onderneming", "identificatie van de vennootschap", "identificación de la sociedad o la empresa",
  "identificación de la sociedad/empresa", "identificação da sociedade/empresa", "identyfikacja spółki/przedsiębiorstwa",
  // the party that sells it, in the languages ("Marketed by", "Vertrieb", "Distribué par" …)
  "company details", "company information", "company/undertaking", "marketed by", "sold by", "supplied by", "us importer",
  "eu importer", "uk importer", "canadian importer", "händler", "vertrieb", "distribué par", "distribuido por", "comercializado por",
  "suministrador", "distribuito da", "gedistribueerd door", "distribuído por", "distribuidora", "enterprise", "company identity",
  // es the seller ("Proveedor / Fabricante / Comercializador", Chile's NCh 2245 form), pt "comercializador"/"comercializadora"
  "comercializador", "comercializadora",
  // the plurals, as a form printed for several companies gives them ("PROVEEDORES: M-I HDD MINING & WATERWELL")
  "suppliers", "distributors", "importers", "proveedores", "distribuidores", "importadores", "fournisseurs", "distributeurs",
  "importateurs", "fornitori", "distributori", "importatori", "leveranciers", "importeurs", "fornecedores", "dostawcy",
  "dystrybutorzy", "importerzy",
  "supplier / distributor information", "importer of record",
  // imported, sold or packed by; the supplier of the safety data sheet as a label
  "imported by", "importado por", "importé par", "importiert von", "importato da", "geïmporteerd door", "importowane przez",
  "importado y distribuido por", "importé et distribué par", "commercialisé par", "vertrieben durch", "vertrieben von",
  "vertriebsfirma", "packed by", "envasado por", "titular del registro", "podmiot odpowiedzialny", "distributed in canada by",
  "distribué au canada par", "distribuido en méxico por", "supplier of the safety data sheet", "proveedor de la ficha de datos de seguridad",
  "fournisseur de la fiche de données de sécurité", "lieferant des sicherheitsdatenblatts", "fornitore della scheda di dati di sicurezza",
  "fornitore della scheda di sicurezza", "leverancier van het veiligheidsinformatieblad", "fornecedor da ficha de dados de segurança",
  "fornecedor da ficha de informações de segurança", "fornecedor da fispq", "dostawca karty charakterystyki",
  // Canada (WHMIS 2015 / HPR)
  "initial supplier identifier", "supplier identifier", "canadian supplier", "identificateur du fournisseur initial",
  "fournisseur initial",
  // beyond the eight: pt "companhia"; sv, da/no, fi
  "companhia", "leverantör", "företag", "leverandør", "virksomhed", "toimittaja",
  "tillverkare/leverantör", "leverantör/tillverkare", "producent/leverandør", "produsent/leverandør",
  "foretak", "yritys", "valmistaja/toimittaja", "maahantuoja", "importør", "distributør", "distributör", "leverantörens namn",
  // fr (Canada): "Compagnie :" as the company label of WHMIS sheets
  "compagnie",
  // "supplier details" as one word or a row label ("Leveranciersgegevens    X", "Lieferantendaten    X")
  "leveranciersgegevens", "bedrijfsgegevens", "fabrikantgegevens", "lieferantendaten", "herstellerdaten", "firmendaten",
  "données du fournisseur", "dane firmy",
  "leverantörsuppgifter", "företagsuppgifter", "leverandøroplysninger", "firmaoplysninger", "leverandøropplysninger",
  "firmaopplysninger", "yrityksen tiedot",
  // supplier, manufacturer, distributor in cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et
  "dodavatel", "distributor", "dodávateľ", "szállító", "forgalmazó", "furnizor",
  "distribuitor", "προμηθευτής", "παρασκευαστής", "доставчик", "производител", "dobavljač", "proizvođač", "dobavitelj",
  "proizvajalec", "tiekėjas", "gamintojas", "piegādātājs", "ražotājs", "tarnija", "tootja",
  // the company in cs, sk, hu, ro ("Társaság : X Kft.", "Cég      X Kft.", "Společnost: X s.r.o.")
  "společnost", "spoločnosť", "társaság", "cég", "cégnév", "societate", "denumirea societății", "obchodní firma", "obchodné meno",
  // the company in ro, sl, hr, el, bg, lt, lv, et ("Companie", "Podjetje", "Družba", "Tvrtka", "Društvo", "Εταιρεία", "Фирма",
  // "Дружество", "Įmonė", "Bendrovė", "Uzņēmums", "Ettevõte", "Äriühing"; session 18's language rewrites)
  "companie", "podjetje", "družba", "tvrtka", "društvo", "εταιρεία", "εταιρεια", "фирма", "дружество", "įmonė", "bendrovė", "uzņēmums",
  "ettevõte", "äriühing",
]);

/** Address labels inside the supplier block: the whole address's, and its parts (contact-labels.ts). */
export const ADDRESS_LABELS: readonly string[] = [
  "address", "location", "adresse", "anschrift", "dirección", "domicilio", "indirizzo", "adres", "endereço", "morada",
  ...BLOCK_ADDRESS_PART_LABELS,
  // A town with its country or state ("Localité et pays", "Ort und Land"), apart from the parts: each names more than one.
  "localité et état", "localité et etat", "localité et pays", "ort und land",
  // the same in an Italian authoring template and its translations ("Nome / Indirizzo completo / Distretto e Paese", "Name /
  // Full address / District and Country"), and the complete address of every language
  "district and country", "distretto e paese", "località e stato", "località e paese", "district et pays", "distrito y país",
  "distrito e país", "bezirk und land", "full address", "complete address", "indirizzo completo", "adresse complète",
  "dirección completa", "endereço completo", "volledig adres", "vollständige anschrift", "vollständige adresse", "pełny adres",
  // Malay and Indonesian ("Alamat Pengilang")
  "alamat", "alamat pengilang", "alamat syarikat", "alamat pembekal", "alamat perusahaan",
  // postal code and town as one label ("Postcode en plaats", "PLZ und Ort", "Code postal et ville" …)
  "code postal et ville", "código postal y ciudad", "código postal y localidad", "cap e città", "cap e località",
  "código postal e localidade", "kod pocztowy i miejscowość", "postal code and city", "postal code and town", "zip code and city",
  "postcode and town", "postnummer och ort", "postnummer og by", "postnummer og sted",
  // The address in the EU's other languages (session 19): beside or before a company's name ("Adrese    Felix …",
  // "Postiosoite: …") a label, never a part of the name. Also the registered seat (cs, sk "Sídlo", hu "Székhely").
  "adress", "postadress", "osoite", "postiosoite", "katuosoite", "adresa", "adresă", "cím", "naslov", "aadress", "adrese",
  "adresas", "διεύθυνση", "адрес", "sídlo", "székhely", "sjedište", "sediu",
  // The address qualified by the office it names (session 26, Chilean sheets: "Dirección Comercial Callao 2970 …").
  "dirección comercial", "domicilio comercial", "dirección oficina", "dirección oficinas", "dirección casa matriz",
  "dirección administrativa", "domicilio legal", "domicilio fiscal", "dirección postal", "business address", "office address",
  "mailing address", "head office address", "adresse commerciale", "adresse postale", "geschäftsadresse", "postanschrift",
  "indirizzo commerciale", "endereço comercial", "zakelijk adres", "postadres",
];

/** Headings of the supplier block (1.3), after which the first company-looking line names the supplier. */
export const SUPPLIER_BLOCK_HEADINGS: readonly string[] = withUnaccented([
  "details of the supplier of the safety data sheet", "details of the supplier", "details of the manufacturer",
  "supplier's details", "suppliers' details", "supplier details", "manufacturer or supplier's details",
  "manufacturer or suppliers' details", "manufacturer/supplier identification", "manufacturer information",
  "supplier information", "chemical manufacturer", "manufacturer / supplier",
  "identification of the company/undertaking", "company/undertaking identification", "identification of the company",
  "name, address, and telephone number of the chemical manufacturer", "information on the manufacturer",
  "einzelheiten zum lieferanten", "angaben zum lieferanten", "hersteller/lieferant",
  "renseignements concernant le fournisseur", "coordonnées du fournisseur", "identification du fournisseur",
  // older French sheets' "Données relatives au fabricant/fournisseur" (data on the manufacturer or supplier)
  "données relatives au fabricant/fournisseur", "données relatives au fournisseur", "données relatives au fabricant",
  "informations sur le fournisseur", "détails concernant le fournisseur",
  // es: "Datos de proveedor de la ficha …", templates that drop the article
  "datos del proveedor", "datos de proveedor", "información sobre el proveedor", "identificación del proveedor", "datos del fabricante",
  "información sobre el fabricante",
  "informazioni sul fornitore", "dati del fornitore", "dettagli del fornitore",
  "details betreffende de verstrekker", "gegevens over de leverancier", "gegevens van de leverancier",
  "identificação do fornecedor", "dados do fornecedor", "informações sobre o fornecedor",
  "dane dotyczące dostawcy", "dane dostawcy", "informacje dotyczące dostawcy",
  // the same heading in other authoring systems' words ("Detailangaben zum Lieferanten des Sicherheitsdatenblatts")
  "detailangaben zum lieferanten", "einzelheiten zum hersteller", "dati relativi al fornitore", "informazioni relative al fornitore",
  "details van de leverancier", "gegevens betreffende de leverancier", "details over de leverancier", "detalhes do fornecedor",
  "informação sobre o fornecedor", "dane o dostawcy", "informacje o dostawcy", "szczegóły dotyczące dostawcy",
  "détails du fournisseur", "detalles del proveedor",
  // the supplier named as the sheet's provider (nl "verstrekker", de "Anbieter", es "suministrador")
  "gegevens over de verstrekker", "gegevens van de verstrekker", "details van de verstrekker", "details over de verstrekker",
  "angaben zum anbieter", "einzelheiten zum anbieter", "datos del suministrador", "información sobre el suministrador",
  // the manufacturer's or the company's block in the languages ("Información del fabricante", "Angaben zum Hersteller")
  "manufacturer's information", "manufacturer/supplier information", "supplier/manufacturer information",
  "angaben zum hersteller", "angaben zum inverkehrbringer", "informationen zum hersteller",
  "renseignements sur le fabricant", "renseignements sur le fournisseur", "informations sur le fabricant", "identification du fabricant",
  "coordonnées du fabricant", "información del fabricante", "información del proveedor", "identificación del fabricante",
  "información de la empresa", "informazioni sul produttore", "dati del produttore", "gegevens van de fabrikant",
  "gegevens over de fabrikant", "informações sobre o fabricante", "dados do fabricante", "identificação do fabricante",
  "informacje o producencie", "informacje o dostawcy",
  // sv, da, no
  "närmare upplysningar om den som tillhandahåller säkerhetsdatablad", "nærmere oplysninger om leverandøren af sikkerhedsdatabladet",
  "opplysninger om leverandøren av sikkerhetsdatablad", "närmare upplysningar om den som tillhandahåller säkerhetsdatabladet",
  "nærmere opplysninger om leverandøren av sikkerhetsdatabladet", "opplysninger om leverandøren av sikkerhetsdatabladet",
  "tiedot käyttöturvallisuustiedotteen toimittajasta", "käyttöturvallisuustiedotteen toimittajan yksityiskohtaiset tiedot",
  "uppgifter om leverantören", "oplysninger om leverandøren", "toimittajan tiedot",
  // fr (Canada): "1.3 Détails du fournisseur"
  "détails du fournisseur",
  // no (bokmål): "Informasjon om / Detaljer om leverandøren av / på sikkerhetsdatabladet"
  "informasjon om leverandøren av sikkerhetsdatabladet", "detaljer om leverandøren på sikkerhetsdatabladet",
  "detaljer om leverandøren av sikkerhetsdatabladet", "informasjon om leverandøren", "detaljer om leverandøren",
  // the EU's other official languages (CLP Annex II 1.3): cs, sk, hu, ro, sl, hr, bg, el, lt, lv, et
  "podrobné údaje o dodavateli bezpečnostního listu", "podrobné údaje o dodavateli", "podrobné údaje o dodávateľovi karty bezpečnostných údajov",
  "podrobné údaje o dodávateľovi", "údaje o dodávateľovi karty bezpečnostných údajov", "údaje o dodavateli bezpečnostního listu",
  "a biztonsági adatlap szállítójának adatai", "a biztonsági adatlap szállítójának részletes adatai",
  // ro: the same letters with a comma below (ș, ț) or, as older fonts set them, a cedilla (ş, ţ)
  "detalii privind furnizorul fișei cu date de securitate", "detalii privind furnizorul fişei cu date de securitate", "detalii privind furnizorul", "podrobnosti o dobavitelju varnostnega lista",
  "podaci o dobavljaču koji isporučuje sigurnosno-tehnički list", "podaci o dobavljaču",
  "подробни данни за доставчика на информационния лист за безопасност", "στοιχεία του προμηθευτή του δελτίου δεδομένων ασφαλείας",
  "išsami informacija apie saugos duomenų lapo tiekėją", "informācija par drošības datu lapas piegādātāju", "andmed ohutuskaardi tarnija kohta",
]);

/**
 * The sheet's own name at the end of the supplier heading's wording ("… of the safety data sheet", "… der das
 * Sicherheitsdatenblatt bereitstellt", "… della scheda di dati di sicurezza"): where the heading ends and a value
 * printed on its line begins. Each may follow a few of HEADING_TAIL_WORDS.
 */
export const SDS_NAMES_IN_HEADINGS: readonly string[] = withUnaccented([
  "safety data sheet", "material safety data sheet", "sds", "msds", "sicherheitsdatenblatt", "sicherheitsdatenblattes",
  "sicherheitsdatenblatts", "fiche de données de sécurité", "fds", "ficha de datos de seguridad", "hds",
  "scheda di dati di sicurezza", "scheda dati di sicurezza", "scheda di sicurezza", "veiligheidsinformatieblad", "vib",
  "ficha de dados de segurança", "karty charakterystyki", "karta charakterystyki", "säkerhetsdatablad", "säkerhetsdatabladet",
  // Brazil's FISPQ (NBR 14725): "Detalhes do fornecedor da ficha de informações de segurança"
  "ficha de informações de segurança", "ficha de informação de segurança", "ficha de informações de segurança de produtos químicos", "fispq",
  "sikkerhedsdatablad", "sikkerhedsdatabladet", "sikkerhetsdatablad", "sikkerhetsdatabladet", "käyttöturvallisuustiedotteen",
  // cs, sk, sl, ro (a comma below or a cedilla): the genitive the 1.3 heading ends with
  "bezpečnostního listu", "karty bezpečnostných údajov", "varnostnega lista", "fișei cu date de securitate", "fişei cu date de securitate",
]);

/** The small words between a supplier heading and the sheet's name ("of the", "der das", "de la", "van het", "på"). */
export const HEADING_TAIL_WORDS: readonly string[] = [
  "of", "the", "this", "for", "der", "das", "des", "dieses", "de", "la", "le", "du", "cette", "del", "della", "dello", "questa",
  "van", "het", "dit", "da", "do", "desta", "dla", "tej", "af", "på", "av", "för", "om", "den", "denne",
];

/** Words after the sheet's name that end the heading's wording ("…, der das Sicherheitsdatenblatt bereitstellt"). */
export const HEADING_TAIL_VERBS: readonly string[] = ["bereitstellt", "liefert", "provides", "tillhandahåller"];

/**
 * The words before a company's name in a "for further information, contact …" sentence (a disclaimer at the end
 * of a sheet that has no company block), per language.
 */
export const CONTACT_SENTENCE_PHRASES: readonly string[] = [
  "please contact", "for further information contact", "for more information contact", "contact us at",
  "wenden sie sich bitte an", "wenden sie sich an", "kontaktieren sie",
  "veuillez contacter", "contactez", "veuillez communiquer avec", "communiquez avec",
  "póngase en contacto con", "contacte con", "contactar con", "comuníquese con",
  "contattare", "contattate", "rivolgersi a",
  "contact opnemen met", "neem contact op met",
  "entre em contato com", "entre em contacto com", "contacte a", "contactar a",
  "prosimy o kontakt z", "skontaktuj się z", "skontaktować się z", "kontakt z",
];
