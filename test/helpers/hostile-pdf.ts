import { createDeflate } from "node:zlib";
import { zlibSync } from "fflate";

const latin1 = (s: string) => Buffer.from(s, "latin1");

/** A one-page PDF whose page content is `stream` (already encoded) under the given filter(s). */
export function pdfWithContent(stream: Uint8Array, filter = "/FlateDecode"): Uint8Array {
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let size = 0;
  const push = (b: Uint8Array) => {
    parts.push(b);
    size += b.length;
  };
  push(latin1(`%PDF-1.4\n%\xe2\xe3\xcf\xd3\n% ${Math.random().toString(36).slice(2)}\n`));
  const objects: (string | [string, Uint8Array])[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    [`<< /Length ${stream.length} /Filter ${filter} >>\nstream\n`, stream],
  ];
  objects.forEach((o, i) => {
    offsets.push(size);
    if (typeof o === "string") push(latin1(`${i + 1} 0 obj\n${o}\nendobj\n`));
    else {
      push(latin1(`${i + 1} 0 obj\n${o[0]}`));
      push(o[1]);
      push(latin1("\nendstream\nendobj\n"));
    }
  });
  const xref = size;
  push(latin1(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`));
  push(latin1(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** `mib` MiB of blanks after a line of text, zlib-compressed 1 MiB at a time (never held whole). */
async function deflatedBlanks(mib: number): Promise<Uint8Array> {
  const out: Buffer[] = [];
  const deflate = createDeflate({ level: 6 });
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  const blanks = Buffer.alloc(1024 * 1024, 0x20);
  deflate.write(latin1("BT /F1 12 Tf 50 700 Td (Bomb) Tj ET\n"));
  for (let i = 0; i < mib; i++) deflate.write(blanks);
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

/** A PDF of ~1 KB per MiB whose page content inflates to `mib` MiB of blanks (a decompression bomb). */
export async function inflateBombPdf(mib: number): Promise<Uint8Array> {
  return pdfWithContent(await deflatedBlanks(mib));
}

/** The same bomb deflated twice (`/Filter [/FlateDecode /FlateDecode]`): a few KB of file. */
export async function doubleInflateBombPdf(mib: number): Promise<Uint8Array> {
  return pdfWithContent(zlibSync(await deflatedBlanks(mib), { level: 9 }), "[/FlateDecode /FlateDecode]");
}

/** The bomb with its content stream claiming to be an image, to slip past the decoded-size count. */
export async function disguisedInflateBombPdf(mib: number): Promise<Uint8Array> {
  return pdfWithContent(await deflatedBlanks(mib), "/FlateDecode /Subtype /Image");
}

/** A small PDF whose one page shows `runs` tiny text runs (a "text bomb": ~220 KB for 2 million runs). */
export function textBombPdf(runs: number): Uint8Array {
  return pdfWithContent(zlibSync(latin1("BT /F1 1 Tf 10 10 Td (AAAAAAAA) Tj ET\n".repeat(runs)), { level: 9 }));
}
