/**
 * Secrets the appliance must read back (a site's station link, printed on posters and labels), sealed at rest
 * with AES-256-GCM. The key lives in a file of its own in the data folder, created 0600 on first use and never
 * in the database: a copied database (or a `chemsafe backup`, which does not take this file) does not open them.
 * Each value is bound to its context (the row it belongs to), so a sealed value moved to another row does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const VERSION = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBox {
  private key: Buffer | null = null;

  constructor(private readonly keyPath: string) {}

  /** The key, read from its file or (when `create`) made on first use; null when there is none and none may be made. */
  private loadKey(create: boolean): Buffer | null {
    if (this.key) return this.key;
    if (!existsSync(this.keyPath)) {
      if (!create) return null;
      mkdirSync(dirname(this.keyPath), { recursive: true, mode: 0o700 });
      try {
        writeFileSync(this.keyPath, `${randomBytes(KEY_BYTES).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
      } catch (err) {
        if ((err as { code?: string }).code !== "EEXIST") throw err; // another process made it first: use theirs
      }
    }
    chmodSync(this.keyPath, 0o600);
    const key = Buffer.from(readFileSync(this.keyPath, "utf8").trim(), "base64");
    if (key.length !== KEY_BYTES) throw new Error(`${this.keyPath} does not hold a 256-bit key`);
    this.key = key;
    return key;
  }

  /** `v1.<iv>.<ciphertext+tag>` (base64url), bound to `context`. */
  seal(plain: string, context: string): string {
    const key = this.loadKey(true)!;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    cipher.setAAD(Buffer.from(context, "utf8"));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
  }

  /** The sealed value, or null when it cannot be opened (no key file, another key, another context, altered). */
  open(sealed: string, context: string): string | null {
    const [version, ivText, bodyText] = sealed.split(".");
    if (version !== VERSION || !ivText || !bodyText) return null;
    const key = this.loadKey(false);
    if (!key) return null;
    const iv = Buffer.from(ivText, "base64url");
    const body = Buffer.from(bodyText, "base64url");
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}
