/**
 * GHS hazard classes by hazard statement code (UN GHS Rev. 10 Annex 3 groups codes by class; the US HCS
 * additions H227/H228 fall in theirs). What a fire department reads on an emergency inventory: the class, not
 * the sentence. A code outside the table (EUH statements) has no class here.
 */
const RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [200, 208, "Explosive"], [220, 221, "Flammable gas"], [222, 223, "Flammable aerosol"], [224, 227, "Flammable liquid"],
  [228, 228, "Flammable solid"], [229, 229, "Pressurized container"], [230, 232, "Chemically unstable gas"],
  [240, 242, "Self-reactive or organic peroxide"], [250, 250, "Pyrophoric"], [251, 252, "Self-heating"],
  [260, 261, "Water-reactive (flammable gas)"], [270, 272, "Oxidizer"], [280, 281, "Gas under pressure"],
  [290, 290, "Corrosive to metals"], [300, 302, "Acute toxicity (oral)"], [304, 305, "Aspiration hazard"],
  [310, 312, "Acute toxicity (dermal)"], [314, 314, "Skin corrosion"], [315, 316, "Skin irritation"],
  [317, 317, "Skin sensitizer"], [318, 318, "Serious eye damage"], [319, 320, "Eye irritation"],
  [330, 333, "Acute toxicity (inhalation)"], [334, 334, "Respiratory sensitizer"], [335, 336, "Specific target organ toxicity (single exposure)"],
  [340, 341, "Germ cell mutagenicity"], [350, 351, "Carcinogenicity"], [360, 362, "Reproductive toxicity"],
  [370, 371, "Specific target organ toxicity (single exposure)"], [372, 373, "Specific target organ toxicity (repeated exposure)"],
  [400, 402, "Hazardous to the aquatic environment (acute)"], [410, 413, "Hazardous to the aquatic environment (chronic)"],
  [420, 420, "Hazardous to the ozone layer"],
];

/** The class of one H code ("H225" → "Flammable liquid"); combined codes (H300+H310) give each part's. */
export function hazardClassesOf(code: string): string[] {
  return code.split("+").flatMap((part) => {
    const m = /^H(\d{3})/.exec(part.trim().toUpperCase());
    if (!m) return [];
    const n = Number(m[1]);
    const hit = RANGES.find(([from, to]) => n >= from && n <= to);
    return hit ? [hit[2]] : [];
  });
}

/** The distinct classes of a list of H codes, in the order of the GHS (physical, health, environmental). */
export function hazardClasses(codes: readonly string[]): string[] {
  const found = new Set(codes.flatMap(hazardClassesOf));
  return [...new Set(RANGES.map((r) => r[2]))].filter((name) => found.has(name));
}
