/**
 * A sweep of the forms real sheets print section 1's contacts in (session 21): the emergency telephone, the
 * supplier's telephone and address, as REACH Annex II 1.3/1.4, OSHA HCS Appendix D, WHMIS and Safe Work Australia
 * sheets and the generator templates print them, in en, de, fr, es, it, nl, pt, pl. Each case is a small section 1
 * with realistic neighbours, read by parseSds, scored as bench:parse-wide scores (phones by digits, one may end the
 * other; the address by token F1 ≥ 0.6). Companies, addresses and numbers are invented.
 */
import { describe, expect, test } from "bun:test";
import { normalizeName } from "../../src/modules/parsing/accuracy.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

type Want = { emergency?: string | null; phone?: string | null; address?: string | null };
type Case = { name: string; lines: string[]; want: Want };

const EU_HEAD = ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1 Product identifier", "Product name: Harbour Clean 500", "1.2 Relevant identified uses of the substance or mixture and uses advised against", "Identified uses: Cleaning agent for industrial use", "1.3 Details of the supplier of the safety data sheet"];
const US_HEAD = ["SECTION 1. PRODUCT AND COMPANY IDENTIFICATION", "Product name: Harbour Clean 500", "Recommended use: Cleaning agent"];

const digits = (value: string | null | undefined) => (value ?? "").replace(/\D/g, "");
function samePhone(truth: string, actual: string | null): boolean {
  const [a, b] = [digits(truth), digits(actual)];
  return a === b || (Math.min(a.length, b.length) >= 7 && (a.endsWith(b) || b.endsWith(a)));
}
function addressRight(truth: string, actual: string | null): boolean {
  const t = normalizeName(truth).split(" ").filter(Boolean);
  const a = normalizeName(actual ?? "").split(" ").filter(Boolean);
  const common = t.filter((token) => a.includes(token)).length;
  const f1 = common === 0 ? 0 : (2 * common) / (t.length + a.length);
  return f1 >= 0.6;
}

