import { linkParts } from "./linkify";

const links = (text: string) => linkParts(text).flatMap((part) => (part.kind === "link" ? [[part.text, part.href]] : []));

describe("linkParts", () => {
  it.each([
    ["Call +232 76 123 456.", [["+232 76 123 456", "tel:+23276123456"]]],
    [
      "Call 076-123-456, or 022 227 100",
      [
        ["076-123-456", "tel:076123456"],
        ["022 227 100", "tel:022227100"],
      ],
    ],
    ["Email (info@kamarachambers.sl) today", [["info@kamarachambers.sl", "mailto:info@kamarachambers.sl"]]],
    [
      "Call +232 76 123 456 or WhatsApp +232 77 123 456",
      [
        ["+232 76 123 456", "tel:+23276123456"],
        ["+232 77 123 456", "https://wa.me/23277123456"],
      ],
    ],
    ["WhatsApp us on 077 123 456!", [["077 123 456", "https://wa.me/23277123456"]]],
    ["See https://wa.me/23277123456.", [["https://wa.me/23277123456", "https://wa.me/23277123456"]]],
  ])("links %s", (text, expected) => {
    expect(links(text)).toEqual(expected);
  });

  it.each([
    "Monday to Friday 9 AM to 5 PM",
    "Preferred day: 2030-03-11, reference KA-7Q3F",
    "Fees from 1500000 leones",
    "javascript:alert(1)",
    "a@b",
    "12/03/2030",
  ])("leaves %s as text", (text) => {
    expect(links(text)).toEqual([]);
    expect(linkParts(text)).toEqual([{ kind: "text", text }]);
  });

  it("keeps every character of the text, in order", () => {
    const text = "Phone: +232 76 123 456\nEmail: info@example.com\nWhatsApp: 077 123 456";
    expect(
      linkParts(text)
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
  });

  it("a phone number on the line after WhatsApp is a call, not a chat", () => {
    expect(links("WhatsApp is welcome\nCall +232 76 123 456")).toEqual([["+232 76 123 456", "tel:+23276123456"]]);
  });

  it("takes linear time on hostile text", () => {
    const hostile = [
      `0${" ".repeat(50_000)}1`,
      `a${")".repeat(50_000)}b`,
      `${"a".repeat(50_000)}@`,
      `x@${"a.".repeat(25_000)}!`,
      `0${" 1".repeat(25_000)}`,
      "+".repeat(50_000),
    ];
    const started = performance.now();
    for (const text of hostile) linkParts(text);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
