/**
 * Synthetic section-1.3 blocks for the manufacturer sweep (session 10): each language's section-1 title and 1.3
 * heading, its company labels, a company with that country's legal form, and an address, telephone and e-mail after
 * it, laid out as real templates print them. Products and companies are invented.
 */
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet, SECTIONS_2_TO_4 } from "./sds-text.ts";

interface Language {
  code: string;
  roleLabel: string;
  importer: string;
  supplierName: string;
  companyName: string;
  address: string;
  name: string;
  company2: string;
  title: string;
  heading: string;
  labels: string[];
  company: string;
  street: string;
  town: string;
  phone: string;
  emergency: string;
}

export const LANGUAGES: Language[] = [
  { code: "en", roleLabel: "Supplier (manufacturer/importer/downstream user/distributor)", importer: "Importer", supplierName: "Name of supplier", companyName: "Company name", address: "Address", name: "Name", company2: "Harbour Paints Holdings plc", title: "SECTION 1: Identification of the substance/mixture and of the company/undertaking", heading: "1.3 Details of the supplier of the safety data sheet", labels: ["Company", "Manufacturer", "Supplier"], company: "Harbour Coatings Ltd", street: "12 Dock Road", town: "Portsmouth PO1 2AB", phone: "Telephone", emergency: "1.4 Emergency telephone number" },
  { code: "de", roleLabel: "Lieferant (Hersteller/Importeur/nachgeschalteter Anwender/Händler)", importer: "Importeur", supplierName: "Name des Lieferanten", companyName: "Firmenname", address: "Anschrift", name: "Name", company2: "Hafenlack GmbH & Co. KG", title: "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", heading: "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", labels: ["Firma", "Hersteller", "Lieferant"], company: "Hafenlack Chemie GmbH", street: "Hafenstraße 12", town: "D-20457 Hamburg", phone: "Telefon", emergency: "1.4 Notrufnummer" },
  { code: "fr", roleLabel: "Fournisseur (fabricant/importateur/utilisateur en aval/distributeur)", importer: "Importateur", supplierName: "Nom du fournisseur", companyName: "Nom de la société", address: "Adresse", name: "Nom", company2: "Peintures Portuaires S.A.", title: "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", heading: "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", labels: ["Société", "Fabricant", "Fournisseur"], company: "Peintures du Port SAS", street: "12 rue du Port", town: "F-13002 Marseille", phone: "Téléphone", emergency: "1.4 Numéro d'appel d'urgence" },
  { code: "es", roleLabel: "Proveedor (fabricante/importador/usuario intermedio/distribuidor)", importer: "Importador", supplierName: "Nombre del proveedor", companyName: "Nombre de la empresa", address: "Dirección", name: "Nombre", company2: "Pinturas Portuarias, S.A.", title: "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", heading: "1.3 Datos del proveedor de la ficha de datos de seguridad", labels: ["Empresa", "Fabricante", "Proveedor"], company: "Pinturas del Puerto S.L.", street: "Calle del Puerto 12", town: "28001 Madrid", phone: "Teléfono", emergency: "1.4 Teléfono de emergencia" },
  { code: "it", roleLabel: "Fornitore (fabbricante/importatore/utilizzatore a valle/distributore)", importer: "Importatore", supplierName: "Nome del fornitore", companyName: "Ragione sociale", address: "Indirizzo", name: "Nome", company2: "Vernici Portuali S.p.A.", title: "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", heading: "1.3 Informazioni sul fornitore della scheda di dati di sicurezza", labels: ["Società", "Produttore", "Fornitore"], company: "Vernici del Porto S.r.l.", street: "Via del Porto 12", town: "16126 Genova (GE)", phone: "Telefono", emergency: "1.4 Numero telefonico di emergenza" },
  { code: "nl", roleLabel: "Leverancier (fabrikant/importeur/downstream-gebruiker/distributeur)", importer: "Importeur", supplierName: "Naam leverancier", companyName: "Bedrijfsnaam", address: "Adres", name: "Naam", company2: "Havenverf Nederland N.V.", title: "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming", heading: "1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad", labels: ["Firma", "Fabrikant", "Leverancier"], company: "Havenverf B.V.", street: "Havenweg 12", town: "3011 AB Rotterdam", phone: "Telefoon", emergency: "1.4 Telefoonnummer voor noodgevallen" },
  { code: "pt", roleLabel: "Fornecedor (fabricante/importador/utilizador a jusante/distribuidor)", importer: "Importador", supplierName: "Nome do fornecedor", companyName: "Nome da empresa", address: "Morada", name: "Nome", company2: "Tintas Portuárias, S.A.", title: "SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", heading: "1.3 Identificação do fornecedor da ficha de dados de segurança", labels: ["Empresa", "Fabricante", "Fornecedor"], company: "Tintas do Porto, Lda.", street: "Rua do Porto, 12", town: "4000-123 Porto", phone: "Telefone", emergency: "1.4 Número de telefone de emergência" },
  { code: "pl", roleLabel: "Dostawca (producent/importer/dalszy użytkownik/dystrybutor)", importer: "Importer", supplierName: "Nazwa dostawcy", companyName: "Nazwa firmy", address: "Adres", name: "Nazwa", company2: "Farby Portowe S.A.", title: "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", heading: "1.3 Dane dotyczące dostawcy karty charakterystyki", labels: ["Firma", "Producent", "Dostawca"], company: "Farby Portowe Sp. z o.o.", street: "ul. Portowa 12", town: "80-001 Gdańsk", phone: "Telefon", emergency: "1.4 Numer telefonu alarmowego" },
  { code: "sv", roleLabel: "Leverantör (tillverkare/importör/nedströmsanvändare/distributör)", importer: "Importör", supplierName: "Leverantörens namn", companyName: "Företagsnamn", address: "Adress", name: "Namn", company2: "Hamnfärg Sverige AB", title: "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", heading: "1.3 Närmare upplysningar om den som tillhandahåller säkerhetsdatablad", labels: ["Företag", "Tillverkare", "Leverantör"], company: "Hamnfärg AB", street: "Hamngatan 12", town: "SE-411 04 Göteborg", phone: "Telefon", emergency: "1.4 Telefonnummer för nödsituationer" },
  { code: "da", roleLabel: "Leverandør (producent/importør/downstream-bruger/forhandler)", importer: "Importør", supplierName: "Leverandørens navn", companyName: "Firmanavn", address: "Adresse", name: "Navn", company2: "Havnemaling ApS", title: "PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden", heading: "1.3 Nærmere oplysninger om leverandøren af sikkerhedsdatabladet", labels: ["Firma", "Producent", "Leverandør"], company: "Havnemaling A/S", street: "Havnegade 12", town: "DK-1058 København K", phone: "Telefon", emergency: "1.4 Nødtelefon" },
  { code: "no", roleLabel: "Leverandør (produsent/importør/nedstrøms bruker/distributør)", importer: "Importør", supplierName: "Leverandørens navn", companyName: "Firmanavn", address: "Adresse", name: "Navn", company2: "Havnemaling Norge ASA", title: "AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", heading: "1.3 Opplysninger om leverandøren av sikkerhetsdatabladet", labels: ["Firma", "Produsent", "Leverandør"], company: "Havnemaling AS", street: "Havnegata 12", town: "N-0150 Oslo", phone: "Telefon", emergency: "1.4 Nødtelefonnummer" },
  { code: "fi", roleLabel: "Toimittaja (valmistaja/maahantuoja/jatkokäyttäjä/jakelija)", importer: "Maahantuoja", supplierName: "Toimittajan nimi", companyName: "Yrityksen nimi", address: "Osoite", name: "Nimi", company2: "Satamamaali Oyj", title: "KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", heading: "1.3 Käyttöturvallisuustiedotteen toimittajan tiedot", labels: ["Yritys", "Valmistaja", "Toimittaja"], company: "Satamamaali Oy", street: "Satamakatu 12", town: "FI-00160 Helsinki", phone: "Puhelin", emergency: "1.4 Hätäpuhelinnumero" },
  { code: "cs", roleLabel: "Dodavatel (výrobce/dovozce/následný uživatel/distributor)", importer: "Dovozce", supplierName: "Název dodavatele", companyName: "Název firmy", address: "Adresa", name: "Název", company2: "Přístavní barvy a.s.", title: "ODDÍL 1: Identifikace látky/směsi a společnosti/podniku", heading: "1.3 Podrobné údaje o dodavateli bezpečnostního listu", labels: ["Společnost", "Výrobce", "Dodavatel"], company: "Přístavní barvy s.r.o.", street: "Přístavní 12", town: "170 00 Praha 7", phone: "Telefon", emergency: "1.4 Telefonní číslo pro naléhavé situace" },
  { code: "sk", roleLabel: "Dodávateľ (výrobca/dovozca/následný užívateľ/distribútor)", importer: "Dovozca", supplierName: "Názov dodávateľa", companyName: "Obchodné meno", address: "Adresa", name: "Názov", company2: "Prístavné farby a.s.", title: "ODDIEL 1: Identifikácia látky/zmesi a spoločnosti/podniku", heading: "1.3 Podrobné údaje o dodávateľovi karty bezpečnostných údajov", labels: ["Spoločnosť", "Výrobca", "Dodávateľ"], company: "Prístavné farby s.r.o.", street: "Prístavná 12", town: "821 08 Bratislava", phone: "Telefón", emergency: "1.4 Núdzové telefónne číslo" },
  { code: "hu", roleLabel: "Szállító (gyártó/importőr/továbbfelhasználó/forgalmazó)", importer: "Importőr", supplierName: "A szállító neve", companyName: "Cégnév", address: "Cím", name: "Név", company2: "Kikötői Festék Zrt.", title: "1. SZAKASZ: Az anyag/keverék és a vállalat/vállalkozás azonosítása", heading: "1.3 A biztonsági adatlap szállítójának adatai", labels: ["Cég", "Gyártó", "Forgalmazó"], company: "Kikötői Festék Kft.", street: "Kikötő utca 12.", town: "H-1095 Budapest", phone: "Telefon", emergency: "1.4 Sürgősségi telefonszám" },
  { code: "ro", roleLabel: "Furnizor (producător/importator/utilizator din aval/distribuitor)", importer: "Importator", supplierName: "Numele furnizorului", companyName: "Denumirea societății", address: "Adresă", name: "Denumire", company2: "Vopsele Portuare S.A.", title: "SECȚIUNEA 1: Identificarea substanței/amestecului și a societății/întreprinderii", heading: "1.3 Detalii privind furnizorul fișei cu date de securitate", labels: ["Societate", "Producător", "Furnizor"], company: "Vopsele Portuare S.R.L.", street: "Str. Portului nr. 12", town: "900001 Constanța", phone: "Telefon", emergency: "1.4 Număr de telefon care poate fi apelat în caz de urgență" },
];

