/**
 * A synthetic sweep of the revision date: small sheets built from language × label × layout × date form, each
 * parsed whole (language detection and the document's date order included). Products and companies are invented.
 * The truth is the revision (or, on issue-only templates, the issue) date; a print date and a superseded date
 * stand beside it as traps.
 */
import { documentDateOrder } from "../../src/modules/parsing/document-date-order.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "./sds-text.ts";

type Words = {
  /** Section headings 1–4 and a line of section 2 / 3, so the sheet reads as the language. */
  headings: readonly [string, string, string, string];
  body: readonly [string, string];
  product: string;
  revision: readonly string[];
  issue: readonly string[];
  print: string;
  supersedes: string;
  version: string;
  page: string;
  /** Month names (index 0 = January) as dates print them, and an abbreviated form where the language has one. */
  months: readonly string[];
  abbreviations?: readonly string[];
  /** How the language writes a date with a month name: d day, M month name, y year. */
  named: readonly string[];
};

const EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const EN_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export const LANGUAGES: Readonly<Record<string, Words>> = {
  en: {
    headings: ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "SECTION 2: Hazards identification", "SECTION 3: Composition/information on ingredients", "SECTION 4: First aid measures"],
    body: ["Signal word: Warning", "Causes serious eye irritation. Keep out of reach of children."],
    product: "Product name: Brightfloor Cleaner 500",
    revision: ["Revision date", "Date of revision", "Revised on", "Revision Date"],
    issue: ["Date of issue", "Issue date"],
    print: "Print date", supersedes: "Supersedes", version: "Version", page: "Page",
    months: EN_MONTHS, abbreviations: EN_ABBR,
    named: ["d M y", "M d, y", "d-A-y", "A d, y", "d A y", "d-A-Y", "dth M y", "M dth, y"],
  },
  de: {
    headings: ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "ABSCHNITT 2: Mögliche Gefahren", "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen", "ABSCHNITT 4: Erste-Hilfe-Maßnahmen"],
    body: ["Signalwort: Achtung", "Verursacht schwere Augenreizung. Darf nicht in die Hände von Kindern gelangen."],
    product: "Handelsname: Glanzboden Reiniger 500",
    revision: ["Überarbeitet am", "Überarbeitungsdatum", "Revisionsdatum", "Datum der Überarbeitung", "Stand"],
    issue: ["Ausgabedatum", "Erstellt am"],
    print: "Druckdatum", supersedes: "Ersetzt Fassung vom", version: "Version", page: "Seite",
    months: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    abbreviations: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
    named: ["d. M y", "d. A y"],
  },
  fr: {
    headings: ["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "RUBRIQUE 2: Identification des dangers", "RUBRIQUE 3: Composition/informations sur les composants", "RUBRIQUE 4: Premiers secours"],
    body: ["Mention d'avertissement : Attention", "Provoque une sévère irritation des yeux. Tenir hors de portée des enfants."],
    product: "Nom du produit : Nettoyant Solbrillant 500",
    revision: ["Date de révision", "Révision", "Date de mise à jour", "Mise à jour le"],
    issue: ["Date d'émission", "Date d'établissement"],
    print: "Date d'impression", supersedes: "Remplace la fiche du", version: "Version", page: "Page",
    months: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    abbreviations: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
    named: ["d M y", "d A y"],
  },
  es: {
    headings: ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "SECCIÓN 2: Identificación de los peligros", "SECCIÓN 3: Composición/información sobre los componentes", "SECCIÓN 4: Primeros auxilios"],
    body: ["Palabra de advertencia: Atención", "Provoca irritación ocular grave. Mantener fuera del alcance de los niños."],
    product: "Nombre del producto: Limpiador Suelobrillo 500",
    revision: ["Fecha de revisión", "Revisión", "Fecha de actualización", "Fecha revisión"],
    issue: ["Fecha de emisión", "Fecha de edición"],
    print: "Fecha de impresión", supersedes: "Sustituye a la versión del", version: "Versión", page: "Página",
    months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    abbreviations: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
    named: ["d de M de y", "d-A-y", "d M y", "d-A-Y"],
  },
  it: {
    headings: ["SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "SEZIONE 2: Identificazione dei pericoli", "SEZIONE 3: Composizione/informazioni sugli ingredienti", "SEZIONE 4: Misure di primo soccorso"],
    body: ["Avvertenza: Attenzione", "Provoca grave irritazione oculare. Tenere fuori dalla portata dei bambini."],
    product: "Nome del prodotto: Detergente Lucepavimento 500",
    revision: ["Data di revisione", "Revisione", "Data revisione", "Data ultima revisione"],
    issue: ["Data di emissione", "Data emissione"],
    print: "Data di stampa", supersedes: "Sostituisce la versione del", version: "Versione", page: "Pagina",
    months: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    abbreviations: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
    named: ["d M y", "d-A-y"],
  },
  nl: {
    headings: ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "RUBRIEK 2: Identificatie van de gevaren", "RUBRIEK 3: Samenstelling en informatie over de bestanddelen", "RUBRIEK 4: Eerstehulpmaatregelen"],
    body: ["Signaalwoord: Waarschuwing", "Veroorzaakt ernstige oogirritatie. Buiten bereik van kinderen houden."],
    product: "Productnaam: Vloerglans Reiniger 500",
    revision: ["Herzieningsdatum", "Datum van herziening", "Revisiedatum", "Herzien op"],
    issue: ["Datum van uitgave", "Uitgiftedatum"],
    print: "Afdrukdatum", supersedes: "Vervangt versie van", version: "Versie", page: "Pagina",
    months: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
    abbreviations: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
    named: ["d M y", "d-A-y"],
  },
  pt: {
    headings: ["SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "SECÇÃO 2: Identificação dos perigos", "SECÇÃO 3: Composição/informação sobre os componentes", "SECÇÃO 4: Primeiros socorros"],
    body: ["Palavra-sinal: Atenção", "Provoca irritação ocular grave. Manter fora do alcance das crianças."],
    product: "Nome do produto: Limpador Chãobrilho 500",
    revision: ["Data de revisão", "Revisão", "Data da revisão", "Data de atualização"],
    issue: ["Data de emissão", "Data de edição"],
    print: "Data de impressão", supersedes: "Substitui a versão de", version: "Versão", page: "Página",
    months: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    abbreviations: ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"],
    named: ["d de M de y", "d-A-y"],
  },
  pl: {
    headings: ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "SEKCJA 2: Identyfikacja zagrożeń", "SEKCJA 3: Skład/informacja o składnikach", "SEKCJA 4: Środki pierwszej pomocy"],
    body: ["Hasło ostrzegawcze: Uwaga", "Działa drażniąco na oczy. Chronić przed dziećmi."],
    product: "Nazwa produktu: Środek Lśniąca Podłoga 500",
    revision: ["Data aktualizacji", "Data aktualizacji karty", "Aktualizacja"],
    issue: ["Data wydania", "Data sporządzenia"],
    print: "Data wydruku", supersedes: "Zastępuje wersję z dnia", version: "Wersja", page: "Strona",
    months: ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
    named: ["d M y", "d M y r."],
  },
  sv: {
    headings: ["AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "AVSNITT 2: Farliga egenskaper", "AVSNITT 3: Sammansättning/information om beståndsdelar", "AVSNITT 4: Åtgärder vid första hjälpen"],
    body: ["Signalord: Varning", "Orsakar allvarlig ögonirritation. Förvaras oåtkomligt för barn."],
    product: "Produktnamn: Golvglans Rengöring 500",
    revision: ["Revisionsdatum", "Omarbetad", "Reviderad", "Datum för revidering"],
    issue: ["Utfärdandedatum", "Utgivningsdatum"],
    print: "Utskriftsdatum", supersedes: "Ersätter", version: "Version", page: "Sida",
    months: ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"],
    named: ["d M y"],
  },
  da: {
    headings: ["PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden", "PUNKT 2: Fareidentifikation", "PUNKT 3: Sammensætning af/oplysning om indholdsstoffer", "PUNKT 4: Førstehjælpsforanstaltninger"],
    body: ["Signalord: Advarsel", "Forårsager alvorlig øjenirritation. Opbevares utilgængeligt for børn."],
    product: "Produktnavn: Gulvglans Rens 500",
    revision: ["Revisionsdato", "Revideret", "Ændringsdato"],
    issue: ["Udstedelsesdato", "Udgivelsesdato"],
    print: "Udskriftsdato", supersedes: "Erstatter", version: "Version", page: "Side",
    months: ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
    named: ["d. M y"],
  },
  no: {
    headings: ["AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", "AVSNITT 2: Fareidentifikasjon", "AVSNITT 3: Sammensetning/opplysninger om bestanddeler", "AVSNITT 4: Førstehjelpstiltak"],
    body: ["Varselord: Advarsel", "Gir alvorlig øyeirritasjon. Oppbevares utilgjengelig for barn."],
    product: "Produktnavn: Gulvglans Rens 500",
    revision: ["Revisjonsdato", "Revidert", "Endringsdato"],
    issue: ["Utstedelsesdato", "Utgivelsesdato"],
    print: "Utskriftsdato", supersedes: "Erstatter", version: "Versjon", page: "Side",
    months: ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"],
    named: ["d. M y"],
  },
  fi: {
    headings: ["KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "KOHTA 2: Vaaran yksilöinti", "KOHTA 3: Koostumus ja tiedot aineosista", "KOHTA 4: Ensiaputoimenpiteet"],
    body: ["Huomiosana: Varoitus", "Ärsyttää voimakkaasti silmiä. Säilytä lasten ulottumattomissa."],
    product: "Kauppanimi: Lattiakiilto Puhdistaja 500",
    revision: ["Muutettu viimeksi", "Tarkistettu", "Päivitetty", "Muutospäivämäärä"],
    issue: ["Julkaisupäivämäärä", "Antopäivämäärä"],
    print: "Tulostuspäivämäärä", supersedes: "Korvaa", version: "Versio", page: "Sivu",
    months: ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"],
    named: ["d. M y"],
  },
  cs: {
    headings: ["ODDÍL 1: Identifikace látky/směsi a společnosti/podniku", "ODDÍL 2: Identifikace nebezpečnosti", "ODDÍL 3: Složení/informace o složkách", "ODDÍL 4: Pokyny pro první pomoc"],
    body: ["Signální slovo: Varování", "Způsobuje vážné podráždění očí. Uchovávejte mimo dosah dětí."],
    product: "Obchodní název: Čistič Leskpodlahy 500",
    revision: ["Datum revize", "Revize"],
    issue: ["Datum vydání", "Datum vyhotovení"],
    print: "Datum tisku", supersedes: "Nahrazuje verzi ze dne", version: "Verze", page: "Strana",
    months: ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"],
    named: ["d. M y"],
  },
  sk: {
    headings: ["ODDIEL 1: Identifikácia látky/zmesi a spoločnosti/podniku", "ODDIEL 2: Identifikácia nebezpečnosti", "ODDIEL 3: Zloženie/informácie o zložkách", "ODDIEL 4: Opatrenia prvej pomoci"],
    body: ["Výstražné slovo: Pozor", "Spôsobuje vážne podráždenie očí. Uchovávajte mimo dosahu detí."],
    product: "Obchodný názov: Čistič Leskpodlahy 500",
    revision: ["Dátum revízie", "Revízia"],
    issue: ["Dátum vydania", "Dátum vyhotovenia"],
    print: "Dátum tlače", supersedes: "Nahrádza verziu zo dňa", version: "Verzia", page: "Strana",
    months: ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra", "novembra", "decembra"],
    named: ["d. M y"],
  },
  hu: {
    headings: ["1. SZAKASZ: Az anyag/keverék és a vállalat/vállalkozás azonosítása", "2. SZAKASZ: Veszélyesség szerinti besorolás", "3. SZAKASZ: Összetétel vagy az összetevőkre vonatkozó adatok", "4. SZAKASZ: Elsősegély-nyújtási intézkedések"],
    body: ["Figyelmeztetés: Figyelem", "Súlyos szemirritációt okoz. Gyermekektől elzárva tartandó."],
    product: "Termékazonosító: Padlófény Tisztító 500",
    revision: ["Felülvizsgálat dátuma", "Felülvizsgálva", "Módosítás dátuma"],
    issue: ["Kiállítás dátuma", "Kiadás dátuma"],
    print: "Nyomtatás dátuma", supersedes: "Helyettesíti a következőt", version: "Verzió", page: "Oldal",
    months: ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október", "november", "december"],
    named: ["y. M d."],
  },
  ro: {
    headings: ["SECȚIUNEA 1: Identificarea substanței/amestecului și a societății/întreprinderii", "SECȚIUNEA 2: Identificarea pericolelor", "SECȚIUNEA 3: Compoziție/informații privind componenții", "SECȚIUNEA 4: Măsuri de prim ajutor"],
    body: ["Cuvânt de avertizare: Atenție", "Provoacă o iritare gravă a ochilor. A nu se lăsa la îndemâna copiilor."],
    product: "Denumirea produsului: Curățător Podeastrălucitoare 500",
    revision: ["Data revizuirii", "Revizuire", "Data reviziei"],
    issue: ["Data emiterii", "Data eliberării"],
    print: "Data tipăririi", supersedes: "Înlocuiește versiunea din", version: "Versiune", page: "Pagina",
    months: ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"],
    named: ["d M y"],
  },
};

/** An English ordinal day ("1st", "23rd", "30th"). */
function ordinal(day: number): string {
  const suffix = day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th";
  return `${day}${suffix}`;
}

type Day = { year: number; month: number; day: number };
const iso = (date: Day) => `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
const two = (n: number) => String(n).padStart(2, "0");

/** Numeric forms of one language: US order, spaced parts (cs, sk "23. 3. 2021", hu "2021. 03. 23."). */
const LOCAL_NUMERIC_FORMS: Readonly<Record<string, readonly string[]>> = {
  en: ["mm/dd/yyyy"],
  cs: ["ambiguous", "d. m. yyyy"],
  sk: ["ambiguous", "d. m. yyyy"],
  hu: ["yyyy.mm.dd.", "yyyy.mm.dd", "yyyy. mm. dd.", "yyyy. R. dd."],
};

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];

/** The date forms: numeric orders and separators, two-digit years, and each language's month-name forms. */
export function dateForms(language: string): readonly string[] {
  const numeric = ["dd.mm.yyyy", "dd/mm/yyyy", "yyyy-mm-dd", "dd-mm-yyyy", "dd.mm.yy", "dd/mm/yy", "d.m.yyyy", "yyyy/mm/dd"];
  const local = LOCAL_NUMERIC_FORMS[language] ?? ["ambiguous"];
  const named = LANGUAGES[language]!.named.flatMap((form) => [`named:${form}`, `NAMED:${form}`]);
  return [...numeric, ...local, ...named];
}

/** A date written in a form: "dd.mm.yyyy", "named:d M y" (d day, M month name, A abbreviation, y year). */
export function writeDate(date: Day, form: string, language: string): string {
  const words = LANGUAGES[language]!;
  if (form.startsWith("NAMED:")) return writeDate(date, `named:${form.slice(6)}`, language).toUpperCase();
  if (form.startsWith("named:")) {
    const month = words.months[date.month - 1]!;
    const abbreviation = words.abbreviations?.[date.month - 1] ?? month;
    return form.slice(6).replace(/\bdth\b/, ordinal(date.day)).replace(/\bd\b/, String(date.day)).replace(/\bM\b/, month).replace(/\bA\b/, abbreviation).replace(/\by\b/, String(date.year)).replace(/\bY\b/, String(date.year).slice(2));
  }
  const short = String(date.year).slice(2);
  if (form.includes("R")) return form.replace("yyyy", String(date.year)).replace("R", ROMAN[date.month - 1]!).replace("dd", two(date.day));
  return form
    .replace("yyyy", String(date.year)).replace("yy", short)
    .replace("mm", two(date.month)).replace("dd", two(date.day))
    .replace(/\bm\b/, String(date.month)).replace(/\bd\b/, String(date.day));
}

/** The revision date of a case: its month rotates with the case so every month name is met. */
function revisionDay(index: number, form: string): Day {
  if (form === "ambiguous") return { year: 2022, month: 4, day: 5 };
  return { year: 2021, month: (index % 12) + 1, day: 23 };
}
const PRINT_DAY: Day = { year: 2023, month: 11, day: 30 };
const SUPERSEDED_DAY: Day = { year: 2019, month: 1, day: 15 };

/** How the date and its label sit on the page. */
export const LAYOUTS = ["key-value", "value-below", "header-row", "header-cells", "footer", "section-16", "two-columns", "issue-beside", "wrapped-label", "wrapped-label-value-after", "print-first-cells", "upper-case", "no-colon", "supersedes-first", "issue-only"] as const;
type Layout = (typeof LAYOUTS)[number];

type Built = { lines: string[]; truth: string };

function build(language: string, layout: Layout, label: string, form: string, index: number): Built {
  const w = LANGUAGES[language]!;
  const day = revisionDay(index, form);
  const date = writeDate(day, form === "ambiguous" ? "dd.mm.yyyy" : form, language);
  const print = writeDate(PRINT_DAY, form === "ambiguous" ? "dd.mm.yyyy" : form, language);
  const superseded = writeDate(SUPERSEDED_DAY, form === "ambiguous" ? "dd.mm.yyyy" : form, language);
  const [s1, s2, s3, s4] = w.headings;
  const top: string[] = [];
  const identity: string[] = [w.product, "Nordvik Chemicals AB, Hamnvägen 4, 41101 Göteborg"];
  const end: string[] = [];
  switch (layout) {
    case "key-value":
      identity.push(`${label}: ${date}`);
      break;
    case "value-below":
      identity.push(`${label}:`, date);
      break;
    case "header-row":
      top.push(`${w.print}: ${print}     ${label}: ${date}     ${w.version}: 3.0`);
      break;
    case "header-cells":
      top.push(`${w.version}     ${label}     ${w.print}`, `3.0     ${date}     ${print}`);
      break;
    case "footer":
      end.push(`Brightfloor Cleaner 500     ${label}: ${date}     ${w.page} 1/3`);
      break;
    case "section-16":
      end.push(s4.replace("4", "16").replace(/:.*/, ""), `${w.supersedes}: ${superseded}`, `${label}: ${date}`);
      break;
    case "two-columns":
      identity.push(`1.1 ${w.product}               ${label}: ${date}`);
      break;
    case "wrapped-label": {
      const cut = label.lastIndexOf(" ");
      if (cut < 0) identity.push(`${label}:`, date);
      else identity.push(`${label.slice(0, cut)}          ${date}`, `${label.slice(cut + 1)}:`);
      break;
    }
    case "wrapped-label-value-after": {
      const cut = label.indexOf(" ");
      if (cut < 0) identity.push(`${label}:`, date);
      else identity.push(label.slice(0, cut), `${label.slice(cut + 1)}: ${date}`);
      break;
    }
    case "print-first-cells":
      top.push(`${w.print}     ${label}     ${w.version}`, `${print}     ${date}     3.0`);
      break;
    case "upper-case":
      top.push(`${w.print.toUpperCase()}: ${print.toUpperCase()}     ${label.toUpperCase()}: ${date.toUpperCase()}`);
      break;
    case "issue-beside":
      top.push(`${w.issue[0]}: ${superseded}          ${label}: ${date}`);
      break;
    case "no-colon":
      identity.push(`${label} ${date}`);
      break;
    case "supersedes-first":
      top.push(`${w.supersedes}: ${superseded}     ${label}: ${date}`);
      break;
    case "issue-only":
      top.push(`${w.print}: ${print}     ${label}: ${date}     ${w.version}: 1.0`);
      break;
  }
  const lines = [...top, s1, ...identity, s2, w.body[0], w.body[1], s3, "Ethanol 64-17-5 10-20%", s4, w.body[1], ...end];
  return { lines, truth: iso(day) };
}

export type SweepCase = { language: string; layout: Layout; label: string; form: string; lines: string[]; truth: string };

/** Every case: language × layout × label (issue labels for "issue-only") × date form. */
export function sweepCases(languages: readonly string[] = Object.keys(LANGUAGES)): SweepCase[] {
  const cases: SweepCase[] = [];
  for (const language of languages) {
    const words = LANGUAGES[language]!;
    for (const layout of LAYOUTS) {
      const labels = layout === "issue-only" ? words.issue : words.revision;
      for (const label of labels) {
        for (const form of dateForms(language)) {
          const built = build(language, layout, label, form, cases.length);
          cases.push({ language, layout, label, form, ...built });
        }
      }
    }
  }
  return cases;
}

export type SweepResult = SweepCase & { value: string | null; confidence: number };

/**
 * The revision date the parser's date reader finds in a case, read in the order the case's language gives (what
 * parseSds does once it knows the language): a tenth of parseSds's time, for the test's table.
 */
export function readCase(sweepCase: SweepCase): SweepResult {
  const found = findRevisionDate(sweepCase.lines, documentDateOrder(sweepCase.lines, sweepCase.language));
  return { ...sweepCase, value: found?.value ?? null, confidence: found?.confidence ?? 0 };
}

/** The revision date parseSds finds in a case (language detection included), with its confidence. */
export function runCase(sweepCase: SweepCase): SweepResult {
  const parsed = parseSds(sheet(sweepCase.lines));
  return { ...sweepCase, value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence ?? 0 };
}
