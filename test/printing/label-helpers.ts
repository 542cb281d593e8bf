import type { TestApp } from "../helpers/test-app";
import type { SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";

/** SDS text the parser reads: identity, signal word, H and P codes (combined ones printed split). */
export function sdsLines(product: string, manufacturer = "Acme Chemicals Inc.") {
  return [
    "SAFETY DATA SHEET", "SECTION 1: Identification of the substance and of the company", `Product name: ${product}`,
    `Manufacturer: ${manufacturer}`, "Revision date: 2023-05-02", "Version: 2.0",
    "SECTION 2: Hazards identification", "Signal word: Danger",
    "H225 Highly flammable liquid and vapour.", "H319 Causes serious eye irritation.", "H336 May cause drowsiness or dizziness.",
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
 * (null leaves it pending).
 */
export async function productWithSds(app: TestApp, owner: SeededCompany, o: { name: string; review?: string | null }): Promise<{ productId: string; sdsId: string }> {
  const upload = await app.request("POST", "/sds/upload", { token: owner.manager.token, form: formWith("file", [[`${o.name}.pdf`, makePdf(sdsLines(o.name))]]) });
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
