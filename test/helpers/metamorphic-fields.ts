/**
 * Metamorphic transformations for the newer fields (session 14): emergency and supplier telephone, recommended use,
 * physical state and flash point. Each rewrites the line a field was read from the way another template prints the
 * same field — another label of the language (Annex II's wording or a common short form), label and value in two
 * columns without a colon, the value on the line below its label, a bullet before the label, a 24-hour note or a
 * second number after an emergency number, a closed-cup qualifier or a Fahrenheit value with a flash point, the supplier's number only in a repeated page footer — so the parser must
 * still read the same value. Also: the state named inside an appearance description in the sheet's language
 * ("Aussehen: klare Flüssigkeit"), and an address label before the supplier's address ("Adresse: …"). Used by `scripts/metamorphic-tune.ts --new-fields` on the tune documents.
 */
import { foldText } from "../../src/modules/parsing/section-vocabulary.ts";
import type { Line, MetaDoc } from "./metamorphic.ts";

export type NewField = "emergency_phone" | "supplier_phone" | "supplier_address" | "recommended_use" | "physical_state" | "flash_point";
type LabelledField = Exclude<NewField, "supplier_address">;
export const NEW_FIELDS: readonly LabelledField[] = ["emergency_phone", "supplier_phone", "recommended_use", "physical_state", "flash_point"];
/** A variant that speaks for one field only. */
export type FieldVariant = { name: string; field: NewField; lines: Line[] };

/** Labels of each field in each language: Annex II's heading wording and the short forms sheets print. */
const LABELS_OF: Record<LabelledField, Record<string, readonly string[]>> = {
  emergency_phone: {
    en: ["Emergency telephone number", "Emergency phone", "24 Hour Emergency Telephone"], de: ["Notrufnummer", "Notfallauskunft", "Giftnotruf"],
    fr: ["Numéro d'appel d'urgence", "Téléphone en cas d'urgence"], es: ["Teléfono de emergencia", "Teléfono de urgencias"],
    it: ["Numero telefonico di emergenza", "Telefono di emergenza"], nl: ["Telefoonnummer voor noodgevallen", "Noodtelefoon"],
    pt: ["Número de telefone de emergência", "Telefone de emergência"], pl: ["Numer telefonu alarmowego", "Telefon alarmowy"],
  },
  supplier_phone: {
    en: ["Telephone", "Tel.", "Phone"], de: ["Telefon", "Tel."], fr: ["Téléphone", "Tél."], es: ["Teléfono", "Tel."], it: ["Telefono", "Tel."],
    nl: ["Telefoon", "Tel."], pt: ["Telefone", "Tel."], pl: ["Telefon", "Tel."],
  },
  recommended_use: {
    en: ["Identified uses", "Recommended use", "Use of the substance/mixture"], de: ["Verwendung des Stoffs/des Gemischs", "Identifizierte Verwendungen"],
    fr: ["Utilisation de la substance/du mélange", "Utilisations identifiées"], es: ["Uso recomendado", "Usos identificados"],
    it: ["Usi pertinenti identificati", "Uso raccomandato"], nl: ["Geïdentificeerde gebruiken", "Gebruik van de stof/het mengsel"],
    pt: ["Utilizações identificadas relevantes", "Utilização da substância/mistura"], pl: ["Zidentyfikowane zastosowania", "Zastosowanie substancji/mieszaniny"],
  },
  physical_state: {
    en: ["Physical state", "Form"], de: ["Aggregatzustand", "Form"], fr: ["État physique", "Forme"], es: ["Estado físico", "Forma"],
    it: ["Stato fisico", "Forma"], nl: ["Fysische toestand", "Vorm"], pt: ["Estado físico", "Forma"], pl: ["Stan skupienia", "Postać"],
  },
  flash_point: {
    en: ["Flash point", "Flashpoint"], de: ["Flammpunkt"], fr: ["Point d'éclair"], es: ["Punto de inflamación"], it: ["Punto di infiammabilità"],
    nl: ["Vlampunt"], pt: ["Ponto de inflamação"], pl: ["Temperatura zapłonu"],
  },
};

/** A 24-hour note after an emergency number, as each language prints it. */
const DAY_AND_NIGHT: Record<string, string> = {
  en: "(24 h)", de: "(24 Std.)", fr: "(24h/24)", es: "(24 horas)", it: "(24 ore su 24)", nl: "(24 uur per dag)", pt: "(24 horas)", pl: "(całodobowo)",
};

