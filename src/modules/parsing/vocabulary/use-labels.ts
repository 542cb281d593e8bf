/**
 * The identified or recommended use (REACH Annex II 1.2 / OSHA App. D "Recommended use"): its labels, the sector
 * of use, and uses advised against, in the languages the parser reads, lower case. Spaces match any spacing.
 */

/** Identified / recommended use (1.2). */
export const USE_LABELS: readonly string[] = [
  "recommended use", "recommended uses", "recommended use of the chemical", "identified uses", "identified use",
  "relevant identified uses", "use of the substance/mixture", "use of the substance / mixture", "use of the substance/preparation",
  "use", "uses", "product use", "material uses", "intended use", "application", "use/description", "recommended use and restrictions",
  // US MSDS forms' "End use" (the product's end use: "END USE    Grinding wheel")
  "end use", "end uses", "end-use",
  "empfohlene verwendung", "identifizierte verwendungen", "relevante identifizierte verwendungen", "verwendung des stoffs/des gemischs",
  "verwendung des stoffes/des gemisches", "verwendung", "verwendungszweck", "empfohlene verwendung und einschränkungen",
  "utilisation recommandée", "utilisations identifiées pertinentes", "utilisation de la substance/du mélange", "utilisation",
  "utilisations identifiées", "usage recommandé",
  "uso recomendado", "usos pertinentes identificados", "usos identificados", "uso de la sustancia o de la mezcla", "uso",
  "uso raccomandato", "usi identificati pertinenti", "usi identificati", "uso della sostanza/della miscela", "utilizzo",
  "relevant geïdentificeerde gebruiken", "relevante geïdentificeerde gebruiken", "geïdentificeerde gebruiken", "aanbevolen gebruik", "geïdentificeerd gebruik", "gebruik van de stof of het mengsel", "gebruik",
  "utilizações identificadas relevantes", "utilização recomendada", "utilizações identificadas", "utilização",
  "zastosowania zidentyfikowane", "zidentyfikowane zastosowania", "zalecane zastosowanie", "zastosowanie",
];

