import type { Browser, Page } from "puppeteer-core";
import type { TestApp } from "../helpers/test-app";
import { seedUser, type SeededUser } from "../helpers/seed";
import { launchBrowser, watchConsole } from "../helpers/browser";

/**
 * Signs a browser in as a person does it: POST /auth/session from a page of the appliance's own origin,
 * so the HttpOnly cookie lands in the browser. No token ever reaches the page.
 */
export async function signIn(browser: Browser, app: TestApp, email: string, password: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(`${app.origin}/api/health`);
  const status = await page.evaluate(async (e, p) => {
    const res = await fetch("/api/v1/auth/session", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: e, password: p }) });
    return res.status;
  }, email, password);
  if (status !== 200) throw new Error(`sign-in answered ${status}`);
  return page;
}

/** The element with this role and accessible name exists (what a screen reader announces). */
export async function named(p: Page, role: string, name: string): Promise<boolean> {
  type AxNode = { role: string; name?: string; children?: AxNode[] };
  const find = (n: AxNode | null): boolean => !!n && ((n.role === role && n.name === name) || (n.children ?? []).some(find));
  return find((await p.accessibility.snapshot({ interestingOnly: true })) as AxNode | null);
}

export const PASSWORD = "correct horse battery staple 42";

/** Clicks the button whose visible text is `text` (inside `within`, a CSS selector, when given), as a person does. */
export async function clickButton(p: Page, text: string, within = "body"): Promise<void> {
  const handles = await p.$$(`${within} button`);
  for (const h of handles) {
    if ((await h.evaluate((el) => el.textContent?.trim())) === text) {
      await h.click();
      return;
    }
  }
  throw new Error(`no button "${text}" in ${within}`);
}

/**
 * The setup the workspace journeys share: a browser, a page signed in as `email` (cookie session), console errors
 * collected, a desktop viewport, confirmation dialogs accepted.
 */
export async function signedInDesktop(app: TestApp, email: string, password: string): Promise<{ browser: Browser; page: Page; consoleErrors: string[] }> {
  const browser = await launchBrowser();
  const page = await signIn(browser, app, email, password);
  const consoleErrors = watchConsole(page);
  await page.setViewport({ width: 1280, height: 900 });
  page.on("dialog", (d) => d.accept());
  return { browser, page, consoleErrors };
}

/** The company's manager Mia (mia@plant-a.test, password PASSWORD), the person most browser journeys sign in as. */
export async function seedManager(app: TestApp, companyId: string): Promise<SeededUser> {
  return seedUser(app.ctx, companyId, "manager", { email: "mia@plant-a.test", passwordHash: await Bun.password.hash(PASSWORD) });
}

/** A viewer of the company (password PASSWORD), signed in in a new browser context at a desktop viewport. */
export async function signedInViewer(browser: Browser, app: TestApp, companyId: string, email = "vic@plant-a.test"): Promise<{ viewer: SeededUser; vpage: Page }> {
  const viewer = await seedUser(app.ctx, companyId, "viewer", { email, passwordHash: await Bun.password.hash(PASSWORD) });
  const vpage = await signIn(browser, app, viewer.email, PASSWORD);
  await vpage.setViewport({ width: 1280, height: 900 });
  return { viewer, vpage };
}

/**
 * A change sent as the page itself would send it: the browser's session cookie and its CSRF token, a JSON body.
 * Answers the status (what a person who bypasses the page's missing controls would get).
 */
export function sendFromPage(p: Page, method: string, path: string, body?: unknown): Promise<number> {
  return p.evaluate(async (m, url, json) => {
    const s = (await (await fetch("/api/v1/auth/session")).json()) as { csrf_token: string };
    const headers: Record<string, string> = { "x-csrf-token": s.csrf_token };
    if (json !== undefined) headers["content-type"] = "application/json";
    return (await fetch(`/api/v1${url}`, { method: m, headers, body: json === undefined ? undefined : JSON.stringify(json) })).status;
  }, method, path, body);
}
