/** GHS reference data and drawings shared by parsing, printing and the web app (no I/O). */
export {
  AUSTRALIAN_HAZARD_STATEMENTS, COMBINED_HAZARD_STATEMENTS, GHS_HAZARD_STATEMENTS, hazardStatementText, isKnownHazardCode, KNOWN_HAZARD_CODES,
} from "./hazard-statements.ts";
export { COMBINED_PRECAUTIONARY_CODES, GHS_PRECAUTIONARY_STATEMENTS, precautionaryStatementText } from "./precautionary-statements.ts";
export { groupStatementCodes, inLabelOrder, splitStatementCode, statementText } from "./statements.ts";
export {
  CLP_ABSENT_CODES, CLP_STATEMENT_TABLES, STATEMENT_LANGUAGES, type StatementLanguage, statementLanguageFromHeader, statementLanguageOf,
} from "./statement-languages.ts";
export { GHS_PICTOGRAM_CODES, GHS_PICTOGRAM_NAMES, type GhsPictogramCode, isGhsPictogramCode, pictogramShapes } from "./pictograms.ts";
export { pictogramSvg, type PictogramSvgOptions } from "./pictogram-svg.ts";
export { drawPictogram } from "./pictogram-pdf.ts";
export { hazardClasses, hazardClassesOf } from "./hazard-classes.ts";
