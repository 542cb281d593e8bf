/**
 * Browser tests: real Chromium (Debian's `chromium`, installed by .ci/run) driven by puppeteer-core
 * against the real server of test-app.ts. One browser per test file; pages are reused.
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Where every browser test keeps its screenshots (git-ignored); look at them. */
export const SCREENSHOTS = resolve(import.meta.dir, "..", "..", "test-artifacts", "screenshots");

export const chromiumMissing = !existsSync(CHROMIUM);

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM, headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--lang=en-US"],
  });
}

/** Console errors and uncaught exceptions of a page, collected for a "no console errors" check. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(String(err)));
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: path as `${string}.png`, fullPage: true });
  return path;
}

const axeSource = () => readFileSync(resolve(import.meta.dir, "..", "..", "node_modules", "axe-core", "axe.min.js"), "utf8");

/**
 * axe-core's serious and critical violations on the page as it is now. axe is evaluated through the
 * DevTools protocol, which the page's CSP does not govern (the CSP itself stays on).
 */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  await page.evaluate(axeSource());
  const result = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run((globalThis as any).document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  });
  return result.filter((v) => v.impact === "serious" || v.impact === "critical");
}
