/**
 * Text a font cannot show is spelled in characters it has, so that nothing is lost without trace: "≥" → ">=",
 * "α" → "alpha", "ł" → "l". A character with no spelling becomes "?" (visibly marked, never dropped). With the
 * DejaVu fonts printed PDFs use (unicode-fonts.ts) this is rare: CJK, or a symbol DejaVu lacks.
 */
const SPELLED: Readonly<Record<string, string>> = {
  "≥": ">=", "≤": "<=", "≠": "!=", "≈": "~", "→": "->", "←": "<-", "−": "-", "‐": "-", "‑": "-", "⁄": "/",
  "α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "epsilon", "κ": "kappa", "λ": "lambda",
  "μ": "µ", "ω": "omega", "π": "pi", "σ": "sigma", "τ": "tau", "ψ": "psi", "φ": "phi", "χ": "chi", "θ": "theta",
  "Δ": "Delta", "Ω": "Omega", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ħ": "h", "ı": "i", "ß": "ß",
  "\u00a0": " ", "\u2009": " ", "\u202f": " ", "\u2002": " ", "\u2003": " ", "\t": " ",
  "₀": "0", "₁": "1", "₂": "2", "₃": "3", "₄": "4", "₅": "5", "₆": "6", "₇": "7", "₈": "8", "₉": "9",
  "⁰": "0", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9",
};

/** Rewrites `text` into characters `encodable` accepts (the font's character set). */
export function spellForFont(text: string, encodable: (codePoint: number) => boolean): string {
  let out = "";
  for (const ch of text.replace(/[\r\n]+/g, " ")) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20) continue;
    if (encodable(code)) {
      out += ch;
      continue;
    }
    const spelled = SPELLED[ch];
    if (spelled !== undefined && [...spelled].every((c) => encodable(c.codePointAt(0)!))) {
      out += spelled;
      continue;
    }
    // Letters with accents the font lacks: the letter without the accent (ő → o, ș → s).
    const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
    out += base && base !== ch && [...base].every((c) => encodable(c.codePointAt(0)!)) ? base : "?";
  }
  return out;
}
