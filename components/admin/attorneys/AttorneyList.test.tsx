import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEXTS } from "@/lib/texts";
import { SUPER_ADMIN, renderSignedIn } from "../test-support";
import { AttorneyList } from "./AttorneyList";
import { ATTORNEYS } from "./fixtures";
import { parseWholeNumber } from "./form-values";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../test-support").router, usePathname: () => "/admin/attorneys" }));

const LIST = { "GET /api/attorneys/admin": { body: { attorneys: ATTORNEYS } } };

function rowNames() {
  return screen.queryAllByTestId("attorney-row").map((row) => row.getAttribute("aria-label"));
}

/** A handler that answers an order change with the fixture at `index` carrying the new order. */
function savedOrder(index: number) {
  return (call: { body: unknown }) => ({ body: { attorney: { ...ATTORNEYS[index], order: (call.body as { order: number }).order } } });
}

function patches(calls: { method: string; path: string; body: unknown }[]) {
  return calls.filter((call) => call.method === "PATCH").map((call) => [call.path, call.body]);
}

beforeEach(() => localStorage.clear());

describe("AttorneyList", () => {
  it("shows rows sorted by order with the count, badges, chips and the last-modified line", async () => {
    await renderSignedIn(<AttorneyList />, SUPER_ADMIN, LIST);
    expect(await screen.findByRole("heading", { name: "Team Members (3)" })).toBeInTheDocument();
    expect(rowNames()).toEqual(["Isatu Bangura", "Fatmata Kamara", "Augustine Cole"]);
    const isatu = screen.getByRole("listitem", { name: "Isatu Bangura" });
    expect(within(isatu).getByText("Active")).toBeInTheDocument();
    expect(within(isatu).getByText("Shipping Law")).toBeInTheDocument();
    expect(within(isatu).getByText("Arbitration")).toBeInTheDocument();
    expect(within(isatu).getByLabelText("Order")).toHaveValue(1);
    expect(within(isatu).getByText(/^Last modified/)).toHaveTextContent("Last modified by Aminata Sesay on 2 Apr 2026, 12:00");
    expect(within(isatu).getByRole("link", { name: "Edit" })).toHaveAttribute("href", "/admin/attorneys/a2/edit");
    expect(within(screen.getByRole("listitem", { name: "Augustine Cole" })).getByText("Inactive")).toBeInTheDocument();
  });

  it("searches name, title and any specialty case-insensitively, and filters by status", async () => {
    await renderSignedIn(<AttorneyList />, SUPER_ADMIN, LIST);
    await screen.findByRole("heading", { name: "Team Members (3)" });
    const search = screen.getByLabelText("Search");
    await userEvent.type(search, "ARBITRATION");
    expect(rowNames()).toEqual(["Isatu Bangura"]);
    await userEvent.clear(search);
    await userEvent.type(search, "senior");
    expect(rowNames()).toEqual(["Fatmata Kamara"]);
    await userEvent.clear(search);
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Inactive Only");
    expect(rowNames()).toEqual(["Augustine Cole"]);
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Active Only");
    expect(screen.getByRole("heading", { name: "Team Members (2)" })).toBeInTheDocument();
    await userEvent.type(search, "nobody");
    expect(screen.getByText("No team members found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters")).toBeInTheDocument();
    expect(screen.queryByText("Add First Member")).not.toBeInTheDocument();
  });

  it("invites to add the first member when there are none", async () => {
    await renderSignedIn(<AttorneyList />, SUPER_ADMIN, { "GET /api/attorneys/admin": { body: { attorneys: [] } } });
    expect(await screen.findByText("No team members found")).toBeInTheDocument();
    expect(screen.getByText("Get started by adding your first team member")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add First Member" })).toHaveAttribute("href", "/admin/attorneys/new");
  });

  it("falls back to an 80x80 placeholder when an image fails to load", async () => {
    await renderSignedIn(<AttorneyList />, SUPER_ADMIN, LIST);
    const row = await screen.findByRole("listitem", { name: "Isatu Bangura" });
    fireEvent.error(within(row).getByRole("img", { name: "Isatu Bangura" }));
    expect(within(row).getByTestId("image-placeholder")).toHaveClass("h-20", "w-20");
  });

  it("asks the specification's delete question in its own dialog, keyboard first, and removes the row after success", async () => {
    const { calls } = await renderSignedIn(<AttorneyList />, SUPER_ADMIN, { ...LIST, "DELETE /api/attorneys/a1": { body: { message: "Deleted" } } });
    const row = await screen.findByRole("listitem", { name: "Fatmata Kamara" });
    const deleteButton = within(row).getByRole("button", { name: "Delete" });
    deleteButton.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = screen.getByRole("alertdialog", { name: "Delete team member" });
    expect(dialog).toHaveAccessibleDescription(TEXTS.deleteConfirm("Fatmata Kamara"));
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    // Tab stays inside the dialog.
    await userEvent.tab();
    expect(within(dialog).getByRole("button", { name: "Delete" })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole("button", { name: "Delete" })).toHaveFocus();
    // Escape cancels and gives focus back to the button that opened it.
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.keyboard("{Enter}");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(rowNames()).toEqual(["Isatu Bangura", "Augustine Cole"]));
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["/api/attorneys/a1"]);
    expect(screen.getByTestId("toast-success")).toHaveTextContent("Fatmata Kamara deleted.");
  });

  it("says so when a delete fails and keeps the row", async () => {
    await renderSignedIn(<AttorneyList />, SUPER_ADMIN, { ...LIST, "DELETE /api/attorneys/a1": { status: 500, body: {} } });
    await userEvent.click(within(await screen.findByRole("listitem", { name: "Fatmata Kamara" })).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not delete Fatmata Kamara. Please try again.");
    expect(rowNames()).toEqual(["Isatu Bangura", "Fatmata Kamara", "Augustine Cole"]);
  });

  it("confirms an activation with a short message and shows the server's reason when one fails", async () => {
    let reply: { status: number; body: unknown } = { status: 200, body: { attorney: { ...ATTORNEYS[2], isActive: true } } };
    await renderSignedIn(<AttorneyList />, SUPER_ADMIN, { ...LIST, "PATCH /api/attorneys/a3/status": () => reply });
    const row = await screen.findByRole("listitem", { name: "Augustine Cole" });
    await userEvent.click(within(row).getByRole("button", { name: "Activate" }));
    await waitFor(() => expect(screen.getByTestId("toast-success")).toHaveTextContent("Augustine Cole activated."));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    reply = { status: 404, body: { message: "Attorney not found" } };
    await userEvent.click(within(row).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Attorney not found");
    expect(within(row).getByText("Active")).toBeInTheDocument();
  });

  it("shows a failed load as an error with a retry, not as an empty team", async () => {
    let reply: { status: number; body: unknown } = { status: 500, body: {} };
    await renderSignedIn(<AttorneyList />, SUPER_ADMIN, { "GET /api/attorneys/admin": () => reply });
    expect(await screen.findByRole("alert")).toHaveTextContent("The team members could not be loaded.");
    expect(screen.queryByText("No team members found")).not.toBeInTheDocument();
    expect(screen.queryByText("Get started by adding your first team member")).not.toBeInTheDocument();
    reply = { status: 200, body: { attorneys: ATTORNEYS } };
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Team Members (3)" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("saves the order on each change and swaps orders with Move up", async () => {
    const { calls } = await renderSignedIn(<AttorneyList />, SUPER_ADMIN, {
      ...LIST,
      "PATCH /api/attorneys/a1/order": savedOrder(0),
      "PATCH /api/attorneys/a2/order": savedOrder(1),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Move Fatmata Kamara up" }));
    await waitFor(() => expect(rowNames()).toEqual(["Fatmata Kamara", "Isatu Bangura", "Augustine Cole"]));
    expect(patches(calls)).toEqual([
      ["/api/attorneys/a1/order", { order: 1 }],
      ["/api/attorneys/a2/order", { order: 2 }],
    ]);
    fireEvent.change(within(screen.getByRole("listitem", { name: "Isatu Bangura" })).getByLabelText("Order"), { target: { value: "" } });
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ order: 0 }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Isatu Bangura up" })).toBeDisabled());
  });

  it("a failed save during a move says so and stops the saves after it", async () => {
    const { calls } = await renderSignedIn(<AttorneyList />, SUPER_ADMIN, {
      ...LIST,
      "PATCH /api/attorneys/a1/order": { status: 500, body: {} },
      "PATCH /api/attorneys/a2/order": savedOrder(1),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Move Fatmata Kamara up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not save the order of Fatmata Kamara. Please try again.");
    expect(patches(calls)).toEqual([["/api/attorneys/a1/order", { order: 1 }]]);
    expect(rowNames()).toEqual(["Isatu Bangura", "Fatmata Kamara", "Augustine Cole"]);
  });

  it("offers each row a drag handle that works from the keyboard", async () => {
    await renderSignedIn(<AttorneyList />, SUPER_ADMIN, LIST);
    const handle = within(await screen.findByRole("listitem", { name: "Augustine Cole" })).getByRole("button", { name: "Drag Augustine Cole to reorder" });
    expect(handle).toHaveAttribute("aria-roledescription", "sortable");
    expect(handle).toHaveAttribute("tabindex", "0");
  });

  it("turns anything that is not a number into order 0", () => {
    expect(parseWholeNumber("")).toBe(0);
    expect(parseWholeNumber("abc")).toBe(0);
    expect(parseWholeNumber("-4")).toBe(0);
    expect(parseWholeNumber("7")).toBe(7);
  });
});
