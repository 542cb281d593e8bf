/**
 * The first issue's date labels, in every language the parser reads (split out of ./date-labels.ts, whose revision,
 * issue, preparation and plain date labels they rank below: see ../revision-date-kinds.ts).
 */
import { withShortForms } from "./date-label-forms.ts";

/**
 * The first issue's date ("Date of first issue", "Original: September 2004"): never the revision date while the sheet
 * prints any other date, but the only date of a first version.
 */
export const FIRST_ISSUE_DATE_LABELS: readonly string[] = withShortForms([
  "date of first issue", "first issue date", "first issued", "date first issued", "original issue date", "original date",
  "original", "initial issue date", "date of first version", "first edition", "creation date",
  // the first version under its own name ("Versienummer: 1.0" / "Eerste versie: 11.11.2016") in the languages
  "first version", "eerste versie", "datum eerste versie", "erste version", "erstversion", "erste fassung", "première version",
  "primera versión", "prima versione", "primeira versão", "pierwsza wersja", "första version", "første version",
  // "Initial date" (a template's first-issue field beside its revision date) in the languages
  "initial date", "date initiale", "fecha inicial", "data iniziale", "initiële datum", "data inicial", "data początkowa",
  "erstausgabe", "datum der erstausgabe", "erstausgabedatum",
  "date de première émission", "date de première édition", "date de première parution", "date de la première version",
  "première édition", "date de création",
  "fecha de la primera emisión", "fecha de primera emisión", "fecha de primera edición", "fecha de creación",
  "primera emisión", "primera edición",
  "data di prima emissione", "data della prima emissione", "prima emissione", "prima edizione",
  "data di creazione",
  "datum van eerste uitgave", "eerste uitgave", "eerste uitgifte", "aanmaakdatum",
  "data da primeira emissão", "data de primeira emissão", "data da primeira edição", "primeira emissão", "primeira edição",
  "data de criação", "data da criação",
  "data pierwszego wydania", "pierwsze wydanie",
  "最初编制日期", "首次编制日期", "初版日期", "최초 작성일자", "최초작성일",
  // cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et
  "datum prvního vydání", "první vydání", "dátum prvého vydania", "prvé vydanie", "első kiadás dátuma", "első kiadás",
  "data primei emiteri", "data primei ediții", "ημερομηνία πρώτης έκδοσης", "πρώτη έκδοση", "дата на първо издаване",
  "първо издание", "datum prvog izdanja", "prvo izdanje", "datum prve izdaje", "prva izdaja", "pirmojo išleidimo data",
  "pirmās izdošanas datums", "esmase väljaandmise kuupäev",
  // the sheet's creation, as labels and as the participle with its date's linking word ("SDS Created 12 March 2021",
  // "Date created", "Créé le", "Creado el", "Creato il", "Criado em", "Aangemaakt op", "Skapad den", "Oprettet",
  // "Luotu"): its first issue, like "Creation date" above
  "created", "created on", "date created", "date of creation", "creation",
  // the creation as a bare noun in the other languages ("Creación: 15/07/2020", "Criação", "Creazione", "Aanmaak")
  "creación", "creazione", "criação", "aanmaak",
  "créé le", "créée le", "créé", "créée", "creado el", "creada el", "creado", "creada",
  "creato il", "creata il", "creato", "creata", "criado em", "criada em", "criado", "criada",
  "aangemaakt op", "aangemaakt", "datum van aanmaak", "creatiedatum", "angelegt am", "angelegt",
  "skapad", "skapad den", "skapat", "skapat den", "skapandedatum", "oprettet", "oprettet den", "oprettelsesdato",
  "opprettet", "opprettet den", "opprettelsesdato", "luotu", "luontipäivämäärä", "luontipäivä",
]);
