import puppeteer from "puppeteer-core";
const [,, p, prefix] = process.argv;
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"], headless: true });
const page = await browser.newPage();
await page.setViewport({ width: 1280, height: 1400 });
await page.goto("http://localhost:8099/", { waitUntil: "networkidle0" });
await page.type('input[type="email"]', "ehs@plant.example");
await page.type('input[type="password"]', "a long passphrase 123");
await Promise.all([page.waitForNavigation({ waitUntil: "networkidle0" }).catch(() => {}), page.keyboard.press("Enter")]);
await page.goto("http://localhost:8099" + p, { waitUntil: "networkidle0" });
await new Promise((r) => setTimeout(r, 800));
const h = await page.evaluate(() => document.documentElement.scrollHeight);
for (let y = 0, i = 0; y < h && i < 6; y += 1400, i++) {
  await page.screenshot({ path: `/tmp/walk/${prefix}${i}.png`, clip: { x: 0, y, width: 1280, height: Math.min(1400, h - y) } });
  console.log(`/tmp/walk/${prefix}${i}.png`);
}
await browser.close();
