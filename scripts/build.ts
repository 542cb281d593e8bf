// `npm run build`: compiles dist/chemsafe, one self-contained executable with the migrations,
// the API docs' assets and the PDF engine inside (the PDF reader process is this same executable, started
// with a hidden verb: src/shared/pdf/pdf-reader-pool.ts).
import { mkdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dir, "..");
const outfile = join(root, "dist", "chemsafe");
const target = process.env.CHEMSAFE_BUILD_TARGET ?? "bun-linux-x64";

mkdirSync(join(root, "dist"), { recursive: true });
const started = performance.now();
const result = await Bun.build({
  entrypoints: [join(root, "src/cli.ts")],
  compile: { target: target as never, outfile },
  minify: true,
  sourcemap: "linked",
  bytecode: true,
  format: "esm",
  define: { "process.env.NODE_ENV": '"production"' },
});
if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}
const mb = (statSync(outfile).size / 1024 / 1024).toFixed(1);
console.log(`built ${outfile} (${mb} MB, ${target}) in ${Math.round(performance.now() - started)} ms`);
