import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEXTS } from "@/lib/texts";
import { SUPER_ADMIN, renderSignedIn } from "../test-support";
import { AttorneyList } from "./AttorneyList";
import { ATTORNEYS } from "./fixtures";
import { parseOrder } from "./filter";

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

/** Drags a row by its handle and drops it on `target`, as the browser's drag events would. */
function dragOnto(name: string, target: HTMLElement) {
  const dataTransfer = { setData: jest.fn(), effectAllowed: "" };
  fireEvent.dragStart(within(screen.getByRole("listitem", { name })).getByTestId("drag-handle"), { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
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
    expect(within(isatu).getByText(`Last modified by Aminata Sesay on ${new Date("2026-04-02T12:00:00.000Z").toLocaleDateString()}`)).toBeInTheDocument();
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

  it("asks before deleting with the specification's text and removes the row after success", async () => {
    const confirm = jest.spyOn(window, "confirm");
    const { calls } = await renderSignedIn(<AttorneyList />, SUPER_ADMIN, { ...LIST, "DELETE /api/attorneys/a1": { body: { message: "Deleted" } } });
    const row = await screen.findByRole("listitem", { name: "Fatmata Kamara" });
    confirm.mockReturnValueOnce(false);
    await userEvent.click(within(row).getByRole("button", { name: "Delete" }));
    expect(confirm).toHaveBeenCalledWith(TEXTS.deleteConfirm("Fatmata Kamara"));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    confirm.mockReturnValueOnce(true);
    await userEvent.click(within(row).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(rowNames()).toEqual(["Isatu Bangura", "Augustine Cole"]));
    confirm.mockRestore();
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

  it("a row dropped on another takes its place and the rows in between shift", async () => {
    const { calls } = await renderSignedIn(<AttorneyList />, SUPER_ADMIN, {
      ...LIST,
      "PATCH /api/attorneys/a1/order": savedOrder(0),
      "PATCH /api/attorneys/a2/order": savedOrder(1),
      "PATCH /api/attorneys/a3/order": savedOrder(2),
    });
    dragOnto("Augustine Cole", await screen.findByRole("listitem", { name: "Isatu Bangura" }));
    await waitFor(() => expect(rowNames()).toEqual(["Augustine Cole", "Isatu Bangura", "Fatmata Kamara"]));
    expect(patches(calls)).toEqual([
      ["/api/attorneys/a3/order", { order: 1 }],
      ["/api/attorneys/a2/order", { order: 2 }],
      ["/api/attorneys/a1/order", { order: 3 }],
    ]);
  });

  it("marks the row a dragged one is over, and clears the mark when it leaves or the drag ends", async () => {
    await renderSignedIn(<AttorneyList />, SUPER_ADMIN, LIST);
    const dataTransfer = { setData: jest.fn(), effectAllowed: "" };
    const target = await screen.findByRole("listitem", { name: "Isatu Bangura" });
    const handle = within(screen.getByRole("listitem", { name: "Augustine Cole" })).getByTestId("drag-handle");
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    expect(target).toHaveAttribute("data-drop-target");
    fireEvent.dragLeave(target, { dataTransfer });
    expect(target).not.toHaveAttribute("data-drop-target");
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.dragEnd(handle, { dataTransfer });
    expect(screen.getAllByTestId("attorney-row").filter((row) => row.hasAttribute("data-drop-target"))).toHaveLength(0);
  });

  it("a failed save during a move is logged and stops the saves after it", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const { calls } = await renderSignedIn(<AttorneyList />, SUPER_ADMIN, {
      ...LIST,
      "PATCH /api/attorneys/a1/order": savedOrder(0),
      "PATCH /api/attorneys/a2/order": { status: 500, body: { error: "Internal server error" } },
      "PATCH /api/attorneys/a3/order": savedOrder(2),
    });
    dragOnto("Augustine Cole", await screen.findByRole("listitem", { name: "Isatu Bangura" }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(patches(calls)).toEqual([
      ["/api/attorneys/a3/order", { order: 1 }],
      ["/api/attorneys/a2/order", { order: 2 }],
    ]);
    expect(within(screen.getByRole("listitem", { name: "Fatmata Kamara" })).getByLabelText("Order")).toHaveValue(2);
    error.mockRestore();
  });

  it("turns anything that is not a number into order 0", () => {
    expect(parseOrder("")).toBe(0);
    expect(parseOrder("abc")).toBe(0);
    expect(parseOrder("-4")).toBe(0);
    expect(parseOrder("7")).toBe(7);
  });
});