/** The line a field was read from, found by its evidence text. */
function evidenceAt(doc: MetaDoc, field: NewField): number {
  const evidence = doc.parsed.evidence[field];
  if (!evidence || evidence.page === null) return -1;
  const text = evidence.text.trim();
  return doc.lines.findIndex((line) => line.page === evidence.page && line.text.trim() !== "" && (line.text.includes(text) || text.startsWith(line.text.trim())));
}

/** "Label: value" or "Label    value" → [label, value]; the label is short words with no digit. */
function splitLabelLine(text: string): [string, string] | null {
  const match = /^\s*([^\d:：]{3,60}?)\s*(?:[:：]\s*|\s{3,})(\S.*)$/u.exec(text);
  if (!match) return null;
  const label = match[1]!.trim();
  if (label.split(/\s+/).length > 7 || /^[•\-–*]/.test(label)) return null;
  return [label, match[2]!.trim()];
}

const digits = (text: string) => text.replace(/\D/g, "");

/** The value of the field is on the rest of its line (and nothing but that field's value is on the line). */
function valueOnLine(field: LabelledField, value: string, rest: string): boolean {
  switch (field) {
    case "emergency_phone":
    case "supplier_phone":
      return digits(rest).includes(digits(value)) && !/\b(?:fax|e-?mail|www)\b/i.test(rest);
    case "recommended_use":
      return foldText(rest).startsWith(foldText(value).slice(0, 12));
    case "physical_state":
      return rest.length < 40;
    case "flash_point": {
      const number = /-?\d+(?:[.,]\d+)?/.exec(value)?.[0];
      return number !== undefined && rest.includes(number.replace(/^-/, "").split(/[.,]/)[0]!);
    }
  }
}

const replaced = (doc: MetaDoc, at: number, texts: readonly string[]): Line[] => {
  const line = doc.lines[at]!;
  const added = texts.map((text, index) => ({ ...line, text, y: line.y + index * 0.1 * (line.fontSize ?? 10) }));
  return [...doc.lines.slice(0, at), ...added, ...doc.lines.slice(at + 1)];
};

function fieldVariants(doc: MetaDoc, field: LabelledField): FieldVariant[] {
  const value = doc.parsed[field];
  const at = evidenceAt(doc, field);
  if (value === null || at < 0) return [];
  const parts = splitLabelLine(doc.lines[at]!.text);
  if (!parts || !valueOnLine(field, value, parts[1])) return [];
  const [label, rest] = parts;
  const variants: FieldVariant[] = [];
  const add = (name: string, texts: readonly string[]) => variants.push({ name: `F ${field} ${name}`, field, lines: replaced(doc, at, texts) });
  const labels = LABELS_OF[field][doc.language] ?? [];
  labels.forEach((other, index) => {
    if (foldText(other) !== foldText(label)) add(`other label ${index + 1}`, [`${other}: ${rest}`]);
  });
  add("two columns without colon", [`${label}    ${rest}`]);
  add("value below its label", [`${label}:`, rest]);
  add("bullet before the label", [`• ${label}: ${rest}`]);
  if (field === "emergency_phone") {
    add("24-hour note after", [`${label}: ${rest} ${DAY_AND_NIGHT[doc.language] ?? DAY_AND_NIGHT.en}`]);
    add("second number after", [`${label}: ${rest} / +44 1632 960 000`]);
  }
  if (field === "flash_point") {
    add("closed-cup qualifier after the label", [`${label} ${CLOSED_CUP[doc.language] ?? CLOSED_CUP.en}: ${rest}`]);
    const celsius = /^([<>≥≤]?\s*)(-?\d+(?:[.,]\d+)?)\s*°\s*C$/.exec(rest);
    if (celsius) add("Fahrenheit after the Celsius value", [`${label}: ${rest} (${Math.round(Number.parseFloat(celsius[2]!.replace(",", ".")) * 1.8 + 32)} °F)`]);
  }
  return variants;
}

/** A closed-cup method in brackets after the flash point's label, in each language. */
const CLOSED_CUP: Record<string, string> = {
  en: "(closed cup)", de: "(geschlossener Tiegel)", fr: "(coupelle fermée)", es: "(vaso cerrado)", it: "(vaso chiuso)", nl: "(gesloten kroes)",
  pt: "(vaso fechado)", pl: "(tygiel zamknięty)",
};

