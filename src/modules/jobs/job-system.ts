import { Queue, Worker, shutdownManager } from "bunqueue/client";
import { Value } from "@sinclair/typebox/value";
import { and, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { join } from "node:path";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { newId } from "../../shared/ids";
import { dueJobsByOwner, pickFairly, type DueJob } from "./fair-dispatch";
import { PermanentJobError, type JobDefinition } from "./job-definition";
import { jobs, type JobKind } from "./jobs.table";
import { recoverInterrupted } from "./job-recovery";
import { isStorageError } from "../../shared/storage-errors";
import { createPrivateFile } from "../../shared/file-modes";

type JobRow = typeof jobs.$inferSelect;

export interface EnqueueSpec {
  kind: JobKind;
  payload: Record<string, unknown>;
  companyId?: string | null;
  priority?: number;
  /** While a job with this key is pending or running, enqueueing another returns the first. */
  dedupeKey?: string;
  /** Supply the id when another record (a parse job) must carry the same id. */
  jobId?: string;
  runAfter?: Date;
  /** Record the job but hold it until `release()`. */
  held?: boolean;
}

const QUEUE_NAME = "chemsafe-jobs";
/** run_after of a job recorded now but held back until released (e.g. parses of a ZIP being unpacked). */
export const HELD_UNTIL = new Date("9999-01-01T00:00:00.000Z");
const POLL_MS = 500;
/** How long a job handed to the queue may wait for a free worker before it is handed again. */
const HAND_OVER_LEASE_MS = 20_000;

/**
 * The job system: an outbox table in the application database (the truth), an embedded bunqueue
 * queue that carries job ids to in-process workers, retries with exponential backoff, and recovery
 * of unfinished jobs at start.
 */
export class JobSystem {
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private timer: Timer | null = null;
  private readonly inFlight = new Set<string>();
  /** Jobs handed to the queue and not yet picked up by a worker (so a pass does not hand them twice), with when. */
  private readonly handed = new Map<string, number>();
  /** The company of each job handed or running, for fair hand-over (fair-dispatch.ts). */
  private readonly ownerOf = new Map<string, string>();
  /** The kind of every job handed or running (for kinds with a maxRunning). */
  private readonly kindOf = new Map<string, string>();
  private readonly lastServed = new Map<string, number>();
  private serves = 0;
  /** Outcome writes that met a full disk, retried on each pass. */
  private readonly unsettled = new Map<string, () => void>();
  /** Jobs a crashed process left `running` have been settled (see recoverInterrupted). */
  private recovered = false;
  private definitions = new Map<JobKind, JobDefinition>();
  private ctx!: AppContext;
  private stopping = false;
  private idleWaiters: (() => void)[] = [];

  register(defs: JobDefinition[]): void {
    for (const def of defs) this.definitions.set(def.kind, def);
  }

  get kinds(): JobKind[] {
    return [...this.definitions.keys()];
  }

  /** Records a job in the outbox inside the caller's transaction; it is dispatched after commit. */
  enqueue(tx: DbOrTx, spec: EnqueueSpec, now: Date): string {
    if (spec.dedupeKey) {
      const existing = tx.select({ id: jobs.jobId }).from(jobs)
        .where(and(eq(jobs.dedupeKey, spec.dedupeKey), inArray(jobs.status, ["pending", "running"]))).get();
      if (existing) return existing.id;
    }
    const def = this.definitions.get(spec.kind);
    const jobId = spec.jobId ?? newId();
    const iso = now.toISOString();
    tx.insert(jobs).values({
      jobId, kind: spec.kind, companyId: spec.companyId ?? null, payload: spec.payload, status: "pending",
      priority: spec.priority ?? def?.priority ?? 5, attempts: 0,
      maxAttempts: def?.maxAttempts ?? this.ctx?.config.jobs.maxAttempts ?? 4,
      dedupeKey: spec.dedupeKey ?? null, runAfter: (spec.held ? HELD_UNTIL : spec.runAfter ?? now).toISOString(),
      createdAt: iso, updatedAt: iso,
    }).run();
    this.scheduleDispatch();
    return jobId;
  }

  /** Releases held jobs (see `held`); they are dispatched at once. */
  release(db: DbOrTx, jobIds: string[], now: Date): number {
    let released = 0;
    for (let i = 0; i < jobIds.length; i += 500) {
      released += db.update(jobs).set({ runAfter: now.toISOString(), updatedAt: now.toISOString() })
        .where(and(inArray(jobs.jobId, jobIds.slice(i, i + 500)), eq(jobs.status, "pending"), eq(jobs.runAfter, HELD_UNTIL.toISOString())))
        .returning({ id: jobs.jobId }).all().length;
    }
    this.scheduleDispatch();
    return released;
  }

  /** One dispatch pass after the current transaction, however many jobs it recorded. */
  private dispatchScheduled = false;
  private scheduleDispatch(): void {
    if (this.dispatchScheduled) return;
    this.dispatchScheduled = true;
    queueMicrotask(() => {
      this.dispatchScheduled = false;
      void this.dispatchDue();
    });
  }

  /** Starts the workers and re-dispatches everything unfinished (crash recovery). */
  async start(ctx: AppContext): Promise<void> {
    this.ctx = ctx;
    await this.dispatchDue();
    this.timer = setInterval(() => void this.dispatchDue(), POLL_MS);
  }

  /**
   * One pass of the dispatcher: finishes what an earlier pass could not (the queue opened, jobs of a
   * crashed process settled, outcomes written), then hands every due pending job to the queue once.
   * It never throws: on a full disk it logs once and tries again on its next tick.
   */
  async dispatchDue(): Promise<void> {
    if (this.stopping || !this.ctx) return;
    try {
      this.flushUnsettled();
      this.openQueue();
      if (!this.recovered) {
        recoverInterrupted(this.ctx, (row, attempt, err) => this.finishAttempt(row, attempt, err));
        this.recovered = true;
      }
      await this.handDueJobs();
      this.storageTrouble.clear();
    } catch (err) {
      this.noteTrouble("the job dispatcher could not run; it tries again shortly", err);
    }
    this.notifyIfIdle();
  }

  private openQueue(): void {
    if (this.queue) return;
    const dataPath = join(this.ctx.config.dataDir, "queue.db");
    createPrivateFile(dataPath); // 0600, and SQLite gives its -wal and -shm the same mode
    const queue = new Queue(QUEUE_NAME, { embedded: true, dataPath });
    const worker = new Worker(QUEUE_NAME, async (job) => this.process(String((job.data as { jobId: string }).jobId)), {
      embedded: true, dataPath, concurrency: this.ctx.config.jobs.concurrency,
    });
    worker.on("error", (err: Error) => this.noteTrouble("queue worker error", err));
    this.queue = queue;
    this.worker = worker;
  }

  /**
   * Hands due jobs to the workers a few at a time (twice the worker count waiting at most), chosen by
   * priority and then by company in turn, so one company's backlog cannot queue ahead of another's job.
   * A finished job triggers the next pass at once.
   */
  private async handDueJobs(): Promise<void> {
    this.handAgainUndelivered();
    for (const id of this.ownerOf.keys()) if (!this.handed.has(id) && !this.inFlight.has(id)) this.ownerOf.delete(id);
    for (const id of this.kindOf.keys()) if (!this.handed.has(id) && !this.inFlight.has(id)) this.kindOf.delete(id);
    const room = this.ctx.config.jobs.concurrency * 2 - this.handed.size;
    if (room <= 0) return;
    const now = this.ctx.clock.now().toISOString();
    const busy = this.handed.size + this.inFlight.size;
    const candidates = this.withinKindCaps(dueJobsByOwner(this.ctx.db, now, room + busy).filter((j) => !this.handed.has(j.id) && !this.inFlight.has(j.id)));
    const load = new Map<string, number>();
    for (const owner of this.ownerOf.values()) load.set(owner, (load.get(owner) ?? 0) + 1);
    const picked = pickFairly({ candidates, count: room, load, lastServed: this.lastServed, nextServe: () => ++this.serves });
    for (const row of picked) {
      this.handed.set(row.id, Date.now());
      this.ownerOf.set(row.id, row.owner);
      this.kindOf.set(row.id, row.kind);
      try {
        // The queue's own id is unique per hand-over: the outbox row, not the queue, says whether the job still runs.
        await this.queue!.add("run", { jobId: row.id }, { jobId: `${row.id}:${Bun.randomUUIDv7()}`, priority: row.priority, durable: true, attempts: 1, removeOnComplete: true, removeOnFail: true });
      } catch (err) {
        this.handed.delete(row.id); // not in the queue: the next pass hands it again
        throw err;
      }
    }
  }

  /**
   * A hand-over the queue has not delivered for HAND_OVER_LEASE_MS while a worker is free (its write lost when the
   * disk filled up) is handed again. A second delivery is harmless: a job runs only while its row is pending and due.
   */
  private handAgainUndelivered(): void {
    if (this.inFlight.size >= this.ctx.config.jobs.concurrency) return;
    const before = Date.now() - HAND_OVER_LEASE_MS;
    for (const [id, at] of this.handed) {
      if (at >= before) continue;
      this.handed.delete(id);
      this.ctx.logger.warn("a job handed to the queue was not delivered; it is handed again", { job_id: id });
    }
  }

  /** Drops candidates of kinds already at their maxRunning (counting those handed, running and picked now). */
  private withinKindCaps(candidates: DueJob[]): DueJob[] {
    const used = new Map<string, number>();
    for (const kind of this.kindOf.values()) used.set(kind, (used.get(kind) ?? 0) + 1);
    return candidates.filter((job) => {
      const cap = this.definitions.get(job.kind as JobKind)?.maxRunning?.(this.ctx.config.jobs.concurrency);
      if (cap === undefined) return true;
      const n = used.get(job.kind) ?? 0;
      if (n >= cap) return false;
      used.set(job.kind, n + 1);
      return true;
    });
  }

  private async process(jobId: string): Promise<void> {
    this.handed.delete(jobId);
    if (this.inFlight.has(jobId) || this.stopping) return;
    const ctx = this.ctx;
    const row = ctx.db.select().from(jobs).where(eq(jobs.jobId, jobId)).get();
    if (!row || row.status !== "pending") return; // finished already: a duplicate delivery
    if (row.runAfter > ctx.clock.now().toISOString()) return; // an old delivery of a job now waiting out its backoff
    if (row.attempts >= row.maxAttempts) {
      await this.finishAttempt(row, row.attempts, new PermanentJobError(`this job already used ${row.attempts} of ${row.maxAttempts} attempts; it was not started again`));
      return;
    }
    const attempt = row.attempts + 1;
    const startedAt = ctx.clock.now().toISOString();
    try {
      // The attempt is counted before the handler runs: if the handler kills the process, it still counts.
      ctx.db.update(jobs).set({ status: "running", attempts: attempt, startedAt, updatedAt: startedAt }).where(eq(jobs.jobId, jobId)).run();
    } catch (err) {
      if (!isStorageError(err)) throw err;
      this.noteTrouble("a job could not be started (disk full?); it waits", err);
      return; // still pending: a later pass hands it again
    }
    this.inFlight.add(jobId);
    const run = { jobId, attempt, maxAttempts: row.maxAttempts, companyId: row.companyId };
    const def = this.definitions.get(row.kind);
    const log = ctx.logger.child({ job_id: jobId, kind: row.kind, attempt });
    try {
      if (!def) throw new PermanentJobError(`No handler is registered for job kind ${row.kind}`);
      if (!Value.Check(def.payload, row.payload)) {
        const first = [...Value.Errors(def.payload, row.payload)][0];
        throw new PermanentJobError(`Invalid payload: ${first ? `${first.path || "/"} ${first.message}` : "schema mismatch"}`);
      }
      const result = await def.handle(ctx, row.payload as never, run);
      const done = ctx.clock.now().toISOString();
      this.write(jobId, { status: "completed", result: result ?? null, lastError: null, finishedAt: done, updatedAt: done });
      log.info("job completed");
    } catch (raw) {
      const err = raw instanceof Error ? raw : new Error(String(raw));
      if (isStorageError(err) && !(err instanceof PermanentJobError)) this.waitForDisk(row, attempt, err);
      else await this.finishAttempt(row, attempt, err);
    } finally {
      this.inFlight.delete(jobId);
      this.scheduleDispatch(); // a worker is free: hand the next job now, not at the next poll
      this.notifyIfIdle();
    }
  }

  /**
   * Records a failed attempt: back to pending after its backoff while attempts are left, otherwise
   * `failed` and the kind's onFinalFailure (which marks, say, the parse job and its document failed).
   */
  private async finishAttempt(row: JobRow, attempt: number, err: Error): Promise<void> {
    const final = err instanceof PermanentJobError || attempt >= row.maxAttempts;
    const now = this.ctx.clock.now();
    const delay = this.ctx.config.jobs.backoffMs * 2 ** (Math.max(1, attempt) - 1);
    this.write(row.jobId, {
      status: final ? "failed" : "pending", lastError: err.message.slice(0, 2000),
      runAfter: final ? row.runAfter : new Date(now.getTime() + delay).toISOString(),
      finishedAt: final ? now.toISOString() : null, updatedAt: now.toISOString(),
    });
    const log = this.ctx.logger.child({ job_id: row.jobId, kind: row.kind, attempt });
    log[final ? "error" : "warn"](final ? "job failed" : "job failed, will retry", { error: err.message, retry_in_ms: final ? undefined : delay });
    const def = this.definitions.get(row.kind);
    if (final && def?.onFinalFailure) {
      try {
        await def.onFinalFailure(this.ctx, row.payload as never, { jobId: row.jobId, attempt, maxAttempts: row.maxAttempts, companyId: row.companyId }, err);
      } catch (hookErr) {
        log.error("final-failure hook failed", { err: hookErr });
      }
    }
  }

  /** A job stopped by a full disk did nothing wrong: it waits for space, and the attempt is not counted. */
  private waitForDisk(row: JobRow, attempt: number, err: Error): void {
    const now = this.ctx.clock.now();
    this.write(row.jobId, {
      status: "pending", attempts: attempt - 1, lastError: `waiting for disk space: ${err.message}`.slice(0, 2000),
      runAfter: new Date(now.getTime() + this.ctx.config.disk.retryMs).toISOString(), updatedAt: now.toISOString(),
    });
    this.noteTrouble("a job stopped because the disk is full; it resumes when space is back", err);
  }

  /** Writes a job's outcome; on a full disk, keeps it and writes it on a later pass (the row stays `running` until then). */
  private write(jobId: string, values: Partial<typeof jobs.$inferInsert>): void {
    const apply = () => this.ctx.db.update(jobs).set(values).where(eq(jobs.jobId, jobId)).run();
    try {
      apply();
    } catch (err) {
      if (!isStorageError(err)) throw err;
      this.unsettled.set(jobId, apply);
      this.noteTrouble("a job's outcome could not be written (disk full?); it is written when space is back", err);
    }
  }

  private flushUnsettled(): void {
    for (const [jobId, apply] of this.unsettled) {
      apply(); // throws on a still-full disk: the pass stops and the next one tries again
      this.unsettled.delete(jobId);
    }
  }

  /** Logs each storage problem once until a dispatcher pass succeeds again (it retries every tick); anything else every time. */
  private readonly storageTrouble = new Set<string>();
  private noteTrouble(message: string, err: unknown): void {
    if (isStorageError(err)) {
      if (this.storageTrouble.has(message)) return;
      this.storageTrouble.add(message);
    }
    this.ctx.logger.error(message, { err });
  }

  /**
   * A running job's progress, shown in its `result` until it finishes (GET /jobs/{id}); the final result
   * replaces it. Best effort: a full disk must not fail the job over a progress note.
   */
  reportProgress(jobId: string, progress: { done: number; total: number; step?: string }): void {
    try {
      this.ctx.db.update(jobs).set({ result: { progress }, updatedAt: this.ctx.clock.now().toISOString() })
        .where(and(eq(jobs.jobId, jobId), eq(jobs.status, "running"))).run();
    } catch (err) {
      if (!isStorageError(err)) throw err;
    }
  }

  /** Puts a failed job back to pending with a fresh set of attempts (admin retry). */
  retry(db: DbOrTx, jobId: string, now: Date): void {
    db.update(jobs).set({ status: "pending", attempts: 0, lastError: null, finishedAt: null, runAfter: now.toISOString(), updatedAt: now.toISOString() })
      .where(and(eq(jobs.jobId, jobId), eq(jobs.status, "failed"))).run();
    this.scheduleDispatch();
  }

  /** Resolves when no job is due or running (tests and the CLI use it to wait for work). */
  async idle(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      await this.dispatchDue();
      if (this.isIdle(deadline - Date.now())) return;
      await new Promise<void>((resolve) => {
        this.idleWaiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    throw new Error("jobs did not finish in time");
  }

  /**
   * Idle: nothing running, nothing due, and no retry that will come due within `withinMs` (a job
   * waiting out its backoff is still work in progress; a job scheduled for later, or held, is not).
   */
  private isIdle(withinMs: number): boolean {
    if (this.inFlight.size > 0 || this.unsettled.size > 0) return false;
    const now = this.ctx.clock.now();
    const horizon = new Date(now.getTime() + Math.max(0, withinMs)).toISOString();
    const open = this.ctx.db.select({ n: sql<number>`count(*)` }).from(jobs).where(and(
      inArray(jobs.status, ["pending", "running"]),
      or(lte(jobs.runAfter, now.toISOString()), and(gt(jobs.attempts, 0), lte(jobs.runAfter, horizon))),
    )).get()?.n ?? 0;
    return open === 0;
  }

  private notifyIfIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  /** Stops taking jobs, lets running ones finish (up to `graceMs`), closes the queue. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    const deadline = Date.now() + graceMs;
    while (this.inFlight.size > 0 && Date.now() < deadline) await Bun.sleep(25);
    await Promise.resolve(this.worker?.close()).catch(() => {});
    await Promise.resolve(this.queue?.close()).catch(() => {});
    shutdownManager();
    this.worker = null;
    this.queue = null;
  }
}
