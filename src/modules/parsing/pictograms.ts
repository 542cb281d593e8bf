/**
 * GHS pictograms derived from hazard codes. PDFs carry pictograms only as images, so the parser derives them
 * from the H-codes by the GHS assignment (UN GHS Annex 1 / US OSHA HCS Appendix C / EU CLP Annex I) and then
 * applies the precedence rules of GHS 1.4.10.5.3.1 (CLP Art. 26, HCS C.2.3.1).
 * Codes whose category carries no symbol (H227, H303, H313, H333, H316, H320, H401, H402, H412, H413, H221,
 * H229, H362) give no pictogram.
 */
const PICTOGRAMS_BY_CODE: Readonly<Record<string, readonly string[]>> = {
  // Explosives, self-reactives and organic peroxides types A/B
  H200: ["GHS01"], H201: ["GHS01"], H202: ["GHS01"], H203: ["GHS01"], H204: ["GHS01"], H209: ["GHS01"],
  H210: ["GHS01"], H211: ["GHS01"], H240: ["GHS01"], H241: ["GHS01", "GHS02"],
  // Desensitized explosives, flammables, pyrophorics, self-heating, water-reactives
  H206: ["GHS02"], H207: ["GHS02"], H208: ["GHS02"], H220: ["GHS02"], H222: ["GHS02"], H223: ["GHS02"],
  H224: ["GHS02"], H225: ["GHS02"], H226: ["GHS02"], H228: ["GHS02"], H230: ["GHS02"], H231: ["GHS02"],
  H232: ["GHS02"], H242: ["GHS02"], H250: ["GHS02"], H251: ["GHS02"], H252: ["GHS02"], H260: ["GHS02"],
  H261: ["GHS02"], H282: ["GHS02", "GHS04"], H283: ["GHS02", "GHS04"],
  // Oxidizers
  H270: ["GHS03"], H271: ["GHS03"], H272: ["GHS03"],
  // Gases under pressure
  H280: ["GHS04"], H281: ["GHS04"], H284: ["GHS04"],
  // Corrosives
  H290: ["GHS05"], H314: ["GHS05"], H318: ["GHS05"],
  // Acute toxicity categories 1–3
  H300: ["GHS06"], H301: ["GHS06"], H310: ["GHS06"], H311: ["GHS06"], H330: ["GHS06"], H331: ["GHS06"],
  // Acute toxicity 4, irritation, skin sensitization, narcotic effects, ozone
  H302: ["GHS07"], H312: ["GHS07"], H332: ["GHS07"], H315: ["GHS07"], H317: ["GHS07"], H319: ["GHS07"],
  H335: ["GHS07"], H336: ["GHS07"], H420: ["GHS07"],
  // Health hazards
  H304: ["GHS08"], H305: ["GHS08"], H334: ["GHS08"], H340: ["GHS08"], H341: ["GHS08"], H350: ["GHS08"],
  H351: ["GHS08"], H360: ["GHS08"], H361: ["GHS08"], H370: ["GHS08"], H371: ["GHS08"], H372: ["GHS08"],
  H373: ["GHS08"],
  // Aquatic acute 1 and chronic 1–2
  H400: ["GHS09"], H410: ["GHS09"], H411: ["GHS09"],
};

/** Codes for which GHS07 stands for skin or eye irritation (suppressed by GHS05 and by GHS08 for H334). */
const IRRITATION_CODES = new Set(["H315", "H319"]);

/** Base code of a suffixed or EU code: H360FD → H360, H350i → H350. */
function baseCode(code: string): string {
  const match = /^(H\d{3})/.exec(code);
  return match ? match[1] : code;
}

export function pictogramsForHazardCodes(codes: readonly string[]): string[] {
  const bases = [...new Set(codes.map(baseCode))];
  const pictograms = new Set<string>();
  for (const code of bases) for (const pictogram of PICTOGRAMS_BY_CODE[code] ?? []) pictograms.add(pictogram);

  if (pictograms.has("GHS07")) {
    // Which reasons for the exclamation mark remain once the precedence rules are applied.
    const hasCorrosive = pictograms.has("GHS05");
    const hasRespiratorySensitizer = bases.includes("H334");
    const remainingReasons = bases.filter((code) => {
      if (!(PICTOGRAMS_BY_CODE[code] ?? []).includes("GHS07")) return false;
      if (hasCorrosive && IRRITATION_CODES.has(code)) return false;
      if (hasRespiratorySensitizer && (IRRITATION_CODES.has(code) || code === "H317")) return false;
      return true;
    });
    // GHS 1.4.10.5.3.1(a): where the skull and crossbones applies, the exclamation mark should not appear.
    if (pictograms.has("GHS06") || remainingReasons.length === 0) pictograms.delete("GHS07");
  }
  return [...pictograms].sort();
}
