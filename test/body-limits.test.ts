import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { seedCompany, tableCounts, type SeededCompany } from "./helpers/seed";
import { makePdf } from "./helpers/pdf-fixtures";

let app: TestApp;
let c: SeededCompany;
beforeAll(async () => {
  app = await createTestApp({ MAX_ZIP_BYTES: String(2 * 1024 * 1024), MAX_SDS_BYTES: String(256 * 1024) });
  c = await seedCompany(app.ctx);
});
afterAll(async () => app.close());

const chunked = (bytes: Uint8Array) => new ReadableStream<Uint8Array>({
  start(controller) {
    for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.subarray(i, i + 1000));
    controller.close();
  },
});

/** Sends raw HTTP over a socket: fetch would not send a Content-Length that is not the body's. */
async function rawRequest(head: string, body = ""): Promise<{ status: number; text: string }> {
  const { port } = new URL(app.base);
  let received = "";
  const socket = await Bun.connect({
    hostname: "127.0.0.1", port: Number(port),
    socket: { data: (_s, chunk) => { received += new TextDecoder().decode(chunk); } },
  });
  socket.write(head + body);
  for (let i = 0; i < 100 && !received.includes("\r\n\r\n{"); i++) await Bun.sleep(20);
  await Bun.sleep(20);
  socket.end();
  return { status: Number(received.slice(9, 12)), text: received.slice(received.indexOf("\r\n\r\n") + 4) };
}

test("a declared body over the largest limit → 413 with the error body, before anything is read", async () => {
  const before = tableCounts(app.ctx);
  const res = await rawRequest([
    "POST /api/v1/chem/labels HTTP/1.1", "Host: localhost", `Authorization: Bearer ${c.manager.token}`,
    "Content-Type: multipart/form-data; boundary=x", `Content-Length: ${10 * 1024 * 1024}`, "", "",
  ].join("\r\n"), "--x");
  expect(res.status).toBe(413);
  expect(res.text).toContain('"error":"PAYLOAD_TOO_LARGE"');
  expect(tableCounts(app.ctx)).toEqual(before);
});

test("a multipart body over a non-streaming route's limit (a JSON route's) → 413 with the error body", async () => {
  const res = await rawRequest([
    "POST /api/v1/sites HTTP/1.1", "Host: localhost", `Authorization: Bearer ${c.admin.token}`,
    "Content-Type: multipart/form-data; boundary=x", `Content-Length: ${Math.floor(1.5 * 1024 * 1024)}`, "", "",
  ].join("\r\n"), "--x");
  expect(res.status).toBe(413);
  expect(res.text).toContain("PAYLOAD_TOO_LARGE");
});

test("a JSON body of unknown length is refused (400) instead of being read without a bound", async () => {
  const res = await fetch(`${app.base}/sites`, {
    method: "POST", headers: { authorization: `Bearer ${c.admin.token}`, "content-type": "application/json" },
    body: chunked(new TextEncoder().encode(JSON.stringify({ name: "Chunked site" }))),
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ error: "BAD_REQUEST" });
});

test("an upload route that streams its body accepts a body of unknown length", async () => {
  const form = new FormData();
  form.append("file", new File([makePdf(["Streamed"])], "Streamed_Acme_2024-01-01.pdf", { type: "application/pdf" }));
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type")!; // read before the body: Bun drops it once consumed
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const res = await fetch(`${app.base}/sds/upload`, {
    method: "POST", headers: { authorization: `Bearer ${c.manager.token}`, "content-type": type },
    body: chunked(bytes),
  });
  expect(res.status).toBe(201);
  expect(((await res.json()) as { product_name: string }).product_name).toBe("Streamed");
});

test("a declared body over the server's own cap → 413 with the error body, not the server's bare 413", async () => {
  const before = tableCounts(app.ctx);
  for (const path of ["/chem/sds/bulk-upload-zip", "/sites", "/auth/login"]) {
    const res = await rawRequest([
      `POST /api/v1${path} HTTP/1.1`, "Host: localhost", `Authorization: Bearer ${c.manager.token}`,
      "Content-Type: multipart/form-data; boundary=x", `Content-Length: ${10 * 1024 * 1024 * 1024}`, "", "",
    ].join("\r\n"), "--x");
    expect({ path, status: res.status }).toEqual({ path, status: 413 });
    expect(JSON.parse(res.text)).toMatchObject({ success: false, error: "PAYLOAD_TOO_LARGE" });
  }
  expect(tableCounts(app.ctx)).toEqual(before);
});

test("a body of unknown length that streams past the largest limit → 413 with the error body, no temp file left", async () => {
  const { port } = new URL(app.base);
  let received = "";
  let closed = false;
  const socket = await Bun.connect({
    hostname: "127.0.0.1", port: Number(port),
    socket: { data: (_s, chunk) => { received += new TextDecoder().decode(chunk); }, close: () => { closed = true; } },
  });
  socket.write([
    "POST /api/v1/chem/sds/bulk-upload-zip HTTP/1.1", "Host: localhost", `Authorization: Bearer ${c.manager.token}`,
    "Content-Type: multipart/form-data; boundary=x", "Transfer-Encoding: chunked", "", "",
  ].join("\r\n"));
  // A preamble that never reaches a boundary, well past the server's own cap (MAX_ZIP_BYTES + 16 MB).
  const chunk = "a".repeat(64 * 1024);
  const frame = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
  for (let sent = 0; sent < 40 * 1024 * 1024 && !received.includes("\r\n\r\n") && !closed; sent += chunk.length) {
    socket.write(frame);
    await Bun.sleep(0);
  }
  for (let i = 0; i < 100 && !received.includes("\r\n\r\n{") && !closed; i++) await Bun.sleep(20);
  socket.end();
  expect(Number(received.slice(9, 12))).toBe(413);
  expect(received.slice(received.indexOf("\r\n\r\n") + 4)).toContain('"error":"PAYLOAD_TOO_LARGE"');
  expect(app.ctx.blobs.tempCount()).toBe(0);
});
