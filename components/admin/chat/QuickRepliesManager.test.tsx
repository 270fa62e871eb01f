import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { StaffQuickReply } from "@/lib/services/quick-replies";
import { TEXTS } from "@/lib/texts";
import { ADMIN, renderSignedIn, router } from "../test-support";
import { QuickRepliesManager } from "./QuickRepliesManager";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../test-support").router, usePathname: () => "/admin/chat/quick-replies" }));

const REPLIES: StaffQuickReply[] = [
  { _id: "64b0000000000000000000a1", text: "Legal Services", icon: "scale", description: "Our practice areas", order: 0, isActive: true },
  { _id: "64b0000000000000000000a2", text: "Office Hours", icon: "info", description: "When we are open", order: 1, isActive: true },
];

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("QuickRepliesManager", () => {
  it("asks before deleting in its own dialog, then says it is done", async () => {
    const { calls } = await renderSignedIn(<QuickRepliesManager quickReplies={REPLIES} />, ADMIN, {
      [`DELETE /api/admin/quick-replies/${REPLIES[1]._id}`]: { body: { message: "Quick reply deleted" } },
    });
    const row = screen.getAllByTestId("quick-reply")[1];
    await userEvent.click(within(row).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete quick reply" });
    expect(dialog).toHaveAccessibleDescription(TEXTS.deleteConfirm("Office Hours"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByTestId("toast-success")).toHaveTextContent("Office Hours deleted."));
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([`/api/admin/quick-replies/${REPLIES[1]._id}`]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("shows the server's reason when an action fails", async () => {
    await renderSignedIn(<QuickRepliesManager quickReplies={REPLIES} />, ADMIN, {
      [`PATCH /api/admin/quick-replies/${REPLIES[0]._id}`]: { status: 404, body: { message: "Quick reply not found" } },
    });
    await userEvent.click(within(screen.getAllByTestId("quick-reply")[0]).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Quick reply not found");
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("sends the new order by _id when a reply moves", async () => {
    const { calls } = await renderSignedIn(<QuickRepliesManager quickReplies={REPLIES} />, ADMIN, {
      "PUT /api/admin/quick-replies/order": { body: { quickReplies: [] } },
    });
    await userEvent.click(screen.getByRole("button", { name: "Move Office Hours up" }));
    await waitFor(() => expect(screen.getByTestId("toast-success")).toHaveTextContent("Office Hours moved up."));
    expect(calls.at(-1)?.body).toEqual({ ids: [REPLIES[1]._id, REPLIES[0]._id] });
  });

  it("checks a new reply with the server's schema and its texts before sending", async () => {
    const { calls } = await renderSignedIn(<QuickRepliesManager quickReplies={REPLIES} />, ADMIN, {
      "POST /api/admin/quick-replies": { status: 201, body: {} },
    });
    const form = screen.getByRole("form", { name: "Add quick reply" });
    await userEvent.type(within(form).getByLabelText("Text"), "   ");
    await userEvent.click(within(form).getByRole("button", { name: "Add quick reply" }));
    expect(within(form).getByRole("alert")).toHaveTextContent("Text is required");
    expect(within(form).getByLabelText("Text")).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.method === "POST" && call.path.startsWith("/api/admin"))).toBe(false);
    await userEvent.type(within(form).getByLabelText("Text"), "Fees");
    await userEvent.click(within(form).getByRole("button", { name: "Add quick reply" }));
    await waitFor(() => expect(screen.getByTestId("toast-success")).toHaveTextContent("Quick reply added."));
    expect(within(form).getByLabelText("Text")).toHaveValue("");
  });
});
