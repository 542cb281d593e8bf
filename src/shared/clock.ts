/** The clock is passed in so that tests can move time (cache ages, token expiry, daily limits). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const isoNow = (clock: Clock): string => clock.now().toISOString();
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);
