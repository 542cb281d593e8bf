import type { Db } from "../../db/client";

/** A due job as the dispatcher sees it. */
export interface DueJob {
  id: string;
  /** The company it works for ("" for the appliance's own jobs). */
  owner: string;
  priority: number;
  kind: string;
}

/**
 * The earliest due jobs of every company, at most `perOwner` each, highest priority first. Reading per
 * company (not the first N of the whole table) is what lets a company with one job be seen while another has
 * thousands waiting.
 */
export function dueJobsByOwner(db: Db, now: string, perOwner: number): DueJob[] {
  return db.$client.query(`
    SELECT id, owner, priority, kind FROM (
      SELECT job_id AS id, coalesce(company_id, '') AS owner, priority, kind, created_at,
             row_number() OVER (PARTITION BY company_id ORDER BY priority DESC, created_at) AS rank
      FROM jobs WHERE status = 'pending' AND run_after <= ?
    ) WHERE rank <= ? ORDER BY priority DESC, created_at`).all(now, perOwner) as DueJob[];
}

/**
 * Picks up to `count` jobs to hand to the workers: the highest priority first (the spec's priorities stay
 * absolute), and within a priority the companies in turn — the one with the fewest jobs handed or running,
 * then the one served longest ago, then the earliest job. One company's thousand uploads (or its hostile
 * files) therefore delay another company's single upload by at most one job per worker.
 */
export function pickFairly(input: {
  candidates: DueJob[];
  count: number;
  /** Jobs of each owner handed or running now. */
  load: Map<string, number>;
  /** When each owner was last handed a job (a counter; higher is more recent). */
  lastServed: Map<string, number>;
  nextServe: () => number;
}): DueJob[] {
  const left = [...input.candidates];
  const load = new Map(input.load);
  const picked: DueJob[] = [];
  while (picked.length < input.count && left.length > 0) {
    const top = Math.max(...left.map((j) => j.priority));
    let best = -1;
    for (let i = 0; i < left.length; i++) {
      const job = left[i]!;
      if (job.priority !== top) continue;
      if (best < 0 || isFairerThan(job, left[best]!, load, input.lastServed)) best = i;
    }
    const job = left.splice(best, 1)[0]!;
    picked.push(job);
    load.set(job.owner, (load.get(job.owner) ?? 0) + 1);
    input.lastServed.set(job.owner, input.nextServe());
  }
  return picked;
}

function isFairerThan(a: DueJob, b: DueJob, load: Map<string, number>, lastServed: Map<string, number>): boolean {
  const loadA = load.get(a.owner) ?? 0;
  const loadB = load.get(b.owner) ?? 0;
  if (loadA !== loadB) return loadA < loadB;
  const servedA = lastServed.get(a.owner) ?? -1;
  const servedB = lastServed.get(b.owner) ?? -1;
  return servedA < servedB; // candidates come in created order: on a tie the earlier one stays
}
