import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp, send, type TestApp } from "./helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "./helpers/seed";

let app: TestApp;
let c: SeededCompany;
beforeAll(async () => {
  app = await createTestApp();
  c = await seedCompany(app.ctx);
});
afterAll(async () => app.close());

const item = () => ({ site_id: c.siteId, product_name: "Acetone", manufacturer: "ACME", container_size: 1 });
const create = (extra: Record<string, unknown>) => app.request("POST", "/chemicals", { token: c.manager.token, json: { ...item(), ...extra } });

function expect422(res: { status: number; body: any; text: string }, field: string, ...words: string[]) {
  expect(res.status).toBe(422);
  expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
  const detail = res.body.details.find((d: { field: string }) => d.field === field);
  expect(detail).toBeDefined();
  for (const w of words) {
    expect(detail.message).toContain(w);
    expect(res.body.message).toContain(w);
  }
  // No TypeBox vocabulary leaks into what a person reads.
  expect(res.text).not.toMatch(/'integer'|'undefined'|'null'|'string'|'boolean'|Property '/);
}

test("a negative quantity is answered with the field and its range, not 'one of: integer, integer'", async () => {
  expect422(await create({ quantity: -3 }), "quantity", "quantity", "whole number", "1 to 1,000,000");
  expect422(await create({ quantity: 2.5 }), "quantity", "whole number");
});

test("a signal word outside the list names the allowed values, not 'undefined', 'null'", async () => {
  expect422(await create({ signal_word: "Hazard" }), "signal_word", "signal_word", "DANGER", "WARNING");
  expect422(await create({ barcode_source: "guess" }), "barcode_source", "scanned", "manual");
});

test("a query number out of range names its parameter, not 'property'", async () => {
  const zero = await app.request("GET", "/chemicals?page=0", { token: c.viewer.token });
  expect422(zero, "page", "page", "whole number", "1 to 1,000,000");
  expect422(await app.request("GET", "/chemicals?page_size=1000", { token: c.viewer.token }), "page_size", "page_size", "1 to 100");
  expect422(await app.request("GET", "/chemicals?page=abc", { token: c.viewer.token }), "page", "whole number");
  expect422(await app.request("GET", "/chemicals?sort_by=colour", { token: c.viewer.token }), "sort_by", "product_name", "created_at");
  expect422(await app.request("GET", "/chemicals?sds_missing=maybe", { token: c.viewer.token }), "sds_missing", "true or false");
});

test("an unknown field is named and the request's fields are listed", async () => {
  expect422(await create({ colour: "red" }), "colour", "colour", "not a field", "container_size");
});

test("a missing field is named as required", async () => {
  const res = await app.request("POST", "/chemicals", { token: c.manager.token, json: { site_id: c.siteId, product_name: "A", manufacturer: "B" } });
  expect422(res, "container_size", "container_size", "required");
  expect(res.body.details).toHaveLength(1); // one line per field, not one per TypeBox check
});

test("enum values are accepted in any case and stored canonically", async () => {
  const res = await create({ signal_word: "danger", barcode_source: "SCANNED", barcode_upc: "0123456789012" });
  expect(res.status).toBe(201);
  expect(res.body.company_product.signal_word).toBe("DANGER");
  expect(res.body.company_product.barcode_source).toBe("scanned");
  const patched = await app.request("PATCH", `/chem/products/${res.body.company_product_id}`, { token: c.manager.token, json: { signal_word: "Warning", verification_status: "Verified" } });
  expect(patched.status).toBe(200);
  expect(patched.body).toMatchObject({ signal_word: "WARNING", verification_status: "verified" });
  const listed = await app.request("GET", "/chemicals?sort_by=PRODUCT_NAME&sort_order=ASC", { token: c.viewer.token });
  expect(listed.status).toBe(200);
  const library = await app.request("GET", "/chem/sds/library?review_status=Pending&sort_order=Desc&sort_by=Product_Name", { token: c.viewer.token });
  expect(library.status).toBe(200);
});

test("a JSON body sent without Content-Type is read as JSON", async () => {
  const res = await send(`${app.base}/chemicals`, "POST", { token: c.manager.token, body: new Blob([JSON.stringify(item())]) });
  expect(res.status).toBe(201);
  expect(res.body.product_is_new).toBeDefined();
});

test("a body without Content-Type that is not JSON is 415 saying so, and nothing is written", async () => {
  await app.ctx.jobs.idle(); // the jobs of earlier items have settled
  const before = tableCounts(app.ctx);
  const res = await send(`${app.base}/chemicals`, "POST", { token: c.manager.token, body: new Blob(["site_id=1&product_name=x"]) });
  expect(res.status).toBe(415);
  expect(res.body).toMatchObject({ success: false, error: "UNSUPPORTED_MEDIA_TYPE" });
  expect(res.body.message).toContain("Content-Type: application/json");
  expect(tableCounts(app.ctx)).toEqual(before);
});

test("a form-encoded body on a JSON route is 415 naming the type it was sent as", async () => {
  const res = await send(`${app.base}/chemicals`, "POST", {
    token: c.manager.token, body: JSON.stringify(item()), headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(res.status).toBe(415);
  expect(res.body.message).toContain("application/x-www-form-urlencoded");
});
