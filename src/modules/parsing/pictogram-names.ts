/**
 * Pictograms a label prints as text: their codes ("GHS02") anywhere in section 2, and their names in words
 * ("Flamme", "flame", "Totenkopf mit gekreuzten Knochen") next to a pictogram label. PDFs draw the symbols as
 * images, so words and codes are the only printed trace; without them pictograms come from the H-codes.
 */
import { escapeRegExp } from "./phrase-pattern.ts";
import { foldText } from "./section-vocabulary.ts";

/** The symbol names of GHS Annex 3 / CLP Annex V in en, de, fr, es, it, nl, pt, pl (folded: no accents). */
export const PICTOGRAM_NAMES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["GHS03", ["flame over circle", "flamme uber einem kreis", "flamme au-dessus d'un cercle", "flamme au dessus d'un cercle", "llama sobre un circulo", "fiamma su cerchio", "vlam boven een cirkel", "chama sobre um circulo", "plomien nad okregiem"]],
  ["GHS01", ["exploding bomb", "explodierende bombe", "bombe explosant", "bomba explotando", "bomba che esplode", "ontploffende bom", "bomba a explodir", "wybuchajaca bomba"]],
  ["GHS02", ["flame", "flamme", "llama", "fiamma", "vlam", "chama", "plomien"]],
  ["GHS04", ["gas cylinder", "gasflasche", "bouteille a gaz", "bouteille de gaz", "botella de gas", "bombona", "bombola per gas", "gasfles", "garrafa de gas", "butla z gazem"]],
  ["GHS05", ["corrosion", "corrosive", "atzwirkung", "corrosif", "corrosivo", "corrosione", "corrosie", "corrosao", "korozja"]],
  ["GHS06", ["skull and crossbones", "skull & crossbones", "totenkopf", "tete de mort", "calavera", "teschio", "doodshoofd", "caveira", "czaszka"]],
  ["GHS07", ["exclamation mark", "exclamation point", "ausrufezeichen", "point d'exclamation", "signo de exclamacion", "punto esclamativo", "uitroepteken", "ponto de exclamacao", "wykrzyknik"]],
  ["GHS08", ["health hazard", "gesundheitsgefahr", "danger pour la sante", "peligro para la salud", "pericolo per la salute", "gevaar voor de gezondheid", "perigo para a saude", "zagrozenie dla zdrowia"]],
  ["GHS09", ["environment", "umwelt", "environnement", "medio ambiente", "ambiente", "milieu", "srodowisko"]],
];

/** "Pictogram(s)", "Piktogramme", "Pictogrammes", "Pictogramas", "Pittogrammi", "Symbol(e)", "Gefahrensymbole"… */
const PICTOGRAM_LABEL = /pictogra|piktogra|pittogramm|\bsymbol|symbole|simbolo|\bhazard symbols?\b/;
/** Pictogram names are read on the label's line and this many lines after it. */
const NAME_WINDOW = 4;

const NAME_PATTERNS = PICTOGRAM_NAMES.map(
  ([code, names]) => [code, new RegExp(`(?<![\\p{L}])(?:${names.map(escapeRegExp).join("|")})(?![\\p{L}])`, "gu")] as const,
);

export type PrintedPictograms = { pictograms: string[]; lineIndexes: number[] };

/** The pictograms section 2's lines print as codes or names; empty when they print none. */
export function findPrintedPictograms(sectionLines: readonly string[]): PrintedPictograms {
  const found = new Set<string>();
  const lineIndexes = new Set<number>();
  const folded = sectionLines.map(foldText);
  folded.forEach((line, index) => {
    for (const match of line.matchAll(/(?<![a-z0-9])ghs\s?0?([1-9])(?!\d)/g)) {
      found.add(`GHS0${match[1]}`);
      lineIndexes.add(index);
    }
  });
  folded.forEach((line, index) => {
    if (!PICTOGRAM_LABEL.test(line)) return;
    for (let offset = 0; offset <= NAME_WINDOW && index + offset < folded.length; offset++) {
      let text = folded[index + offset]!;
      // A later label ("Signal word", "Hazard statements") ends the pictogram block.
      if (offset > 0 && /signal|statement|hinweis|mention|frase|indicazion|zwrot|advert/.test(text)) break;
      for (const [code, pattern] of NAME_PATTERNS) {
        if (text.search(pattern) < 0) continue;
        found.add(code);
        lineIndexes.add(index + offset);
        // Longer names are listed first; blank a match so "flame over circle" is not read again as "flame".
        text = text.replace(pattern, (name) => " ".repeat(name.length));
      }
    }
  });
  return { pictograms: [...found].sort(), lineIndexes: [...lineIndexes].sort((a, b) => a - b) };
}
