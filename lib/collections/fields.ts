import { z } from "zod";

/**
 * Building blocks shared by every collection definition. A field's limits live in one place
 * and feed the Mongoose schema, the zod input schema and the form attributes alike.
 */
interface TextLimits {
  min: number;
  max: number;
}

/**
 * A maximum length that stops the checks after it when it fails, so no pattern or refinement
 * added later ever runs on overlong input.
 */
export function maxLength(max: number, message: string) {
  return [max, { message, abort: true }] as const;
}

export function text(limits: TextLimits, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(...maxLength(limits.max, `${label} must be at most ${limits.max} characters`))
    .min(limits.min, limits.min <= 1 ? `${label} is required` : `${label} must be at least ${limits.min} characters`);
}

export function optionalText(limits: TextLimits, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(...maxLength(limits.max, `${label} must be at most ${limits.max} characters`))
    .optional();
}

/**
 * The specification's simple pattern (text, at sign, text, dot, text), written so that it runs
 * in linear time: the domain's labels cannot contain the dots that separate them, so there is
 * only one way to match and nothing to backtrack over. Refused anywhere in an address: white
 * space, a second @, and ? & / < > ( ) [ ] : ; , \ and quotes, which could break out of the
 * `mailto:` links the inbox makes of it (RFC 5322 allows most of them only inside quotes).
 */
export const EMAIL_PATTERN = /^[^\s@?&/<>()[\]:;,\\"'`]+@(?:[^\s@?&/<>()[\]:;,\\"'`.]+\.)+[^\s@?&/<>()[\]:;,\\"'`.]+$/;
export const EMAIL_MAX = 254;

export function email(label = "Email") {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(...maxLength(EMAIL_MAX, `${label} must be at most ${EMAIL_MAX} characters`))
    .toLowerCase()
    .min(1, `${label} is required`)
    .regex(EMAIL_PATTERN, `${label} is invalid`);
}

export function wholeNumber(limits: { min: number; max: number }, label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(limits.min, `${label} must be at least ${limits.min}`)
    .max(limits.max, `${label} must be at most ${limits.max}`);
}

/** A list of short texts: trimmed, empty and duplicate entries dropped, as the forms do. */
export function textList(item: TextLimits, maxItems: number, label: string) {
  return z
    .array(
      z
        .string({ error: `${label} must be text` })
        .trim()
        .max(item.max, `${label} entries must be at most ${item.max} characters`),
      {
        error: `${label} must be a list`,
      },
    )
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()} entries`)
    .transform((list) => uniqueTrimmed(list));
}

export function uniqueTrimmed(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

const OBJECT_ID_PATTERN = /^[a-f0-9]{24}$/i;

export function isObjectIdString(value: unknown): value is string {
  return typeof value === "string" && OBJECT_ID_PATTERN.test(value);
}
