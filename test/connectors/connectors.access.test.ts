import { afterAll } from "bun:test";
import { accessMatrix } from "../helpers/access-matrix";
import { createTlsFixture } from "./helpers/tls-fixture";
import { fakePdf, StubServer } from "./helpers/stub-server";

// One local HTTPS server plays both the search provider and an internal SDS mirror (on 127.0.0.1,
// which the configuration allows explicitly, as an operator would for a mirror).
const tlsFx = createTlsFixture();
const remote = new StubServer(tlsFx)
  .on("/search", () => Response.json({ results: [{ title: "Acetone SDS", url: "https://www.fishersci.com/acetone.pdf", snippet: "SDS" }] }))
  .on("/sds/acetone.pdf", () => new Response(fakePdf("access"), { headers: { "content-type": "application/pdf" } }));
afterAll(async () => {
  await remote.stop();
  tlsFx.cleanup();
});

const origin = `https://127.0.0.1:${remote.port}`;
const env = {
  WEBSEARCH_ENABLED: "true", WEBSEARCH_API_KEY: "k", WEBSEARCH_API_URL: `${origin}/search`,
  IMPORT_ALLOWED_HOSTS: "127.0.0.1", IMPORT_CA_FILE: tlsFx.caFile,
};

accessMatrix("outbound connector routes", [
  {
    method: "POST", route: "/chem/sds/search-web", role: "manager", ok: 200, idScoped: false, env,
    build: () => ({ path: "/chem/sds/search-web", json: { product_name: "Acetone", manufacturer: "Fisher" } }),
  },
  {
    method: "POST", route: "/chem/sds/import-from-url", role: "manager", ok: 201, idScoped: false, env,
    build: () => ({ path: "/chem/sds/import-from-url", json: { url: `${origin}/sds/acetone.pdf`, product_name: "Acetone", manufacturer: "Fisher" } }),
  },
]);
