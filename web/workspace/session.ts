import { ApiError, apiGet } from "../shared/api";
import { apiBase } from "../shared/root";

export interface User { user_id: string; email: string; name: string | null; role: "viewer" | "manager" | "admin" }
export interface Session { user: User; csrf_token: string; expires_at: string }

/** The signed-in browser's session (the HttpOnly cookie travels by itself), or null when signed out. */
export async function loadSession(): Promise<Session | null> {
  try {
    return await apiGet<Session>("/auth/session");
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 404)) return null;
    throw e;
  }
}

/**
 * A request that changes something: JSON body, the session's CSRF token in X-CSRF-Token. The page never
 * holds a bearer token.
 */
export function apiSend<T>(method: string, path: string, body: unknown, csrf: string | null): Promise<T> {
  return apiGet<T>(path, {
    method, body: body === undefined ? undefined : JSON.stringify(body),
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(csrf ? { "x-csrf-token": csrf } : {}) },
  });
}

export const signIn = (email: string, password: string) => apiSend<Session>("POST", "/auth/session", { email, password }, null);
export const signOut = (csrf: string) => apiSend<void>("DELETE", "/auth/session", undefined, csrf).catch((e) => {
  if (!(e instanceof ApiError && e.status === 401)) throw e;
});

export { apiBase };
