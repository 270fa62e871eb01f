import { renderHook } from "@testing-library/react";
import { UNSAVED_CHANGES_TEXT, useUnsavedChangesPrompt } from "./use-unsaved-changes-prompt";

/** The Navigation API's navigate event, which jsdom lacks. */
function step(navigationType: string, cancelable = true): Event {
  return Object.assign(new Event("navigate", { cancelable }), { navigationType });
}

function clickLink(href: string, target?: string): MouseEvent {
  const link = Object.assign(document.createElement("a"), { href, textContent: "Somewhere" });
  if (target) link.target = target;
  document.body.append(link);
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  link.remove();
  return click;
}

let confirm: jest.SpyInstance<boolean, [message?: string]>;
const navigation = new EventTarget();

beforeAll(() => Object.assign(window, { navigation }));
afterAll(() => Reflect.deleteProperty(window, "navigation"));
beforeEach(() => {
  confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
});
afterEach(() => confirm.mockRestore());

describe("useUnsavedChangesPrompt", () => {
  it("asks nothing while the form is clean", () => {
    const { result } = renderHook(() => useUnsavedChangesPrompt(false));
    expect(clickLink("/admin/attorneys").defaultPrevented).toBe(false);
    expect(navigation.dispatchEvent(step("traverse"))).toBe(true);
    expect(window.dispatchEvent(new Event("beforeunload", { cancelable: true }))).toBe(true);
    expect(result.current()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("holds back closing or reloading the tab while there are changes", () => {
    renderHook(() => useUnsavedChangesPrompt(true));
    expect(window.dispatchEvent(new Event("beforeunload", { cancelable: true }))).toBe(false);
  });

  it("asks before following a link inside the site, and stays when told to", () => {
    renderHook(() => useUnsavedChangesPrompt(true));
    expect(clickLink("/admin/attorneys").defaultPrevented).toBe(true);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_TEXT);
    confirm.mockReturnValue(true);
    expect(clickLink("/admin/attorneys").defaultPrevented).toBe(false);
  });

  it("lets links to other sites and new tabs go without asking", () => {
    renderHook(() => useUnsavedChangesPrompt(true));
    expect(clickLink("https://example.com/").defaultPrevented).toBe(false);
    expect(clickLink("/admin/attorneys", "_blank").defaultPrevented).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("asks before Back or Forward, and cancels the step when told to stay", () => {
    renderHook(() => useUnsavedChangesPrompt(true));
    expect(navigation.dispatchEvent(step("traverse"))).toBe(false);
    confirm.mockReturnValue(true);
    expect(navigation.dispatchEvent(step("traverse"))).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it("leaves other navigations and steps the browser will not cancel alone", () => {
    renderHook(() => useUnsavedChangesPrompt(true));
    expect(navigation.dispatchEvent(step("push"))).toBe(true);
    expect(navigation.dispatchEvent(step("traverse", false))).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("stops listening once the form is clean again", () => {
    const { rerender } = renderHook(({ dirty }) => useUnsavedChangesPrompt(dirty), { initialProps: { dirty: true } });
    rerender({ dirty: false });
    expect(navigation.dispatchEvent(step("traverse"))).toBe(true);
    expect(clickLink("/admin/attorneys").defaultPrevented).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("confirmLeave asks only when there are changes", () => {
    const { result } = renderHook(() => useUnsavedChangesPrompt(true));
    expect(result.current()).toBe(false);
    confirm.mockReturnValue(true);
    expect(result.current()).toBe(true);
  });
});
