// Files embedded with `import x from "..." with { type: "file" }` resolve to a path string.
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  const path: string;
  export default path;
}
declare module "swagger-ui-dist/swagger-ui.css" {
  const path: string;
  export default path;
}
declare module "redoc/bundles/redoc.standalone.js" {
  const path: string;
  export default path;
}
// OCR engine and data (src/shared/ocr/ocr-assets.ts).
declare module "*.wasm" {
  const path: string;
  export default path;
}
declare module "*.traineddata.gz" {
  const path: string;
  export default path;
}
declare module "tesseract.js-core/tesseract-core-simd-lstm.js" {
  /** Emscripten module factory of tesseract's WebAssembly build. */
  const createCore: (options: { wasmBinary: Uint8Array; print?: (s: string) => void; printErr?: (s: string) => void }) => Promise<unknown>;
  export default createCore;
}
// Fonts printed in PDFs (src/shared/pdf/unicode-fonts.ts).
declare module "*.ttf" {
  const path: string;
  export default path;
}
