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
