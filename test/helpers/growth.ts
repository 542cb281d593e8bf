/**
 * Growth checks for hostile inputs. A time limit flakes on a loaded machine (the brief forbids timed assertions), and a
 * limit loose enough never to flake catches only the worst hangs. Instead the work is timed at a size and at `factor`
 * times that size, alternately and best of a few tries, so both runs see the same load; linear work grows about like
 * the size, a step that rereads earlier lines grows like its square. The bound, half the square, leaves linear work a
 * margin of four at the default factor of 8 (a loaded machine moves single runs by up to about two).
 *
 * Processor time counts every thread of the process, the collector's too, and a test run shares one heap across all
 * its files: a full collection that falls in one large run costs what the whole heap costs, not what the input does
 * (a fresh-clone CI run once measured a linear step at 32.4). So the heap is collected before each timed run, and a
 * ratio above the bound is measured again, twice at most: work that grows like the square stays above it every
 * time (64 at the default factor), a collection or a neighbour's burst does not repeat on cue.
 */
import { expect } from "bun:test";

/**
 * The process's processor time `run` takes, in milliseconds: unlike the clock, it does not count the time other work
 * on a loaded machine held the processor, which falls unevenly on short and long runs.
 */
function timed(run: () => void): number {
  Bun.gc(true);
  const started = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/** A processor time long enough to measure well (the clock counts microseconds; a run is repeated to reach it). */
const MEASURABLE_MS = 10;

/**
 * How much longer `run` takes at `factor` times the size than at `size`: best of `tries` alternated runs each, every
 * run repeated as often as the small size needs to take a measurable time.
 */
export function growthRatio(run: (size: number) => void, size: number, factor: number, tries = 3): number {
  let repeats = 1;
  const runs = (at: number) => () => {
    for (let round = 0; round < repeats; round++) run(at);
  };
  run(size); // the first call compiles the regexes and warms the code up
  while (timed(runs(size)) < MEASURABLE_MS && repeats < 65_536) repeats *= 2;
  let small = Number.POSITIVE_INFINITY;
  let large = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < tries; attempt++) {
    small = Math.min(small, timed(runs(size)));
    large = Math.min(large, timed(runs(size * factor)));
  }
  return large / small;
}

/** Expects `run`'s time to grow no faster than about linearly from `size` to `factor` times it. */
export function expectLinearGrowth(run: (size: number) => void, size: number, factor = 8): void {
  const bound = (factor * factor) / 2;
  let ratio = growthRatio(run, size, factor);
  for (let again = 0; again < 2 && ratio >= bound; again++) ratio = Math.min(ratio, growthRatio(run, size, factor));
  expect(ratio).toBeLessThan(bound);
}