/** Use labels only use.ts needs: kept out of label-tiers.ts's ANY_LABEL, whose cost grows with each phrase. */
export const USE_LABELS_MORE: readonly string[] = [
  // Intended use, the use "of the product", with the slash spaced, the application ("Emploi") and the function.
  "intended use of the product", "intended uses", "recommended use(s)", "identified use(s)", "product use/class", "use/class",
  "use of the substance / preparation", "application of the substance / the mixture", "application of the substance / the preparation",
  "function or use category", "use category", "recommended use of the product", "product type/use", "use/application",
  "suggested use", "suggested uses", "general use", "use description", "product application", "principal use", "primary use",
  "intended application", "recommended application",
  "vorgesehene verwendung", "empfohlene(r) verwendungszweck(e)", "verwendungszweck(e)", "verwendung des stoffes / des gemisches",
  "verwendung des stoffes / der zubereitung", "verwendung des stoffs / des gemischs", "funktions- oder verwendungskategorie",
  "utilisation prévue", "utilisation(s) recommandée(s)", "emploi de la substance / de la préparation", "emploi de la substance / du mélange",
  "utilisation de la substance / du mélange", "fonction ou catégorie d'utilisation", "usage prévu",
  "uso previsto", "uso(s) recomendado(s)", "empleo de la sustancia / de la mezcla", "uso de la sustancia / de la mezcla",
  "función o categoría de uso", "usos recomendados",
  "uso della sostanza / della miscela", "utilizzo della sostanza / della miscela", "impiego della sostanza / della miscela",
  "funzione o categoria d'uso", "usi raccomandati",
  "beoogd gebruik", "gebruik van de stof / van het preparaat", "gebruik van de stof / het mengsel", "functie of gebruikscategorie",
  "utilização prevista", "utilização da substância / da mistura", "utilização da substância/mistura", "função ou categoria de utilização",
  "uso recomendado", "przeznaczenie", "zastosowanie substancji / mieszaniny", "funkcja lub kategoria zastosowania",
  "verwendungen", "empfohlene verwendungen", "anwendung", "anwendungsbereich", "einsatzbereich", "utilisations", "usage",
  "usages identifiés pertinents", "usage(s) identifié(s)", "emploi", "usos", "aplicación", "usos identificados relevantes",
  "usi", "impiego", "usi pertinenti identificati", "toepassing", "relevant geïdentificeerd gebruik", "aplicação", "utilizações",
  "usos identificados relevantes", "zastosowania", "zalecane zastosowania", "istotne zidentyfikowane zastosowania",
  // The plural and "(s)" forms of the plain labels, and the use "of (the) product".
  "relevant identified use(s)", "relevant identified use", "product uses", "use of product", "use of the product", "use(s)",
  "identified use(s) of the product", "intended use(s)", "recomendaciones de uso", "recomendación de uso", "raccomandazioni d'uso",
  // sv, da, no, fi: the REACH 1.2 wordings and the sheets' own labels.
  "identifierade användningar", "identifierad användning", "relevanta identifierade användningar", "avsedd användning",
  "rekommenderad användning", "användning", "användningar", "användningsområde", "ämnets användning", "användning av ämnet/blandningen",
  "användning av ämnet / blandningen", "ämnets användning / tillredningen", "ämnets / blandningens användning", "produktens användning",
  "identificerede anvendelser", "identificeret anvendelse", "relevante identificerede anvendelser", "anvendelse", "anvendelser",
  "anbefalet anvendelse", "anvendelsesområde", "tilsigtet anvendelse", "anvendelse af stoffet/blandingen", "anvendelse af stoffet / blandingen",
  "anvendelse af stoffet / præparatet", "produktets anvendelse",
  "identifiserte bruksområder", "identifisert bruk", "relevante identifiserte bruksområder", "bruksområde", "bruksområder", "anbefalt bruk",
  "tiltenkt bruk", "bruk", "bruk av stoffet/stoffblandingen", "bruk av stoffet / stoffblandingen", "produktets bruk",
  "tunnistetut käytöt", "tunnistettu käyttö", "merkitykselliset tunnistetut käytöt", "käyttö", "käyttötarkoitus", "suositeltu käyttö",
  "aiottu käyttö", "käyttökohde", "käyttökohteet", "aineen tai seoksen käyttö", "aineen/seoksen käyttö", "aineen / seoksen käyttö",
  "aineen tai seoksen merkitykselliset tunnistetut käytöt",
  // "Pertinent" for "relevant", a description and use in one label, a use class.
  "pertinent identified uses", "usos pertinentes", "usi pertinenti", "utilisations pertinentes", "utilizações pertinentes",
  "description/use", "descrizione/utilizzo", "descrizione/uso", "descripción/uso", "description/utilisation", "beschreibung/verwendung",
  "product use classification", "use classification", "uses of the product", "use of the preparation", "function",
  // The use "of the product" and 1.2's label with the second article left out ("substance/mélange"), as templates print them.
  "verwendung des produkts", "verwendung des produktes", "utilisation du produit", "utilisation de la substance/mélange",
  "uso del producto", "uso de la sustancia/mezcla", "uso de la sustancia/de la mezcla", "applicazione", "uso del prodotto",
  "utilizzo del prodotto", "uso della sostanza/miscela", "aanbevolen toepassing", "gebruik van het product",
  "gebruik van de stof/het mengsel", "utilização do produto", "uso do produto", "zastosowanie produktu",
  "zastosowanie substancji/mieszaniny",
  // The use "of the material" (a data sheet's material for the product: "Uso del materiale", session 24).
  "use of the material", "uso del materiale", "uso del material", "utilisation du matériau", "verwendung des materials",
  // cs, sk, hu, ro, hr, sl: the 1.2 wordings (Regulation (EU) 2020/878 Annex II) and the sheets' short labels.
  "použití", "určená použití", "doporučené použití", "příslušná určená použití", "použití látky/směsi", "použití látky / směsi",
  "použitie", "identifikované použitia", "relevantné identifikované použitia", "odporúčané použitie", "použitie látky/zmesi",
  "felhasználás", "azonosított felhasználások", "ajánlott felhasználás", "az anyag vagy keverék megfelelő azonosított felhasználása",
  "utilizare", "utilizări identificate relevante", "utilizări relevante identificate", "utilizare recomandată",
  "uporaba", "identificirane uporabe", "odgovarajuće identificirane uporabe", "ustrezne identificirane uporabe", "priporočena uporaba",
  // 1.2's wordings of the other EU languages (Regulation (EU) 2020/878 Annex II): their shortened labels, the recommended
  // use and the use "of the substance/mixture", as sheets print them (session 19).
  "utilizări identificate", "utilizarea substanței/amestecului", "utilizarea substanței / amestecului", "megfelelő azonosított felhasználások",
  "azonosított felhasználás", "az anyag/keverék felhasználása", "az anyag / keverék felhasználása", "pomembne identificirane uporabe",
  "uporaba snovi/zmesi", "uporaba snovi / zmesi", "utvrđene uporabe", "relevantne utvrđene uporabe", "relevantne identificirane uporabe", "preporučena uporaba",
  "uporaba tvari/smjese", "uporaba tvari / smjese", "προσδιορισθείσες χρήσεις", "συναφείς προσδιορισθείσες χρήσεις",
  "προσδιοριζόμενες χρήσεις", "συνιστώμενη χρήση", "χρήση της ουσίας/του μείγματος", "χρήση της ουσίας / του μείγματος", "χρήση",
  "идентифицирани употреби", "идентифицирани употреби от значение", "препоръчителна употреба", "препоръчвана употреба",
  "употреба на веществото/сместа", "употреба на веществото / сместа", "употреба", "nustatyti naudojimo būdai",
  "atitinkami nustatyti naudojimo būdai", "rekomenduojamas naudojimas", "medžiagos/mišinio naudojimas", "naudojimas",
  "apzinātie lietošanas veidi", "attiecīgi apzinātie lietošanas veidi", "ieteicamā lietošana", "vielas/maisījuma lietošana", "lietošana",
  "kindlakstehtud kasutusalad", "asjaomased kindlakstehtud kasutusalad", "soovitatav kasutus", "aine/segu kasutusala", "kasutusala",
  "kasutusalad",
  // 1.2's title up to its uses, as the headings print it before "… and uses advised against".
  "συναφείς προσδιοριζόμενες χρήσεις", "aine või segu asjaomased kindlakstehtud kasutusalad",
  "atitinkami nustatyti medžiagos ar mišinio naudojimo būdai", "attiecīgi apzinātie vielas vai maisījuma lietošanas veidi",
];

