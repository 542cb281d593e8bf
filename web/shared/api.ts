import { apiBase } from "./root";

/** The API answered with its error body ({success:false, message, error}). */
export class ApiError extends Error {
  /** `details` of a validation error (422): each field the API named and what is wrong with it. */
  constructor(readonly status: number, readonly code: string, message: string, readonly details: { field: string; message: string }[] = []) {
    super(message);
  }
}

/** The appliance could not be reached at all (no network, server stopped). */
export class UnreachableError extends Error {}

/** GET `{API_ROOT}/api/v1{path}` as JSON; an error answer becomes ApiError, no answer UnreachableError. */
export async function apiGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${apiBase}${path}`, { ...init, headers: { accept: "application/json", ...init.headers } });
  } catch {
    throw new UnreachableError("The appliance cannot be reached");
  }
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    // A gateway in front of a stopped appliance answers 502/503/504 without our error body.
    if (!body?.error && res.status >= 502) throw new UnreachableError("The appliance cannot be reached");
    throw new ApiError(res.status, body?.error ?? "UNKNOWN", body?.message ?? `The appliance answered ${res.status}`);
  }
  return body as T;
}
