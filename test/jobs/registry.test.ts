import { expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { jobDefinitions } from "../../src/modules/jobs/registry";
import { JOB_KINDS } from "../../src/modules/jobs/jobs.table";

test("the registry has exactly one handler for every message kind of the spec", () => {
  expect(jobDefinitions.map((d) => d.kind).sort()).toEqual([...JOB_KINDS].sort());
});

test("every kind has a payload schema that refuses a payload of the wrong shape", () => {
  for (const def of jobDefinitions) {
    expect(Value.Check(def.payload, "not an object")).toBe(false);
    expect(typeof def.handle).toBe("function");
  }
});

test("dispatch tokens are forgotten once their job runs: a long-running appliance does not accumulate them", async () => {
  const { createTestApp } = await import("../helpers/test-app");
  const app = await createTestApp();
  try {
    const now = app.ctx.clock.now();
    app.ctx.db.transaction((tx) => {
      for (let i = 0; i < 20; i++) app.ctx.jobs.enqueue(tx, { kind: "cleanup", payload: {}, dedupeKey: `t${i}` }, now);
    });
    await app.ctx.jobs.idle();
    const done = app.ctx.db.$client.query("SELECT count(*) AS n FROM jobs WHERE status = 'completed'").get() as { n: number };
    expect(done.n).toBe(20);
    expect((app.ctx.jobs as unknown as { handed: Set<string> }).handed.size).toBe(0);
  } finally {
    await app.close();
  }
});
