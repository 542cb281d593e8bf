/**
 * REACH's use-descriptor lines printed between a use's label or 1.2's heading and the use itself ("Sector of use: SU22",
 * "Produktkategorie [PC]: PC35", "SU21, PC35"): codes only, alone or after a short label of their own. Language-neutral:
 * the label is not read, only that the value after it is codes.
 */
import { cleanValue, firstColumn } from "./label-lines.ts";
import { isUseCodesOnly } from "./use-value-shapes.ts";

/** A short label closed by its colon before the codes ("Sector of use:", "Catégorie de produit [PC] :"). */
const SHORT_LABEL = /^[^:：\d]{2,40}[:：]\s*/u;

/** A line of use codes only, after a label of its own or without one. */
export function isDescriptorLine(line: string): boolean {
  const text = cleanValue(firstColumn(line));
  return text !== "" && isUseCodesOnly(text.replace(SHORT_LABEL, ""));
}

/** The line after `index`, past up to three descriptor lines below it: where the use is looked for. */
export function pastDescriptorLines(lines: readonly string[], index: number): number {
  let below = index + 1;
  while (below <= index + 3 && isDescriptorLine(lines[below] ?? "")) below++;
  return below;
}
