import { z } from "zod";

/**
 * Building blocks shared by every collection definition. A field's limits live in one place
 * and feed the Mongoose schema, the zod input schema and the form attributes alike.
 */
export interface TextLimits {
  min: number;
  max: number;
}

export function text(limits: TextLimits, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .min(limits.min, limits.min <= 1 ? `${label} is required` : `${label} must be at least ${limits.min} characters`)
    .max(limits.max, `${label} must be at most ${limits.max} characters`);
}

export function optionalText(limits: TextLimits, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(limits.max, `${label} must be at most ${limits.max} characters`)
    .optional();
}

/** Simple pattern the specification names: text, at sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;

export function email(label = "Email") {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .toLowerCase()
    .min(1, `${label} is required`)
    .max(EMAIL_MAX, `${label} must be at most ${EMAIL_MAX} characters`)
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
    .array(z.string({ error: `${label} must be text` }).trim().max(item.max, `${label} entries must be at most ${item.max} characters`), {
      error: `${label} must be a list`,
    })
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

export const OBJECT_ID_PATTERN = /^[a-f0-9]{24}$/i;

export function isObjectIdString(value: unknown): value is string {
  return typeof value === "string" && OBJECT_ID_PATTERN.test(value);
}
