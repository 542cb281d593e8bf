import type { Static, TSchema } from "@sinclair/typebox";
import type { AppContext } from "../../context";
import type { JobKind } from "./jobs.table";

export interface JobRun {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  companyId: string | null;
}

/**
 * One file per job kind exports one of these: its name, its payload schema and its handler.
 * Handlers are idempotent: running one twice leaves the same state as running it once.
 */
export interface JobDefinition<S extends TSchema = TSchema> {
  kind: JobKind;
  payload: S;
  /** Overrides the configured number of attempts (1 = no retry). */
  maxAttempts?: number;
  /** Default priority of this kind; a higher number runs first. */
  priority?: number;
  /**
   * At most this many jobs of the kind run (or wait in the queue) at once, given the worker count: a slow,
   * low-priority kind (OCR) then never takes every worker, and other jobs always find one free.
   */
  maxRunning?: (workers: number) => number;
  handle(ctx: AppContext, payload: Static<S>, run: JobRun): Promise<unknown>;
  /** Called once after the last attempt failed (for example to mark a parse job failed). */
  onFinalFailure?(ctx: AppContext, payload: Static<S>, run: JobRun, error: Error): Promise<void> | void;
}

export const defineJob = <S extends TSchema>(def: JobDefinition<S>): JobDefinition<S> => def;

/** Thrown by a handler for a failure that retrying cannot fix. */
export class PermanentJobError extends Error {}