/**
 * Use labels a sweep of sheets' forms found missing (session 21): the use's noun with its adjective after it (it
 * "Utilizzo consigliato", pt "Utilizações recomendadas") or inflected before it (de "Empfohlener Verwendungszweck"),
 * the field of application ("Field of application", "Anwendungsgebiet", "Domaine d'application", "Campo de aplicación",
 * "Toepassingsgebied", "Zakres stosowania"), and nouns of the use the lists lacked (es "Utilización", it "Utilizzi",
 * "Impieghi", nl "Toepassingen").
 */
export const USE_LABELS_FORMS: readonly string[] = [
  "field of application", "fields of application", "area of application", "areas of application", "application area",
  "application field", "recommended uses and restrictions",
  "empfohlener verwendungszweck", "empfohlene verwendungszwecke", "vorgesehener verwendungszweck", "vorgesehene verwendungszwecke",
  "bestimmungsgemäße verwendung", "anwendungsgebiet", "anwendungsgebiete", "einsatzgebiet", "einsatzgebiete", "einsatzzweck",
  "verwendungszwecke", "identifizierte verwendung",
  "domaine d'application", "domaines d'application", "utilisations recommandées", "usages recommandés", "usage(s) recommandé(s)",
  "usages identifiés", "utilisation identifiée",
  "campo de aplicación", "campos de aplicación", "ámbito de aplicación", "utilización", "utilizaciones identificadas",
  "utilización recomendada", "usos previstos", "uso identificado",
  "campo di applicazione", "campi di applicazione", "campo d'impiego", "settore di impiego", "utilizzo consigliato",
  "utilizzi consigliati", "uso consigliato", "usi consigliati", "utilizzo raccomandato", "utilizzi raccomandati",
  "utilizzi identificati", "utilizzi identificati pertinenti", "utilizzi pertinenti identificati", "utilizzi", "impieghi",
  "impieghi identificati", "impieghi identificati pertinenti", "impiego raccomandato", "impiego consigliato", "utilizzo previsto",
  "toepassingsgebied", "toepassingsgebieden", "toepassingen", "geïdentificeerde toepassingen",
  "geïdentificeerde relevante toepassingen", "relevante geïdentificeerde toepassingen", "relevante toepassingen",
  "aanbevolen toepassingen", "aanbevolen gebruiken",
  "área de aplicação", "áreas de aplicação", "campo de aplicação", "utilizações recomendadas", "usos recomendados",
  "uso identificado", "utilização identificada",
  "zakres stosowania", "zakres zastosowania", "obszar zastosowania", "obszary zastosowania", "zalecane zastosowania",
  "zastosowanie zidentyfikowane",
  // Session 22: the main use, the use's type or category (a sector there is weighed as one), the product's technical
  // function as ECHA's use descriptors name it, the intended purpose, and nouns the lists lacked (fr "Usages", it
  // "Destinazione d'uso", nl "Gebruiksdoel", de "Produktverwendung", "Anwendungszweck").
  "main use", "main uses", "intended purpose", "product function", "technical function", "type of use", "category of use",
  "product use category", "description of use", "uses identified", "use pattern", "manufacturer's recommended use",
  "supplier's recommended use",
  "produktverwendung", "verwendungsbereich", "anwendungszweck", "produktfunktion", "technische funktion", "verwendungsart",
  "usages", "usage identifié", "fonction du produit", "fonction technique", "type d'utilisation", "domaine d'utilisation",
  "catégorie d'utilisation",
  "usos relevantes identificados", "tipo de uso", "aplicaciones", "función técnica", "función del producto",
  "uso identificato", "destinazione d'uso", "funzione tecnica", "funzione del prodotto",
  "gebruiksdoel", "productgebruik", "technische functie", "functie van het product",
  "função técnica", "função do produto",
  "zidentyfikowane zastosowanie", "funkcja techniczna",
];

