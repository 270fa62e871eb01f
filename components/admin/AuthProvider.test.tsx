import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEXTS } from "@/lib/texts";
import { api } from "./api-client";
import { AuthGuard } from "./AuthGuard";
import { useAuth } from "./AuthProvider";
import { LoginForm } from "./LoginForm";
import { ADMIN, SUPER_ADMIN, fakeApi, renderSignedIn, router, sessionOf, type FakeCall } from "./test-support";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("./test-support").router, usePathname: () => "/admin/login" }));

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

/** next-auth's routes as the sign-in form calls them; `callback` answers the credentials post. */
function nextAuthRoutes(callback: (call: FakeCall) => { status?: number; body?: unknown }, session: () => unknown) {
  return {
    "GET /api/auth/providers": {
      body: {
        credentials: {
          id: "credentials",
          name: "Staff account",
          type: "credentials",
          signinUrl: "/api/auth/signin/credentials",
          callbackUrl: "/api/auth/callback/credentials",
        },
      },
    },
    "GET /api/auth/csrf": { body: { csrfToken: "csrf-token-value" } },
    "POST /api/auth/callback/credentials": callback,
    "GET /api/auth/session": () => ({ body: session() }),
  };
}

const refusedWith = (error: string) => ({ status: 401, body: { url: `http://localhost/api/auth/error?error=${encodeURIComponent(error)}` } });

describe("AuthGuard", () => {
  it("shows the screen for an allowed role", async () => {
    await renderSignedIn(<AuthGuard level="superadmin">secret screen</AuthGuard>, SUPER_ADMIN);
    expect(screen.getByText("secret screen")).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("sends anonymous visitors to the login screen and admins away from super admin screens", async () => {
    await renderSignedIn(<AuthGuard>screen</AuthGuard>, null);
    expect(router.replace).toHaveBeenCalledWith("/admin/login");
    jest.clearAllMocks();
    await renderSignedIn(<AuthGuard level="superadmin">users</AuthGuard>, ADMIN);
    expect(router.replace).toHaveBeenCalledWith("/admin/dashboard");
    expect(screen.queryByText("users")).not.toBeInTheDocument();
  });
});

describe("LoginForm", () => {
  async function signIn(password: string) {
    await userEvent.type(screen.getByLabelText("Email"), "admin@example.com");
    await userEvent.type(screen.getByLabelText("Password"), password);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
  }

  it("has required email and password fields and a show/hide toggle", async () => {
    await renderSignedIn(<LoginForm />, null);
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByLabelText("Password")).toBeRequired();
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    expect(screen.getByText("Protected by secure authentication")).toBeInTheDocument();
  });

  it("signs in through next-auth: the server's message, or Login failed, then the dashboard; nothing kept in storage", async () => {
    let reply: { status: number; body: unknown } = refusedWith("Too many failed sign-in attempts. Try again in 10 minutes.");
    let session: unknown = {};
    const { calls } = await renderSignedIn(
      <LoginForm />,
      null,
      nextAuthRoutes(
        () => reply,
        () => session,
      ),
    );
    await signIn("wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many failed sign-in attempts. Try again in 10 minutes.");
    expect(calls.find((call) => call.path === "/api/auth/callback/credentials")?.body).toMatchObject({
      email: "admin@example.com",
      password: "wrong",
      csrfToken: "csrf-token-value",
    });
    expect(router.replace).not.toHaveBeenCalled();

    reply = refusedWith("CredentialsSignin");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(TEXTS.loginFailed));

    reply = { status: 500, body: "not json" };
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(TEXTS.loginFailed));

    reply = { status: 200, body: { url: "http://localhost/admin/login" } };
    session = sessionOf(SUPER_ADMIN);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/admin/dashboard"));
    // next-auth tells other tabs that the session changed; nothing of the user is kept.
    const stored = JSON.stringify({ ...localStorage, ...sessionStorage });
    for (const detail of [SUPER_ADMIN.email, SUPER_ADMIN.firstName, SUPER_ADMIN._id]) expect(stored).not.toContain(detail);
  });

  it("shows Signing in... while the sign-in is under way", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    await renderSignedIn(
      <LoginForm />,
      null,
      nextAuthRoutes(
        () => new Promise((resolve) => (answer = resolve)) as never,
        () => ({}),
      ),
    );
    await signIn("pw");
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    answer(refusedWith("Login failed"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("does not take an answer without a session for a sign-in", async () => {
    await renderSignedIn(
      <LoginForm />,
      null,
      nextAuthRoutes(
        () => ({ body: { url: "http://localhost/api/auth/signin?csrf=true" } }),
        () => ({}),
      ),
    );
    await signIn("pw");
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXTS.loginFailed);
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe("useAuth", () => {
  function Account() {
    const { user, logout } = useAuth();
    return (
      <>
        <p>{user ? `signed in as ${user.firstName}` : "nobody"}</p>
        <button onClick={() => void logout()}>Logout</button>
      </>
    );
  }

  it("shows the user the server read for the page, and signs out through next-auth", async () => {
    const { calls } = await renderSignedIn(<Account />, ADMIN, {
      "GET /api/auth/csrf": { body: { csrfToken: "csrf-token-value" } },
      "POST /api/auth/signout": { body: { url: "http://localhost/admin/login" } },
      "GET /api/auth/session": { body: {} },
    });
    expect(screen.getByText("signed in as Musa")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(screen.getByText("nobody")).toBeInTheDocument());
    expect(calls.find((call) => call.path === "/api/auth/signout")?.body).toMatchObject({ csrfToken: "csrf-token-value" });
  });
});

describe("api client", () => {
  it("reports the server's error on a 401, and leaves for the login screen", async () => {
    fakeApi({ "GET /api/attorneys/admin": { status: 401, body: { message: "Not signed in" } } });
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    await expect(api("/api/attorneys/admin")).rejects.toMatchObject({ status: 401, message: "Not signed in" });
    error.mockRestore();
  });

  it("sends JSON bodies with the same-origin session", async () => {
    const { fetchMock } = fakeApi({ "PATCH /api/attorneys/a1/order": { body: { attorney: {} } } });
    await api("/api/attorneys/a1/order", { method: "PATCH", body: { order: 3 } });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"order":3}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });
});
