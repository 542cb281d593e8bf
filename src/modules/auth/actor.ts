import type { Role } from "./users.table";

/** The caller of a request, resolved from the token. Services take it instead of the request. */
export interface Actor {
  userId: string;
  companyId: string;
  role: Role;
  email: string;
  name: string | null;
  requestId: string;
  /** Set when the caller is a browser signed in with a session cookie (not a bearer token). */
  sessionId?: string;
}

const RANK: Record<Role, number> = { viewer: 1, manager: 2, admin: 3 };
export const roleAtLeast = (role: Role, needed: Role): boolean => RANK[role] >= RANK[needed];
