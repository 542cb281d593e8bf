// `npm run build`: compiles dist/chemsafe, one self-contained executable with the migrations,
// the API docs' assets, the PDF engine and its worker thread inside.
import { existsSync, mkdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dir, "..");
const outfile = join(root, "dist", "chemsafe");
// Worker threads must be entry points of their own to be found inside the executable.
const workerEntries = ["src/shared/pdf/pdf.worker-thread.ts"].filter((p) => existsSync(join(root, p)));
const target = process.env.CHEMSAFE_BUILD_TARGET ?? "bun-linux-x64";

mkdirSync(join(root, "dist"), { recursive: true });
const started = performance.now();
const result = await Bun.build({
  entrypoints: [join(root, "src/cli.ts"), ...workerEntries.map((p) => join(root, p))],
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
