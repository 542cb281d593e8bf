/**
 * The offline binder: a ZIP with `index.html` (opens from a USB stick in any browser, no server, no network:
 * the list is in the page and searched by a few lines of inline script) and every SDS file as it is, streamed
 * from the blob store into the archive one file at a time (stored, not recompressed: PDFs are compressed already).
 */
import { closeSync, openSync, writeSync } from "node:fs";
import { Zip, ZipPassThrough } from "fflate";
import type { BinderCover, EntryOutcome } from "./binder-pdf";

export async function writeBinderZip(opts: {
  path: string;
  cover: BinderCover;
  outcomes: EntryOutcome[];
  openSds: (outcome: EntryOutcome) => ReadableStream<Uint8Array> | null;
}): Promise<number> {
  const fd = openSync(opts.path, "w", 0o600);
  let size = 0;
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else {
      let done = 0;
      while (done < chunk.length) done += writeSync(fd, chunk, done);
      size += chunk.length;
    }
  });
  try {
    const files = new Map<EntryOutcome, string>();
    for (const outcome of opts.outcomes) {
      const stream = opts.openSds(outcome);
      if (!stream || !outcome.entry.sds) continue;
      const name = `sds/${outcome.entry.sds.fileName}`;
      const file = new ZipPassThrough(name);
      file.mtime = opts.cover.builtAt;
      zip.add(file);
      for await (const chunk of stream) file.push(chunk);
      file.push(new Uint8Array(0), true);
      files.set(outcome, name);
      if (failure) throw failure;
    }
    const page = new ZipPassThrough("index.html");
    page.mtime = opts.cover.builtAt;
    zip.add(page);
    page.push(new TextEncoder().encode(indexHtml(opts.cover, opts.outcomes, files)), true);
    zip.end();
    if (failure) throw failure;
    return size;
  } finally {
    closeSync(fd);
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function indexHtml(cover: BinderCover, outcomes: EntryOutcome[], files: Map<EntryOutcome, string>): string {
  const rows = outcomes.map((o) => {
    const file = files.get(o);
    const name = escapeHtml(o.entry.productName);
    const product = file ? `<a href="${escapeHtml(file)}">${name}</a>` : name;
    const note = o.problem ? `<div class="note">${escapeHtml(o.problem)}</div>` : "";
    return `<tr><td>${product}${note}</td><td>${escapeHtml(o.entry.manufacturer)}</td><td>${escapeHtml(o.entry.sds?.revisionDate ?? "—")}</td><td>${escapeHtml(o.entry.locations)}</td></tr>`;
  }).join("\n");
  const phone = cover.emergencyPhone ? `<p class="phone">Emergency telephone: ${escapeHtml(cover.emergencyPhone)}</p>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Safety Data Sheets: ${escapeHtml(cover.siteName)}</title>
<style>body{font:16px/1.4 system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ccc;vertical-align:top}.note{color:#a00;font-size:.85em}
input{font-size:1.1rem;padding:.4rem;width:min(30rem,100%);margin:.5rem 0 1rem}.phone{font-weight:bold;font-size:1.2rem}</style></head>
<body><h1>Safety Data Sheets: ${escapeHtml(cover.siteName)}</h1><p>${escapeHtml(cover.companyName)}. Built ${escapeHtml(cover.builtAt.toISOString().slice(0, 16).replace("T", " "))} UTC.
${outcomes.length} products; open a product's name for its SDS.</p>${phone}
<label>Search: <input id="q" type="search" placeholder="product, manufacturer or location" autofocus></label>
<table><thead><tr><th>Product</th><th>Manufacturer</th><th>Revision</th><th>Location</th></tr></thead><tbody id="rows">
${rows}
</tbody></table>
<script>
var q=document.getElementById("q"),rows=document.getElementById("rows").rows;
q.addEventListener("input",function(){var w=q.value.toLowerCase().split(/\\s+/).filter(Boolean);
for(var i=0;i<rows.length;i++){var t=rows[i].textContent.toLowerCase();rows[i].hidden=!w.every(function(x){return t.indexOf(x)>=0;});}});
</script></body></html>
`;
}
