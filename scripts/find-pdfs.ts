import { readdirSync } from "node:fs";
import path from "node:path";

/** Every PDF under `folder` (its sub-folders too), in name order: the corpus a bench reads. */
export function findPdfs(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...findPdfs(full));
    else if (entry.isFile() && entry.name.toLowerCase().endsWith(".pdf")) found.push(full);
  }
  return found.sort();
}
