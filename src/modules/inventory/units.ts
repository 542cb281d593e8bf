/**
 * Container size units: one defined list, each with its kind and its factor to the kind's base unit
 * (L, kg, each), so that quantities can be added up and converted later. People write units many
 * ways ("litre", "LTR", "lbs", "fl. oz."): every known spelling is stored as the canonical unit.
 */
export const SIZE_UNITS = {
  "mL": { kind: "volume", perBase: 0.001, aliases: ["ml", "milliliter", "milliliters", "millilitre", "millilitres", "cc", "cm3", "cm³"] },
  "L": { kind: "volume", perBase: 1, aliases: ["l", "lt", "ltr", "ltrs", "liter", "liters", "litre", "litres"] },
  "m³": { kind: "volume", perBase: 1000, aliases: ["m3", "cubic meter", "cubic meters", "cubic metre", "cubic metres", "cbm"] },
  "fl oz": { kind: "volume", perBase: 0.0295735295625, aliases: ["floz", "fl. oz", "fl. oz.", "fl.oz", "fl.oz.", "fluid ounce", "fluid ounces"] },
  "pt": { kind: "volume", perBase: 0.473176473, aliases: ["pint", "pints"] },
  "qt": { kind: "volume", perBase: 0.946352946, aliases: ["quart", "quarts"] },
  "gal": { kind: "volume", perBase: 3.785411784, aliases: ["gallon", "gallons", "gals", "us gal"] },
  "mg": { kind: "mass", perBase: 0.000001, aliases: ["milligram", "milligrams"] },
  "g": { kind: "mass", perBase: 0.001, aliases: ["gm", "gram", "grams", "gramme", "grammes"] },
  "kg": { kind: "mass", perBase: 1, aliases: ["kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"] },
  "t": { kind: "mass", perBase: 1000, aliases: ["tonne", "tonnes", "metric ton", "metric tons"] },
  "oz": { kind: "mass", perBase: 0.028349523125, aliases: ["ounce", "ounces", "oz wt", "oz."] },
  "lb": { kind: "mass", perBase: 0.45359237, aliases: ["lbs", "lb.", "lbs.", "pound", "pounds"] },
  "each": { kind: "count", perBase: 1, aliases: ["ea", "ea.", "pc", "pcs", "piece", "pieces", "unit", "units", "count", "ct"] },
} as const satisfies Record<string, { kind: "volume" | "mass" | "count"; perBase: number; aliases: readonly string[] }>;

export type SizeUnit = keyof typeof SIZE_UNITS;
export const SIZE_UNIT_NAMES = Object.keys(SIZE_UNITS) as [SizeUnit, ...SizeUnit[]];

const squash = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/** Every accepted spelling (lower case, single spaces) → its canonical unit. */
export const SIZE_UNIT_ALIASES: ReadonlyMap<string, SizeUnit> = new Map(
  SIZE_UNIT_NAMES.flatMap((unit) => [[squash(unit), unit] as const, ...SIZE_UNITS[unit].aliases.map((a) => [squash(a), unit] as const)]),
);

/** The canonical unit of a spelling, or null when it is not one chemsafe knows. */
export function canonicalSizeUnit(spelling: string): SizeUnit | null {
  return SIZE_UNIT_ALIASES.get(squash(spelling)) ?? null;
}
