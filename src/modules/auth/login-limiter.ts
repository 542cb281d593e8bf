/**
 * Failed logins per client address in a sliding window. After `maxFailures` failures the address
 * is refused until the oldest failure leaves the window. In memory: a restart forgets, which is
 * acceptable for a brute-force brake on one appliance.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly maxFailures = 10, private readonly windowMs = 15 * 60_000) {}

  /** Seconds until the address may try again, or 0 when it may try now. */
  retryAfter(address: string, now: number): number {
    const recent = this.prune(address, now);
    if (recent.length < this.maxFailures) return 0;
    return Math.ceil((recent[0]! + this.windowMs - now) / 1000);
  }

  fail(address: string, now: number): void {
    const recent = this.prune(address, now);
    recent.push(now);
    this.failures.set(address, recent);
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value!);
  }

  /**
   * A sign-in recorded with `fail` at `at` turned out right: only that one attempt is taken back.
   * The address's other failures stay, or one's own account would reset the brake on guessing others'.
   */
  succeed(address: string, at: number): void {
    const list = this.failures.get(address);
    const i = list?.lastIndexOf(at) ?? -1;
    if (i >= 0) list!.splice(i, 1);
    if (list?.length === 0) this.failures.delete(address);
  }

  private prune(address: string, now: number): number[] {
    const list = (this.failures.get(address) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(address, list);
    else this.failures.delete(address);
    return list;
  }
}
