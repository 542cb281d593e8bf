/**
 * Cases of the party-role label sweep (session 15, round 2): section 1.3's label that names the party by a list of
 * its roles ("Manufacturer, importer, supplier", "Hersteller/Lieferant", "Fabricante y/o proveedor"), in the eight
 * languages, 1–4 role words in several orders, joined by a comma, a slash (tight or spaced), "and", "or" or
 * "and/or" in the language, before the company's name: after a colon, after a column gap, alone with the name on the
 * next line, wrapped after a comma with the name beside the first line (text layer), and the same wrapped label
 * with its colon read by OCR as a "1" (a scan). No 1.3 heading stands above the label: the label alone must say
 * where the company is.
 */
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { parseScan } from "./ocr-scan.ts";
import { sheet, SECTIONS_2_TO_4 } from "./sds-text.ts";

type Language = {
  /** The role words in the order manufacturer, importer, supplier, distributor, downstream user, producer, company, responsible party. */
  roles: readonly string[];
  and: string;
  or: string;
  andOr: string;
  company: string;
  street: string;
  town: string;
};

export const LANGUAGES: Readonly<Record<string, Language>> = {
  en: {
    roles: ["manufacturer", "importer", "supplier", "distributor", "downstream user", "producer", "company", "responsible party"],
    and: "and", or: "or", andOr: "and/or", company: "Harbour Coatings Ltd", street: "12 Quay Road", town: "Leeds LS1 4AP",
  },
  de: {
    roles: ["Hersteller", "Importeur", "Lieferant", "Händler", "nachgeschalteter Anwender", "Produzent", "Unternehmen", "Verantwortlicher"],
    and: "und", or: "oder", andOr: "und/oder", company: "Hafen Lacke GmbH", street: "Hafenstraße 12", town: "D-20457 Hamburg",
  },
  fr: {
    roles: ["fabricant", "importateur", "fournisseur", "distributeur", "utilisateur en aval", "producteur", "société", "responsable"],
    and: "et", or: "ou", andOr: "et/ou", company: "Peintures du Port SARL", street: "12 rue du Port", town: "F-69002 Lyon",
  },
  es: {
    roles: ["fabricante", "importador", "proveedor", "distribuidor", "usuario intermedio", "productor", "empresa", "responsable"],
    and: "y", or: "o", andOr: "y/o", company: "Pinturas del Puerto S.L.", street: "Calle del Puerto 12", town: "E-28001 Madrid",
  },
  it: {
    roles: ["produttore", "importatore", "fornitore", "distributore", "utilizzatore a valle", "fabbricante", "società", "responsabile"],
    and: "e", or: "o", andOr: "e/o", company: "Vernici del Porto S.r.l.", street: "Via del Porto 12", town: "I-20121 Milano",
  },
  nl: {
    roles: ["fabrikant", "importeur", "leverancier", "distributeur", "downstream-gebruiker", "producent", "bedrijf", "verantwoordelijke"],
    and: "en", or: "of", andOr: "en/of", company: "Haven Verven B.V.", street: "Havenstraat 12", town: "NL-1011 AB Amsterdam",
  },
  pt: {
    roles: ["fabricante", "importador", "fornecedor", "distribuidor", "utilizador a jusante", "produtor", "empresa", "responsável"],
    and: "e", or: "ou", andOr: "e/ou", company: "Tintas do Porto Lda", street: "Rua do Porto 12", town: "P-1100-148 Lisboa",
  },
  pl: {
    roles: ["producent", "importer", "dostawca", "dystrybutor", "dalszy użytkownik", "wytwórca", "firma", "podmiot odpowiedzialny"],
    and: "i", or: "lub", andOr: "i/lub", company: "Farby Portowe Sp. z o.o.", street: "ul. Portowa 12", town: "PL-80-001 Gdańsk",
  },
};

/** Orders of the role words (indices into `roles`): one to four words, the usual orders and some unusual ones. */
const ORDERS: readonly (readonly number[])[] = [
  [0, 2], [2, 0], [0, 1], [0, 1, 2], [2, 1, 0], [0, 1, 3], [3, 0], [0, 4], [5, 2], [0, 1, 2, 3], [1, 0, 2, 4], [6, 2], [0, 1, 7],
];

