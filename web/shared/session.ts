import { ApiError, apiGet, UnreachableError } from "./api";
import { apiBase } from "./root";

/** Who is signed in in this browser (GET /auth/session): the page never sees a token, only the CSRF token. */
export interface User { user_id: string; email: string; name: string | null; role: "viewer" | "manager" | "admin" }
export interface Session { user: User; csrf_token: string; expires_at: string }

let current: Session | null = null;

/** The browser's session (the HttpOnly cookie travels by itself), or null when nobody is signed in. */
export async function loadSession(): Promise<Session | null> {
  try {
    current = await apiGet<Session>("/auth/session", { credentials: "same-origin" });
    return current;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 404)) return (current = null);
    throw e;
  }
}

/** The session a page holds after loadSession or signIn (null before, or when signed out). */
export const currentSession = (): Session | null => current;

/** The text of an API problem, with each field's message when the API named fields (422). */
async function failure(res: Response): Promise<ApiError> {
  return failureOf(res.status, await res.json().catch(() => null));
}

function failureOf(status: number, answer: { error?: string; message?: string; details?: { field: string; message: string }[] } | null): ApiError {
  const details = Array.isArray(answer?.details) ? answer.details : [];
  const detail = details.map((d) => d.message).join("; ");
  const message = answer?.message ?? `The appliance answered ${status}`;
  return new ApiError(status, answer?.error ?? "UNKNOWN", detail && !message.includes(detail) ? `${message}: ${detail}` : message, details);
}

/**
 * A change (POST, PUT, PATCH, DELETE) with the session's CSRF token in X-CSRF-Token: a JSON body, or a
 * FormData (multipart, for uploads). An error answer becomes ApiError with the API's message, which the page
 * shows in words next to the form it concerns. The page never holds a bearer token.
 */
export async function apiSend<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (current) headers["x-csrf-token"] = current.csrf_token;
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(`${apiBase}${path}`, {
      method, credentials: "same-origin", headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
  } catch {
    throw new UnreachableError("The appliance cannot be reached. Check the network and try again.");
  }
  if (!res.ok) throw await failure(res);
  return (res.status === 204 ? null : await res.json().catch(() => null)) as T;
}

/**
 * A multipart upload (POST) with the CSRF token, through XMLHttpRequest because fetch cannot report how much
 * of the body has gone: `onProgress` gets the fraction sent (0 to 1). The answer as apiSend gives it; `signal`
 * aborts it (the server discards what it had received).
 */
export function apiUpload<T>(path: string, form: FormData, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${apiBase}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    if (current) xhr.setRequestHeader("x-csrf-token", current.csrf_token);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      let body: unknown = null;
      try { body = xhr.responseText ? JSON.parse(xhr.responseText) : null; } catch { body = null; }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ status: xhr.status, body: body as T });
      else reject(failureOf(xhr.status, body as Parameters<typeof failureOf>[1]));
    };
    xhr.onerror = () => reject(new UnreachableError("The upload was cut off: the appliance cannot be reached, or it closed the connection. Nothing was added; try again."));
    xhr.onabort = () => reject(new UnreachableError("The upload was cancelled. Nothing was added."));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}

export async function signIn(email: string, password: string): Promise<Session> {
  current = await apiSend<Session>("POST", "/auth/session", { email, password });
  return current;
}

export async function signOut(): Promise<void> {
  await apiSend<void>("DELETE", "/auth/session").catch((e) => {
    if (!(e instanceof ApiError && e.status === 401)) throw e;
  });
  current = null;
}

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export { apiBase };
