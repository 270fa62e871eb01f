import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN, SUPER_ADMIN, renderSignedIn } from "../test-support";
import type { AdminUser } from "../types";
import { UserList } from "./UserList";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../test-support").router, usePathname: () => "/admin/users" }));

const inactive: AdminUser = {
  ...ADMIN,
  _id: "64b000000000000000000005",
  username: "kadi.b",
  email: "kadi@example.com",
  firstName: "Kadiatu",
  lastName: "Bangura",
  isActive: false,
  createdAt: "2026-03-01T10:00:00.000Z",
  lastLogin: "2026-03-05T10:00:00.000Z",
};
const users = [SUPER_ADMIN, ADMIN, inactive];

function rowNames() {
  return screen.queryAllByTestId("user-row").map((row) => row.getAttribute("aria-label"));
}

beforeEach(() => localStorage.clear());

describe("UserList", () => {
  it("lists users newest first with the count, badges, dates and last login when present", async () => {
    await renderSignedIn(<UserList />, SUPER_ADMIN, { "GET /api/auth/users": { body: { users } } });
    expect(await screen.findByRole("heading", { name: "Admin Users (3)" })).toBeInTheDocument();
    expect(rowNames()).toEqual(["Kadiatu Bangura", "Musa Kargbo", "Aminata Sesay"]);
    const kadi = screen.getByRole("listitem", { name: "Kadiatu Bangura" });
    expect(within(kadi).getByText("KB")).toBeInTheDocument();
    expect(within(kadi).getByText("Inactive")).toBeInTheDocument();
    expect(within(kadi).getByText("Admin")).toBeInTheDocument();
    expect(within(kadi).getByText(/^Created/)).toHaveTextContent("Created 1 Mar 2026, 10:00 · Last login 5 Mar 2026, 10:00");
    expect(within(screen.getByRole("listitem", { name: "Musa Kargbo" })).queryByText(/Last login/)).not.toBeInTheDocument();
    expect(within(kadi).getByRole("button", { name: "Activate" })).toBeInTheDocument();
  });

  it("searches first name, last name, email and username, case-insensitively", async () => {
    await renderSignedIn(<UserList />, SUPER_ADMIN, { "GET /api/auth/users": { body: { users } } });
    await screen.findByRole("heading", { name: "Admin Users (3)" });
    const search = screen.getByLabelText("Search");
    for (const [term, expected] of [
      ["AMINATA", ["Aminata Sesay"]],
      ["kargbo", ["Musa Kargbo"]],
      ["kadi@", ["Kadiatu Bangura"]],
      ["EDITOR", ["Musa Kargbo"]],
    ] as const) {
      await userEvent.clear(search);
      await userEvent.type(search, term);
      expect(rowNames()).toEqual(expected);
    }
  });

  it("filters by role and status and shows No users found without Add First Admin while filtering", async () => {
    await renderSignedIn(<UserList />, SUPER_ADMIN, { "GET /api/auth/users": { body: { users } } });
    await screen.findByRole("heading", { name: "Admin Users (3)" });
    await userEvent.selectOptions(screen.getByLabelText("Role"), "Super Admin");
    expect(rowNames()).toEqual(["Aminata Sesay"]);
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Inactive Only");
    expect(screen.getByText("No users found")).toBeInTheDocument();
    expect(screen.queryByText("Add First Admin")).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Role"), "All Roles");
    expect(rowNames()).toEqual(["Kadiatu Bangura"]);
  });

  it("offers Add First Admin when there are no users and no filter", async () => {
    await renderSignedIn(<UserList />, SUPER_ADMIN, { "GET /api/auth/users": { body: { users: [] } } });
    expect(await screen.findByText("No users found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add First Admin" })).toHaveAttribute("href", "/admin/users/new");
  });

  it("shows a failed load as an error with a retry, not as No users found", async () => {
    let reply: { status: number; body: unknown } = { status: 503, body: { message: "Service unavailable" } };
    await renderSignedIn(<UserList />, SUPER_ADMIN, { "GET /api/auth/users": () => reply });
    expect(await screen.findByRole("alert")).toHaveTextContent("The users could not be loaded.");
    expect(screen.queryByText("No users found")).not.toBeInTheDocument();
    expect(screen.queryByText("Add First Admin")).not.toBeInTheDocument();
    reply = { status: 200, body: { users } };
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Admin Users (3)" })).toBeInTheDocument();
  });

  it("toggles a user's status locally after success and leaves it unchanged on failure, saying which", async () => {
    let fail = false;
    await renderSignedIn(<UserList />, SUPER_ADMIN, {
      "GET /api/auth/users": { body: { users } },
      [`PATCH /api/auth/users/${ADMIN._id}/status`]: (call) =>
        fail ? { status: 500, body: { message: "boom" } } : { body: { user: { ...ADMIN, isActive: (call.body as { isActive: boolean }).isActive } } },
    });
    const row = await screen.findByRole("listitem", { name: "Musa Kargbo" });
    await userEvent.click(within(row).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(within(row).getByText("Inactive")).toBeInTheDocument());
    expect(screen.getByTestId("toast-success")).toHaveTextContent("Musa Kargbo deactivated.");
    fail = true;
    await userEvent.click(within(row).getByRole("button", { name: "Activate" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("boom");
    expect(within(row).getByText("Inactive")).toBeInTheDocument();
    // A super admin cannot deactivate themself.
    expect(within(screen.getByRole("listitem", { name: "Aminata Sesay" })).getByRole("button", { name: "Deactivate" })).toBeDisabled();
  });
});
