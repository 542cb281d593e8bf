import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short-lived links that need no Authorization header (so a browser can open an SDS PDF): the
 * path and expiry are signed with HMAC-SHA256 under a key derived from the JWT secret.
 */
export class LinkSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac("sha256", secret).update("chemsafe signed links v1").digest();
  }

  /** Returns `path?expires=<unix>&signature=<hex>`. */
  sign(path: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const sep = path.includes("?") ? "&" : "?";
    return `${path}${sep}expires=${expires}&signature=${this.signature(path, expires)}`;
  }

  /** True when the signature matches the path and the link has not expired. */
  verify(path: string, expires: string | undefined, signature: string | undefined, now: Date): boolean {
    if (!expires || !signature || !/^\d+$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
    if (Number(expires) * 1000 < now.getTime()) return false;
    const expected = Buffer.from(this.signature(path, Number(expires)), "hex");
    return timingSafeEqual(expected, Buffer.from(signature, "hex"));
  }

  private signature(path: string, expires: number): string {
    return createHmac("sha256", this.key).update(`${path}\n${expires}`).digest("hex");
  }
}
