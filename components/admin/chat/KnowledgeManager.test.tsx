import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChatKnowledgeEntry } from "@/lib/collections/chat-knowledge";
import { ADMIN, renderSignedIn, router } from "../test-support";
import { KnowledgeManager } from "./KnowledgeManager";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../test-support").router, usePathname: () => "/admin/chat/knowledge" }));

const ENTRIES: ChatKnowledgeEntry[] = [
  { _id: "64b0000000000000000000b1", title: "Parking", keywords: ["parking"], answer: "Street parking only.", isActive: true },
];

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("KnowledgeManager", () => {
  it("shows the schema's messages before sending and the server's message when it refuses", async () => {
    let reply: { status: number; body: unknown } = { status: 400, body: { message: "Keywords entries must be at most 60 characters" } };
    const { calls } = await renderSignedIn(<KnowledgeManager entries={ENTRIES} />, ADMIN, { "POST /api/admin/knowledge": () => reply });
    const form = screen.getByRole("form", { name: "Add answer" });
    await userEvent.type(within(form).getByLabelText("Question"), "Wifi");
    await userEvent.type(within(form).getByLabelText("Answer"), "Yes");
    await userEvent.click(within(form).getByRole("button", { name: "Add answer" }));
    expect(within(form).getByRole("alert")).toHaveTextContent("Answer must be at least 5 characters");
    expect(calls.some((call) => call.path === "/api/admin/knowledge")).toBe(false);

    await userEvent.type(within(form).getByLabelText("Answer"), ", free wifi.");
    await userEvent.click(within(form).getByRole("button", { name: "Add answer" }));
    await waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent("Keywords entries must be at most 60 characters"));
    expect(within(form).getByLabelText("Question")).toHaveValue("Wifi");

    reply = { status: 201, body: { entry: {} } };
    await userEvent.click(within(form).getByRole("button", { name: "Add answer" }));
    await waitFor(() => expect(screen.getByTestId("toast-success")).toHaveTextContent("Answer added."));
    expect(router.refresh).toHaveBeenCalled();
    // The add form stays, emptied for the next answer.
    expect(within(form).getByLabelText("Question")).toHaveValue("");
    expect(within(form).getByLabelText("Answer")).toHaveValue("");
    expect(within(form).queryByRole("alert")).toBeNull();
  });

  it("edits an entry by its _id and says so", async () => {
    const { calls } = await renderSignedIn(<KnowledgeManager entries={ENTRIES} />, ADMIN, {
      [`PUT /api/admin/knowledge/${ENTRIES[0]._id}`]: { body: { entry: ENTRIES[0] } },
    });
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.getByTestId("toast-success")).toHaveTextContent("Answer saved."));
    expect(calls.at(-1)).toMatchObject({ method: "PUT", body: { title: "Parking", keywords: ["parking"], answer: "Street parking only.", isActive: true } });
    expect(screen.queryByRole("form", { name: "Save changes" })).toBeNull();
  });
});