/**
 * Use labels of national templates that sheets from outside the corpus print (session 26, measured blind): the main use
 * (es "Uso principal", pt "Principais usos recomendados …", Brazil's FISPQ), it "Utilizzazione", the purpose and the
 * planned use (cs "Účel použití", "Předpokládané použití", sk "Plánované použitie"), hu's use of the mixture ("A keverék
 * felhasználása", the possessor first), hr "Upotreba proizvoda" and "Navedene upotrebe", sl "Namen uporabe" and
 * "Področje uporabe", sv "Identifierade användningsområden", ro "Utilizarea produsului".
 */
export const USE_LABELS_NATIONAL: readonly string[] = [
  "uso principal", "usos principales", "aplicación principal", "utilización principal", "usos principais", "principais usos",
  "principais usos recomendados", "principais usos recomendados para a substância ou mistura", "principais usos recomendados para o produto",
  "utilização principal", "utilisation principale", "usage principal", "uso principale", "impiego principale", "hauptverwendung",
  "hauptverwendungszweck", "hoofdgebruik", "główne zastosowanie", "cel stosowania", "przeznaczenie produktu",
  "utilizzazione", "utilizzazione raccomandata", "utilizzazione prevista",
  "účel použití", "předpokládané použití", "zamýšlené použití", "plánované použití", "určené použití", "oblast použití", "použití výrobku",
  "plánované použitie", "zamýšľané použitie", "predpokladané použitie", "účel použitia", "určené použitie", "oblasť použitia", "použitie výrobku",
  "a keverék felhasználása", "az anyag felhasználása", "a termék felhasználása", "az anyag vagy keverék felhasználása",
  "az anyag vagy a keverék felhasználása", "felhasználási terület", "javasolt felhasználás",
  "upotreba", "upotreba proizvoda", "navedene upotrebe", "identificirane upotrebe", "preporučena upotreba", "namjena", "namjena proizvoda",
  "uporaba proizvoda", "namen uporabe", "področje uporabe", "namen, področje uporabe", "uporaba izdelka", "predvidena uporaba",
  "identifierade användningsområden", "användningsområden", "avsett användningsområde", "användning av produkten",
  "utilizarea", "utilizarea produsului", "domeniul de utilizare",
  // Session 29, sheets from outside the corpus (measured blind): the use "of the preparation" as pre-2010 sheets title
  // 1.2 (Directive 1999/45/EC; as English "use of the preparation" above), a label that also stands alone over its value
  // ("1.2 Utilizzazione del preparato" / "Idoneo per …"; the subject phrase after a label is dropped only before a colon
  // or a gap, use-label-forms.ts), 1.2's title with its words in another order ("Pertinenti usi identificati",
  // "Relevante Verwendungen"), the commercial, normal or main use's labels, and es "Empleo" alone.
  "verwendung der zubereitung", "utilisation de la préparation", "emploi de la préparation", "utilizzazione del preparato",
  "uso del preparato", "impiego del preparato", "utilizzo del preparato", "uso del preparado", "utilización del preparado",
  "empleo del preparado", "gebruik van het preparaat", "toepassing van het preparaat", "utilização da preparação",
  "uso da preparação", "zastosowanie preparatu",
  "pertinenti usi identificati", "relevante verwendungen", "relevante verwendung", "usos identificados pertinentes",
  "utilisations pertinentes identifiées", "utilizações relevantes identificadas",
  "utilisation commerciale", "usage commercial", "usage normal", "utilisation normale", "uso normal", "uso comercial", "recomendación",
  "recommended usage", "normal use", "commercial use", "belangrijkste toepassingen", "belangrijkste toepassing",
  "voornaamste toepassingen", "hoofdtoepassing", "principal uso recomendado", "principal uso recomendado para a mistura",
  "principal uso recomendado para a substância", "principal uso recomendado para o produto", "principal uso", "uso principal recomendado",
  "empleo",
];