export const JOINERS = ["comma", "slash", "spaced slash", "and", "or", "and/or"] as const;
export type Joiner = (typeof JOINERS)[number];
export const LAYOUTS = ["colon", "gap", "below", "wrapped", "wrapped scan"] as const;
export type Layout = (typeof LAYOUTS)[number];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The role words joined: "A, B, C", "A/B/C", "A / B / C", "A, B and C", "A, B or C", "A, B and/or C". */
export function roleLabel(words: readonly string[], joiner: Joiner, language: Language): string {
  const [first, ...rest] = words.map((word, index) => (index === 0 ? capitalised(word) : word));
  if (joiner === "comma") return [first, ...rest].join(", ");
  if (joiner === "slash") return [first, ...rest].join("/");
  if (joiner === "spaced slash") return [first, ...rest].join(" / ");
  const last = rest.pop();
  const word = joiner === "and" ? language.and : joiner === "or" ? language.or : language.andOr;
  return last === undefined ? first! : `${[first, ...rest].join(", ")} ${word} ${last}`;
}

export type RoleCase = { language: string; joiner: Joiner; layout: Layout; label: string; lines: string[]; truth: string };

/** The supplier block's lines for a label in a layout (null: the layout does not fit the label). */
function blockLines(label: string, layout: Layout, language: Language): string[] | null {
  const { company, street, town } = language;
  if (layout === "colon") return [`${label}: ${company}`, street, town];
  if (layout === "gap") return [`${label}      ${company}`, `      ${street}`, `      ${town}`];
  if (layout === "below") return [label, company, street, town];
  const comma = label.indexOf(", ");
  if (comma < 0) return null;
  const head = label.slice(0, comma + 1);
  const tail = label.slice(comma + 2);
  if (layout === "wrapped") return [`${head}      ${company}`, `${tail}      ${street}`, `      ${town}`];
  return [`${head}    1    ${company}`, `${tail}    1    ${street}`, `Town    :    ${town}`];
}

export function roleCases(): RoleCase[] {
  const cases: RoleCase[] = [];
  for (const [code, language] of Object.entries(LANGUAGES)) {
    for (const order of ORDERS) {
      const words = order.map((index) => language.roles[index]!);
      for (const joiner of JOINERS) {
        if (words.length === 1 && joiner !== "comma") continue;
        const label = roleLabel(words, joiner, language);
        for (const layout of LAYOUTS) {
          const block = blockLines(label, layout, language);
          if (!block) continue;
          const lines = ["1. IDENTIFICATION", "Product name: Harbour Rinse 40", ...block, "Emergency telephone: +44 20 7946 0000"];
          cases.push({ language: code, joiner, layout, label, lines, truth: language.company });
        }
      }
    }
  }
  return cases;
}

/**
 * A company read by its label gets a label tier's confidence (0.85 and up); below that it was read some other way (a
 * legal form's line, an unknown label's row), which the sweep counts as a miss of the label. A scan's confidence is the
 * text's times the OCR line's (0.97 here).
 */
export const LABEL_CONFIDENCE = 0.85;
const SCAN_LINE_CONFIDENCE = 0.97;

export type RoleResult = RoleCase & { value: string | null; confidence: number; byLabel: boolean };

export function runRoleCase(one: RoleCase): RoleResult {
  const parsed = one.layout === "wrapped scan"
    ? parseScan([[...one.lines, "2. HAZARDS IDENTIFICATION", "Warning"]])
    : parseSds(sheet([...one.lines, ...SECTIONS_2_TO_4]));
  const confidence = parsed.evidence.manufacturer?.confidence ?? 0;
  const least = one.layout === "wrapped scan" ? LABEL_CONFIDENCE * SCAN_LINE_CONFIDENCE - 0.005 : LABEL_CONFIDENCE;
  return { ...one, value: parsed.manufacturer, confidence, byLabel: parsed.manufacturer === one.truth && confidence >= least };
}
