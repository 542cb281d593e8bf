import { webBundle } from "./web-bundle.macro" with { type: "macro" };

/** One built file of the web app, in the three encodings a browser may take. */
export interface WebAsset { name: string; type: string; identity: Uint8Array; gzip: Uint8Array; br: Uint8Array; etag: string }

export interface WebAssets {
  files: Map<string, WebAsset>;
  pages: Record<string, { js: string; css: string[] }>;
}

let loaded: WebAssets | undefined;

/** The web app as built at bundle time (web/build.ts through the macro), decoded once per process. */
export function webAssets(): WebAssets {
  if (loaded) return loaded;
  const bundle = webBundle();
  const files = new Map<string, WebAsset>();
  for (const f of bundle.files) {
    const identity = new Uint8Array(Buffer.from(f.body, "base64"));
    files.set(f.name, {
      name: f.name, type: f.type, identity,
      gzip: new Uint8Array(Buffer.from(f.gzip, "base64")), br: new Uint8Array(Buffer.from(f.br, "base64")),
      etag: `"${new Bun.CryptoHasher("sha256").update(identity).digest("hex").slice(0, 20)}"`,
    });
  }
  loaded = { files, pages: bundle.pages };
  return loaded;
}

/** The best encoding the request accepts: brotli, then gzip, then none. */
export function pickEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "").toLowerCase().split(",").map((p) => p.trim()).filter((p) => !/;\s*q=0(\.0*)?$/.test(p)).map((p) => p.split(";")[0]!.trim());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/** A response with the asset (or any bytes) in the best accepted encoding, varying on Accept-Encoding. */
export function encodedResponse(request: Request, bytes: { identity: Uint8Array; gzip: Uint8Array; br: Uint8Array }, headers: Record<string, string>): Response {
  const encoding = pickEncoding(request.headers.get("accept-encoding"));
  const body = encoding ? bytes[encoding] : bytes.identity;
  return new Response(body, { headers: { ...headers, vary: "Accept-Encoding", ...(encoding ? { "content-encoding": encoding } : {}) } });
}
