import { activeSection, NAV_ITEMS } from "./navigation";

const sections = [
  { id: "home" as const, top: 0 },
  { id: "services" as const, top: 700 },
  { id: "attorney" as const, top: 1900 },
  { id: "consumers" as const, top: 3200 },
  { id: "contact" as const, top: 5200 },
];

test("the five entries in the specification's order", () => {
  expect(NAV_ITEMS.map((item) => [item.href, item.label])).toEqual([
    ["/", "Home"],
    ["/consumers", "About Us"],
    ["/services", "Legal Services"],
    ["/attorney", "Legal Consultation"],
    ["/contact", "Contact"],
  ]);
});

test.each([
  [0, "home"],
  [599, "home"],
  [600, "services"],
  [1799, "services"],
  [1800, "attorney"],
  [3100, "consumers"],
  [9000, "contact"],
])("at scroll %i the active section is %s (100 px offset)", (scrollY, expected) => {
  expect(activeSection(sections, scrollY)).toBe(expected);
});

test("falls back to home when no section is reached or none exists", () => {
  expect(activeSection([{ id: "contact", top: 500 }], 0)).toBe("home");
  expect(activeSection([], 1000)).toBe("home");
});

test("at the end of the page the last section is active, though it never reached the line", () => {
  expect(activeSection(sections, 4800)).toBe("consumers");
  expect(activeSection(sections, 4800, 100, true)).toBe("contact");
  expect(activeSection([], 4800, 100, true)).toBe("home");
});
