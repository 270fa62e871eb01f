import { TEXTS } from "../texts";
import { assertUnderRateLimit, consumeRateLimit, refundRateLimit, resetRateLimit, type RateRule } from "../rate-limit";

/**
 * Sign-in lockouts. Every attempt is counted, atomically, before its password is compared, so
 * no burst of concurrent attempts can get more passwords checked than the limits allow:
 *
 * - per account and address: 5 attempts in 10 minutes lock that address out of that account;
 * - per address: 20 attempts in 10 minutes lock that address out of every account;
 * - per account, for browsers that have never signed in to it: 10 attempts in 10 minutes, from
 *   any number of addresses, lock unknown browsers out of that account, which slows guessing
 *   spread over many addresses;
 * - per device: a browser holding the account's device cookie (./device-cookie.ts) is counted
 *   on its own, 10 attempts in 10 minutes, instead of under the account's ceiling, so an attack
 *   on the account never locks its owner out of their own browser.
 *
 * A lock lasts 10 minutes from the attempt that went over the limit. Nothing ever locks an
 * account for everyone. A successful sign-in clears the account-and-address count and the
 * device's count, and gives back its own attempt to the address and to the account.
 */
export const LOGIN_LIMITS = {
  windowMs: 10 * 60 * 1000,
  lockMs: 10 * 60 * 1000,
  perAccountAndAddress: 5,
  perAddress: 20,
  perAccount: 10,
  perDevice: 10,
} as const;

const rule = (name: string, limit: number): RateRule => ({
  name,
  limit,
  windowMs: LOGIN_LIMITS.windowMs,
  lockMs: LOGIN_LIMITS.lockMs,
  message: TEXTS.tooManyLoginAttempts(LOGIN_LIMITS.lockMs / 60_000),
});

export const LOGIN_RULES = {
  accountAndAddress: rule("login_account_address", LOGIN_LIMITS.perAccountAndAddress),
  address: rule("login_address", LOGIN_LIMITS.perAddress),
  account: rule("login_account", LOGIN_LIMITS.perAccount),
  device: rule("login_device", LOGIN_LIMITS.perDevice),
} as const;

/** The refusal names the minutes left of the lock. */
const lockedMessage = (seconds: number) => TEXTS.tooManyLoginAttempts(Math.max(1, Math.ceil(seconds / 60)));

// JSON keeps the two parts apart whatever characters either holds.
const pairKey = (email: string, address: string) => JSON.stringify([email, address]);

/** Refuses a locked address before anything else is done for its request. */
export async function assertSignInAddressAllowed(address: string): Promise<void> {
  await assertUnderRateLimit(LOGIN_RULES.address, address, lockedMessage);
}

interface SignInAttempt {
  /** The email as typed, trimmed and lowercased. */
  email: string;
  address: string;
  /** The nonce of a genuine device cookie of this account, or null for an unknown browser. */
  deviceId: string | null;
}

/** Counts one attempt under every limit that applies to it; 429 when any of them is over. */
export async function countSignInAttempt({ email, address, deviceId }: SignInAttempt): Promise<void> {
  await consumeRateLimit(LOGIN_RULES.accountAndAddress, pairKey(email, address), lockedMessage);
  await consumeRateLimit(LOGIN_RULES.address, address, lockedMessage);
  if (deviceId) await consumeRateLimit(LOGIN_RULES.device, deviceId, lockedMessage);
  else await consumeRateLimit(LOGIN_RULES.account, email, lockedMessage);
}

/** A correct password: what counted against this person is cleared or given back. */
export async function signInSucceeded({ email, address, deviceId }: SignInAttempt): Promise<void> {
  await Promise.all([
    resetRateLimit(LOGIN_RULES.accountAndAddress, pairKey(email, address)),
    refundRateLimit(LOGIN_RULES.address, address),
    // The account's count stays: others may be guessing at it right now.
    deviceId ? resetRateLimit(LOGIN_RULES.device, deviceId) : refundRateLimit(LOGIN_RULES.account, email),
  ]);
}
