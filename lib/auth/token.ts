import { createSecretKey, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";
import type { Role } from "../collections/user";
import { getJwtSecret } from "./secret";

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
const ALGORITHM = "HS256" as const;

interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token version when signed; bumping it on the user revokes this token. */
  tv: number;
}

let signingKey: { secret: string; key: KeyObject } | undefined;

/**
 * The secret as a KeyObject, made once: given a string, jsonwebtoken first tries it as a public
 * key and throws, and that thrown error (with its stack) costs more than the whole verification.
 */
function key(): KeyObject {
  const secret = getJwtSecret();
  if (signingKey?.secret !== secret) signingKey = { secret, key: createSecretKey(Buffer.from(secret)) };
  return signingKey.key;
}

export function signToken(claims: TokenClaims): string {
  return jwt.sign(claims, key(), { algorithm: ALGORITHM, expiresIn: TOKEN_LIFETIME_SECONDS });
}

/** Verifies signature (HS256 only: `alg: none` and key-confusion tokens are refused) and expiry. */
export function verifyToken(token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, key(), { algorithms: [ALGORITHM] });
    if (typeof payload !== "object" || typeof payload.sub !== "string" || typeof payload.tv !== "number") return null;
    return { sub: payload.sub, role: payload.role as Role, tv: payload.tv };
  } catch {
    return null;
  }
}
