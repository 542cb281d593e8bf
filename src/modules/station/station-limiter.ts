/**
 * The station's brake: the station API needs no account, so each client address gets a budget of
 * requests per minute (STATION_RATE_LIMIT; a kiosk saving its offline copy fetches every PDF of the
 * site once, so it is generous), and a much smaller one for unknown or revoked tokens (someone trying
 * links). In memory, with a bound on the addresses kept: a restart forgets, which is fine for a brake.
 */
export class StationLimiter {
  private readonly hits = new Map<string, { start: number; n: number }>();
  private readonly misses = new Map<string, { start: number; n: number }>();

  constructor(private readonly perMinute: number, private readonly badTokensPerWindow = 30, private readonly badTokenWindowMs = 10 * 60_000) {}

  /** Counts one request; returns the seconds to wait when the address is over a budget, else null. */
  take(address: string, now: number): number | null {
    const miss = this.misses.get(address);
    if (miss && now - miss.start < this.badTokenWindowMs && miss.n >= this.badTokensPerWindow) return (miss.start + this.badTokenWindowMs - now) / 1000;
    return this.count(this.hits, address, now, 60_000, this.perMinute);
  }

  /** Counts a request that named no valid station. */
  missed(address: string, now: number): void {
    this.count(this.misses, address, now, this.badTokenWindowMs, Number.POSITIVE_INFINITY);
  }

  private count(map: Map<string, { start: number; n: number }>, key: string, now: number, windowMs: number, limit: number): number | null {
    let w = map.get(key);
    if (!w || now - w.start >= windowMs) {
      w = { start: now, n: 0 };
      map.delete(key);
      map.set(key, w);
      if (map.size > 20_000) map.delete(map.keys().next().value!);
    }
    if (w.n >= limit) return (w.start + windowMs - now) / 1000;
    w.n++;
    return null;
  }
}