/**
 * Column heads of a REACH use-descriptor table beside the use's own column ("Identified use    Sector of use    Product
 * category" / "Floor cleaner    SU21    PC35"): the descriptor categories and their codes, en de fr es it nl pt pl.
 */
export const USE_DESCRIPTOR_HEADS: readonly string[] = [
  "sector of use", "sector of use (su)", "su", "product category", "product category (pc)", "pc", "process category",
  "process category (proc)", "proc", "environmental release category", "environmental release category (erc)", "erc",
  "article category", "ac", "use descriptor", "use descriptors", "lifecycle stage", "life cycle stage",
  "verwendungssektor", "produktkategorie", "prozesskategorie", "umweltfreisetzungskategorie", "erzeugniskategorie",
  "verwendungsdeskriptor", "verwendungsdeskriptoren", "lebenszyklusstadium",
  "secteur d'utilisation", "catégorie de produit", "catégorie de produits", "catégorie de processus",
  "catégorie de rejet dans l'environnement", "descripteur d'utilisation", "descripteurs d'utilisation",
  "sector de uso", "categoría de producto", "categoría de productos", "categoría de proceso", "categoría de emisión al medio ambiente",
  "descriptor de uso", "descriptores de uso",
  "settore d'uso", "categoria di prodotto", "categoria di processo", "categoria di rilascio nell'ambiente", "descrittore d'uso",
  "gebruikssector", "productcategorie", "procescategorie", "milieuvrijstellingscategorie", "gebruiksdescriptor",
  "sector de utilização", "setor de utilização", "categoria de produto", "categoria de processo", "descritor de utilização",
  "sektor zastosowania", "kategoria produktu", "kategoria procesu", "kategoria uwalniania do środowiska", "deskryptor zastosowania",
];

