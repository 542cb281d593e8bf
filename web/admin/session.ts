import { ApiError, apiGet } from "../shared/api";
import { apiBase } from "../shared/root";

/** Who is signed in in this browser (GET /auth/session): the page never sees a token, only the CSRF token. */
export interface Session {
  user: { user_id: string; email: string; name: string | null; role: "viewer" | "manager" | "admin" };
  csrf_token: string;
}

let current: Session | null = null;

/** The browser's session, or null when nobody is signed in (the API answers 401). */
export async function loadSession(): Promise<Session | null> {
  try {
    current = await apiGet<Session>("/auth/session", { credentials: "same-origin" });
    return current;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 404)) return null;
    throw e;
  }
}

/**
 * A change (POST, PATCH, DELETE) with the session's CSRF token; an error answer becomes ApiError with the
 * API's message, which the page shows in words next to the form it concerns.
 */
export async function apiSend<T>(method: "POST" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", "x-csrf-token": current?.csrf_token ?? "" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${apiBase}${path}`, { method, credentials: "same-origin", headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const detail = answer?.details?.map((d: { field: string; message: string }) => d.message).join("; ");
    throw new ApiError(res.status, answer?.error ?? "UNKNOWN", detail ? `${answer.message}: ${detail}` : answer?.message ?? `The appliance answered ${res.status}`);
  }
  return answer as T;
}

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
