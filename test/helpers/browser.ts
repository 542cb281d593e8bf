/**
 * Browser tests: real Chromium (Debian's `chromium`, installed by .ci/run) driven by puppeteer-core
 * against the real server of test-app.ts. One browser per test file; pages are reused.
 */
import puppeteer, { type Browser, type HTTPRequest, type Page } from "puppeteer-core";
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

/** The page has run a frame and the tasks queued before it (answers read, state rendered). */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => setTimeout(resolve, 0))));

/**
 * Holds the page's requests whose URL contains `part` until the test lets them go: a slow answer from the real
 * server, arriving exactly when the test says (what a busy machine or network does now and then, made repeatable).
 */
export async function holdRequests(page: Page, part: string) {
  const held: HTTPRequest[] = [];
  /** Every matching URL the page sent, in order: a failed wait names them (a typo in a field shows at once). */
  const sent: string[] = [];
  let holding = true;
  const onRequest = (r: HTTPRequest) => {
    if (!r.url().includes(part)) { r.continue(); return; }
    sent.push(r.url());
    if (holding) held.push(r); else r.continue();
  };
  page.on("request", onRequest);
  await page.setRequestInterception(true);
  const finished = (r: HTTPRequest) => new Promise<void>((resolve, reject) => {
    const done = (x: HTTPRequest) => { if (x === r) { clearTimeout(timer); page.off("requestfinished", done); page.off("requestfailed", done); resolve(); } };
    const timer = setTimeout(() => { page.off("requestfinished", done); page.off("requestfailed", done); reject(new Error(`no answer reached the page for ${r.url()}`)); }, 20_000);
    page.on("requestfinished", done);
    page.on("requestfailed", done);
  });
  /** Lets a held request go; resolves once its answer has reached the page and the page has run a frame since. */
  const release = async (r: HTTPRequest) => {
    held.splice(held.indexOf(r), 1);
    const answered = finished(r);
    await r.continue();
    await answered;
    await settled(page);
  };
  return {
    /** The held request whose URL contains `urlPart` (or passes the test), once the page has sent it. */
    async waitFor(urlPart: string | ((url: string) => boolean), timeoutMs = 20_000): Promise<HTTPRequest> {
      const until = Date.now() + timeoutMs;
      const wanted = typeof urlPart === "string" ? (url: string) => url.includes(urlPart) : urlPart;
      for (;;) {
        const r = held.find((x) => wanted(x.url()));
        if (r) return r;
        if (Date.now() > until) throw new Error(`the page sent no request to ${typeof urlPart === "string" ? urlPart : "the URL wanted"}; it sent ${sent.length ? sent.join(", ") : "none to " + part}`);
        await Bun.sleep(10);
      }
    },
    release,
    /** The matching URLs the page has sent so far, in order. */
    sent: () => [...sent],
    /**
     * Lets every held request go (each answer reaches the page, which runs a frame), holds no more, and stops
     * intercepting. (Not puppeteer's waitForNetworkIdle: its count of requests in flight runs over the page's whole
     * life, and one request of an earlier page whose end it never saw keeps it above zero: a 30 s wait that failed
     * CI twice, in full runs only.)
     */
    async stop(): Promise<void> {
      holding = false;
      for (const r of [...held]) await release(r);
      await page.setRequestInterception(false);
      page.off("request", onRequest);
    },
  };
}

/**
 * Runs the steps of a browser test; when one fails, the error also says which address the page is at and what it
 * shows (a wait that timed out names what it waited for, not what was there instead).
 */
export async function showingPage<T>(page: Page, steps: () => Promise<T>): Promise<T> {
  try {
    return await steps();
  } catch (err) {
    const shown = await page.evaluate(() => {
      const doc = (globalThis as any).document;
      return String((doc.querySelector("main") ?? doc.body)?.innerText ?? "").replace(/\s+/g, " ").slice(0, 800);
    }).catch((e: Error) => `(not readable: ${e.message})`);
    (err as Error).message += `\n  the page at ${page.url()} shows: ${shown}`;
    throw err;
  }
}

/**
 * Replaces what a text field holds by typing, as a person who selects the field's text and types over it: the field
 * is focused, all its text selected, then the keys are sent (a triple click can land as fewer clicks on a busy machine
 * and type after the old text).
 */
export async function typeOver(page: Page, selector: string, text: string): Promise<void> {
  await page.focus(selector);
  await page.$eval(selector, (el) => (el as any).select());
  await page.keyboard.type(text);
  const value = await page.$eval(selector, (el) => (el as any).value);
  if (value !== text) throw new Error(`${selector} holds "${value}" after typing "${text}" over it`);
}
