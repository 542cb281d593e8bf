import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { seedCompany, type SeededCompany } from "../helpers/seed";

describe("GET /audit: what happened, and who did it", () => {
  let app: TestApp;
  let a: SeededCompany;
  let b: SeededCompany;
  const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
  const audit = (query: string, token = a.admin.token) => app.request("GET", `/audit${query}`, { token });

  beforeAll(async () => {
    app = await createTestApp();
    a = await seedCompany(app.ctx, "Audit A");
    b = await seedCompany(app.ctx, "Audit B");
    expect((await app.request("PATCH", `/sites/${a.siteId}`, { token: a.admin.token, json: { name: "North yard" } })).status).toBe(200);
    expect((await app.request("PATCH", `/users/${a.viewer.userId}`, { token: a.admin.token, json: { name: "Renamed" } })).status).toBe(200);
    expect((await app.request("PATCH", `/sites/${b.siteId}`, { token: b.admin.token, json: { name: "Other yard" } })).status).toBe(200);
  });
  afterAll(() => app.close());

  test("one record's history shows who changed it and the values before and after", async () => {
    const res = await audit(`?entity_type=site&entity_id=${a.siteId}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items[0]).toMatchObject({
      action: "site.update", entity_type: "site", entity_id: a.siteId,
      user: { user_id: a.admin.userId, email: a.admin.email },
      before: { name: "Main plant" }, after: { name: "North yard" },
    });
  });

  test("filters by person, by action and by date range; only the caller's company; paged newest first", async () => {
    const all = await audit("");
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((i: any) => i.action)).toEqual(["user.update", "site.update"]);
    expect(JSON.stringify(all.body)).not.toContain("Other yard");
    expect((await audit(`?user_id=${a.admin.userId}`)).body.total).toBe(2);
    expect((await audit(`?user_id=${a.viewer.userId}`)).body.total).toBe(0);
    expect((await audit("?action=user.update")).body.items.map((i: any) => i.entity_id)).toEqual([a.viewer.userId]);
    expect((await audit(`?from=${day(0)}&to=${day(0)}`)).body.total).toBe(2);
    expect((await audit(`?from=${day(1)}`)).body.total).toBe(0);
    expect((await audit(`?to=${day(-1)}`)).body.total).toBe(0);
    const paged = await audit("?page=2&page_size=1");
    expect(paged.body).toMatchObject({ total: 2, page: 2, page_size: 1, total_pages: 2 });
    expect(paged.body.items[0].action).toBe("site.update");
  });

  test("an impossible date is refused with words a person understands", async () => {
    const res = await audit("?from=2026-02-30");
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, error: "VALIDATION_ERROR" });
    expect(res.body.message).toContain("YYYY-MM-DD");
    expect((await audit(`?from=${day(0)}&to=${day(-2)}`)).status).toBe(422);
  });

  test("the writes of this issue leave audit rows: invitations revoked and resent, reset links", async () => {
    const inv = await app.request("POST", "/users/invite", { token: a.admin.token, json: { email: "audited@plant.test", role: "viewer" } });
    await app.request("POST", `/users/invitations/${inv.body.invitation_id}/resend`, { token: a.admin.token });
    await app.request("DELETE", `/users/invitations/${inv.body.invitation_id}`, { token: a.admin.token });
    const res = await audit(`?entity_type=invitation&entity_id=${inv.body.invitation_id}`);
    expect(res.body.items.map((i: any) => i.action)).toEqual(["invitation.revoke", "invitation.resend", "user.invite"]);
    expect(res.body.items[0]).toMatchObject({ before: { status: "open" }, after: { status: "revoked" } });
  });
});
