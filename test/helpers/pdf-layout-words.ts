/**
 * The words of the PDF layout sweep's sheets (test/helpers/pdf-layout-sweep.ts), per language: REACH Annex II's
 * section and sub-section titles as Regulation (EU) 2020/878 prints them in each language, the field labels SDS
 * authoring tools print under them (two forms each), the CLP signal word and the statements' official wording.
 * Products, companies, addresses and numbers are invented.
 */

export type SheetWords = {
  title: string;
  subtitle: string;
  sections: { 1: string; 2: string; 3: string; 16: string };
  sub: { identifier: string; uses: string; supplier: string; emergency: string; classification: string; label: string; otherHazards: string; mixtures: string };
  product: readonly [string, string];
  supplier: readonly [string, string];
  revision: readonly [string, string];
  signal: string;
  hazardStatements: string;
  precautionary: string;
  phone: string;
  /** The product code's label (a neighbouring field beside the product name). */
  productCode: string;
  page: (n: number, of: number) => string;
  tableHeader: readonly [string, string, string, string];
  ingredients: readonly [string, string];
  /** Section 2.3 and section 16's sentence, and section 1.2's use. */
  other: string;
  closing: string;
  use: string;
  /** What the sheet's own values are. */
  values: { product: string; company: string; address: string; telephone: string; emergency: string; date: string; signal: string; concentrations: readonly [string, string] };
  statements: { H225: string; H319: string; P210: string; P280: string; "P305+P351+P338": string };
};

