/**
 * Builds the web app's pages with Bun's bundler: one entry per page (TSX + its CSS), hashed file
 * names, minified, and gzip and brotli versions precomputed. The service worker is built last with
 * the list of the pages' files it keeps for offline use.
 *
 * Used by src/web/web-bundle.macro.ts (when the server's code is bundled or run from source) and by
 * `npm run bench:web`. Run directly it prints the bundle as JSON on stdout.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { join } from "node:path";

/** Every page of the web app: its name (the key the server uses) and its entry file. Add a page here. */
export const PAGES = [
  { name: "station", entry: "station/main.tsx" },
  { name: "workspace", entry: "workspace/main.tsx" },
  { name: "admin", entry: "admin/main.tsx" },
  { name: "inventory", entry: "inventory/main.tsx" },
  { name: "account", entry: "account/main.tsx" },
  { name: "catalog", entry: "catalog/main.tsx" },
] as const;

export interface BuiltFile { name: string; type: string; body: string; gzip: string; br: string }
export interface WebBundle {
  files: BuiltFile[];
  /** page name → its script and style sheets (hashed names) */
  pages: Record<string, { js: string; css: string[] }>;
}

const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8", css: "text/css; charset=utf-8", svg: "image/svg+xml", json: "application/json",
  png: "image/png", woff2: "font/woff2",
};

function packed(name: string, bytes: Uint8Array): BuiltFile {
  const ext = name.slice(name.lastIndexOf(".") + 1);
  return {
    name, type: TYPES[ext] ?? "application/octet-stream",
    body: Buffer.from(bytes).toString("base64"),
    gzip: gzipSync(bytes, { level: 9 }).toString("base64"),
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).toString("base64"),
  };
}

async function bundle(entrypoints: string[], opts: { naming: string; define?: Record<string, string> }) {
  const result = await Bun.build({
    entrypoints, target: "browser", format: "esm", minify: true, splitting: false, sourcemap: "none",
    naming: { entry: opts.naming, asset: "[name]-[hash].[ext]", chunk: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": '"production"', ...opts.define },
    jsx: { runtime: "automatic", importSource: "preact" },
  } as Parameters<typeof Bun.build>[0]);
  if (!result.success) throw new AggregateError(result.logs, "the web app did not build");
  return Promise.all(result.outputs.map(async (o) => ({ name: o.path.replace(/^\.\//, ""), bytes: new Uint8Array(await o.arrayBuffer()) })));
}

export async function buildWeb(): Promise<WebBundle> {
  const dir = import.meta.dir;
  const files: BuiltFile[] = [];
  const pages: WebBundle["pages"] = {};
  for (const page of PAGES) {
    const outputs = await bundle([join(dir, page.entry)], { naming: `${page.name}-[hash].[ext]` });
    pages[page.name] = { js: outputs.find((o) => o.name.endsWith(".js"))!.name, css: outputs.filter((o) => o.name.endsWith(".css")).map((o) => o.name) };
    for (const o of outputs) files.push(packed(o.name, o.bytes));
  }
  const assets = files.map((f) => f.name);
  const sw = await bundle([join(dir, "sw.ts")], { naming: "sw.[ext]", define: { SW_ASSETS: JSON.stringify(assets) } });
  for (const o of sw) files.push(packed(o.name, o.bytes));
  return { files, pages };
}

if (import.meta.main) process.stdout.write(JSON.stringify(await buildWeb()));
