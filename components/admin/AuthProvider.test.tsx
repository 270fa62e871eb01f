import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { TEXTS } from "@/lib/texts";
import { api } from "./api-client";
import { AuthGuard } from "./AuthGuard";
import { AuthProvider, useAuth } from "./AuthProvider";
import { LoginForm } from "./LoginForm";
import { STORED_USER_KEY } from "./stored-user";
import { ADMIN, SUPER_ADMIN, fakeApi, renderSignedIn, router } from "./test-support";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("./test-support").router, usePathname: () => "/admin/login" }));

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

function Probe() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("refuses to work outside its provider", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
    error.mockRestore();
  });

  it("clears a stored user the server no longer accepts", async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(ADMIN));
    await renderSignedIn(<Probe />, null);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });
});

describe("AuthGuard", () => {
  it("shows Loading... while the session is checked, then the screen for an allowed role", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    fakeApi({ "GET /api/auth/profile": () => new Promise((resolve) => (answer = resolve)) });
    render(
      <AuthProvider>
        <AuthGuard level="superadmin">secret screen</AuthGuard>
      </AuthProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    await act(async () => answer({ body: { user: SUPER_ADMIN } }));
    expect(await screen.findByText("secret screen")).toBeInTheDocument();
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

  it("shows the server's message, or Login failed, and keeps only the user (never the token) in storage", async () => {
    let reply: { status: number; body: unknown } = { status: 429, body: { message: "Too many failed sign-in attempts. Try again in 15 minutes." } };
    await renderSignedIn(<LoginForm />, null, { "POST /api/auth/login": () => reply });
    await signIn("wrong");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(router.replace).not.toHaveBeenCalled();

    reply = { status: 500, body: null };
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(TEXTS.loginFailed));

    reply = { status: 200, body: { user: SUPER_ADMIN, token: "secret.token.value" } };
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/admin/dashboard"));
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toEqual(SUPER_ADMIN);
    expect(JSON.stringify({ ...localStorage })).not.toContain("secret.token.value");
  });

  it("forgets a user the browser still remembers once the server has sent it to the login screen", async () => {
    function Screens() {
      const { user } = useAuth();
      const [login, setLogin] = useState(false);
      return (
        <>
          <p>{user ? `signed in as ${user.firstName}` : "nobody"}</p>
          <button onClick={() => setLogin(true)}>session ended elsewhere</button>
          {login && <LoginForm />}
        </>
      );
    }
    await renderSignedIn(<Screens />, ADMIN);
    expect(screen.getByText("signed in as Musa")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "session ended elsewhere" }));
    expect(screen.getByText("nobody")).toBeInTheDocument();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe("api client", () => {
  it("forgets the user on any 401 and reports the server's error", async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(ADMIN));
    fakeApi({ "GET /api/attorneys/admin": { status: 401, body: { message: "Not signed in" } } });
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    await expect(api("/api/attorneys/admin")).rejects.toMatchObject({ status: 401, message: "Not signed in" });
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
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
