import type { AppContext } from "../../context";
import { utcDay } from "../../shared/clock";

/** The cron pattern of the daily cleanup: 03:00 server time, as the spec says. */
export const DAILY_CLEANUP_PATTERN = "0 3 * * *";

/** The 03:00 tick: records one cleanup job per day (the dedupe key keeps it to one). */
export function dailyCleanupTick(ctx: AppContext): string {
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) =>
    ctx.jobs.enqueue(tx, { kind: "cleanup", payload: { day: utcDay(now) }, dedupeKey: `cleanup:${utcDay(now)}`, priority: 1 }, now),
  );
}
