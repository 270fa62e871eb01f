import { act, render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { AuthProvider } from "./AuthProvider";
import { ToastProvider } from "./Toast";
import type { AdminUser } from "./types";

/** Component tests answer the screens' API calls here; the routes' real behaviour is tested against the database. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };
type Reply = Answer | ((call: FakeCall) => Answer | Promise<Answer>);

export function fakeApi(routes: Record<string, Reply>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? "GET").toUpperCase();
    const path = String(input);
    const call = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = routes[`${method} ${path}`];
    const answer = typeof reply === "function" ? await reply(call) : (reply ?? { status: 404, body: { message: "Not found" } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return {
      status,
      ok: status >= 200 && status < 300,
      json: async () => JSON.parse(text),
      text: async () => text,
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

export const SUPER_ADMIN: AdminUser = {
  _id: "64b000000000000000000001",
  username: "root",
  email: "admin@example.com",
  firstName: "Aminata",
  lastName: "Sesay",
  role: "superadmin",
  isActive: true,
  lastLogin: null,
  createdAt: "2026-01-01T10:00:00.000Z",
};

export const ADMIN: AdminUser = {
  _id: "64b000000000000000000002",
  username: "editor",
  email: "editor@example.com",
  firstName: "Musa",
  lastName: "Kargbo",
  role: "admin",
  isActive: true,
  lastLogin: null,
  createdAt: "2026-02-01T10:00:00.000Z",
};

/** Renders inside AuthProvider and the toasts once the profile call (`user`, or 401 when null) and the first loads have answered. */
export async function renderSignedIn(ui: ReactElement, user: AdminUser | null, routes: Record<string, Reply> = {}): Promise<RenderResult & ReturnType<typeof fakeApi>> {
  const api = fakeApi({
    "GET /api/auth/profile": user ? { body: { user } } : { status: 401, body: { message: "Not signed in" } },
    ...routes,
  });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <AuthProvider>
        <ToastProvider>{ui}</ToastProvider>
      </AuthProvider>,
    );
  });
  return { ...result!, ...api };
}

export const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), forward: jest.fn() };