/**
 * What a use label names the use of, between the label and its colon ("Verwendung des Stoffes/Gemisches", "Uso de la
 * sustancia o mezcla", "Gebruik van het mengsel", "Zastosowanie substancji lub mieszaniny"): the substance, the mixture,
 * the preparation or the product, in the eight languages (with their cases). use.ts drops the phrase after a use label,
 * so each label needs no spelling per way of naming them.
 */
export const USE_SUBJECT_WORDS: readonly string[] = [
  "substance", "substances", "mixture", "mixtures", "preparation", "preparations", "product", "products",
  "stoff", "stoffs", "stoffes", "gemisch", "gemischs", "gemisches", "zubereitung", "zubereitungen", "produkt", "produkts", "produktes",
  "mélange", "préparation", "produit", "sustancia", "mezcla", "preparado", "producto", "sostanza", "miscela", "preparato", "prodotto",
  "stof", "mengsel", "preparaat", "substância", "mistura", "preparação", "produto",
  "substancji", "mieszaniny", "preparatu", "produktu",
  // Session 26: the material and the preparation where the lists lacked them (nl "bereiding", pt/es "material", it
  // "materiale", fr "matériau"), and the subjects of ro, cs, sk, hr, sl and sv ("Utilizarea materialului / amestecului",
  // "Použití látky nebo přípravku", "Användning av ämnet eller beredningen").
  "bereiding", "bereidingen", "material", "materiale", "matériau", "materialului", "amestecului", "substanței", "substanţei", "produsului",
  "preparatului", "látky", "směsi", "přípravku", "výrobku", "zmesi", "prípravku", "tvari", "smjese", "proizvoda", "snovi", "izdelka",
  "ämnet", "blandningen", "beredningen", "produkten",
  // Session 29: es "elaboración" (an authoring service's "Utilización del producto / de la elaboración").
  "elaboración",
];

/** Articles before those words ("of the", "des", "de la", "della", "van het", "da"). */
export const USE_SUBJECT_ARTICLES: readonly string[] = [
  "the", "des", "der", "dem", "la", "le", "l'", "l’", "du", "de", "del", "el", "il", "lo", "het", "a", "o", "da", "do", "della", "dello",
  "dell'", "dell’", "van", "of", "para", "av",
];

/**
 * What follows a use label after "/", "&" or "and" in a label that names the use and its restrictions at once
 * ("Product Use/Restriction: Abrasive product.", "Product Uses & Restrictions: Professional use only"): the value
 * on its line is the use.
 */
export const USE_RESTRICTION_WORDS: readonly string[] = [
  "restriction", "restrictions", "restriction on use", "restrictions on use", "restrictions of use", "limitations", "limitation",
  "einschränkung", "einschränkungen", "beschränkungen", "verwendungsbeschränkungen", "restriction d'utilisation", "restrictions d'utilisation",
  "restricciones", "restricción", "restricciones de uso", "restrizioni", "restrizione", "restrizioni d'uso", "beperking", "beperkingen",
  "restrição", "restrições", "restrições de utilização", "ograniczenia", "ograniczenie", "ograniczenia stosowania",
  "begränsning", "begränsningar", "begrænsning", "begrænsninger", "begrensning", "begrensninger", "rajoitus", "rajoitukset", "käyttörajoitukset",
];

/** Labels of the sector of use ("Main use category: Consumer use"), a use's context rather than the use. */
export const USE_SECTOR_LABELS: readonly string[] = [
  "main use category", "sector of use", "sectors of use", "hauptverwendungskategorie", "verwendungssektor",
  "catégorie d'usage principal", "secteur d'utilisation", "categoría de uso principal", "sector de uso",
  "categoria d'uso principale", "settore d'uso", "hoofdgebruikscategorie", "gebruikssector",
  "categoria de utilização principal", "sector de utilização", "główna kategoria zastosowania", "sektor zastosowania",
  "användningssektor", "anvendelsessektor", "bruksektor", "käyttösektori", "käytön pääluokka",
];

