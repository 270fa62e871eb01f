import { screen } from "@testing-library/react";
import { Dashboard } from "./Dashboard";
import { ATTORNEYS } from "./attorneys/fixtures";
import { ADMIN, SUPER_ADMIN, renderSignedIn } from "./test-support";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("./test-support").router, usePathname: () => "/admin/dashboard" }));

const ROUTES = {
  "GET /api/attorneys/admin": { body: { attorneys: ATTORNEYS } },
  "GET /api/auth/users": { body: { users: [SUPER_ADMIN, ADMIN] } },
  "GET /api/inbox": { body: { messages: [], consultations: [], unread: 4 } },
};

beforeEach(() => localStorage.clear());

describe("Dashboard", () => {
  it("shows a super admin every figure, tile and quick action", async () => {
    const { calls } = await renderSignedIn(<Dashboard />, SUPER_ADMIN, ROUTES);
    expect(await screen.findByRole("heading", { name: "Welcome back, Aminata" })).toBeInTheDocument();
    expect(screen.getByTestId("stat-total")).toHaveTextContent("3");
    expect(screen.getByTestId("stat-active")).toHaveTextContent("2");
    expect(screen.getByTestId("stat-inactive")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-admin-users")).toHaveTextContent("2");
    expect(screen.getByTestId("stat-unread")).toHaveTextContent("4");
    expect(screen.getByRole("link", { name: /User Management/ })).toHaveAttribute("href", "/admin/users");
    expect(screen.getByRole("link", { name: "Add New Admin" })).toHaveAttribute("href", "/admin/users/new");
    expect(screen.getByRole("link", { name: "Add New Team Member" })).toHaveAttribute("href", "/admin/attorneys/new");
    expect(screen.getByRole("link", { name: "View All Team Members" })).toHaveAttribute("href", "/admin/attorneys");
    expect(calls.some((call) => call.path === "/api/auth/users")).toBe(true);
  });

  it("hides super admin parts from an admin, who never asks for the user list", async () => {
    const { calls } = await renderSignedIn(<Dashboard />, ADMIN, ROUTES);
    expect(await screen.findByRole("heading", { name: "Welcome back, Musa" })).toBeInTheDocument();
    expect(screen.getByText("Total Team Members")).toBeInTheDocument();
    expect(screen.queryByText("Admin Users")).not.toBeInTheDocument();
    expect(screen.queryByText("User Management")).not.toBeInTheDocument();
    expect(screen.queryByText("Add New Admin")).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/auth/users")).toBe(false);
  });

  it("still shows the other figures when one call fails", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    await renderSignedIn(<Dashboard />, ADMIN, { ...ROUTES, "GET /api/inbox": { status: 500, body: {} } });
    expect(await screen.findByTestId("stat-total")).toHaveTextContent("3");
    expect(screen.getByTestId("stat-unread")).toHaveTextContent("0");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
