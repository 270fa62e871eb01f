import { LOGIN_PATH } from "@/lib/auth/paths";

/** An API answer other than 2xx: the server's `{ message, errors? }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The server's message when it sent one, otherwise the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Any 401: the session is gone, so go to the sign-in screen. */
export function signedOut(): void {
  // A full page load on purpose: it drops every screen's state along with the session.
  window.location.assign(LOGIN_PATH);
}

interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

async function readError(response: Response): Promise<ApiError> {
  let message = "";
  let errors: Record<string, string> | undefined;
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    if (typeof body.message === "string") message = body.message;
    if (body.errors && typeof body.errors === "object") errors = body.errors as Record<string, string>;
  } catch {
    // A body that is not JSON leaves the screen's fallback text to speak.
  }
  return new ApiError(response.status, message, errors);
}

/** The one way the admin screens call the API: same-origin cookie session, JSON in and out. */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
    signal,
  });
  if (response.status === 401) {
    signedOut();
    throw await readError(response);
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
