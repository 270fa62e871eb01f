import bcrypt from "bcryptjs";
import { randomBytes } from "node:crypto";

const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** A password for the first super admin when none is configured: 18 random URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(14).toString("base64url").slice(0, 18);
}