const GAP = "          ";
const PHONE = "+49 40 1234 5678";

/** The lines of the 1.3 block for one layout: the company, an address, telephone and e-mail after it. */
export const LAYOUTS: Record<string, (language: Language, label: string) => string[]> = {
  "label-colon": (l, label) => [`${label}: ${l.company}`, l.street, l.town, `${l.phone}: ${PHONE}`, "E-mail: sds@harbour-example.com"],
  "label-gap": (l, label) => [`${label}${GAP}${l.company}`, `${GAP}${l.street}`, `${GAP}${l.town}`, `${l.phone}${GAP}${PHONE}`],
  "label-below": (l, label) => [`${label}:`, l.company, l.street, l.town, `${l.phone}: ${PHONE}`],
  "no-label": (l) => [l.company, l.street, l.town, `${l.phone}: ${PHONE}`, "E-mail: sds@harbour-example.com"],
  "one-line-address": (l, label) => [`${label}: ${l.company}, ${l.street}, ${l.town}`, `${l.phone}: ${PHONE}`],
  "upper-label": (l, label) => [`${label.toLocaleUpperCase()}: ${l.company}`, l.street, l.town, `${l.phone}: ${PHONE}`],
  "two-column": (l, label) => [`${label}: ${l.company}${GAP}${l.emergency.replace(/^1\.4 /, "")}: ${PHONE}`, l.street, l.town],
  "heading-same-line": () => [],
  "tab-label": (l, label) => [`${label}:\t${l.company}`, `\t${l.street}`, `\t${l.town}`],
  "label-beside-phone": (l, label) => [`${label}:${GAP}${l.phone}: ${PHONE}`, `${l.company}${GAP}E-mail: sds@harbour-example.com`, l.street, l.town],
  "beside-uses": (l, label) => [`Primer${GAP}${label}: ${l.company}`, `Coating${GAP}${l.street}`, `${GAP}${l.town}`],
  "beside-uses-below": (l) => [`Primer${GAP}${l.company}`, `Coating${GAP}${l.street}`, `Industrial use${GAP}${l.town}`],
  "role-label": (l) => [`${l.roleLabel}: ${l.company}`, l.street, l.town],
  "role-label-below": (l) => [`${l.roleLabel}:`, l.company, l.street, l.town, `${l.phone}: ${PHONE}`],
  "upper-label-below": (l, label) => [label.toLocaleUpperCase(), l.company.toLocaleUpperCase(), l.street.toLocaleUpperCase(), l.town.toLocaleUpperCase()],
  "wrapped-label-first": (l) => {
    const words = l.supplierName.split(" ");
    return [`${words.slice(0, -1).join(" ")}${GAP}${l.company}`, `${words.at(-1)}:${GAP}${l.street}`, `${GAP}${l.town}`];
  },
  "wrapped-label-second": (l) => {
    const words = l.supplierName.split(" ");
    return [words.slice(0, -1).join(" "), `${words.at(-1)}: ${l.company}`, l.street, l.town];
  },
  "numbered-dot": (l, label) => [`${label}: ${l.company}`, l.street, l.town],
  "importer-label": (l) => [`${l.importer}: ${l.company}`, l.street, l.town, `${l.phone}: ${PHONE}`],
  "supplier-name-label": (l) => [`${l.supplierName}: ${l.company}`, `${l.address}: ${l.street}, ${l.town}`],
  "supplier-name-gap": (l) => [`${l.supplierName}${GAP}${l.company}`, `${l.address}${GAP}${l.street}`, `${GAP}${l.town}`],
  "heading-beside-emergency": (l) => [`${l.company}${GAP}${PHONE}`, `${l.street}${GAP}(24 h)`, l.town],
  "spaced-colon": (l, label) => [`${label}          : ${l.company}`, `${GAP}  ${l.street}`, `${GAP}  ${l.town}`, `${l.phone}          : ${PHONE}`],
  "phone-beside": (l, label) => [`${label}: ${l.company}${GAP}${l.phone}: ${PHONE}`, `${l.street}${GAP}E-mail: sds@harbour-example.com`, l.town],
  "label-dash": (l, label) => [`${label} - ${l.company}`, l.street, l.town],
  "distributor-first": (l) => [`${l.labels[2]}: ${l.company}`, l.street, l.town, `${l.labels[1]}: ${l.company2}`, l.street, l.town],
  "letterhead-only": (l) => [l.street, l.town, `${l.phone}: ${PHONE}`],
  "heading-upper": (l, label) => [`${label}: ${l.company}`, l.street, l.town],
  "heading-wrapped": (l, label) => [`${label}:`, l.company, l.street, l.town],
  "heading-wrapped-no-label": (l) => [l.company, l.street, l.town, `${l.phone}: ${PHONE}`],
  "heading-unnumbered": (l) => [l.company, l.street, l.town, `${l.phone}: ${PHONE}`],
  "company-name-label": (l) => [`${l.companyName}: ${l.company}`, `${l.address}: ${l.street}`, l.town, `${l.phone}: ${PHONE}`],
  "company-name-gap": (l) => [`${l.companyName}${GAP}${l.company}`, `${l.address}${GAP}${l.street}`, `${GAP}${l.town}`],
  "combined-label": (l) => [`${l.labels[1]}/${l.labels[2]}: ${l.company}`, l.street, l.town, `${l.phone}: ${PHONE}`],
  "upper-company": (l, label) => [`${label}: ${l.company.toLocaleUpperCase()}`, l.street, l.town, `${l.phone}: ${PHONE}`],
  "all-on-one-line": (l) => [`${l.company}, ${l.street}, ${l.town}, ${l.phone}: ${PHONE}`],
  "email-first": (l, label) => ["E-mail: sds@harbour-example.com", `${label}: ${l.company}`, l.street, l.town],
  "two-column-block": (l, label) => [`${label}:${GAP}${l.emergency.replace(/^1\.4 /, "")}:`, `${l.company}${GAP}${PHONE}`, `${l.street}${GAP}(24 h)`, l.town],
  "labelled-address": (l, label) => [`${label}: ${l.company}`, `${l.address}: ${l.street}`, l.town, `${l.phone}: ${PHONE}`],
  "name-label": (l) => [`${l.name}: ${l.company}`, `${l.address}: ${l.street}, ${l.town}`, `${l.phone}: ${PHONE}`],
  "other-legal-form": (l, label) => [`${label}: ${l.company2}`, l.street, l.town, `${l.phone}: ${PHONE}`],
  "two-parties": (l) => [`${l.labels[1]}: ${l.company}`, l.street, l.town, `${l.labels[2]}: ${l.company2}`, l.street, l.town],
};