/** Words that name a sector of use only (who uses it, not what for). */
export const USE_SECTOR_WORDS: readonly string[] = [
  "industrial", "industrial use", "industrial uses", "industrial applications", "industrial application", "professional",
  "professional use", "professional uses", "consumer", "consumer use", "consumer uses", "general public",
  "industriell", "industrielle verwendungen", "industrielle verwendung", "berufsmäßig", "gewerblich", "gewerbliche verwendungen",
  "verbraucherverwendungen", "verbraucher", "private haushalte", "allgemeinheit",
  "usage industriel", "usages industriels", "utilisation industrielle", "utilisations industrielles", "usage professionnel",
  "usages professionnels", "utilisation professionnelle", "grand public", "consommateurs",
  "uso industrial", "usos industriales", "uso profesional", "usos profesionales", "consumidores", "público en general",
  "uso industriale", "usi industriali", "uso professionale", "usi professionali", "consumatori",
  "industrieel gebruik", "professioneel gebruik", "consumentengebruik", "consumenten",
  "utilização industrial", "utilização profissional", "consumidores",
  "zastosowanie przemysłowe", "zastosowanie profesjonalne", "konsumenci",
  "industriell användning", "yrkesmässig användning", "professionell användning", "konsumentanvändning", "konsumenter", "allmänheten",
  "industriel anvendelse", "erhvervsmæssig anvendelse", "professionel anvendelse", "forbrugeranvendelse", "forbrugere",
  "industriell bruk", "profesjonell bruk", "yrkesmessig bruk", "forbrukerbruk", "forbrukere",
  "teollinen käyttö", "ammattikäyttö", "ammattimainen käyttö", "kuluttajakäyttö", "kuluttajat",
  "konsumentów", "użytkowników profesjonalnych",
];

/**
 * Words that say only whom a product is meant for around a sector ("Intended for the general public", "Bestimmt für
 * die Allgemeinheit", "Destinado aos consumidores"): with a sector and nothing else, the line names no use.
 */
export const USE_AUDIENCE_WORDS: readonly string[] = [
  "intended for", "reserved for", "bestimmt für", "nur für", "destiné au", "destiné aux", "destinée au", "destinée aux", "réservé aux",
  "destinado al", "destinado a los", "destinada al", "destinato ai", "destinato al", "riservato ai", "bestemd voor",
  "destinado aos", "destinado ao", "destinada aos", "przeznaczony dla", "przeznaczone dla", "przeznaczona dla",
  "avsedd för", "beregnet til", "tarkoitettu",
];

/** The words of the uses advised against ("Uses advised against", "Usi sconsigliati", "Ontraden gebruik"). */
export const ADVISED_AGAINST_WORDS: readonly string[] = [
  "advised against", "uses advised", "abgeraten", "nicht empfohlen", "déconseillée", "déconseillées",
  "contre-indiquées", "desaconsejados", "desaconsejado", "sconsigliati", "sconsigliato", "ontraden", "afgeraden",
  "desaconselhadas", "desaconselhados", "odradzane", "odradzanych",
  "avråds", "avrådd", "avrådda", "avrådes", "frarådes", "frarådet", "frarådede", "ei suositella", "joita ei suositella",
  "nedoporučená", "nedoporučené", "neodporúčané", "ellenjavallt", "nem ajánlott", "nerecomandate", "contraindicate",
  "ne preporučuju", "odsvetovane", "odsvetovana",
  "αντενδεικνυόμενες", "не се препоръчват", "непрепоръчителни", "nerekomenduojami", "neiesaka", "neieteicamie", "ei soovitata",
  "mittesoovitatavad", "nem javasolt", "neprimjerene", "neodporúčajú",
];

export const USE_ADVISED_AGAINST: readonly string[] = [...ADVISED_AGAINST_WORDS, ...USE_RESTRICTION_WORDS];
