// Types for scripts/patch-pdfjs.mjs (plain Node, run by npm's postinstall before TypeScript is at hand).
export declare const PATCH_VERSION: number;
export declare const PATCH_MARKER: string;
export declare const PATCHES: {
  file: string;
  edits: { name: string; anchor: string; replacement: string; since?: number; replacementIn?: (version: number) => string }[];
}[];
export declare function patchPdfjs(options?: { check?: boolean; root?: string }): {
  file: string;
  state: "patched" | "not patched" | "patched by an earlier version" | "patched now";
}[];
