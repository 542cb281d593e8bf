import { SignJWT, jwtVerify, createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors } from "jose";
import { readFileSync } from "node:fs";
import type { Config } from "../../config";
import type { Clock } from "../../shared/clock";
import { errors } from "../../shared/errors";
import { ROLES, type Role } from "./users.table";

export interface TokenClaims {
  sub: string;
  company_id: string;
  role: Role;
  email?: string;
  name?: string;
  /** "builtin" for tokens this appliance signed, "external" for identity-provider tokens. */
  issuer_kind: "builtin" | "external";
  /** Built-in tokens: the user's token generation when it was issued (absent in tokens older than the claim: 0). */
  gen: number;
}

/** A user as the issuer needs it; `tokenGeneration` ties the token to the user's current password and state. */
export interface TokenSubject { userId: string; companyId: string; role: Role; email: string; tokenGeneration?: number }

const BUILTIN_ISSUER = "chemsafe";
const BUILTIN_AUDIENCE = "chemsafe-api";
const EXTERNAL_ALGORITHMS = ["RS256", "ES256"];
const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Issues and verifies access tokens. Algorithms are pinned: HS256 only under our own secret,
 * RS256/ES256 only against the configured JWKS. `exp` and `sub` are required; issuer and audience
 * are checked (our own always; an external provider's when JWT_ISSUER / JWT_AUDIENCE are set).
 */
export class TokenService {
  private readonly secret: Uint8Array;
  private readonly jwks: ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet> | null;

  constructor(private readonly config: Config, secret: string, private readonly clock: Clock) {
    this.secret = new TextEncoder().encode(secret);
    if (config.jwt.jwksFile) {
      this.jwks = createLocalJWKSet(JSON.parse(readFileSync(config.jwt.jwksFile, "utf8")));
    } else if (config.jwt.jwksUrl) {
      this.jwks = createRemoteJWKSet(new URL(config.jwt.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    } else {
      this.jwks = null;
    }
  }

  get builtinIssuer(): string {
    return this.config.jwt.issuer ?? BUILTIN_ISSUER;
  }
  get builtinAudience(): string {
    return this.config.jwt.audience ?? BUILTIN_AUDIENCE;
  }

  async issue(user: TokenSubject, ttlSeconds = this.config.jwt.accessTtlSeconds): Promise<{ access_token: string; token_type: "bearer"; expires_in: number }> {
    if (ttlSeconds > this.config.jwt.maxTtlSeconds) throw new Error(`A token lifetime of ${ttlSeconds} s is over TOKEN_MAX_TTL_SECONDS (${this.config.jwt.maxTtlSeconds} s)`);
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const token = await new SignJWT({ company_id: user.companyId, role: user.role, email: user.email, gen: user.tokenGeneration ?? 0 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.userId)
      .setIssuer(this.builtinIssuer)
      .setAudience(this.builtinAudience)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(this.secret);
    return { access_token: token, token_type: "bearer", expires_in: ttlSeconds };
  }

  /** Verifies a bearer token; every failure is 401 with a reason that leaks nothing secret. */
  async verify(token: string): Promise<TokenClaims> {
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      throw errors.unauthorized("Malformed token");
    }
    const currentDate = this.clock.now();
    try {
      if (alg === "HS256") {
        const { payload } = await jwtVerify(token, this.secret, {
          algorithms: ["HS256"], issuer: this.builtinIssuer, audience: this.builtinAudience,
          requiredClaims: ["exp", "sub"], clockTolerance: CLOCK_TOLERANCE_SECONDS, currentDate,
        });
        // A token of ours that lives longer than allowed (minted before the cap, or with a stolen key by hand) is refused.
        const lifetime = (payload.exp ?? 0) - (typeof payload.iat === "number" ? payload.iat : Math.floor(currentDate.getTime() / 1000));
        if (lifetime > this.config.jwt.maxTtlSeconds + CLOCK_TOLERANCE_SECONDS) throw errors.unauthorized("Token lifetime is longer than this appliance allows; sign in again");
        return this.claims(payload, "builtin");
      }
      if (alg && EXTERNAL_ALGORITHMS.includes(alg) && this.jwks) {
        const { payload } = await jwtVerify(token, this.jwks, {
          algorithms: EXTERNAL_ALGORITHMS,
          issuer: this.config.jwt.issuer ?? undefined,
          audience: this.config.jwt.audience ?? undefined,
          requiredClaims: ["exp", "sub"], clockTolerance: CLOCK_TOLERANCE_SECONDS, currentDate,
        });
        return this.claims(payload, "external");
      }
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw errors.unauthorized("Token expired");
      if (err instanceof joseErrors.JOSEError) throw errors.unauthorized("Invalid token");
      throw err;
    }
    throw errors.unauthorized(`Token algorithm ${alg ?? "(none)"} is not accepted`);
  }

  private claims(payload: Record<string, unknown>, kind: TokenClaims["issuer_kind"]): TokenClaims {
    const { sub, company_id, role } = payload;
    if (typeof sub !== "string" || typeof company_id !== "string" || typeof role !== "string" || !ROLES.includes(role as Role)) {
      throw errors.unauthorized("Token lacks sub, company_id or a known role");
    }
    return {
      sub, company_id, role: role as Role, issuer_kind: kind,
      email: typeof payload.email === "string" ? payload.email : undefined,
      name: typeof payload.name === "string" ? payload.name : undefined,
      gen: typeof payload.gen === "number" && Number.isInteger(payload.gen) ? payload.gen : 0,
    };
  }
}