export interface SweepCase { language: string; layout: string; label: string; lines: string[]; truth: string }
export interface SweepResult extends SweepCase { value: string | null; confidence: number }

/** The 1.3 heading as a layout prints it: beside the company, in capitals, wrapped after its middle word, unnumbered. */
function headingLines(language: Language, layout: string): string[] {
  if (layout === "heading-same-line") return [`${language.heading}${GAP}${language.company}`, language.street, language.town];
  if (layout === "heading-beside-emergency") return [`${language.heading}${GAP}${language.emergency}`];
  if (layout === "numbered-dot") return [language.heading.replace(/^1\.3 /, "1.3. ")];
  if (layout.startsWith("beside-uses")) return [`1.2 Uses${GAP}${language.heading}`];
  if (layout === "heading-upper") return [language.heading.toLocaleUpperCase()];
  if (layout.startsWith("heading-wrapped")) {
    const words = language.heading.split(" ");
    const middle = Math.ceil(words.length / 2);
    return [words.slice(0, middle).join(" "), words.slice(middle).join(" ")];
  }
  if (layout === "heading-unnumbered") return [language.heading.replace(/^1\.3 /, "")];
  return [language.heading];
}

/** The company a case should give: the second legal form's (the manufacturer's where a distributor is named first), the upper-case form's, or the language's company. */
function truthOf(language: Language, layout: string): string {
  if (layout === "other-legal-form" || layout === "distributor-first") return language.company2;
  if (layout === "upper-company" || layout === "upper-label-below") return language.company.toLocaleUpperCase();
  return language.company;
}

