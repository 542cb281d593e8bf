/**
 * The languages statements are printed and read in: English (UN GHS / US OSHA wording, statements.ts' own
 * tables) and the EU's official CLP wording in Spanish, French, German, Italian, Dutch, Portuguese and Polish
 * (generated data files, see scripts/convert-clp-statements.ts).
 */
import { CLP_STATEMENTS_DE } from "./statements-de.ts";
import { CLP_STATEMENTS_ES } from "./statements-es.ts";
import { CLP_STATEMENTS_FR } from "./statements-fr.ts";
import { CLP_STATEMENTS_IT } from "./statements-it.ts";
import { CLP_STATEMENTS_NL } from "./statements-nl.ts";
import { CLP_STATEMENTS_PL } from "./statements-pl.ts";
import { CLP_STATEMENTS_PT } from "./statements-pt.ts";

export const STATEMENT_LANGUAGES = ["en", "es", "fr", "de", "it", "nl", "pt", "pl"] as const;
export type StatementLanguage = (typeof STATEMENT_LANGUAGES)[number];

/** CLP tables by language, keyed by code ("H319", "EUH208", "P305+P351+P338"). English is not here: see statements.ts. */
export const CLP_STATEMENT_TABLES: Readonly<Record<Exclude<StatementLanguage, "en">, Readonly<Record<string, string>>>> = {
  es: CLP_STATEMENTS_ES,
  fr: CLP_STATEMENTS_FR,
  de: CLP_STATEMENTS_DE,
  it: CLP_STATEMENTS_IT,
  nl: CLP_STATEMENTS_NL,
  pt: CLP_STATEMENTS_PT,
  pl: CLP_STATEMENTS_PL,
};

const ADOPTED_ELSEWHERE = "a UN GHS category the EU did not adopt in CLP";
const NEWER_GHS = "added in UN GHS Rev. 8–10, not (yet) in CLP Annex III/IV";
const WITHDRAWN = "withdrawn in an earlier GHS/CLP revision; kept in English for SDSs written to it";

/**
 * Codes of the English table that have no official text in the CLP languages, and why. A statement with such a
 * code is shown in English (the page marks its language).
 */
export const CLP_ABSENT_CODES: Readonly<Record<string, string>> = {
  H209: NEWER_GHS, H210: NEWER_GHS, H211: NEWER_GHS,
  H227: ADOPTED_ELSEWHERE, H303: ADOPTED_ELSEWHERE, H305: ADOPTED_ELSEWHERE, H313: ADOPTED_ELSEWHERE,
  H316: ADOPTED_ELSEWHERE, H320: ADOPTED_ELSEWHERE, H333: ADOPTED_ELSEWHERE, H401: ADOPTED_ELSEWHERE,
  H402: ADOPTED_ELSEWHERE, H433: ADOPTED_ELSEWHERE,
  H282: "chemicals under pressure (UN GHS Rev. 7), a hazard class CLP does not have",
  H283: "chemicals under pressure (UN GHS Rev. 7), a hazard class CLP does not have",
  H284: "chemicals under pressure (UN GHS Rev. 7), a hazard class CLP does not have",
  EUH001: "deleted from CLP (2019: desensitised explosives are classified under H206–H208); older sheets still print it",
  EUH006: "deleted from CLP (explosives are classified under H200–H205)",
  EUH059: "deleted from CLP: replaced by H420",
  P203: NEWER_GHS, P236: NEWER_GHS, P265: NEWER_GHS, P316: NEWER_GHS, P317: NEWER_GHS, P318: NEWER_GHS,
  P319: NEWER_GHS, P354: NEWER_GHS,
  P503: "a UN GHS statement CLP Annex IV does not list",
  P221: WITHDRAWN, P281: WITHDRAWN, P285: WITHDRAWN, P307: WITHDRAWN, P309: WITHDRAWN, P322: WITHDRAWN,
  P341: WITHDRAWN, P350: WITHDRAWN, P374: WITHDRAWN, P422: WITHDRAWN,
};

/** "es-ES", "ES", "es_MX" → "es"; anything not shipped → null. */
export function statementLanguageOf(tag: string | null | undefined): StatementLanguage | null {
  const base = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (STATEMENT_LANGUAGES as readonly string[]).includes(base) ? (base as StatementLanguage) : null;
}

/** The first shipped language of an Accept-Language header, by its q weights; null when none is shipped. */
export function statementLanguageFromHeader(header: string | null | undefined): StatementLanguage | null {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: statementLanguageOf(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.lang !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang ?? null;
}
