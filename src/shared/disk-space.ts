import { statfsSync } from "node:fs";
import { errors } from "./errors";

export interface DiskState {
  /** Bytes an unprivileged writer may still use on the disk that holds the folder. */
  freeBytes: number;
  /** Free space the appliance keeps: below it, writes are refused. */
  reserveBytes: number;
  status: "ok" | "low";
}

/**
 * The free-space reserve of one folder's disk. Writes are refused while the free space is under the
 * reserve, so the disk never fills up under the database (SQLite needs room for its journal and the
 * job outbox to keep working) and a refusal is a clear 507 rather than a failure halfway.
 */
export class DiskSpace {
  constructor(readonly dir: string, readonly reserveBytes: number) {}

  state(): DiskState {
    const freeBytes = freeBytesOf(this.dir);
    return { freeBytes, reserveBytes: this.reserveBytes, status: freeBytes < this.reserveBytes ? "low" : "ok" };
  }

  /** Throws 507 INSUFFICIENT_STORAGE when the disk is under its reserve. */
  ensure(): void {
    if (this.state().status === "low") throw errors.insufficientStorage();
  }
}

/** statfs on the folder: blocks available to unprivileged users × block size. */
export function freeBytesOf(dir: string): number {
  const s = statfsSync(dir);
  return s.bavail * s.bsize;
}
