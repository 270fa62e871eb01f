import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEXTS } from "@/lib/texts";
import { ADMIN, renderSignedIn } from "../test-support";
import { ChangePasswordForm, PASSWORD_CHANGED } from "./ChangePasswordForm";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../test-support").router, usePathname: () => "/admin/account" }));

beforeEach(() => localStorage.clear());

async function fill(current: string, next: string, confirm: string) {
  for (const [label, value] of [
    ["Current Password", current],
    ["New Password", next],
    ["Confirm New Password", confirm],
  ]) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
  await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
}

describe("ChangePasswordForm", () => {
  it("checks the fields before calling the server", async () => {
    const { calls } = await renderSignedIn(<ChangePasswordForm />, ADMIN);
    await fill("", "abc", "abd");
    expect(screen.getByText("Current password is required")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/auth/change-password")).toBe(false);
  });

  it("shows the server message or Password change failed, then the success message", async () => {
    let reply: { status: number; body: unknown } = { status: 400, body: { message: "Current password is incorrect" } };
    const { calls } = await renderSignedIn(<ChangePasswordForm />, ADMIN, { "POST /api/auth/change-password": () => reply });
    await fill("old-password", "new-password", "new-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("Current password is incorrect");
    reply = { status: 500, body: {} };
    await fill("old-password", "new-password", "new-password");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(TEXTS.passwordChangeFailed));
    reply = { status: 200, body: { message: "Password changed" } };
    await fill("old-password", "new-password", "new-password");
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ currentPassword: "old-password", newPassword: "new-password" });
    expect(screen.getByLabelText("Current Password")).toHaveValue("");
  });
});
