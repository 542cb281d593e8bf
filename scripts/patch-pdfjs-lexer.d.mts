// Types for scripts/patch-pdfjs-lexer.mjs (plain Node, imported by scripts/patch-pdfjs.mjs).
export declare const LEXER_EDITS: { name: string; anchor: string; replacement: string; since: number }[];
