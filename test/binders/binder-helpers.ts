import type { TestApp } from "../helpers/test-app";
import type { SeededCompany } from "../helpers/seed";
import { formWith, makePdf } from "../helpers/pdf-fixtures";

/** SDS text with identity, emergency number (1.4), hazards (2) and physical state (9) for the parser to read. */
export function emergencySdsLines(product: string, o: { phone?: string; state?: string } = {}) {
  return [
    "SAFETY DATA SHEET", "SECTION 1: Identification of the substance and of the company", `Product name: ${product}`,
    "Manufacturer: Acme Chemicals Inc.", "Revision date: 2023-05-02",
    `Emergency telephone: ${o.phone ?? "+1 800 424 9300"} (24 hours)`,
    "SECTION 2: Hazards identification", "Signal word: Danger",
    "H225 Highly flammable liquid and vapour.", "H319 Causes serious eye irritation.", "P210 Keep away from heat.",
    "SECTION 3: Composition", "SECTION 4: First aid measures", "Rinse with water.",
    "SECTION 9: Physical and chemical properties", `Physical state: ${o.state ?? "Liquid"}`, "Colour: colourless",
    "SECTION 10: Stability and reactivity",
  ];
}

/** Uploads an SDS and stores a product with an item at the owner's site/location using it. */
export async function storedProduct(app: TestApp, owner: SeededCompany, o: { name: string; size?: number; unit?: string; quantity?: number; locationId?: string | undefined; siteId?: string }) {
  const upload = await app.request("POST", "/sds/upload", { token: owner.manager.token, form: formWith("file", [[`${o.name}.pdf`, makePdf(emergencySdsLines(o.name))]]) });
  if (upload.status !== 201) throw new Error(`upload: ${upload.text}`);
  await app.ctx.jobs.idle();
  const item = await app.request("POST", "/chemicals", {
    token: owner.manager.token,
    json: {
      site_id: o.siteId ?? owner.siteId, location_id: "locationId" in o ? o.locationId ?? null : owner.locationId, product_name: o.name, manufacturer: "Acme Chemicals Inc.",
      container_size: o.size ?? 1, size_unit: o.unit ?? "L", quantity: o.quantity ?? 1,
    },
  });
  if (item.status !== 201) throw new Error(`chemical: ${item.text}`);
  const attach = await app.request("PUT", `/chemicals/${item.body.chemical_id}/sds`, { token: owner.manager.token, json: { sds_id: upload.body.sds_id } });
  if (attach.status !== 200) throw new Error(`attach: ${attach.text}`);
  await app.ctx.jobs.idle();
  return { productId: item.body.company_product_id as string, sdsId: upload.body.sds_id as string, chemicalId: item.body.chemical_id as string };
}

/** Bytes of a URL (a signed link needs no header) or of an API path with a token. */
export async function fetchBytes(url: string, token?: string) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
