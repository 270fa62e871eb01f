/** Sends a JSON request to a staff route and returns its answer or the server's message. */
export interface Result<T> {
  ok: boolean;
  data?: T;
  message?: string;
  errors?: Record<string, string>;
}

export async function send<T>(method: string, url: string, body?: unknown): Promise<Result<T>> {
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
    const payload = (await response.json().catch(() => ({}))) as T & { message?: string; errors?: Record<string, string> };
    if (!response.ok) return { ok: false, message: payload.message ?? "Something went wrong. Please try again.", errors: payload.errors };
    return { ok: true, data: payload };
  } catch {
    return { ok: false, message: "The server could not be reached. Please try again." };
  }
}
