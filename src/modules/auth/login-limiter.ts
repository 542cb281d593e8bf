/**
 * The sign-in brake. Failed sign-ins are counted in a 15-minute sliding window under three keys,
 * so that guessing cannot be used to lock other people out:
 *
 * - per account and client address (strict, 10): the guesser's own pair is refused, even with the
 *   right password; the same account from any other address is not;
 * - per client address across accounts (30): one address spraying many accounts is refused;
 * - per account across addresses (10): guesses at one account from many addresses slow down: an
 *   address that has failed recently is refused for that account, while a clean address (the real
 *   user's) still gets its password checked.
 *
 * A failure is counted before the password check awaits, so guesses sent at once cannot all pass
 * the check; a sign-in that turns out right takes back only its own count. In memory: a restart
 * forgets, which is acceptable for a brute-force brake on one appliance.
 */
export interface LoginAttempt {
  /** The normalized e-mail typed (counted whether or not such a user exists). */
  account: string;
  /** The client address (see ClientAddressResolver). */
  address: string;
}

export interface ThrottlePolicy {
  windowMs: number;
  perPair: number;
  perAddress: number;
  perAccount: number;
}

export const DEFAULT_POLICY: ThrottlePolicy = { windowMs: 15 * 60_000, perPair: 10, perAddress: 30, perAccount: 10 };

export interface Refusal {
  retryAfterSeconds: number;
  message: string;
}

/** Timestamps per key in a sliding window, with a bound on the number of keys kept. */
class SlidingCounts {
  private readonly times = new Map<string, number[]>();
  constructor(private readonly windowMs: number, private readonly maxKeys = 50_000) {}

  recent(key: string, now: number): number[] {
    const list = (this.times.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.times.set(key, list);
    else this.times.delete(key);
    return list;
  }

  add(key: string, now: number): void {
    const list = this.recent(key, now);
    list.push(now);
    this.times.set(key, list);
    if (this.times.size > this.maxKeys) this.times.delete(this.times.keys().next().value!);
  }

  remove(key: string, at: number): void {
    const list = this.times.get(key);
    const i = list?.lastIndexOf(at) ?? -1;
    if (i >= 0) list!.splice(i, 1);
    if (list?.length === 0) this.times.delete(key);
  }

  /** Seconds until the oldest of `list` leaves the window. */
  wait(list: number[], now: number): number {
    return Math.max(1, Math.ceil((list[0]! + this.windowMs - now) / 1000));
  }
}

export class LoginLimiter {
  private readonly pairs: SlidingCounts;
  private readonly addresses: SlidingCounts;
  private readonly accounts: SlidingCounts;

  constructor(private readonly policy: ThrottlePolicy = DEFAULT_POLICY) {
    this.pairs = new SlidingCounts(policy.windowMs);
    this.addresses = new SlidingCounts(policy.windowMs);
    this.accounts = new SlidingCounts(policy.windowMs);
  }

  /** Why this attempt may not be checked now, or null when it may. */
  refusal(a: LoginAttempt, now: number): Refusal | null {
    const pair = this.pairs.recent(pairKey(a), now);
    if (pair.length >= this.policy.perPair) {
      return { retryAfterSeconds: this.pairs.wait(pair, now), message: "Too many failed sign-ins for this account from this address; try again later" };
    }
    const address = this.addresses.recent(a.address, now);
    if (address.length >= this.policy.perAddress) {
      return { retryAfterSeconds: this.addresses.wait(address, now), message: "Too many failed sign-ins from this address; try again later" };
    }
    const account = this.accounts.recent(a.account, now);
    if (account.length >= this.policy.perAccount && address.length > 0) {
      return {
        retryAfterSeconds: this.addresses.wait(address, now),
        message: "Sign-in to this account is being slowed down after many failed attempts; try again later",
      };
    }
    return null;
  }

  fail(a: LoginAttempt, now: number): void {
    this.pairs.add(pairKey(a), now);
    this.addresses.add(a.address, now);
    this.accounts.add(a.account, now);
  }

  /** An attempt recorded with `fail` at `at` turned out right: only that one count is taken back. */
  succeed(a: LoginAttempt, at: number): void {
    this.pairs.remove(pairKey(a), at);
    this.addresses.remove(a.address, at);
    this.accounts.remove(a.account, at);
  }
}

const pairKey = (a: LoginAttempt): string => `${a.account}\n${a.address}`;
