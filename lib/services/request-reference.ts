import { randomInt } from "node:crypto";

/**
 * The short reference a visitor quotes on the phone ("KA-7Q3F") for a consultation request or a
 * contact message, shown to staff with it.
 * Its letters and digits are those that cannot be mistaken for one another when read aloud or
 * written down: no 0/O, 1/I/L or U/V.
 */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
const REFERENCE_PREFIX = "KA-";
const REFERENCE_LENGTH = 4;

export function newRequestReference(): string {
  let code = "";
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX}${code}`;
}
