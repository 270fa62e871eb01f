import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { USER_MESSAGES } from "@/lib/collections/user";
import { TEXTS } from "@/lib/texts";
import { UNSAVED_CHANGES_TEXT } from "../use-unsaved-changes-prompt";
import { ADMIN, SUPER_ADMIN, renderSignedIn, router } from "../test-support";
import { UserForm } from "./UserForm";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../test-support").router, usePathname: () => "/admin/users/new" }));

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

async function fill(label: string, value: string) {
  const field = screen.getByLabelText(label, { exact: true });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

/** A valid new account, as a super admin would type it. */
async function fillNewUser() {
  await fill("First Name", "Musa");
  await fill("Last Name", "Kargbo");
  await fill("Username", "editor");
  await fill("Email", "editor@example.com");
  await fill("Password", "secret-1");
  await fill("Confirm Password", "secret-1");
}

describe("UserForm (create)", () => {
  it("checks with the server's schema: its limits and texts, not a copy of them", async () => {
    await renderSignedIn(<UserForm />, SUPER_ADMIN);
    await fill("Username", "has space");
    await fill("Email", "x@y.z");
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    expect(screen.getByText("Username may contain only letters, digits, dots, dashes and underscores")).toBeInTheDocument();
    expect(screen.queryByText(USER_MESSAGES.emailInvalid)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows every required message when submitted empty and sends nothing", async () => {
    const { calls } = await renderSignedIn(<UserForm />, SUPER_ADMIN);
    expect(screen.getByRole("heading", { name: "Add New Admin User" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    for (const message of [
      USER_MESSAGES.usernameRequired,
      USER_MESSAGES.emailRequired,
      USER_MESSAGES.firstNameRequired,
      USER_MESSAGES.lastNameRequired,
      USER_MESSAGES.passwordRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.path !== "/api/auth/profile")).toHaveLength(0);
  });

  it("checks username length, email pattern, password length and confirmation", async () => {
    await renderSignedIn(<UserForm />, SUPER_ADMIN);
    await fill("Username", "ab");
    await fill("Email", "not-an-email@nowhere");
    await fill("Password", "12345");
    await fill("Confirm Password", "54321");
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    expect(screen.getByText(USER_MESSAGES.usernameShort)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.passwordShort)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.passwordsDiffer)).toBeInTheDocument();
  });

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    await renderSignedIn(<UserForm />, SUPER_ADMIN);
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    await userEvent.type(screen.getByLabelText("Username"), "x");
    expect(screen.queryByText(USER_MESSAGES.usernameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.emailRequired)).toBeInTheDocument();
  });

  it("registers without confirmPassword and goes to the user list", async () => {
    const { calls } = await renderSignedIn(<UserForm />, SUPER_ADMIN, {
      "POST /api/auth/register": { status: 201, body: { user: { ...ADMIN, _id: "64b000000000000000000009" } } },
    });
    await fillNewUser();
    await userEvent.selectOptions(screen.getByLabelText("Role"), "superadmin");
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/users"));
    expect(screen.getByTestId("toast-success")).toHaveTextContent("User created.");
    const register = calls.find((call) => call.path === "/api/auth/register");
    expect(register?.body).toEqual({
      username: "editor",
      email: "editor@example.com",
      firstName: "Musa",
      lastName: "Kargbo",
      role: "superadmin",
      password: "secret-1",
    });
  });

  it("shows the server message in a banner above the form, or the fallback", async () => {
    let reply: { status: number; body: unknown } = { status: 409, body: { message: "Email is already in use", errors: { email: "Email is already in use" } } };
    await renderSignedIn(<UserForm />, SUPER_ADMIN, { "POST /api/auth/register": () => reply });
    await fillNewUser();
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Email is already in use");
    reply = { status: 500, body: "oops" };
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(TEXTS.userSaveFailed));
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe("UserForm (edit)", () => {
  const other = { ...ADMIN, _id: "64b000000000000000000003" };

  it("asks before Cancel only once something was changed", async () => {
    await renderSignedIn(<UserForm userId={other._id} />, SUPER_ADMIN, { [`GET /api/auth/users/${other._id}`]: { body: { user: other } } });
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    // jsdom cannot follow links; only whether the form asks is of interest here.
    const stayPut = (event: Event) => event.preventDefault();
    document.addEventListener("click", stayPut);
    const cancel = await screen.findByRole("link", { name: "Cancel" });
    await userEvent.click(cancel);
    expect(confirm).not.toHaveBeenCalled();
    await fill("First Name", "Moses");
    await userEvent.click(cancel);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_TEXT);
    await fill("First Name", other.firstName);
    await userEvent.click(cancel);
    expect(confirm).toHaveBeenCalledTimes(1);
    document.removeEventListener("click", stayPut);
    confirm.mockRestore();
  });

  it("loads the user, has no password fields until a reset is asked for, and saves with PUT", async () => {
    const { calls } = await renderSignedIn(<UserForm userId={other._id} />, SUPER_ADMIN, {
      [`GET /api/auth/users/${other._id}`]: { body: { user: other } },
      [`PUT /api/auth/users/${other._id}`]: { body: { user: { ...other, firstName: "Moses" } } },
    });
    expect(await screen.findByRole("heading", { name: "Edit Admin User" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue(other.email);
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    await fill("First Name", "Moses");
    await userEvent.click(screen.getByRole("button", { name: "Update User" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/users"));
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({ username: other.username, email: other.email, firstName: "Moses", lastName: other.lastName, role: "admin" });
  });

  it("fetches only the user being edited, and offers a retry when that fails", async () => {
    let reply: { status: number; body: unknown } = { status: 500, body: {} };
    const { calls } = await renderSignedIn(<UserForm userId={other._id} />, SUPER_ADMIN, { [`GET /api/auth/users/${other._id}`]: () => reply });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load user data");
    reply = { status: 200, body: { user: other } };
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Email")).toHaveValue(other.email);
    expect(calls.map((call) => call.path).filter((path) => path.startsWith("/api/auth/users"))).toEqual([
      `/api/auth/users/${other._id}`,
      `/api/auth/users/${other._id}`,
    ]);
  });

  it("validates and sends a new password only when resetting", async () => {
    const { calls } = await renderSignedIn(<UserForm userId={other._id} />, SUPER_ADMIN, {
      [`GET /api/auth/users/${other._id}`]: { body: { user: other } },
      [`PUT /api/auth/users/${other._id}`]: { body: { user: other } },
    });
    await userEvent.click(await screen.findByLabelText("Reset password"));
    await userEvent.click(screen.getByRole("button", { name: "Update User" }));
    expect(screen.getByText(USER_MESSAGES.passwordRequired)).toBeInTheDocument();
    await fill("Password", "new-secret");
    await fill("Confirm Password", "new-secret");
    await userEvent.click(screen.getByRole("button", { name: "Update User" }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect((calls.find((call) => call.method === "PUT")?.body as { password?: string }).password).toBe("new-secret");
  });
});
