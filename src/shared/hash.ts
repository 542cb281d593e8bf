/** SHA-256 helpers; streaming so that a 500 MB file never sits in memory. */
import { randomBytes } from "node:crypto";

/** A 256-bit random token for a link (invitations, password resets); only its sha256Hex is ever stored. */
export const newLinkToken = (): string => randomBytes(32).toString("base64url");

export function sha256Hex(data: Uint8Array | string): string {
  return new Bun.CryptoHasher("sha256").update(data).digest("hex");
}

export async function sha256OfStream(stream: ReadableStream<Uint8Array>): Promise<{ sha256: string; size: number }> {
  const hasher = new Bun.CryptoHasher("sha256");
  let size = 0;
  for await (const chunk of stream) {
    hasher.update(chunk);
    size += chunk.byteLength;
  }
  return { sha256: hasher.digest("hex"), size };
}