export const SHEET_WORDS: Readonly<Record<string, SheetWords>> = {
  en: {
    title: "SAFETY DATA SHEET", subtitle: "according to Regulation (EC) No 1907/2006 (REACH)",
    sections: { 1: "SECTION 1: Identification of the substance/mixture and of the company/undertaking", 2: "SECTION 2: Hazards identification", 3: "SECTION 3: Composition/information on ingredients", 16: "SECTION 16: Other information" },
    sub: { identifier: "1.1 Product identifier", uses: "1.2 Relevant identified uses of the substance or mixture and uses advised against", supplier: "1.3 Details of the supplier of the safety data sheet", emergency: "1.4 Emergency telephone number", classification: "2.1 Classification of the substance or mixture", label: "2.2 Label elements", otherHazards: "2.3 Other hazards", mixtures: "3.2 Mixtures" },
    product: ["Trade name", "Product name"], supplier: ["Supplier", "Company name"], revision: ["Revision date", "Date of revision"],
    signal: "Signal word", hazardStatements: "Hazard statements", precautionary: "Precautionary statements", phone: "Telephone", productCode: "Product code",
    page: (n, of) => `Page ${n} of ${of}`,
    tableHeader: ["Chemical name", "CAS No.", "EC No.", "Concentration"], ingredients: ["Ethanol", "Propan-2-ol"],
    other: "No other hazards known.", closing: "The information is based on our present knowledge.", use: "Floor cleaner for professional use.",
    values: { product: "Brightfloor® Cleaner 500", company: "Harbourside Chemicals Ltd", address: "12 Harbour Road, Leeds LS1 4AB, United Kingdom", telephone: "+44 113 496 0000", emergency: "+44 1865 407333", date: "17/03/2024", signal: "Danger", concentrations: ["10 - 20 %", "1 - 5 %"] },
    statements: {
      H225: "Highly flammable liquid and vapour.", H319: "Causes serious eye irritation.",
      P210: "Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.", P280: "Wear protective gloves/eye protection.",
      "P305+P351+P338": "IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.",
    },
  },
  de: {
    title: "SICHERHEITSDATENBLATT", subtitle: "gemäß Verordnung (EG) Nr. 1907/2006 (REACH)",
    sections: { 1: "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", 2: "ABSCHNITT 2: Mögliche Gefahren", 3: "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen", 16: "ABSCHNITT 16: Sonstige Angaben" },
    sub: { identifier: "1.1 Produktidentifikator", uses: "1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird", supplier: "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", emergency: "1.4 Notrufnummer", classification: "2.1 Einstufung des Stoffs oder Gemischs", label: "2.2 Kennzeichnungselemente", otherHazards: "2.3 Sonstige Gefahren", mixtures: "3.2 Gemische" },
    product: ["Handelsname", "Produktname"], supplier: ["Lieferant", "Hersteller"], revision: ["Überarbeitet am", "Überarbeitungsdatum"],
    signal: "Signalwort", hazardStatements: "Gefahrenhinweise", precautionary: "Sicherheitshinweise", phone: "Telefon", productCode: "Artikelnummer",
    page: (n, of) => `Seite ${n} von ${of}`,
    tableHeader: ["Stoffname", "CAS-Nr.", "EG-Nr.", "Konzentration"], ingredients: ["Ethanol", "Propan-2-ol"],
    other: "Keine weiteren Gefahren bekannt.", closing: "Die Angaben stützen sich auf den heutigen Stand unserer Kenntnisse.", use: "Bodenreiniger für den gewerblichen Gebrauch.",
    values: { product: "Glanzboden® Reiniger 500", company: "Glanzwerk Chemie GmbH", address: "Industriestraße 12, 40210 Düsseldorf, Deutschland", telephone: "+49 211 555 0100", emergency: "+49 6132 84463", date: "17.03.2024", signal: "Gefahr", concentrations: ["10 - 20 %", "1,5 - 5 %"] },
    statements: {
      H225: "Flüssigkeit und Dampf leicht entzündbar.", H319: "Verursacht schwere Augenreizung.",
      P210: "Von Hitze, heißen Oberflächen, Funken, offenen Flammen sowie anderen Zündquellenarten fernhalten. Nicht rauchen.", P280: "Schutzhandschuhe/Augenschutz tragen.",
      "P305+P351+P338": "BEI KONTAKT MIT DEN AUGEN: Einige Minuten lang behutsam mit Wasser spülen. Eventuell vorhandene Kontaktlinsen nach Möglichkeit entfernen. Weiter spülen.",
    },
  },
  fr: {
    title: "FICHE DE DONNÉES DE SÉCURITÉ", subtitle: "conformément au règlement (CE) n° 1907/2006 (REACH)",
    sections: { 1: "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", 2: "RUBRIQUE 2: Identification des dangers", 3: "RUBRIQUE 3: Composition/informations sur les composants", 16: "RUBRIQUE 16: Autres informations" },
    sub: { identifier: "1.1 Identificateur de produit", uses: "1.2 Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées", supplier: "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", emergency: "1.4 Numéro d'appel d'urgence", classification: "2.1 Classification de la substance ou du mélange", label: "2.2 Éléments d'étiquetage", otherHazards: "2.3 Autres dangers", mixtures: "3.2 Mélanges" },
    product: ["Nom commercial", "Nom du produit"], supplier: ["Fournisseur", "Fabricant"], revision: ["Date de révision", "Date de mise à jour"],
    signal: "Mention d'avertissement", hazardStatements: "Mentions de danger", precautionary: "Conseils de prudence", phone: "Téléphone", productCode: "Code du produit",
    page: (n, of) => `Page ${n} sur ${of}`,
    tableHeader: ["Nom chimique", "N° CAS", "N° CE", "Concentration"], ingredients: ["Éthanol", "Propane-2-ol"],
    other: "Aucun autre danger connu.", closing: "Ces informations reposent sur l'état actuel de nos connaissances.", use: "Nettoyant pour sols à usage professionnel.",
    values: { product: "Nettoyant Solbrillant® 500", company: "Chimie Lumière SAS", address: "12 rue de l'Industrie, 69003 Lyon, France", telephone: "+33 4 72 00 12 34", emergency: "+33 1 45 42 59 59", date: "17/03/2024", signal: "Danger", concentrations: ["10 - 20 %", "1,5 - 5 %"] },
    statements: {
      H225: "Liquide et vapeurs très inflammables.", H319: "Provoque une sévère irritation des yeux.",
      P210: "Tenir à l'écart de la chaleur, des surfaces chaudes, des étincelles, des flammes nues et de toute autre source d'inflammation. Ne pas fumer.", P280: "Porter des gants de protection/un équipement de protection des yeux.",
      "P305+P351+P338": "EN CAS DE CONTACT AVEC LES YEUX: Rincer avec précaution à l'eau pendant plusieurs minutes. Enlever les lentilles de contact si la victime en porte et si elles peuvent être facilement enlevées. Continuer à rincer.",
    },
  },
  es: {
    title: "FICHA DE DATOS DE SEGURIDAD", subtitle: "de acuerdo con el Reglamento (CE) n.º 1907/2006 (REACH)",
    sections: { 1: "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", 2: "SECCIÓN 2: Identificación de los peligros", 3: "SECCIÓN 3: Composición/información sobre los componentes", 16: "SECCIÓN 16: Otra información" },
    sub: { identifier: "1.1 Identificador del producto", uses: "1.2 Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados", supplier: "1.3 Datos del proveedor de la ficha de datos de seguridad", emergency: "1.4 Teléfono de emergencia", classification: "2.1 Clasificación de la sustancia o de la mezcla", label: "2.2 Elementos de la etiqueta", otherHazards: "2.3 Otros peligros", mixtures: "3.2 Mezclas" },
    product: ["Nombre comercial", "Nombre del producto"], supplier: ["Proveedor", "Fabricante"], revision: ["Fecha de revisión", "Revisión"],
    signal: "Palabra de advertencia", hazardStatements: "Indicaciones de peligro", precautionary: "Consejos de prudencia", phone: "Teléfono", productCode: "Código del producto",
    page: (n, of) => `Página ${n} de ${of}`,
    tableHeader: ["Nombre químico", "N.º CAS", "N.º CE", "Concentración"], ingredients: ["Etanol", "Propan-2-ol"],
    other: "No se conocen otros peligros.", closing: "La información se basa en nuestros conocimientos actuales.", use: "Limpiador de suelos para uso profesional.",
    values: { product: "Limpiador Suelobrillo® 500", company: "Química Brillante S.L.", address: "Calle Mayor 12, 28013 Madrid, España", telephone: "+34 915 55 01 23", emergency: "+34 915 620 420", date: "17/03/2024", signal: "Peligro", concentrations: ["10 - 20 %", "1,5 - 5 %"] },
    statements: {
      H225: "Líquido y vapores muy inflamables.", H319: "Provoca irritación ocular grave.",
      P210: "Mantener alejado del calor, de superficies calientes, de chispas, de llamas abiertas y de cualquier otra fuente de ignición. No fumar.", P280: "Llevar guantes/gafas de protección.",
      "P305+P351+P338": "EN CASO DE CONTACTO CON LOS OJOS: Aclarar cuidadosamente con agua durante varios minutos. Quitar las lentes de contacto, si lleva y resulta fácil. Seguir aclarando.",
    },
  },
  it: {
    title: "SCHEDA DI DATI DI SICUREZZA", subtitle: "ai sensi del Regolamento (CE) n. 1907/2006 (REACH)",
    sections: { 1: "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", 2: "SEZIONE 2: Identificazione dei pericoli", 3: "SEZIONE 3: Composizione/informazioni sugli ingredienti", 16: "SEZIONE 16: Altre informazioni" },
    sub: { identifier: "1.1 Identificatore del prodotto", uses: "1.2 Usi pertinenti identificati della sostanza o miscela e usi sconsigliati", supplier: "1.3 Informazioni sul fornitore della scheda di dati di sicurezza", emergency: "1.4 Numero telefonico di emergenza", classification: "2.1 Classificazione della sostanza o della miscela", label: "2.2 Elementi dell'etichetta", otherHazards: "2.3 Altri pericoli", mixtures: "3.2 Miscele" },
    product: ["Nome commerciale", "Nome del prodotto"], supplier: ["Fornitore", "Produttore"], revision: ["Data di revisione", "Revisione"],
    signal: "Avvertenza", hazardStatements: "Indicazioni di pericolo", precautionary: "Consigli di prudenza", phone: "Telefono", productCode: "Codice prodotto",
    page: (n, of) => `Pagina ${n} di ${of}`,
    tableHeader: ["Nome chimico", "N. CAS", "N. CE", "Concentrazione"], ingredients: ["Etanolo", "Propan-2-olo"],
    other: "Nessun altro pericolo noto.", closing: "Le informazioni si basano sulle nostre attuali conoscenze.", use: "Detergente per pavimenti per uso professionale.",
    values: { product: "Detergente Lucepavimento® 500", company: "Chimica Lucente S.r.l.", address: "Via Roma 12, 20121 Milano, Italia", telephone: "+39 02 5550 1234", emergency: "+39 02 6610 1029", date: "17/03/2024", signal: "Pericolo", concentrations: ["10 - 20 %", "1,5 - 5 %"] },
    statements: {
      H225: "Liquido e vapori facilmente infiammabili.", H319: "Provoca grave irritazione oculare.",
      P210: "Tenere lontano da fonti di calore, superfici calde, scintille, fiamme libere e altre fonti di accensione. Non fumare.", P280: "Indossare guanti/proteggere gli occhi.",
      "P305+P351+P338": "IN CASO DI CONTATTO CON GLI OCCHI: sciacquare accuratamente per parecchi minuti. Togliere le eventuali lenti a contatto se è agevole farlo. Continuare a sciacquare.",
    },
  },
  nl: {
    title: "VEILIGHEIDSINFORMATIEBLAD", subtitle: "overeenkomstig Verordening (EG) nr. 1907/2006 (REACH)",
    sections: { 1: "RUBRIEK 1: Identificatie van de stof of het mengsel en van de onderneming", 2: "RUBRIEK 2: Identificatie van de gevaren", 3: "RUBRIEK 3: Samenstelling en informatie over de bestanddelen", 16: "RUBRIEK 16: Overige informatie" },
    sub: { identifier: "1.1 Productidentificatie", uses: "1.2 Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik", supplier: "1.3 Details betreffende de leverancier van het veiligheidsinformatieblad", emergency: "1.4 Telefoonnummer voor noodgevallen", classification: "2.1 Indeling van de stof of het mengsel", label: "2.2 Etiketteringselementen", otherHazards: "2.3 Andere gevaren", mixtures: "3.2 Mengsels" },
    product: ["Handelsnaam", "Productnaam"], supplier: ["Leverancier", "Fabrikant"], revision: ["Herzieningsdatum", "Datum van herziening"],
    signal: "Signaalwoord", hazardStatements: "Gevarenaanduidingen", precautionary: "Veiligheidsaanbevelingen", phone: "Telefoon", productCode: "Productcode",
    page: (n, of) => `Pagina ${n} van ${of}`,
    tableHeader: ["Chemische naam", "CAS-nr.", "EG-nr.", "Concentratie"], ingredients: ["Ethanol", "Propaan-2-ol"],
    other: "Geen andere gevaren bekend.", closing: "Deze informatie is gebaseerd op onze huidige kennis.", use: "Vloerreiniger voor professioneel gebruik.",
    values: { product: "Glansvloer™ Reiniger 500", company: "Glansmiddelen Nederland B.V.", address: "Havenweg 12, 3011 AB Rotterdam, Nederland", telephone: "+31 10 555 0123", emergency: "+31 30 274 8888", date: "17-03-2024", signal: "Gevaar", concentrations: ["10 - 20 %", "1,5 - 5 %"] },
    statements: {
      H225: "Licht ontvlambare vloeistof en damp.", H319: "Veroorzaakt ernstige oogirritatie.",
      P210: "Verwijderd houden van warmte, hete oppervlakken, vonken, open vuur en andere ontstekingsbronnen. Niet roken.", P280: "Beschermende handschoenen/oogbescherming dragen.",
      "P305+P351+P338": "BIJ CONTACT MET DE OGEN: voorzichtig afspoelen met water gedurende een aantal minuten; contactlenzen verwijderen, indien mogelijk; blijven spoelen.",
    },
  },
  pt: {
    title: "FICHA DE DADOS DE SEGURANÇA", subtitle: "em conformidade com o Regulamento (CE) n.º 1907/2006 (REACH)",
    sections: { 1: "SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", 2: "SECÇÃO 2: Identificação dos perigos", 3: "SECÇÃO 3: Composição/informação sobre os componentes", 16: "SECÇÃO 16: Outras informações" },
    sub: { identifier: "1.1 Identificador do produto", uses: "1.2 Utilizações identificadas relevantes da substância ou mistura e utilizações desaconselhadas", supplier: "1.3 Identificação do fornecedor da ficha de dados de segurança", emergency: "1.4 Número de telefone de emergência", classification: "2.1 Classificação da substância ou mistura", label: "2.2 Elementos do rótulo", otherHazards: "2.3 Outros perigos", mixtures: "3.2 Misturas" },
    product: ["Nome comercial", "Nome do produto"], supplier: ["Fornecedor", "Fabricante"], revision: ["Data de revisão", "Revisão"],
    signal: "Palavra-sinal", hazardStatements: "Advertências de perigo", precautionary: "Recomendações de prudência", phone: "Telefone", productCode: "Código do produto",
    page: (n, of) => `Página ${n} de ${of}`,
    tableHeader: ["Nome químico", "N.º CAS", "N.º CE", "Concentração"], ingredients: ["Etanol", "Propan-2-ol"],
    other: "Não são conhecidos outros perigos.", closing: "A informação baseia-se nos nossos conhecimentos atuais.", use: "Limpador de pavimentos para uso profissional.",
    values: { product: "Limpa Chão Brilhante® 500", company: "Química Brilho Lda.", address: "Rua do Comércio 12, 1100-150 Lisboa, Portugal", telephone: "+351 21 555 0123", emergency: "+351 800 250 250", date: "17/03/2024", signal: "Perigo", concentrations: ["10 - 20 %", "1,5 - 5 %"] },
    statements: {
      H225: "Líquido e vapor facilmente inflamáveis.", H319: "Provoca irritação ocular grave.",
      P210: "Manter afastado do calor, superfícies quentes, faíscas, chamas abertas e outras fontes de ignição. Não fumar.", P280: "Usar luvas de proteção/proteção ocular.",
      "P305+P351+P338": "SE ENTRAR EM CONTACTO COM OS OLHOS: enxaguar cuidadosamente com água durante vários minutos. Se usar lentes de contacto, retire-as, se tal lhe for possível. Continuar a enxaguar.",
    },
  },
  pl: {
    title: "KARTA CHARAKTERYSTYKI", subtitle: "zgodnie z rozporządzeniem (WE) nr 1907/2006 (REACH)",
    sections: { 1: "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", 2: "SEKCJA 2: Identyfikacja zagrożeń", 3: "SEKCJA 3: Skład/informacja o składnikach", 16: "SEKCJA 16: Inne informacje" },
    sub: { identifier: "1.1 Identyfikator produktu", uses: "1.2 Istotne zidentyfikowane zastosowania substancji lub mieszaniny oraz zastosowania odradzane", supplier: "1.3 Dane dotyczące dostawcy karty charakterystyki", emergency: "1.4 Numer telefonu alarmowego", classification: "2.1 Klasyfikacja substancji lub mieszaniny", label: "2.2 Elementy oznakowania", otherHazards: "2.3 Inne zagrożenia", mixtures: "3.2 Mieszaniny" },
    product: ["Nazwa handlowa", "Nazwa produktu"], supplier: ["Dostawca", "Producent"], revision: ["Data aktualizacji", "Data weryfikacji"],
    signal: "Hasło ostrzegawcze", hazardStatements: "Zwroty wskazujące rodzaj zagrożenia", precautionary: "Zwroty wskazujące środki ostrożności", phone: "Telefon", productCode: "Kod produktu",
    page: (n, of) => `Strona ${n} z ${of}`,
    tableHeader: ["Nazwa chemiczna", "Nr CAS", "Nr WE", "Stężenie"], ingredients: ["Etanol", "Propan-2-ol"],
    other: "Brak innych znanych zagrożeń.", closing: "Informacje opierają się na naszej aktualnej wiedzy.", use: "Środek do czyszczenia podłóg do użytku profesjonalnego.",
    values: { product: "Płyn Błyszcząca Podłoga™ 500", company: "Chemia Połysk Sp. z o.o.", address: "ul. Przemysłowa 12, 00-950 Warszawa, Polska", telephone: "+48 22 555 01 23", emergency: "+48 42 25 38 400", date: "17.03.2024", signal: "Niebezpieczeństwo", concentrations: ["10 - 20 %", "1,5 - 5 %"] },
    statements: {
      H225: "Wysoce łatwopalna ciecz i pary.", H319: "Działa drażniąco na oczy.",
      P210: "Przechowywać z dala od źródeł ciepła, gorących powierzchni, źródeł iskrzenia, otwartego ognia i innych źródeł zapłonu. Nie palić.", P280: "Stosować rękawice ochronne/ochronę oczu.",
      "P305+P351+P338": "W PRZYPADKU DOSTANIA SIĘ DO OCZU: Ostrożnie płukać wodą przez kilka minut. Wyjąć soczewki kontaktowe, jeżeli są i można je łatwo usunąć. Nadal płukać.",
    },
  },
};