/** Every case: each language × layout × label (one case for layouts without a label), with the company it should give. */
export function sweepCases(): SweepCase[] {
  const cases: SweepCase[] = [];
  for (const language of LANGUAGES) {
    for (const [layout, block] of Object.entries(LAYOUTS)) {
      const labels = layout === "no-label" || layout === "heading-same-line" || layout === "heading-wrapped-no-label" || layout === "heading-unnumbered" || layout === "name-label" || layout === "beside-uses-below" || layout.startsWith("role-label") || layout.startsWith("wrapped-label") || layout === "importer-label" || layout.startsWith("supplier-name") || layout === "heading-beside-emergency" || layout === "two-parties" || layout === "distributor-first" || layout === "letterhead-only" || layout.startsWith("company-name") || layout === "combined-label" || layout === "all-on-one-line" ? [""] : language.labels;
      for (const label of labels) {
        const heading = headingLines(language, layout);
        const letterhead = layout === "letterhead-only" ? [language.company, `${language.street} · ${language.town}`] : [];
        const lines = [...letterhead, language.title, "1.1 Product", "Harbour Primer 7", ...heading, ...block(language, label), language.emergency, PHONE];
        cases.push({ language: language.code, layout, label, lines, truth: truthOf(language, layout) });
      }
    }
  }
  return cases;
}

/** One case read by parseSds, sections 2–4 after it: the manufacturer and its confidence (0 when none). */
export function runCase(sweepCase: SweepCase): SweepResult {
  const parsed = parseSds(sheet([...sweepCase.lines, ...SECTIONS_2_TO_4]));
  return { ...sweepCase, value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}
