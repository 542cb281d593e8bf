import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { PermanentJobError } from "./job-definition";
import { jobs } from "./jobs.table";

type JobRow = typeof jobs.$inferSelect;

/** What a job left `running` by a process that stopped (crash, kill, power loss) says about it. */
export function stoppedMessage(attempt: number, maxAttempts: number): string {
  const tail = attempt >= maxAttempts ? "it was not started again" : "it will be tried again";
  return `the appliance stopped while this job was running (attempt ${attempt} of ${maxAttempts}); ${tail}`;
}

/**
 * A job found `running` at start was running when the process stopped, perhaps because of the job
 * itself (a hostile file that exhausted memory): that attempt failed. With attempts left it goes back
 * to pending after its backoff; otherwise it ends `failed` (its kind's onFinalFailure runs), so a job
 * that kills the process can never run more than max_attempts times.
 */
export function recoverInterrupted(
  ctx: AppContext,
  finishAttempt: (row: JobRow, attempt: number, err: Error) => Promise<void>,
): void {
  const interrupted = ctx.db.select().from(jobs).where(eq(jobs.status, "running")).all();
  for (const row of interrupted) {
    const attempt = Math.max(1, row.attempts);
    const message = stoppedMessage(attempt, row.maxAttempts);
    // Final when the attempts are used up; otherwise an ordinary failed attempt.
    const err = attempt >= row.maxAttempts ? new PermanentJobError(message) : new Error(message);
    finishAttempt(row, attempt, err).catch((hookErr) => ctx.logger.error("an interrupted job could not be settled", { job_id: row.jobId, err: hookErr }));
  }
  if (interrupted.length) ctx.logger.warn("jobs interrupted by a stop were counted as failed attempts", { count: interrupted.length });
}
