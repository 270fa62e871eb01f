import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SUCCESS_TOAST_MS, ToastProvider, useToast } from "./Toast";

function Actions() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success("Saved.")}>Save</button>
      <button onClick={() => toast.error("Could not save.")}>Fail</button>
    </>
  );
}

describe("ToastProvider", () => {
  it("announces a success politely from a region that was already there, and lets it go after a while", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(region).toHaveTextContent("Saved.");
    act(() => jest.advanceTimersByTime(SUCCESS_TOAST_MS));
    expect(region).toBeEmptyDOMElement();
    jest.useRealTimers();
  });

  it("shows a failure as an alert that stays until dismissed and replaces a success", async () => {
    render(
      <ToastProvider>
        <Actions />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await userEvent.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Could not save.");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("refuses to be used outside its provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Actions />)).toThrow("useToast needs a ToastProvider");
    jest.mocked(console.error).mockRestore();
  });
});
