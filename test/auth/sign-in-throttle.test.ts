import { afterEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, seedUser, type SeededCompany } from "../helpers/seed";
import { ConfigError, loadConfig } from "../../src/config";

const PASSWORD = "correct horse battery";
let hash: Promise<string> | null = null;
let app: TestApp;
let company: SeededCompany;
afterEach(async () => app.close());

async function start(env: Record<string, string> = {}) {
  app = await createTestApp(env);
  company = await seedCompany(app.ctx);
  hash ??= Bun.password.hash(PASSWORD, { algorithm: "argon2id" });
}
const account = async (email: string) => seedUser(app.ctx, company.companyId, "admin", { email, passwordHash: await hash! });
/** A sign-in as it reaches the appliance; `forwardedFor` is the X-Forwarded-For header the request carries. */
const signIn = async (email: string, password: string, forwardedFor?: string) =>
  (await app.request("POST", "/auth/login", { json: { email, password }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} })).status;

describe("sign-in throttling cannot be used to lock people out", () => {
  test("behind a trusted reverse proxy, the real admin signs in after an attacker's 12 guesses at the admin through the same proxy", async () => {
    await start({ TRUST_PROXY: "127.0.0.1" });
    await account("admin@plant.test");
    const attacker = [];
    for (let i = 0; i < 12; i++) attacker.push(await signIn("admin@plant.test", `guess ${i}`, "203.0.113.9"));
    expect(attacker.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(attacker.slice(10)).toEqual([429, 429]);
    expect(await signIn("admin@plant.test", PASSWORD, "198.51.100.7")).toBe(200);
    // The attacker's own pair stays blocked, even with the right password.
    expect(await signIn("admin@plant.test", PASSWORD, "203.0.113.9")).toBe(429);
  }, 30_000);

  test("from one shared address, 12 guesses at one account do not lock out other accounts", async () => {
    await start();
    await account("admin@plant.test");
    await account("ops@plant.test");
    for (let i = 0; i < 12; i++) await signIn("admin@plant.test", `guess ${i}`);
    expect(await signIn("ops@plant.test", PASSWORD)).toBe(200);
  }, 30_000);

  test("spraying many accounts from one address is throttled for that address only", async () => {
    await start({ TRUST_PROXY: "127.0.0.0/8" });
    await account("admin@plant.test");
    const answers = [];
    for (let i = 0; i < 32; i++) answers.push(await signIn(`person${i}@plant.test`, "Winter2026!", "203.0.113.50"));
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(answers.slice(30)).toEqual([429, 429]);
    const blocked = await app.request("POST", "/auth/login", { json: { email: "admin@plant.test", password: PASSWORD }, headers: { "x-forwarded-for": "203.0.113.50" } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, error: "RATE_LIMITED" });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await signIn("admin@plant.test", PASSWORD, "198.51.100.7")).toBe(200);
  }, 30_000);

  test("guesses at one account from many addresses slow down: an address that already failed is paused, a clean address with the right password passes", async () => {
    await start({ TRUST_PROXY: "127.0.0.1" });
    await account("admin@plant.test");
    expect(await signIn("admin@plant.test", "first guess", "203.0.113.1")).toBe(401);
    for (let i = 2; i <= 11; i++) expect(await signIn("admin@plant.test", `guess ${i}`, `203.0.113.${i}`)).toBe(401);
    expect(await signIn("admin@plant.test", "another guess", "203.0.113.1")).toBe(429);
    expect(await signIn("admin@plant.test", PASSWORD, "198.51.100.7")).toBe(200);
  }, 30_000);

  test("X-Forwarded-For from a peer that is not a trusted proxy is ignored (rotating it does not reset the brake)", async () => {
    await start({ TRUST_PROXY: "10.0.0.1" });
    await account("admin@plant.test");
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await signIn("admin@plant.test", `guess ${i}`, `198.51.100.${i}`));
    expect(answers.slice(10)).toEqual([429, 429]);
    expect(await signIn("admin@plant.test", PASSWORD, "192.0.2.77")).toBe(429);
  }, 30_000);

  test("behind a trusted proxy, hops the client wrote itself (left of the proxy's) are ignored", async () => {
    await start({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" });
    await account("admin@plant.test");
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await signIn("admin@plant.test", `guess ${i}`, `192.0.2.${i}, 203.0.113.9, 10.1.2.3`));
    expect(answers.slice(10)).toEqual([429, 429]);
    expect(await signIn("admin@plant.test", PASSWORD, "192.0.2.200, 198.51.100.7, 10.1.2.3")).toBe(200);
  }, 30_000);

  test("guessing the current password through change-password with a borrowed token is braked like sign-in", async () => {
    await start();
    const user = await account("admin@plant.test");
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push((await app.request("POST", "/auth/change-password", { token: user.token, json: { current_password: `guess ${i}`, new_password: "taken over for good" } })).status);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(answers[10]).toBe(429);
  }, 30_000);

  test("TRUST_PROXY takes addresses and CIDR ranges and refuses anything else", () => {
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8, ::1, fd00::/8" }, "/tmp").trustProxy).toEqual(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"]);
    expect(loadConfig({}, "/tmp").trustProxy).toEqual([]);
    for (const bad of ["proxy.local", "10.0.0.0/33", "::1/129", "1.2.3"]) expect(() => loadConfig({ TRUST_PROXY: bad }, "/tmp")).toThrow(ConfigError);
  }, 30_000);
});
