import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { AppContext } from "../../../src/context";

/** Files in the blob store: a refusal must not change it. */
export function blobFileCount(ctx: AppContext): number {
  let n = 0;
  const walk = (dir: string) => readdirSync(dir, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(join(dir, e.name)) : n++));
  walk(ctx.blobs.blobDir);
  return n;
}
