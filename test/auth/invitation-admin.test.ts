import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dbFingerprint, seedCompany, type SeededCompany } from "../helpers/seed";

const tokenIn = (url: string) => new URL(url).searchParams.get("token")!;

describe("invitations: list, revoke, resend", () => {
  let app: TestApp;
  let c: SeededCompany;
  beforeAll(async () => {
    app = await createTestApp();
    c = await seedCompany(app.ctx);
  });
  afterAll(() => app.close());
  const invite = async (email: string) => (await app.request("POST", "/users/invite", { token: c.admin.token, json: { email, role: "viewer" } })).body;

  test("the list is paged, newest first, with each invitation's status, and never a link", async () => {
    const other = await seedCompany(app.ctx);
    await app.request("POST", "/users/invite", { token: other.admin.token, json: { email: "elsewhere@plant.test", role: "viewer" } });
    for (const e of ["one@plant.test", "two@plant.test", "three@plant.test"]) await invite(e);
    const page = await app.request("GET", "/users/invitations?page_size=2", { token: c.admin.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, page_size: 2, total_pages: 2 });
    expect(page.body.items.map((i: any) => i.email)).toEqual(["three@plant.test", "two@plant.test"]);
    expect(page.body.items[0]).toMatchObject({ status: "open", revoked_at: null });
    expect(page.body.items[0].invite_url).toBeUndefined();
  });

  test("a revoked invitation's link stops working; revoking an accepted one is 409", async () => {
    const inv = await invite("revoked@plant.test");
    const res = await app.request("DELETE", `/users/invitations/${inv.invitation_id}`, { token: c.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "revoked", revoked_at: expect.any(String) });
    const accept = await app.request("POST", "/auth/accept-invite", { json: { token: tokenIn(inv.invite_url), password: "revoked passphrase", name: "R" } });
    expect(accept.status).toBe(404);
    const listed = await app.request("GET", "/users/invitations?status=revoked", { token: c.admin.token });
    expect(listed.body.items.map((i: any) => i.email)).toContain("revoked@plant.test");

    const taken = await invite("taken@plant.test");
    expect((await app.request("POST", "/auth/accept-invite", { json: { token: tokenIn(taken.invite_url), password: "taken passphrase", name: "T" } })).status).toBe(201);
    await app.ctx.jobs.idle();
    const before = dbFingerprint(app.ctx);
    const late = await app.request("DELETE", `/users/invitations/${taken.invitation_id}`, { token: c.admin.token });
    expect(late.status).toBe(409);
    expect(dbFingerprint(app.ctx)).toEqual(before);
  });

  test("resend gives a new link and a new expiry; the old link stops working, the new one opens the invitation", async () => {
    const inv = await invite("again@plant.test");
    app.ctx.db.$client.run("UPDATE invitations SET expires_at = '2000-01-01T00:00:00.000Z' WHERE invitation_id = ?", [inv.invitation_id]);
    const expired = await app.request("GET", "/users/invitations?status=expired", { token: c.admin.token });
    expect(expired.body.items.map((i: any) => i.email)).toContain("again@plant.test");
    const res = await app.request("POST", `/users/invitations/${inv.invitation_id}/resend`, { token: c.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("open");
    expect(res.body.expires_at > app.ctx.clock.now().toISOString()).toBe(true);
    expect(tokenIn(res.body.invite_url)).not.toBe(tokenIn(inv.invite_url));
    expect((await app.request("GET", `/auth/accept-invite?token=${tokenIn(inv.invite_url)}`)).status).toBe(404);
    await app.ctx.jobs.idle();
    const mails = app.ctx.db.$client.query("SELECT count(*) AS n FROM email_outbox WHERE to_address = 'again@plant.test'").get() as { n: number };
    expect(mails.n).toBe(2);
    const accepted = await app.request("POST", "/auth/accept-invite", { json: { token: tokenIn(res.body.invite_url), password: "again passphrase", name: "A" } });
    expect(accepted.status).toBe(201);
    const revoked = await invite("gone@plant.test");
    await app.request("DELETE", `/users/invitations/${revoked.invitation_id}`, { token: c.admin.token });
    expect((await app.request("POST", `/users/invitations/${revoked.invitation_id}/resend`, { token: c.admin.token })).status).toBe(409);
  });
});