/** The supplier's number only in a repeated page footer: its line left out of section 1, "Tel. …" in every footer. */
function supplierPhoneInFooter(doc: MetaDoc): FieldVariant[] {
  const value = doc.parsed.supplier_phone;
  const at = evidenceAt(doc, "supplier_phone");
  if (value === null || at < 0 || doc.pages.length < 2 || doc.lines[at]!.furniture) return [];
  const parts = splitLabelLine(doc.lines[at]!.text);
  // Only a line that holds the number alone, so that nothing else is lost by leaving it out.
  if (!parts || digits(parts[1]) !== digits(value) || !/^\D*$/.test(parts[0])) return [];
  const company = doc.parsed.manufacturer ?? "";
  const rest = doc.lines.filter((_, index) => index !== at);
  const lines: Line[] = [];
  for (const page of doc.pages) {
    const own = rest.filter((line) => line.page === page.number);
    const bottom = Math.max(...own.map((line) => line.y), 0);
    lines.push(...own, { page: page.number, text: `${company}    Tel. ${value}`.trim(), y: bottom + 12, x: 40, fontSize: 8, furniture: true });
  }
  return [{ name: "F supplier_phone only in every page footer", field: "supplier_phone", lines }];
}

/** An appearance label and a description naming each state, in each language. */
const APPEARANCE_OF: Record<string, { label: string; states: Record<string, string> }> = {
  en: { label: "Appearance", states: { liquid: "clear liquid", solid: "white powder", paste: "white paste", gas: "colourless gas", aerosol: "aerosol" } },
  de: { label: "Aussehen", states: { liquid: "klare Flüssigkeit", solid: "weißes Pulver", paste: "weiße Paste", gas: "farbloses Gas", aerosol: "Aerosol" } },
  fr: { label: "Aspect", states: { liquid: "liquide limpide", solid: "poudre blanche", paste: "pâte blanche", gas: "gaz incolore", aerosol: "aérosol" } },
  es: { label: "Aspecto", states: { liquid: "líquido transparente", solid: "polvo blanco", paste: "pasta blanca", gas: "gas incoloro", aerosol: "aerosol" } },
  it: { label: "Aspetto", states: { liquid: "liquido limpido", solid: "polvere bianca", paste: "pasta bianca", gas: "gas incolore", aerosol: "aerosol" } },
  nl: { label: "Uiterlijk", states: { liquid: "heldere vloeistof", solid: "wit poeder", paste: "witte pasta", gas: "kleurloos gas", aerosol: "aerosol" } },
  pt: { label: "Aspeto", states: { liquid: "líquido límpido", solid: "pó branco", paste: "pasta branca", gas: "gás incolor", aerosol: "aerossol" } },
  pl: { label: "Wygląd", states: { liquid: "przezroczysta ciecz", solid: "biały proszek", paste: "biała pasta", gas: "bezbarwny gaz", aerosol: "aerozol" } },
};

/** The state's line rewritten as an appearance description naming the state in the sheet's language. */
function stateInDescription(doc: MetaDoc): FieldVariant[] {
  const value = doc.parsed.physical_state;
  const at = evidenceAt(doc, "physical_state");
  const words = APPEARANCE_OF[doc.language];
  if (value === null || at < 0 || !words?.states[value] || !splitLabelLine(doc.lines[at]!.text)) return [];
  const text = `${words.label}: ${words.states[value]}`;
  return [
    { name: "F physical_state in an appearance description", field: "physical_state", lines: replaced(doc, at, [text]) },
    { name: "F physical_state in an appearance description, two columns", field: "physical_state", lines: replaced(doc, at, [`${words.label}    ${words.states[value]}`]) },
  ];
}

/** Address labels in each language. */
const ADDRESS_LABEL: Record<string, string> = { en: "Address", de: "Adresse", fr: "Adresse", es: "Dirección", it: "Indirizzo", nl: "Adres", pt: "Morada", pl: "Adres" };

/** The supplier's address with an address label before its first line ("Adresse: Kastanienweg 7"). */
function addressLabelled(doc: MetaDoc): FieldVariant[] {
  const at = evidenceAt(doc, "supplier_address");
  const label = ADDRESS_LABEL[doc.language];
  if (doc.parsed.supplier_address === null || at < 0 || !label || /[:：]|\s{3,}/.test(doc.lines[at]!.text)) return [];
  const text = doc.lines[at]!.text.trim();
  return [
    { name: "F supplier_address labelled", field: "supplier_address", lines: replaced(doc, at, [`${label}: ${text}`]) },
    { name: "F supplier_address labelled, two columns", field: "supplier_address", lines: replaced(doc, at, [`${label}    ${text}`]) },
  ];
}

export const FIELD_TRANSFORMATIONS: ReadonlyArray<(doc: MetaDoc) => FieldVariant[]> = [
  (doc) => NEW_FIELDS.flatMap((field) => fieldVariants(doc, field)),
  supplierPhoneInFooter,
  stateInDescription,
  addressLabelled,
];
