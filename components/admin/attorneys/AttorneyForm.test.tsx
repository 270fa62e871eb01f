import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEXTS } from "@/lib/texts";
import { SUPER_ADMIN, renderSignedIn, router } from "../test-support";
import { AttorneyForm } from "./AttorneyForm";
import { attorney } from "./fixtures";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../test-support").router, usePathname: () => "/admin/attorneys/new" }));

/** Stands in for the browser's XMLHttpRequest so a test decides how each upload ends. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload = new EventTarget();
  status = 0;
  responseText = "";
  withCredentials = false;
  private listeners = new EventTarget();
  sent: FormData | null = null;
  open = jest.fn();
  setRequestHeader = jest.fn();
  constructor() {
    FakeUpload.last = this;
  }
  addEventListener(type: string, listener: EventListener) {
    this.listeners.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event("progress"), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  finish(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.dispatchEvent(new Event("load"));
  }
}

const realXhr = global.XMLHttpRequest;
beforeAll(() => {
  global.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  URL.createObjectURL = jest.fn(() => "blob:preview");
  URL.revokeObjectURL = jest.fn();
});
afterAll(() => {
  global.XMLHttpRequest = realXhr;
});
beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  FakeUpload.last = null;
});

function png(name = "portrait.png", bytes = 1024, type = "image/png") {
  return new File([new Uint8Array(bytes)], name, { type });
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText("Upload Image"), { target: { files: [file] } });
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText("Full Name"), "Hawa Turay");
  await userEvent.type(screen.getByLabelText("Title/Position"), "Associate");
  await userEvent.type(screen.getByLabelText("Location"), "Bo");
  await userEvent.type(screen.getByLabelText("Bio"), "Hawa handles family land matters in Bo.");
  await userEvent.type(screen.getByLabelText("Address"), "5 Bojon Street, Bo");
  await userEvent.type(screen.getByLabelText("Phone"), "+232 76 555 000");
  await userEvent.type(screen.getByLabelText("Email"), "hawa@example.com");
}

describe("AttorneyForm", () => {
  it("keeps submit disabled without an image and says Please upload an image", async () => {
    await renderSignedIn(<AttorneyForm />, SUPER_ADMIN);
    expect(screen.getByRole("heading", { name: "Add New Team Member" })).toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Create Member" });
    expect(submit).toBeDisabled();
    expect(screen.getByText(TEXTS.imageRequired)).toBeInTheDocument();
    expect(submit).toHaveAccessibleDescription("Still missing: Full Name, Title/Position, Location, Profile Image, Bio, Address, Phone, Email");
    for (const label of ["Full Name", "Title/Position", "Location", "Bio", "Address", "Phone", "Email"]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText("Display Order")).toHaveAttribute("min", "0");
    expect(screen.getByLabelText("Number of Reviews")).toHaveAttribute("min", "0");
    expect(
      within(screen.getByLabelText("Rating"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["5 Stars", "4 Stars", "3 Stars", "2 Stars", "1 Star"]);
    expect(screen.getByLabelText("Active (visible on website)")).toBeChecked();
  });

  it("says what is still missing while Create Member is disabled, field by field", async () => {
    await renderSignedIn(<AttorneyForm />, SUPER_ADMIN);
    await userEvent.type(screen.getByLabelText("Full Name"), "Hawa Turay");
    await userEvent.type(screen.getByLabelText("Bio"), "Hawa handles family land matters in Bo.");
    expect(screen.getByTestId("missing-fields")).toHaveTextContent("Still missing: Title/Position, Location, Profile Image, Address, Phone, Email");
    await fillRequired();
    expect(screen.getByTestId("missing-fields")).toHaveTextContent("Still missing: Profile Image");
    expect(screen.getByRole("button", { name: "Create Member" })).toBeDisabled();
    chooseFile(png());
    act(() => FakeUpload.last!.finish(201, { image: { id: "i1", url: "/uploads/first.webp" } }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Create Member" })).toBeEnabled());
    expect(screen.queryByTestId("missing-fields")).not.toBeInTheDocument();
  });

  it("checks with the server's schema before sending, beside each field, and focuses the first", async () => {
    const { calls } = await renderSignedIn(<AttorneyForm />, SUPER_ADMIN, { "POST /api/attorneys": { status: 201, body: { attorney: { _id: "new" } } } });
    await fillRequired();
    await userEvent.clear(screen.getByLabelText("Phone"));
    await userEvent.type(screen.getByLabelText("Phone"), "call me");
    await userEvent.clear(screen.getByLabelText("Location"));
    await userEvent.type(screen.getByLabelText("Location"), "B");
    chooseFile(png());
    act(() => FakeUpload.last!.finish(201, { image: { id: "i1", url: "/uploads/first.webp" } }));
    const submit = screen.getByRole("button", { name: "Create Member" });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(screen.getByText("Contact phone is invalid")).toBeInTheDocument();
    expect(screen.getByText("Location must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Location")).toHaveFocus();
    expect(calls.some((call) => call.path === "/api/attorneys")).toBe(false);
    await userEvent.type(screen.getByLabelText("Location"), "o");
    expect(screen.queryByText("Location must be at least 2 characters")).not.toBeInTheDocument();
  });

  it("refuses non-images and files of 5MB or more before uploading", async () => {
    await renderSignedIn(<AttorneyForm />, SUPER_ADMIN);
    chooseFile(png("notes.txt", 10, "text/plain"));
    expect(await screen.findByText(TEXTS.invalidImage)).toBeInTheDocument();
    chooseFile(png("huge.png", 5 * 1024 * 1024));
    expect(await screen.findByText(TEXTS.imageTooLarge)).toBeInTheDocument();
    expect(FakeUpload.last).toBeNull();
  });

  it("uploads with progress, shows the preview and brings the previous image back on failure", async () => {
    await renderSignedIn(<AttorneyForm />, SUPER_ADMIN);
    chooseFile(png());
    const upload = FakeUpload.last!;
    expect((upload.sent?.get("image") as File).name).toBe("portrait.png");
    act(() => upload.progress(50, 100));
    expect(screen.getByText("Uploading... 50%")).toBeInTheDocument();
    act(() => upload.finish(201, { image: { id: "i1", url: "/uploads/first.webp", width: 400, height: 400 } }));
    await waitFor(() => expect(screen.getByTestId("image-preview")).toHaveAttribute("src", "/uploads/first.webp"));

    chooseFile(png("second.png"));
    expect(screen.getByTestId("image-preview")).toHaveAttribute("src", "blob:preview");
    act(() => FakeUpload.last!.finish(400, { message: "Please select a valid image file" }));
    expect(await screen.findByText("Please select a valid image file")).toBeInTheDocument();
    expect(screen.getByTestId("image-preview")).toHaveAttribute("src", "/uploads/first.webp");

    chooseFile(png("third.png"));
    act(() => FakeUpload.last!.finish(500, "not json"));
    expect(await screen.findByText(TEXTS.imageUploadFailed)).toBeInTheDocument();
    expect(screen.getByTestId("image-preview")).toHaveAttribute("src", "/uploads/first.webp");

    await userEvent.click(screen.getByRole("button", { name: "Remove image" }));
    expect(screen.queryByTestId("image-preview")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Member" })).toBeDisabled();
  });

  it("adds specialties with Enter or Add, trimmed and without duplicates, and removes them with a cross", async () => {
    await renderSignedIn(<AttorneyForm />, SUPER_ADMIN);
    const input = screen.getByRole("textbox", { name: "Specialties" });
    await userEvent.type(input, "  Land Law  {Enter}");
    await userEvent.type(input, "land law{Enter}");
    await userEvent.type(input, "   {Enter}");
    await userEvent.type(input, "Family Law");
    await userEvent.click(screen.getByRole("button", { name: "Add specialties" }));
    const list = screen.getByRole("list", { name: "Specialties" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["Land Law", "Family Law"]);
    await userEvent.click(screen.getByRole("button", { name: "Remove Land Law" }));
    expect(within(screen.getByRole("list", { name: "Specialties" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("creates a member and goes to the list; a failed save shows the server message or the fallback", async () => {
    let reply: { status: number; body: unknown } = {
      status: 400,
      body: { message: "Contact phone is invalid", errors: { "contact.phone": "Contact phone is invalid" } },
    };
    const { calls } = await renderSignedIn(<AttorneyForm />, SUPER_ADMIN, { "POST /api/attorneys": () => reply });
    await fillRequired();
    chooseFile(png());
    act(() => FakeUpload.last!.finish(201, { image: { id: "i1", url: "/uploads/first.webp" } }));
    const submit = await screen.findByRole("button", { name: "Create Member" });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("Contact phone is invalid");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("aria-invalid", "true");

    reply = { status: 500, body: {} };
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(TEXTS.attorneySaveFailed));

    reply = { status: 201, body: { attorney: { _id: "new" } } };
    await userEvent.click(submit);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/attorneys"));
    expect(screen.getByTestId("toast-success")).toHaveTextContent("Hawa Turay added to the team.");
    // Without a Display Order the server puts the new member at the end.
    expect(calls.at(-1)?.body).not.toHaveProperty("order");
    expect(calls.at(-1)?.body).toMatchObject({
      name: "Hawa Turay",
      rating: 5,
      reviews: 0,
      isActive: true,
      contact: { address: "5 Bojon Street, Bo", phone: "+232 76 555 000", email: "hawa@example.com" },
      image: { id: "i1", url: "/uploads/first.webp" },
    });
  });

  it("shows Loading attorney data... and then the member for editing", async () => {
    const existing = attorney({ _id: "a9", name: "Adama Koroma", specialties: ["Arbitration"] });
    let answer: (value: { body: unknown }) => void = () => {};
    const pending = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    await renderSignedIn(<AttorneyForm attorneyId="a9" />, SUPER_ADMIN, { "GET /api/attorneys/a9": () => pending });
    expect(screen.getByText("Loading attorney data...")).toBeInTheDocument();
    await act(async () => answer({ body: { attorney: existing } }));
    expect(await screen.findByRole("heading", { name: "Edit Team Member" })).toBeInTheDocument();
    expect(screen.getByLabelText("Full Name")).toHaveValue("Adama Koroma");
    expect(screen.getByRole("button", { name: "Update Member" })).toBeEnabled();
  });

  it("says Failed to load attorney data when the member cannot be loaded, with a retry", async () => {
    await renderSignedIn(<AttorneyForm attorneyId="missing" />, SUPER_ADMIN);
    expect(await screen.findByRole("alert")).toHaveTextContent(TEXTS.attorneyLoadFailed);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("asks before Cancel throws away changes", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    await renderSignedIn(<AttorneyForm />, SUPER_ADMIN);
    await userEvent.type(screen.getByLabelText("Full Name"), "Draft");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(router.push).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(router.push).toHaveBeenCalledWith("/admin/attorneys");
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