const EMERGENCY: Case[] = [
  { name: "24 Hour Emergency Phone", lines: [...US_HEAD, "Manufacturer: Harbor Chemical Inc.", "24 Hour Emergency Phone: 1-800-424-9300"], want: { emergency: "1-800-424-9300" } },
  { name: "Emergency telephone number (24h) with +44 (0)", lines: [...EU_HEAD, "Harbour Chemicals Ltd", "1.4 Emergency telephone number", "Emergency telephone number (24h): +44 (0)1865 407333"], want: { emergency: "+44 (0)1865 407333" } },
  { name: "In case of emergency call", lines: [...US_HEAD, "Harbor Chemical Inc.", "In case of emergency call: (800) 535-5053"], want: { emergency: "(800) 535-5053" } },
  { name: "CHEMTREC domestic and international: the first", lines: [...US_HEAD, "Harbor Chemical Inc.", "CHEMTREC: 1-800-424-9300 (USA & Canada), +1 703-527-3887 (International)"], want: { emergency: "1-800-424-9300" } },
  { name: "Emergency Contact, the service and number below", lines: [...US_HEAD, "Harbor Chemical Inc.", "Emergency Contact:", "CHEMTREC 1-800-424-9300"], want: { emergency: "1-800-424-9300" } },
  { name: "Emergency Phone: CHEMTREC® then the number", lines: [...US_HEAD, "Harbor Chemical Inc.", "Emergency Phone: CHEMTREC® 1-800-424-9300"], want: { emergency: "1-800-424-9300" } },
  { name: "Emergency telephone (24 hours): service (within) / (outside)", lines: [...US_HEAD, "Harbor Chemical Inc.", "Emergency Telephone Number (24 hours): CHEMTREC 800-424-9300 (Within USA & Canada) 703-527-3887 (Outside USA & Canada)"], want: { emergency: "800-424-9300" } },
  { name: "Transportation emergency", lines: [...US_HEAD, "Harbor Chemical Inc.", "Transportation Emergency: CHEMTREC 800-424-9300"], want: { emergency: "800-424-9300" } },
  { name: "sentence: for emergencies contact CHEMTREC day or night", lines: [...US_HEAD, "Harbor Chemical Inc.", "For Hazardous Materials [or Dangerous Goods] Incidents, Spill, Leak, Fire, Exposure, or Accident, call CHEMTREC Day or Night: 1-800-424-9300"], want: { emergency: "1-800-424-9300" } },
  { name: "value on the next line under a 1.4 heading", lines: [...EU_HEAD, "Harbour Chemicals Ltd", "1.4. Emergency telephone number", "+44 (0) 1235 239 670 (24 hours, multilingual)"], want: { emergency: "+44 (0) 1235 239 670" } },
  { name: "table cell: label and value in two columns", lines: [...EU_HEAD, "Company          Harbour Chemicals Ltd", "1.4 Emergency telephone number", "Emergency telephone          +44 1235 239 670"], want: { emergency: "+44 1235 239 670" } },
  { name: "with an extension", lines: [...US_HEAD, "Harbor Chemical Inc.", "Emergency Telephone: 1-800-255-3924 ext. 12"], want: { emergency: "1-800-255-3924" } },
  { name: "WHMIS: CANUTEC", lines: ["SECTION 1 - IDENTIFICATION", "Product identifier: Harbour Clean 500", "Supplier: Harbour Chemicals Canada Ltd.", "Emergency phone number: CANUTEC (613) 996-6666"], want: { emergency: "(613) 996-6666" } },
  { name: "Australia: emergency telephone with hours after", lines: ["1. IDENTIFICATION OF THE MATERIAL AND SUPPLIER", "Product name: Harbour Clean 500", "Supplier: Harbour Chemicals Pty Ltd", "Emergency telephone number: 1800 039 008 (24 hours)"], want: { emergency: "1800 039 008" } },
  { name: "label with a qualifier in brackets before its colon", lines: [...US_HEAD, "Harbor Chemical Inc.", "Emergency telephone number (with hours of operation): +1 (651) 555-0199 (24/7)"], want: { emergency: "+1 (651) 555-0199" } },
  { name: "label alone, the service's name on the next line and the number under it", lines: [...EU_HEAD, "Harbour Chemicals Ltd", "1.4 Emergency telephone number", "Chemtrec:", "+1 703 527 3887"], want: { emergency: "+1 703 527 3887" } },
  { name: "de Notfallnummer", lines: ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Hafenreiniger 500", "Lieferant: Hafen Chemie GmbH", "1.4 Notrufnummer", "Notfallnummer: +49 (0)6131 19240"], want: { emergency: "+49 (0)6131 19240" } },
  { name: "de Giftnotruf with the centre's name", lines: ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Hafenreiniger 500", "Lieferant: Hafen Chemie GmbH", "Giftnotruf Berlin: 030 30686 790"], want: { emergency: "030 30686 790" } },
  { name: "de Notfallauskunft: a poison centre's name, then the number", lines: ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Hafenreiniger 500", "Lieferant: Hafen Chemie GmbH", "1.4 Notrufnummer", "Notfallauskunft: Giftinformationszentrum Mainz +49 (0)6131 19240"], want: { emergency: "+49 (0)6131 19240" } },
  { name: "fr Numéro d'appel d'urgence", lines: ["RUBRIQUE 1: Identification du mélange et de la société/l'entreprise", "Nom du produit : Nettoyant Port 500", "Fournisseur : Chimie du Port SAS", "1.4 Numéro d'appel d'urgence", "Numéro d'appel d'urgence : +33 (0)1 45 42 59 59 (ORFILA)"], want: { emergency: "+33 (0)1 45 42 59 59" } },
  { name: "es Teléfono de emergencia", lines: ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Nombre del producto: Limpiador Puerto 500", "Proveedor: Química del Puerto S.L.", "Teléfono de emergencia: +34 91 562 04 20"], want: { emergency: "+34 91 562 04 20" } },
  { name: "it Numero telefonico di emergenza", lines: ["SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "Nome commerciale: Detergente Porto 500", "Fornitore: Chimica del Porto S.r.l.", "1.4 Numero telefonico di emergenza", "Centro Antiveleni Milano Niguarda: +39 02 66101029"], want: { emergency: "+39 02 66101029" } },
  { name: "nl Telefoonnummer voor noodgevallen", lines: ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "Handelsnaam: Havenreiniger 500", "Leverancier: Haven Chemie B.V.", "1.4 Telefoonnummer voor noodgevallen", "+31 (0)30 274 88 88 (NVIC, alleen voor artsen)"], want: { emergency: "+31 (0)30 274 88 88" } },
  { name: "pt Telefone de emergência", lines: ["SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "Nome do produto: Limpa Porto 500", "Fornecedor: Química do Porto Lda.", "1.4 Número de telefone de emergência", "Telefone de emergência: +351 800 250 250 (CIAV)"], want: { emergency: "+351 800 250 250" } },
  { name: "pl Numer telefonu alarmowego", lines: ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "Nazwa handlowa: Czyściwo Port 500", "Dostawca: Chemia Portowa Sp. z o.o.", "1.4 Numer telefonu alarmowego", "Numer telefonu alarmowego: +48 22 619 66 54"], want: { emergency: "+48 22 619 66 54" } },
  { name: "the company's 24 h line and a poison centre: the first printed", lines: [...EU_HEAD, "Harbour Chemicals Ltd", "1.4 Emergency telephone number", "Company: +44 (0)113 496 0000 (24 h)", "National Poisons Information Service: 0344 892 0111"], want: { emergency: "+44 (0)113 496 0000" } },
  { name: "1.4 in a two-column row: label left, the number right, under the supplier's phone", lines: [...EU_HEAD, "Supplier          Harbour Chemicals Ltd", "Telephone          +44 113 496 0000", "1.4 Emergency telephone number          +44 1865 407333"], want: { emergency: "+44 1865 407333", phone: "+44 113 496 0000" } },
  { name: "Emergency Telephone Numbers, a list: the first", lines: [...US_HEAD, "Harbor Chemical Inc.", "Emergency Telephone Numbers:", "Transportation (CHEMTREC): 1-800-424-9300", "Medical: 1-866-555-0199"], want: { emergency: "1-800-424-9300" } },
  { name: "company column and the emergency column beside it, number below", lines: [...US_HEAD, "Company: Harbor Chemical Inc.          Emergency Phone:", "100 Main Street          1-800-424-9300", "Springfield, IL 62701"], want: { emergency: "1-800-424-9300", address: "100 Main Street, Springfield, IL 62701" } },
  { name: "number (service) or number (international)", lines: [...US_HEAD, "Harbor Chemical Inc.", "Emergency Phone Number: 1-800-424-9300 (CHEMTREC) or 1-703-527-3887 (International)"], want: { emergency: "1-800-424-9300" } },
  { name: "Chemical and Medical emergency lines: the first", lines: [...US_HEAD, "Harbor Chemical Inc.", "Chemical Emergency Phone Number: 1-800-424-9300", "Medical Emergency Phone Number: 1-866-555-0199"], want: { emergency: "1-800-424-9300" } },
  { name: "Emergency No. abbreviation", lines: [...EU_HEAD, "Harbour Chemicals Ltd", "Emergency No.: 0800 555 0100"], want: { emergency: "0800 555 0100" } },
  { name: "de 24-Stunden-Notrufnummer", lines: ["ABSCHNITT 1: Bezeichnung", "Handelsname: Hafenreiniger 500", "Lieferant: Hafen Chemie GmbH", "24-Stunden-Notrufnummer: +49 (0)621 60-43333"], want: { emergency: "+49 (0)621 60-43333" } },
  { name: "fr En cas d'urgence", lines: ["RUBRIQUE 1: Identification", "Nom du produit : Nettoyant Port 500", "Fournisseur : Chimie du Port SAS", "En cas d'urgence : ORFILA +33 1 45 42 59 59"], want: { emergency: "+33 1 45 42 59 59" } },
  { name: "es Servicio de Información Toxicológica", lines: ["SECCIÓN 1: Identificación", "Nombre del producto: Limpiador Puerto 500", "Proveedor: Química del Puerto S.L.", "1.4 Teléfono de urgencias", "Servicio de Información Toxicológica: +34 91 562 04 20"], want: { emergency: "+34 91 562 04 20" } },
  { name: "emergency and customer service on one line, single spaces", lines: [...US_HEAD, "Harbor Chemical Inc.", "100 Main Street, Springfield, IL 62701", "Emergency Phone: 800-424-9300 (CHEMTREC) Customer Service: 800-555-0100"], want: { emergency: "800-424-9300", phone: "800-555-0100" } },
  { name: "poison centre's Tel. under an emergency label without 1.4: no supplier number", lines: [...EU_HEAD, "Harbour Chemicals Ltd", "12 Harbour Road", "Leeds LS1 4AB", "Emergency telephone number:", "National Poisons Information Service", "Tel: 0344 892 0111"], want: { emergency: "0344 892 0111", phone: null } },
  { name: "de poison centre's Tel. under Notrufnummer: no supplier number", lines: ["ABSCHNITT 1: Bezeichnung", "Handelsname: Hafenreiniger 500", "Lieferant: Hafen Chemie GmbH", "Hafenstraße 4", "20457 Hamburg", "Notrufnummer:", "Giftinformationszentrum Nord", "Tel.: +49 551 19240"], want: { emergency: "+49 551 19240", phone: null } },
];

const PHONE: Case[] = [
  { name: "Tel. and Fax on one line", lines: ["ABSCHNITT 1: Bezeichnung", "Handelsname: Hafenreiniger 500", "Hersteller: Hafen Chemie GmbH", "Hafenstraße 4", "20457 Hamburg", "Tel. +49 (0)40 555 01-0   Fax +49 (0)40 555 01-99"], want: { phone: "+49 (0)40 555 01-0", address: "Hafenstraße 4, 20457 Hamburg" } },
  { name: "Phone with an extension", lines: [...US_HEAD, "Manufacturer: Harbor Chemical Inc.", "100 Main Street", "Springfield, IL 62701", "Phone: (217) 555-0100 ext. 234"], want: { phone: "(217) 555-0100", address: "100 Main Street, Springfield, IL 62701" } },
  { name: "T: and F: abbreviations", lines: [...EU_HEAD, "Haven Chemie B.V.", "Havenweg 12", "3011 AB Rotterdam", "T: +31 (0)10 555 0100   F: +31 (0)10 555 0199"], want: { phone: "+31 (0)10 555 0100", address: "Havenweg 12, 3011 AB Rotterdam" } },
  { name: "address and phone on the same line", lines: [...EU_HEAD, "Harbour Chemicals Ltd", "12 Harbour Road, Leeds LS1 4AB, United Kingdom, Tel: +44 113 496 0000"], want: { phone: "+44 113 496 0000", address: "12 Harbour Road, Leeds LS1 4AB, United Kingdom" } },
  { name: "French number in pairs with dots", lines: ["RUBRIQUE 1: Identification", "Nom du produit : Nettoyant Port 500", "Fournisseur : Chimie du Port SAS", "12 rue du Port", "69007 Lyon", "France", "Tél. : 04.72.11.22.33"], want: { phone: "04.72.11.22.33", address: "12 rue du Port, 69007 Lyon, France" } },
  { name: "German number with a slash", lines: ["ABSCHNITT 1: Bezeichnung", "Handelsname: Hafenreiniger 500", "Lieferant: Hafen Chemie GmbH", "Industriestr. 7, 80939 München", "Telefon: 089/3214567-0"], want: { phone: "089/3214567-0", address: "Industriestr. 7, 80939 München" } },
  { name: "label alone, the number on the next line", lines: [...EU_HEAD, "Harbour Chemicals Ltd", "12 Harbour Road", "Leeds LS1 4AB", "Telephone:", "+44 113 496 0000"], want: { phone: "+44 113 496 0000", address: "12 Harbour Road, Leeds LS1 4AB" } },
  { name: "table: labels in the left column", lines: [...EU_HEAD, "Company          Harbour Chemicals Ltd", "Address          12 Harbour Road, Leeds LS1 4AB", "Telephone          +44 113 496 0000", "E-mail          sds@harbour.example"], want: { phone: "+44 113 496 0000", address: "12 Harbour Road, Leeds LS1 4AB" } },
  { name: "Phone with office hours after it", lines: [...US_HEAD, "Harbor Chemical Inc.", "100 Main Street, Springfield, IL 62701", "Phone: 800-555-0100 (8 am - 5 pm CST)", "Emergency: 800-424-9300"], want: { phone: "800-555-0100", emergency: "800-424-9300", address: "100 Main Street, Springfield, IL 62701" } },
  { name: "Telephone number and Emergency on two cells of a line", lines: [...US_HEAD, "Harbor Chemical Inc.", "100 Main Street, Springfield, IL 62701", "Telephone: 217-555-0100          Emergency: 1-800-424-9300"], want: { phone: "217-555-0100", emergency: "1-800-424-9300" } },
  { name: "Customer Service / Product Information", lines: [...US_HEAD, "Harbor Chemical Inc.", "100 Main Street", "Springfield, IL 62701", "Product Information: 1-800-555-0100", "Medical Emergency: 1-866-555-0199"], want: { phone: "1-800-555-0100", emergency: "1-866-555-0199" } },
  { name: "es Teléfono and Fax", lines: ["SECCIÓN 1: Identificación", "Nombre del producto: Limpiador Puerto 500", "Proveedor: Química del Puerto S.L.", "C/ del Puerto 12", "28001 Madrid", "España", "Teléfono: +34 91 123 45 67 - Fax: +34 91 123 45 68"], want: { phone: "+34 91 123 45 67", address: "C/ del Puerto 12, 28001 Madrid, España" } },
  { name: "it Telefono", lines: ["SEZIONE 1: Identificazione", "Nome commerciale: Detergente Porto 500", "Fornitore: Chimica del Porto S.r.l.", "Via del Porto 12", "20121 Milano (MI)", "Italia", "Tel. +39 02 1234567"], want: { phone: "+39 02 1234567", address: "Via del Porto 12, 20121 Milano (MI), Italia" } },
  { name: "pt Telefone", lines: ["SECÇÃO 1: Identificação", "Nome do produto: Limpa Porto 500", "Fornecedor: Química do Porto Lda.", "Rua do Porto 12", "1200-123 Lisboa", "Portugal", "Telefone: +351 21 123 4567"], want: { phone: "+351 21 123 4567", address: "Rua do Porto 12, 1200-123 Lisboa, Portugal" } },
  { name: "pl Tel.", lines: ["SEKCJA 1: Identyfikacja", "Nazwa handlowa: Czyściwo Port 500", "Dostawca: Chemia Portowa Sp. z o.o.", "ul. Portowa 12", "00-001 Warszawa", "Polska", "Tel.: +48 22 123 45 67"], want: { phone: "+48 22 123 45 67", address: "ul. Portowa 12, 00-001 Warszawa, Polska" } },
  { name: "Telephone enquiries", lines: [...EU_HEAD, "Harbour Chemicals Ltd", "12 Harbour Road", "Leeds LS1 4AB", "Telephone enquiries: 0113 496 0000"], want: { phone: "0113 496 0000" } },
  { name: "dotted US number", lines: [...US_HEAD, "Harbor Chemical Inc.", "100 Main Street", "Springfield, IL 62701", "Phone: 1.800.555.0100"], want: { phone: "1.800.555.0100" } },
  { name: "Telephone then Fax after one space", lines: [...EU_HEAD, "Harbour Chemicals Ltd", "12 Harbour Road", "Leeds LS1 4AB", "Telephone: +44 (0)113 496 0000 Fax: +44 (0)113 496 0001"], want: { phone: "+44 (0)113 496 0000" } },
  { name: "Contact: a department, Phone", lines: [...US_HEAD, "Harbor Chemical Inc.", "100 Main Street, Springfield, IL 62701", "Contact: Regulatory Affairs, Phone 217-555-0100"], want: { phone: "217-555-0100" } },
  { name: "the supplier's bare number under the address", lines: [...US_HEAD, "Manufacturer: Harbor Chemical Inc.", "100 Main Street", "Springfield, IL 62701", "(217) 555-0100"], want: { phone: "(217) 555-0100", address: "100 Main Street, Springfield, IL 62701" } },
  { name: "number run into the address line after the ZIP", lines: [...US_HEAD, "Manufacturer: Harbor Chemical Inc.", "100 Main Street, Springfield, IL 62701 (217) 555-0100"], want: { phone: "(217) 555-0100", address: "100 Main Street, Springfield, IL 62701" } },
  { name: "Call for product information", lines: [...US_HEAD, "Harbor Chemical Inc.", "100 Main Street, Springfield, IL 62701", "Call 1-800-555-0100 for product information"], want: { phone: "1-800-555-0100" } },
  { name: "one line parted by bullets", lines: [...US_HEAD, "Harbor Chemical Inc. • 100 Main Street • Springfield, IL 62701 • (217) 555-0100"], want: { phone: "(217) 555-0100", address: "100 Main Street, Springfield, IL 62701" } },
];

const ADDRESS: Case[] = [
  { name: "Address: label with the whole address", lines: [...US_HEAD, "Company Name: Harbor Chemical Inc.", "Address: 100 Main Street, Springfield, IL 62701, USA", "Telephone: 217-555-0100"], want: { address: "100 Main Street, Springfield, IL 62701, USA", phone: "217-555-0100" } },
  { name: "Address: label alone, the block below", lines: [...US_HEAD, "Company Name: Harbor Chemical Inc.", "Address:", "100 Main Street", "Springfield, IL 62701", "Telephone: 217-555-0100"], want: { address: "100 Main Street, Springfield, IL 62701", phone: "217-555-0100" } },
  { name: "Manufacturer label alone, the company and address below", lines: [...US_HEAD, "Manufacturer:", "Harbor Chemical Inc.", "100 Main Street", "Springfield, IL 62701", "USA", "Phone: 217-555-0100"], want: { address: "100 Main Street, Springfield, IL 62701, USA", phone: "217-555-0100" } },
  { name: "US Manufacturer and Distributor: the manufacturer's", lines: [...US_HEAD, "Manufacturer: Harbor Chemical Inc., 100 Main Street, Springfield, IL 62701", "Phone: 217-555-0100", "Distributor: Lakeside Supply Co., 200 Oak Avenue, Dayton, OH 45402", "Phone: 937-555-0123", "Emergency: 1-800-424-9300"], want: { address: "100 Main Street, Springfield, IL 62701", phone: "217-555-0100", emergency: "1-800-424-9300" } },
  { name: "Responsible party", lines: [...US_HEAD, "Responsible party: Harbor Chemical Inc.", "100 Main Street", "Springfield, IL 62701", "Telephone: 217-555-0100"], want: { address: "100 Main Street, Springfield, IL 62701", phone: "217-555-0100" } },
  { name: "Supplier: company and address on one line", lines: [...EU_HEAD, "Supplier: Harbour Chemicals Ltd, 12 Harbour Road, Leeds LS1 4AB, United Kingdom", "Telephone: +44 113 496 0000"], want: { address: "12 Harbour Road, Leeds LS1 4AB, United Kingdom", phone: "+44 113 496 0000" } },
  { name: "table: the address goes on in the value column", lines: [...EU_HEAD, "Company          Harbour Chemicals Ltd", "Address          12 Harbour Road", "                 Leeds LS1 4AB", "                 United Kingdom", "Telephone          +44 113 496 0000"], want: { address: "12 Harbour Road, Leeds LS1 4AB, United Kingdom", phone: "+44 113 496 0000" } },
  { name: "table: the supplier's block in the value column under its label", lines: [...EU_HEAD, "Supplier          Harbour Chemicals Ltd", "                 12 Harbour Road", "                 Leeds LS1 4AB", "                 United Kingdom", "Telephone          +44 113 496 0000"], want: { address: "12 Harbour Road, Leeds LS1 4AB, United Kingdom", phone: "+44 113 496 0000" } },
  { name: "de Hersteller/Lieferant block", lines: ["ABSCHNITT 1: Bezeichnung", "Handelsname: Hafenreiniger 500", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Hersteller/Lieferant:", "Hafen Chemie GmbH", "Musterstraße 12", "D-12345 Musterstadt", "Deutschland", "Telefon: +49 (0)30 555 0100"], want: { address: "Musterstraße 12, D-12345 Musterstadt, Deutschland", phone: "+49 (0)30 555 0100" } },
  { name: "fr Fournisseur block", lines: ["RUBRIQUE 1: Identification", "Nom du produit : Nettoyant Port 500", "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", "Fournisseur : Chimie du Port SAS", "12 rue de la Paix", "75002 Paris", "France", "Téléphone : +33 1 45 55 01 00"], want: { address: "12 rue de la Paix, 75002 Paris, France", phone: "+33 1 45 55 01 00" } },
  { name: "es Dirección label", lines: ["SECCIÓN 1: Identificación", "Nombre del producto: Limpiador Puerto 500", "Empresa: Química del Puerto S.L.", "Dirección: C/ del Puerto 12, 28001 Madrid, España", "Teléfono: +34 91 123 45 67"], want: { address: "C/ del Puerto 12, 28001 Madrid, España", phone: "+34 91 123 45 67" } },
  { name: "it Indirizzo label", lines: ["SEZIONE 1: Identificazione", "Nome commerciale: Detergente Porto 500", "Ragione sociale: Chimica del Porto S.r.l.", "Indirizzo: Via del Porto 12, 20121 Milano (MI)", "Telefono: +39 02 1234567"], want: { address: "Via del Porto 12, 20121 Milano (MI)", phone: "+39 02 1234567" } },
  { name: "nl Adres label", lines: ["RUBRIEK 1: Identificatie", "Handelsnaam: Havenreiniger 500", "Leverancier: Haven Chemie B.V.", "Adres: Havenweg 12, 3011 AB Rotterdam", "Telefoon: +31 10 555 0100"], want: { address: "Havenweg 12, 3011 AB Rotterdam", phone: "+31 10 555 0100" } },
  { name: "pl Adres label", lines: ["SEKCJA 1: Identyfikacja", "Nazwa handlowa: Czyściwo Port 500", "Dostawca: Chemia Portowa Sp. z o.o.", "Adres: ul. Portowa 12, 00-001 Warszawa", "Telefon: +48 22 123 45 67"], want: { address: "ul. Portowa 12, 00-001 Warszawa", phone: "+48 22 123 45 67" } },
  { name: "company without legal form, address after a comma", lines: [...US_HEAD, "Manufacturer: Harbor Chemical, 100 Main Street, Springfield, IL 62701", "Phone: 217-555-0100"], want: { address: "100 Main Street, Springfield, IL 62701", phone: "217-555-0100" } },
  { name: "P.O. Box block", lines: [...US_HEAD, "Manufacturer: Harbor Chemical Company", "P.O. Box 1234", "Springfield, IL 62701", "Phone: 217-555-0100"], want: { address: "P.O. Box 1234, Springfield, IL 62701", phone: "217-555-0100" } },
  { name: "street, suite, town", lines: [...US_HEAD, "Supplier: Harbor Chemical Inc.", "100 Main Street", "Suite 200", "Springfield, IL 62701", "Phone: 217-555-0100"], want: { address: "100 Main Street, Suite 200, Springfield, IL 62701", phone: "217-555-0100" } },
  { name: "Supplier name and address: label alone", lines: [...US_HEAD, "Supplier name and address:", "Harbor Chemical Inc.", "100 Main Street", "Springfield, IL 62701", "Phone: 217-555-0100"], want: { address: "100 Main Street, Springfield, IL 62701", phone: "217-555-0100" } },
  { name: "a department line under the name", lines: [...US_HEAD, "Manufacturer: Harbor Chemical Inc.", "Regulatory Affairs Department", "100 Main Street", "Springfield, IL 62701", "Phone: 217-555-0100"], want: { address: "100 Main Street, Springfield, IL 62701", phone: "217-555-0100" } },
  { name: "Company Identification label alone", lines: [...US_HEAD, "Company Identification:", "Harbor Chemical Inc.", "100 Main Street", "Springfield, IL 62701", "Telephone: 217-555-0100"], want: { address: "100 Main Street, Springfield, IL 62701", phone: "217-555-0100" } },
  { name: "form cells: Manufacturer/Supplier, Address, City", lines: [...US_HEAD, "Manufacturer/Supplier:          Harbor Chemical Inc.", "Address:          100 Main Street", "City:          Springfield, IL 62701", "Phone:          217-555-0100"], want: { address: "100 Main Street, Springfield, IL 62701", phone: "217-555-0100" } },
];

function misses(cases: readonly Case[]): string[] {
  return cases.flatMap((one) => {
    const parsed = parseSds(sheet([...one.lines, ...SECTIONS_2_TO_4]));
    const wrong: string[] = [];
    const check = (field: string, want: string | null | undefined, got: string | null, ok: (w: string, g: string | null) => boolean, confidence?: number) => {
      if (want === undefined) return;
      if (want === null ? got !== null : !ok(want, got)) wrong.push(`${one.name} | ${field}: ${got}`);
      else if (confidence !== undefined && confidence > 0.9) wrong.push(`${one.name} | ${field} confidence ${confidence}`);
    };
    check("emergency", one.want.emergency, parsed.emergency_phone, samePhone, parsed.evidence.emergency_phone?.confidence);
    check("phone", one.want.phone, parsed.supplier_phone, samePhone, parsed.evidence.supplier_phone?.confidence);
    check("address", one.want.address, parsed.supplier_address, addressRight, parsed.evidence.supplier_address?.confidence);
    return wrong;
  });
}

describe("contact forms (session 21)", () => {
  test(`emergency telephone (${EMERGENCY.length} forms)`, () => expect(misses(EMERGENCY)).toEqual([]));
  test(`supplier telephone (${PHONE.length} forms)`, () => expect(misses(PHONE)).toEqual([]));
  test(`supplier address (${ADDRESS.length} forms)`, () => expect(misses(ADDRESS)).toEqual([]));
});
