import type { ReactNode } from "react";

/**
 * Phone numbers, email addresses, WhatsApp numbers and web addresses in the chat's answers become
 * links, built as React nodes (the text is never parsed as HTML). Every pattern is either
 * anchored on one whitespace-free word or a single greedy run with nothing after it, so finding
 * the links takes time linear in the text, whatever it holds.
 */
type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string; type: "tel" | "email" | "whatsapp" | "web" };

const WORD = /\S+/g;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
const WEB = /^https?:\/\/[^\s<>"'`]+$/;
const LEADING = "(\"'<[";
const TRAILING = ")\"'>].,;:!?";
const PHONE_RUN = /\+?\d[\d .-]*/g;
const PHONE_DIGITS = { min: 7, max: 15 } as const;
/** Sierra Leone's country code, for local numbers written with a leading 0. */
const COUNTRY_CODE = "232";

/** Trims characters from both ends by a plain scan (a `[…]+$` pattern can take quadratic time). */
function trimmed(text: string, leading: (char: string) => boolean, trailing: (char: string) => boolean): { start: number; end: number } {
  let start = 0;
  let end = text.length;
  while (start < end && leading(text[start])) start += 1;
  while (end > start && trailing(text[end - 1])) end -= 1;
  return { start, end };
}

const isDigit = (char: string) => char >= "0" && char <= "9";

interface Found {
  start: number;
  end: number;
  href: string;
  type: "tel" | "email" | "whatsapp" | "web";
}

/** Email and web addresses: whole words, less any punctuation around them. */
function findWords(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const bounds = trimmed(
      word,
      (char) => LEADING.includes(char),
      (char) => TRAILING.includes(char),
    );
    const core = word.slice(bounds.start, bounds.end);
    if (!core) continue;
    const start = match.index + bounds.start;
    if (EMAIL.test(core)) found.push({ start, end: start + core.length, href: `mailto:${core}`, type: "email" });
    else if (WEB.test(core)) found.push({ start, end: start + core.length, href: core, type: "web" });
  }
  return found;
}

function whatsappHref(digits: string, international: boolean): string {
  return `https://wa.me/${international ? digits : `${COUNTRY_CODE}${digits.replace(/^0/, "")}`}`;
}

/**
 * Phone numbers in the text between other links: a run of digits, spaces, dots and dashes
 * holding 7 to 15 digits that starts with "+" or "0" (so dates and amounts stay text).
 * A number after the word "WhatsApp" on its own line opens a WhatsApp chat instead of a call.
 */
function findPhones(text: string, from: number, to: number): Found[] {
  const found: Found[] = [];
  const segment = text.slice(from, to);
  let previousEnd = 0;
  for (const match of segment.matchAll(PHONE_RUN)) {
    const raw = match[0].slice(
      0,
      trimmed(
        match[0],
        () => false,
        (char) => !isDigit(char),
      ).end,
    );
    const digits = raw.replace(/\D/g, "");
    if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) continue;
    const international = raw.startsWith("+");
    if (!international && !raw.startsWith("0")) continue;
    const before = segment.slice(previousEnd, match.index);
    const lineBefore = before.slice(before.lastIndexOf("\n") + 1);
    const whatsapp = /whatsapp/i.test(lineBefore);
    const start = from + match.index;
    found.push({
      start,
      end: start + raw.length,
      href: whatsapp ? whatsappHref(digits, international) : `tel:${international ? "+" : ""}${digits}`,
      type: whatsapp ? "whatsapp" : "tel",
    });
    previousEnd = match.index + raw.length;
  }
  return found;
}

export function linkParts(text: string): TextPart[] {
  const words = findWords(text);
  const links: Found[] = [];
  let cursor = 0;
  for (const word of [...words, { start: text.length, end: text.length } as Found]) {
    links.push(...findPhones(text, cursor, word.start));
    if (word.start < text.length) links.push(word);
    cursor = word.end;
  }
  const parts: TextPart[] = [];
  let position = 0;
  for (const link of links) {
    if (link.start > position) parts.push({ kind: "text", text: text.slice(position, link.start) });
    parts.push({ kind: "link", text: text.slice(link.start, link.end), href: link.href, type: link.type });
    position = link.end;
  }
  if (position < text.length) parts.push({ kind: "text", text: text.slice(position) });
  return parts;
}

const LINK_CLASS = "font-medium text-brand underline underline-offset-2 hover:text-brand-dark break-all";

/** The text with its links, ready to render inside a bubble that keeps line breaks. */
export function LinkedText({ text }: { text: string }): ReactNode {
  return linkParts(text).map((part, index) => {
    if (part.kind === "text") return part.text;
    const external = part.type === "whatsapp" || part.type === "web";
    return (
      <a
        key={index}
        href={part.href}
        className={LINK_CLASS}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...(part.type === "whatsapp" ? { "aria-label": `WhatsApp ${part.text}` } : {})}
      >
        {part.text}
      </a>
    );
  });
}
