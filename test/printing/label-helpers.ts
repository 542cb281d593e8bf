import type { TestApp } from "../helpers/test-app";
import type { SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";

/**
 * SDS text the parser reads: identity, signal word, H and P codes (combined ones printed split); `moreHazards` are
 * statement lines printed after the H codes ("AUH031 Contact with acid liberates toxic gas.").
 */
export function sdsLines(product: string, manufacturer = "Acme Chemicals Inc.", moreHazards: string[] = []) {
  return [
    "SAFETY DATA SHEET", "SECTION 1: Identification of the substance and of the company", `Product name: ${product}`,
    `Manufacturer: ${manufacturer}`, "Revision date: 2023-05-02", "Version: 2.0",
    "SECTION 2: Hazards identification", "Signal word: Danger",
    "H225 Highly flammable liquid and vapour.", "H319 Causes serious eye irritation.", "H336 May cause drowsiness or dizziness.", ...moreHazards,
    "P210 Keep away from heat. P233 Keep container tightly closed.", "P305 + P351 + P338 IF IN EYES: Rinse cautiously.", "P403 + P235",
    "SECTION 3: Composition", "SECTION 4: First aid measures",
    // All 16 sections, so the parser has no reason to ask for a check (parse_status needs_review blocks a label).
    "SECTION 5: Firefighting measures", "SECTION 6: Accidental release measures", "SECTION 7: Handling and storage",
    "SECTION 8: Exposure controls/personal protection", "SECTION 9: Physical and chemical properties", "SECTION 10: Stability and reactivity",
    "SECTION 11: Toxicological information", "SECTION 12: Ecological information", "SECTION 13: Disposal considerations",
    "SECTION 14: Transport information", "SECTION 15: Regulatory information", "SECTION 16: Other information",
  ];
}

/**
 * A product of `owner` with an item at its location and a current SDS; `review` sets the SDS's review status
 * (null leaves it pending); `moreHazards` adds statement lines to the SDS's section 2.
 */
export async function productWithSds(
  app: TestApp, owner: SeededCompany, o: { name: string; review?: string | null; moreHazards?: string[] },
): Promise<{ productId: string; sdsId: string }> {
  const pdf = makePdf(sdsLines(o.name, undefined, o.moreHazards));
  const upload = await app.request("POST", "/sds/upload", { token: owner.manager.token, form: formWith("file", [[`${o.name}.pdf`, pdf]]) });
  if (upload.status !== 201) throw new Error(`upload: ${upload.text}`);
  await app.ctx.jobs.idle();
  const sdsId = upload.body.sds_id as string;
  const review = o.review === undefined ? "reviewed" : o.review;
  if (review) await app.request("PATCH", `/chem/sds/${sdsId}/review`, { token: owner.manager.token, json: { review_status: review } });
  const item = await app.request("POST", "/chemicals", {
    token: owner.manager.token,
    json: { site_id: owner.siteId, location_id: owner.locationId, product_name: o.name, manufacturer: "Acme Chemicals Inc.", container_size: 1 },
  });
  if (item.status !== 201) throw new Error(`chemical: ${item.text}`);
  await app.request("PUT", `/chemicals/${item.body.chemical_id}/sds`, { token: owner.manager.token, json: { sds_id: sdsId } });
  await app.ctx.jobs.idle();
  return { productId: item.body.company_product_id, sdsId };
}

/** The raw bytes of a GET or POST (the test app's request() decodes bodies as text). */
export async function fetchPdf(app: TestApp, token: string, path: string, json?: unknown) {
  const res = await fetch(`${app.base}${path}`, {
    method: json === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { "content-type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const body = (res.headers.get("content-type") ?? "").includes("json") ? JSON.parse(new TextDecoder().decode(bytes)) : null;
  return { status: res.status, headers: res.headers, bytes, body };
}

/**
 * The QR code printed on a label's first page, read back from its pixels: the page is rendered (pdftoppm) and the
 * module grid inside the code's square (found from the PDF's link annotation, which carries the same address) is
 * sampled, then compared with the matrix `qrcode` makes for `expected`. Returns the annotation's address and
 * whether the printed modules are exactly those of `expected`.
 */
export async function readLabelQr(pdf: Uint8Array, expected: string): Promise<{ url: string | null; matches: boolean }> {
  const { PDFDocument, PDFName, PDFDict, PDFString, PDFArray } = await import("pdf-lib");
  const QRCode = (await import("qrcode")).default;
  const { renderPageToPixels } = await import("../helpers/pdf-render");
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const annots = page.node.Annots();
  let url: string | null = null;
  let rect: number[] | null = null;
  for (let i = 0; i < (annots?.size() ?? 0); i++) {
    const annot = annots!.lookup(i, PDFDict);
    const action = annot.lookupMaybe(PDFName.of("A"), PDFDict);
    const uri = action?.lookupMaybe(PDFName.of("URI"), PDFString);
    if (!uri) continue;
    url = uri.decodeText();
    rect = annot.lookup(PDFName.of("Rect"), PDFArray).asArray().map((n) => (n as unknown as { asNumber(): number }).asNumber());
  }
  if (!url || !rect) return { url: null, matches: false };
  const dpi = 300;
  const scale = dpi / 72;
  const pixels = renderPageToPixels(pdf, 1, dpi);
  const pageHeight = page.getHeight();
  const { modules } = QRCode.create(expected, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const [x0, , x1, y1] = rect as [number, number, number, number];
  const unit = (x1 - x0) / (count + 4); // two modules of quiet zone on each side, as label-qr.ts draws it
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      const px = Math.round((x0 + (col + 2.5) * unit) * scale);
      const py = Math.round((pageHeight - (y1 - (row + 2.5) * unit)) * scale);
      const i = (py * pixels.width + px) * 3;
      const dark = pixels.rgb[i]! + pixels.rgb[i + 1]! + pixels.rgb[i + 2]! < 384;
      if (dark !== Boolean(modules.get(row, col))) return { url, matches: false };
    }
  }
  return { url, matches: true };
}
