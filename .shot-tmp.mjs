import puppeteer from "puppeteer-core";
const [,, ...paths] = process.argv;
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"], headless: true });
const page = await browser.newPage();
await page.setViewport({ width: 1280, height: 900 });
await page.goto("http://localhost:8099/", { waitUntil: "networkidle0" });
await page.type('input[type="email"]', "ehs@plant.example");
await page.type('input[type="password"]', "a long passphrase 123");
await Promise.all([page.waitForNavigation({ waitUntil: "networkidle0" }).catch(() => {}), page.keyboard.press("Enter")]);
for (const [i, p] of paths.entries()) {
  await page.goto("http://localhost:8099" + p, { waitUntil: "networkidle0" });
  await new Promise((r) => setTimeout(r, 800));
  await page.screenshot({ path: `/tmp/walk/s${i}.png`, fullPage: process.env.FULL === "1" });
  console.log(p, "→", `/tmp/walk/s${i}.png`);
}
await browser.close();
