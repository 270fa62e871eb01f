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

/** JSON bodies as values; next-auth's form posts as their fields. */
function parseBody(body: BodyInit): unknown {
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  return JSON.parse(String(body));
}

export function fakeApi(routes: Record<string, Reply>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? "GET").toUpperCase();
    const path = String(input);
    const call = { method, path, body: init?.body ? parseBody(init.body) : undefined };
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

/** A session as the server hands it to the admin layout. */
export const sessionOf = (user: AdminUser) => ({ user, expires: "2099-01-01T00:00:00.000Z" });

/** Renders inside AuthProvider with `user`'s session (none when null) and the toasts, once the first loads have answered. */
export async function renderSignedIn(
  ui: ReactElement,
  user: AdminUser | null,
  routes: Record<string, Reply> = {},
): Promise<RenderResult & ReturnType<typeof fakeApi>> {
  const api = fakeApi(routes);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <AuthProvider session={user && sessionOf(user)}>
        <ToastProvider>{ui}</ToastProvider>
      </AuthProvider>,
    );
  });
  return { ...result!, ...api };
}

export const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), forward: jest.fn() };
