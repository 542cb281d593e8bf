/**
 * Section 1.1's heading "Product identifier" and its wordings in the languages (REACH's "Identification of the
 * substance/mixture", the older Directive's "… of the preparation", OSHA's "Product identifier used on the label"):
 * the product's name follows it, on its line or below. Apart from ./identity-labels.ts, whose name labels stand beside
 * their value.
 */
export const PRODUCT_IDENTIFIER_LABELS: readonly string[] = [
  "product identifier", "product identifiers", "product identifier used on the label", "ghs product identifier",
  "product identification",
  // OSHA HCS's "Product identifier used on the label" as US and Canadian makers' Spanish, French and Portuguese sheets
  // print it ("Identificador del producto utilizado en la etiqueta:")
  "identificador del producto utilizado en la etiqueta", "identificador de producto utilizado en la etiqueta",
  "identificador del producto usado en la etiqueta", "identificador de producto usado en la etiqueta",
  "identificateur du produit utilisé sur l'étiquette", "identificateur de produit utilisé sur l'étiquette",
  "identificador do produto utilizado no rótulo", "identificador de produto utilizado no rótulo",
  "identificador do produto usado no rótulo",
  // 1.1's heading as REACH (and the older Directive 1999/45) words it, the name below it
  "identification of the substance or mixture", "identification of the substance/mixture", "identification of the mixture",
  // "Identification of the mixture" in the languages ("Identificación de la mezcla: X" under 1.1)
  "identifikation des gemischs", "identifikation des gemisches", "identification du mélange", "identificación de la mezcla",
  "identificazione della miscela", "identificatie van het mengsel", "identificação da mistura", "identyfikacja mieszaniny",
  // the older German 1.1 label ("Produktkennzeichen")
  "produktkennzeichen", "produktkennzeichnung",
  "identification of the preparation", "identification of the substance/preparation", "identification of the substance or preparation",
  // "Identification of the preparation" alone in the languages (Directive 2001/58 sheets: "1.1 Identification de la
  // préparation: X", "1.1 Identificatie van het preparaat: X")
  "identification de la préparation", "identificatie van het preparaat", "identificación del preparado",
  "identificación de la preparación", "identificazione del preparato", "identificazione della preparazione",
  "identificação da preparação", "identificação do preparado", "identyfikacja preparatu", "identifikation der zubereitung",
  "product identifier and other means of identification", "product identifier & other means of identification",
  "bezeichnung des stoffs bzw. des gemischs", "bezeichnung des stoffes bzw. des gemisches", "identification de la substance ou du mélange",
  "identification de la substance/du mélange", "identificación de la sustancia o de la mezcla", "identificación de la sustancia o del preparado",
  "identificazione della sostanza o della miscela", "identificação da substância ou mistura", "identificação da substância/mistura",
  "identificatie van de stof of het mengsel", "identyfikacja substancji lub mieszaniny",
  // The older directive's 1.1 label with "or" ("Bezeichnung des Stoffes oder der Zubereitung", "Identificazione della
  // sostanza o preparato"), without the second article in the Romance languages
  "bezeichnung des stoffes oder der zubereitung", "bezeichnung des stoffs oder der zubereitung", "bezeichnung des stoffes oder des gemisches",
  "bezeichnung des stoffs oder des gemischs", "bezeichnung des stoffes oder gemisches", "bezeichnung des stoffs oder gemischs",
  "bezeichnung des stoffes/der zubereitung", "bezeichnung des stoffs/der zubereitung",
  "identificazione della sostanza o preparato", "identificazione della sostanza o miscela", "identificazione della sostanza/preparato",
  "identificazione della sostanza/miscela", "identificación de la sustancia o preparado", "identificación de la sustancia o mezcla",
  "identificación de la sustancia/preparado", "identificación de la sustancia/mezcla", "identification de la substance ou préparation",
  "identification de la substance ou mélange", "identification de la substance/préparation", "identification de la substance/mélange",
  "identificatie van de stof of preparaat",
  "identificatie van de stof of mengsel",
  // the same with a slash in the other languages ("Identificação da substância/preparação", "Identyfikacja substancji/preparatu")
  "identificação da substância/preparação", "identificação da substância/mistura", "identificatie van de stof/het preparaat",
  "identificatie van de stof/preparaat", "identificatie van de stof/het mengsel", "identyfikacja substancji/preparatu",
  "identyfikacja substancji/mieszaniny",
  // Finnish and Nordic 1.1 headings ("Tuotetunniste", "Identifikation af produktet")
  "tuotetunniste", "tuotteen tunnistetiedot", "identifikasjon av produktet", "identifikation af produktet", "identifiering av produkten",
  "produktidentifikator", "identificateur de produit", "identificateur du produit", "identificador del producto",
  "identificador de producto", "identificatore del prodotto", "productidentificatie", "productidentificator",
  "identificador do produto", "identyfikator produktu",
  // fr: "Identifiant du produit" (a French wording of 1.1's "Product identifier", beside "Identificateur de produit")
  "identifiant du produit", "identifiant de produit", "identifiant produit", "identifiants du produit", "identifiants de produit",
  // The older German 1.1 heading "Angaben zum Produkt" (the name's label beside it: "Angaben zum Produkt: Handelsname: X")
  "angaben zum produkt", "information on the product", "informations sur le produit", "información sobre el producto",
  "informazioni sul prodotto", "gegevens over het product", "informações sobre o produto", "informacje o produkcie",
  "identificación del producto", "identification du produit", "identificazione del prodotto", "identificação do produto",
  "identificatie van het product", "identyfikacja produktu",
  // the same without the article, as Latin-American and older sheets print it ("1.1 Identificación de producto: X")
  "identificación de producto", "identification de produit", "identificação de produto", "identificazione di prodotto",
  // and without the preposition too, as telegraphic templates print it ("1.1 Identificación producto" / "X.")
  "identificación producto", "identification produit", "identificação produto", "identificazione prodotto",
  // The plural heading of some templates ("1.1 Product identifiers" / "Product name X")
  "produktidentifikatoren", "identificateurs de produit", "identificateurs du produit", "identificadores del producto",
  "identificatori del prodotto", "identificatori di prodotto", "productidentificatoren", "identificadores do produto",
  "identyfikatory produktu",
  // 1.1's heading in the older Directive 1999/45 sheets ("… or of the preparation")
  "identificazione della sostanza o del preparato", "bezeichnung des stoffes bzw. der zubereitung", "bezeichnung des stoffs bzw. der zubereitung",
  "identification de la substance ou de la préparation", "identificatie van de stof of het preparaat", "identificação da substância ou preparação",
  "identificação da substância ou da preparação", "identyfikacja substancji lub preparatu",
  // "the chemical product" (Chile's NCh 2245, Brazil's NBR 14725) and the Swedish 1.1 heading
  "identificación del producto químico", "identificación de la sustancia química", "identificação do produto químico",
  // the same printed in capitals without accents ("IDENTIFICACIÓN DEL PRODUCTO QUIMICO")
  "identificación del producto quimico", "identificacion del producto quimico", "identificacion del producto químico",
  "identificação do produto quimico",
  "identification du produit chimique", "produktbeteckning",
  // The GHS product identifier in the languages (Mexico's NOM-018 "Identificador SGA del producto", Canada's "SGH")
  "identificador sga del producto", "identificador del producto sga", "identificador sga", "identificador ghs del producto",
  "identificateur de produit sgh", "identificateur sgh du produit", "identificateur sgh", "identificador do produto ghs",
  "identificador ghs do produto", "ghs-produktidentifikator",
  // 1.1's heading in the older Directive's sheets of the Nordic languages, Finnish and central Europe ("1.1 Identifikation
  // af stof eller kemisk produkt" / "Betegnelse: X"), and Danish "the chemical product" for the preparation
  "identifikation af stoffet/præparatet", "identifikation af stoffet eller præparatet", "identifikation af stof eller kemisk produkt",
  "identifikation af stoffet eller det kemiske produkt", "identifikation af stoffet/det kemiske produkt", "identifikation af det kemiske produkt",
  "identifikation af stof/kemisk produkt", "identifikasjon av stoffet/preparatet", "identifikasjon av stoffet eller preparatet",
  "identifikasjon av stoffet/stoffblandingen", "identifikasjon av stoffet eller stoffblandingen", "identifiering av ämnet/beredningen",
  "identifiering av ämnet eller beredningen", "identifiering av ämnet/blandningen", "identifiering av ämnet eller blandningen",
  "aineen tai valmisteen tunnistustiedot", "aineen tai valmisteen tunnistetiedot", "aineen/valmisteen tunnistustiedot",
  "aineen/valmisteen tunnistetiedot", "aineen tai seoksen tunnistetiedot", "aineen/seoksen tunnistetiedot",
  "identifikace látky nebo přípravku", "identifikace látky/přípravku", "identifikace látky nebo směsi", "identifikace látky/směsi",
  "identifikácia látky alebo prípravku", "identifikácia látky/prípravku", "identifikácia látky alebo zmesi", "identifikácia látky/zmesi",
  // The OSHA form's "IDENTITY (As Used on Label and List)"
  "identity",
  // 1.1 "Product identifier" of REACH Annex II in cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et
  "identifikátor výrobku", "identifikátor produktu", "termékazonosító", "element de identificare a produsului",
  "αναγνωριστικός κωδικός προϊόντος", "идентификатори на продукта", "идентификатор на продукта", "identifikacijska oznaka proizvoda",
  "identifikator izdelka", "produkto identifikatorius", "produkta identifikators", "tootetähis",
  "identifikator vyrobku", "identifikator produktu", "termekazonosito", "tootetahis",
];
