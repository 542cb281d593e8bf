/**
 * Document titles, regulatory subtitles and regulation names in the languages the parser reads: lines that name the
 * document or the law it follows, never a product or a company ("SAFETY DATA SHEET", "acc. to OSHA HCS", "gemäß
 * Verordnung (EG) Nr. 1907/2006"). Used by the product and company readers alike.
 */
/**
 * A page count and whatever follows it, as a running header prints it after the title ("Page 1 of 8", "Seite 1 von
 * 3", "Página: 2 de 5"); a regular expression's source, opened by the space before it.
 */
export const PAGE_COUNT_SOURCE = `\\s(?:page|seite|página|pagina|strona|pág|pag)\\.?\\s*[:：]?\\s*\\d+\\s*(?:of|/|von|de|di|van|z|sur)\\s*\\d+.*$`;
/** Document titles and regulatory subtitles: never a product or company name. */
export const TITLE_PHRASES: readonly string[] = [
  "safety data sheet", "material safety data sheet", "data sheet", "msds", "sds", "product safety", "safety information",
  "product information", "hazardous product information", "product information sheet",
  "sicherheitsdatenblatt", "eg-sicherheitsdatenblatt", "fiche de données de sécurité", "fiche signalétique",
  "fiche de donnees de securite", "hoja de datos de seguridad", "ficha de datos de seguridad", "hoja de seguridad",
  "scheda di dati di sicurezza", "scheda dati di sicurezza", "veiligheidsinformatieblad", "veiligheidsblad",
  "ficha de dados de segurança", "ficha de informações de segurança", "karta charakterystyki",
  // the national standards' longer titles: Chile's NCh 2245 ("Hoja de datos de seguridad para productos químicos"), Brazil's
  // NBR 14725 FISPQ ("Ficha de Informações de Segurança de Produto Químico")
  "hoja de datos de seguridad para productos químicos", "hoja de datos de seguridad de productos químicos",
  "ficha de informações de segurança de produto químico", "ficha de informações de segurança de produtos químicos",
  "säkerhetsdatablad", "sikkerhedsdatablad", "sikkerhetsdatablad", "käyttöturvallisuustiedote",
  // the short title without "data" ("SCHEDA DI SICUREZZA")
  "scheda di sicurezza", "schede di sicurezza", "fiche de sécurité", "ficha de seguridad", "ficha de segurança", "sicherheitsblatt",
  // a binder's cover in the plural ("HOJAS DE DATOS DE SEGURIDAD")
  "safety data sheets", "material safety data sheets", "sicherheitsdatenblätter", "fiches de données de sécurité",
  "hojas de datos de seguridad", "fichas de datos de seguridad", "hojas de seguridad", "schede di dati di sicurezza",
  "schede dati di sicurezza", "veiligheidsinformatiebladen", "fichas de dados de segurança", "karty charakterystyki",
  // the EU's other official languages (REACH Article 31's title in each language's text): cs, sk, hu, ro, sl, hr, el, bg, lt,
  // lv, et; with the Romanian comma-below and cedilla spellings and the Greek without its accents (capitals print none)
  "bezpečnostní list", "karta bezpečnostných údajov", "biztonsági adatlap", "fișa cu date de securitate", "fişa cu date de securitate",
  "fisa cu date de securitate", "fișă cu date de securitate", "varnostni list", "sigurnosno-tehnički list", "sigurnosno tehnički list",
  "δελτίο δεδομένων ασφαλείας", "δελτιο δεδομενων ασφαλειας", "информационен лист за безопасност", "saugos duomenų lapas",
  "drošības datu lapa", "ohutuskaart",
];

/** Words that make a line a regulatory subtitle ("acc. to OSHA HCS", "gemäß Verordnung (EG) Nr. 1907/2006"). */
export const SUBTITLE_WORDS: readonly string[] = [
  "according to", "acc. to", "in accordance with", "conforms to", "complies with", "prepared to", "pursuant to",
  "gemäß", "gemäss", "entsprechend", "erfüllt",
  "selon", "conformément", "conforme au", "conforme à",
  "según", "de acuerdo", "conforme a",
  "ai sensi", "secondo", "conforme al",
  "overeenkomstig", "volgens",
  "de acordo", "nos termos",
  "zgodnie",
  // Nordic: "I henhold til forordning …", "I overensstemmelse med …", "Enligt förordning …", "… mukainen"
  "i henhold til", "i overensstemmelse med", "i samsvar med", "i enlighet med", "enligt förordning", "enligt reach",
];

/** Regulation names: a title line that carries one is a subtitle too (a labelled value may: "… (EU GHS - EN)"). */
export const REGULATION_WORDS: readonly string[] = [
  "regulation", "directive", "29 cfr", "1910.1200", "osha", "hcs", "whmis", "reach", "1907/2006", "1272/2008", "2015/830",
  "2020/878", "annex", "hazcom", "ghs", "nom-018", "verordnung", "règlement", "reglamento", "regolamento", "verordening",
  "regulamento", "rozporządzenie", "rozporządzeniem",
];
