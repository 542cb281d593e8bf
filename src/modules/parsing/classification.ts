/**
 * H-codes derived from the hazard classification section 2 prints ("Flam. Liq. 2", "Acute Tox. 4 (oral)",
 * "Flammable liquids    Category 2", "Lésions oculaires graves/irritation oculaire    2A") for sheets that print no
 * hazard codes at all. The class/category → code table is src/shared/ghs/classification-codes.ts; a class whose
 * code depends on something the sheet does not say (acute toxicity without its route, STOT SE 3 without its
 * effect) gives nothing.
 */
import { escapeRegExp } from "./phrase-pattern.ts";
import { CATEGORY_WORDS, CLASSIFICATION_CLASSES, ROUTE_WORDS, type ClassificationClass, type Route } from "../../shared/ghs/classification-codes.ts";
import { foldText } from "./section-vocabulary.ts";

/**
 * A folded name as a pattern: dots optional, spaces optional or several, "/" and "-" with spaces around, and a
 * stray space between letters allowed (text layers split words at kerning: "Gas es under pressure").
 */
function namePattern(name: string): string {
  return name
    .split("")
    .map((char, index) => {
      if (char === ".") return "\\.?";
      if (char === " ") return "\\s*";
      if (char === "/") return "\\s*/\\s*";
      if (char === "-") return "\\s*[-–]?\\s*";
      return index > 0 && /[a-z]/.test(name[index - 1]!) ? ` ?${escapeRegExp(char)}` : escapeRegExp(char);
    })
    .join("");
}

const CATEGORY = `(?:(?:${CATEGORY_WORDS.map(escapeRegExp).join("|")})[\\s:]*)?`;
/** Between the name and its category: punctuation, a bracketed or plain qualifier (route), the category word. */
const BETWEEN = `(?<between>[^a-z0-9\\n]{0,12}(?:(?:\\([^)\\n]{0,40}\\)|(?:oral|dermal|inhalation|orl|derm|inh)(?![a-z]))[^a-z0-9\\n]{0,12}){0,3})`;

type Compiled = { entry: ClassificationClass; pattern: RegExp };
let compiled: Compiled[] | null = null;

function patterns(): Compiled[] {
  if (compiled) return compiled;
  compiled = CLASSIFICATION_CLASSES.map((entry) => {
    const names = [...entry.names].sort((a, b) => b.length - a.length).map(namePattern).join("|");
    const category = entry.withoutCategory ? `(?:${BETWEEN}${CATEGORY}(?<category>1a|1b|1c|2a|2b|[1-5])(?![a-z0-9]))?` : `${BETWEEN}${CATEGORY}(?<category>1a|1b|1c|2a|2b|[1-5])(?![a-z0-9])`;
    return { entry, pattern: new RegExp(`(?<![a-z])(?:${names})(?![a-z])${category}(?<tail>[^\\n]{0,60})`, "g") };
  });
  return compiled;
}

/** The routes a qualifier names: "(oral)", "-Orl", "(inhalation - vapour)", "(oral, dermal)". */
function routesOf(qualifier: string): Route[] {
  return (Object.keys(ROUTE_WORDS) as Route[]).filter((route) => ROUTE_WORDS[route].test(qualifier));
}

/** The qualifier right after the category: a bracket, or a dash/comma and one word ("3-Orl", "4, oral"). */
function leadingQualifier(tail: string): string {
  return /^\s*(?:\([^)]{0,40}\)|[-–,:]?\s*[a-z]+)/.exec(tail)?.[0] ?? "";
}

export type ClassificationCodes = { codes: string[]; lineIndexes: number[] };

/** Codes named by the classification printed in the lines (section 2), with the lines they were read from. */
export function codesFromClassification(lines: readonly string[]): ClassificationCodes {
  const codes = new Set<string>();
  const lineIndexes: number[] = [];
  lines.forEach((line, index) => {
    const folded = foldText(line);
    const before = codes.size;
    for (const { entry, pattern } of patterns()) {
      for (const match of folded.matchAll(pattern)) {
        for (const code of codesOf(entry, match.groups ?? {})) codes.add(code);
      }
    }
    if (codes.size > before) lineIndexes.push(index);
  });
  return { codes: [...codes], lineIndexes };
}

function codesOf(entry: ClassificationClass, groups: Record<string, string | undefined>): string[] {
  const category = groups.category;
  const tail = groups.tail ?? "";
  if (entry.withoutCategory) {
    if (entry.key === "gas-under-pressure" && /refrig/.test(`${groups.between ?? ""} ${tail}`)) return ["H281"];
    return [entry.withoutCategory];
  }
  if (!category) return [];
  if (entry.routes) {
    // No route named: the category alone does not say which statement. "(oral, dermal)" names two.
    const routes = routesOf(`${groups.between ?? ""} ${leadingQualifier(tail)}`);
    return routes.flatMap((route) => entry.routes![route][category] ?? []);
  }
  if (entry.effects && category === "3") {
    const effects = entry.effects.filter(([pattern]) => pattern.test(tail)).map(([, code]) => code);
    return effects.length === 1 ? effects : [];
  }
  const code = entry.categories[category];
  return code ? [code] : [];
}
