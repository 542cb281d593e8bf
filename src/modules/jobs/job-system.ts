import { Queue, Worker, shutdownManager } from "bunqueue/client";
import { Value } from "@sinclair/typebox/value";
import { and, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { join } from "node:path";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { newId } from "../../shared/ids";
import { PermanentJobError, type JobDefinition } from "./job-definition";
import { jobs, type JobKind } from "./jobs.table";

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
  private readonly handed = new Set<string>();
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
    const dataPath = join(ctx.config.dataDir, "queue.db");
    this.queue = new Queue(QUEUE_NAME, { embedded: true, dataPath });
    this.worker = new Worker(QUEUE_NAME, async (job) => this.process(String((job.data as { jobId: string }).jobId)), {
      embedded: true, dataPath, concurrency: ctx.config.jobs.concurrency,
    });
    this.worker.on("error", (err: Error) => ctx.logger.error("queue worker error", { err }));
    // A job that was running when the process died runs again: handlers are idempotent.
    const now = ctx.clock.now().toISOString();
    const revived = ctx.db.update(jobs).set({ status: "pending", updatedAt: now })
      .where(eq(jobs.status, "running")).returning({ id: jobs.jobId }).all();
    if (revived.length) ctx.logger.warn("jobs interrupted by a restart are queued again", { count: revived.length });
    await this.dispatchDue();
    this.timer = setInterval(() => void this.dispatchDue(), POLL_MS);
  }

  /** Hands every due pending job to the queue once. */
  async dispatchDue(): Promise<void> {
    if (!this.queue || this.stopping) return;
    const now = this.ctx.clock.now().toISOString();
    const due = this.ctx.db.select({ id: jobs.jobId, attempts: jobs.attempts, priority: jobs.priority }).from(jobs)
      .where(and(eq(jobs.status, "pending"), lte(jobs.runAfter, now))).orderBy(sql`${jobs.priority} desc`, jobs.createdAt).limit(500).all();
    for (const row of due) {
      const token = `${row.id}:${row.attempts}`;
      if (this.handed.has(token)) continue;
      this.handed.add(token);
      await this.queue.add("run", { jobId: row.id }, { jobId: token, priority: row.priority, durable: true, attempts: 1, removeOnComplete: true });
    }
    this.notifyIfIdle();
  }

  private async process(jobId: string): Promise<void> {
    if (this.inFlight.has(jobId) || this.stopping) return;
    const ctx = this.ctx;
    const row = ctx.db.select().from(jobs).where(eq(jobs.jobId, jobId)).get();
    if (!row || row.status !== "pending") return; // finished already: a duplicate delivery
    // This attempt's dispatch token has served its purpose; forgetting it here keeps the set to the
    // jobs waiting in the queue (and lets an admin retry, which restarts attempts at 0, be dispatched).
    this.handed.delete(`${jobId}:${row.attempts}`);
    this.inFlight.add(jobId);
    const attempt = row.attempts + 1;
    const startedAt = ctx.clock.now().toISOString();
    ctx.db.update(jobs).set({ status: "running", attempts: attempt, startedAt, updatedAt: startedAt }).where(eq(jobs.jobId, jobId)).run();
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
      ctx.db.update(jobs).set({ status: "completed", result: result ?? null, lastError: null, finishedAt: done, updatedAt: done }).where(eq(jobs.jobId, jobId)).run();
      log.info("job completed");
    } catch (raw) {
      const err = raw instanceof Error ? raw : new Error(String(raw));
      const final = err instanceof PermanentJobError || attempt >= row.maxAttempts;
      const now = ctx.clock.now();
      const delay = ctx.config.jobs.backoffMs * 2 ** (attempt - 1);
      ctx.db.update(jobs).set({
        status: final ? "failed" : "pending", lastError: err.message.slice(0, 2000),
        runAfter: final ? row.runAfter : new Date(now.getTime() + delay).toISOString(),
        finishedAt: final ? now.toISOString() : null, updatedAt: now.toISOString(),
      }).where(eq(jobs.jobId, jobId)).run();
      log[final ? "error" : "warn"](final ? "job failed" : "job failed, will retry", { error: err.message, retry_in_ms: final ? undefined : delay });
      if (final && def?.onFinalFailure) {
        try {
          await def.onFinalFailure(ctx, row.payload as never, run, err);
        } catch (hookErr) {
          log.error("final-failure hook failed", { err: hookErr });
        }
      }
    } finally {
      this.inFlight.delete(jobId);
      this.notifyIfIdle();
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
    if (this.inFlight.size > 0) return false;
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
