import { describe, expect, test } from "bun:test";
import { pictogramsForHazardCodes } from "../../src/modules/parsing/pictograms.ts";

describe("H-code → pictogram rules", () => {
  test.each([
    [["H225"], ["GHS02"]],
    [["H272", "H314"], ["GHS03", "GHS05"]],
    [["H280"], ["GHS04"]],
    [["H400", "H410"], ["GHS09"]],
    [["H241"], ["GHS01", "GHS02"]],
    [["H360FD"], ["GHS08"]],
    [["H350i"], ["GHS08"]],
    [["H227", "H303", "H313", "H316", "H320", "H401", "H402", "H412"], []],
  ])("%p → %p", (codes, pictograms) => {
    expect(pictogramsForHazardCodes(codes)).toEqual(pictograms);
  });
  test("skull and crossbones suppresses the exclamation mark", () => {
    expect(pictogramsForHazardCodes(["H301", "H315", "H319"])).toEqual(["GHS06"]);
  });
  test("corrosion suppresses the exclamation mark for skin and eye irritation only", () => {
    expect(pictogramsForHazardCodes(["H314", "H315", "H319"])).toEqual(["GHS05"]);
    expect(pictogramsForHazardCodes(["H318", "H302"])).toEqual(["GHS05", "GHS07"]);
  });
  test("respiratory sensitization suppresses the exclamation mark for skin sensitization and irritation", () => {
    expect(pictogramsForHazardCodes(["H334", "H317", "H315", "H319"])).toEqual(["GHS08"]);
    expect(pictogramsForHazardCodes(["H334", "H317", "H335"])).toEqual(["GHS07", "GHS08"]);
  });
});
