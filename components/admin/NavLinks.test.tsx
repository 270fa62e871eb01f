import { render, screen } from "@testing-library/react";
import { NavLinks } from "./NavLinks";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const LINKS = [
  { href: "/admin/chat", label: "Overview", exact: true },
  { href: "/admin/chat/knowledge", label: "Chat knowledge" },
  { href: "/admin/chat/firm", label: "Firm details" },
];

function currentLinks(): string[] {
  return screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent ?? "");
}

describe("NavLinks", () => {
  it.each([
    ["/admin/chat", ["Overview"]],
    ["/admin/chat/knowledge", ["Chat knowledge"]],
    ["/admin/chat/knowledge/new", ["Chat knowledge"]],
    ["/admin/chat/knowledgebase", []],
    ["/admin/chat/firm", ["Firm details"]],
  ])("on %s marks %j as the page shown", (path, expected) => {
    pathname = path;
    render(<NavLinks links={LINKS} />);
    expect(currentLinks()).toEqual(expected);
  });

  it("marks a section's link on the pages under it unless it is exact", () => {
    pathname = "/admin/chat/firm";
    render(<NavLinks links={[{ href: "/admin/chat", label: "Chat Assistant" }]} />);
    expect(currentLinks()).toEqual(["Chat Assistant"]);
  });
});
