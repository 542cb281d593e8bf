import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "./helpers/test-app";
import type { Logger } from "../src/shared/logger";

/** The request log is what an operator reads when something goes wrong: its status must be the one sent. */
const lines: { msg: string; fields: Record<string, unknown> }[] = [];
const recording: Logger = {
  debug() {}, warn() {}, error() {},
  info: (msg, fields = {}) => lines.push({ msg, fields }),
  child: () => recording,
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { startJobs: false, logger: recording });
});
afterAll(async () => app.close());

const loggedStatus = (path: string) => lines.filter((l) => l.msg === "request" && l.fields.path === path).map((l) => l.fields.status);

test("unknown routes, refusals and successes are logged with the status that was sent", async () => {
  const unknown = await app.request("GET", "/no-such-route");
  const anonymous = await app.request("GET", "/chemicals");
  const health = await fetch(`${app.origin}/api/health`);
  expect([unknown.status, anonymous.status, health.status]).toEqual([404, 401, 200]);
  await Bun.sleep(50); // the log line is written after the response
  expect(loggedStatus("/api/v1/no-such-route")).toEqual([404]);
  expect(loggedStatus("/api/v1/chemicals")).toEqual([401]);
  expect(loggedStatus("/api/health")).toEqual([200]);
});
