import { AppError, errors } from "../../shared/errors";
import { StationLimiter } from "../station/station-limiter";

/**
 * The brake on the public routes that take a link's token (invitation, password reset), the same as the
 * station's: per client address a budget of requests per minute, and at most 30 tokens that open nothing
 * per 10 minutes; past that, every such request from the address waits, a good link too.
 */
export class LinkBrake {
  private readonly limiter = new StationLimiter(60, 30, 10 * 60_000);

  constructor(private readonly now: () => number) {}

  /** Runs a token route's work for a client address; a link that opens nothing (404) counts against it. */
  async run<T>(address: string, work: () => T | Promise<T>): Promise<T> {
    const wait = this.limiter.take(address, this.now());
    if (wait !== null) throw errors.rateLimited("Too many link attempts from this device; wait a few minutes and try again", wait);
    try {
      return await work();
    } catch (e) {
      if (e instanceof AppError && e.code === "NOT_FOUND") this.limiter.missed(address, this.now());
      throw e;
    }
  }
}
