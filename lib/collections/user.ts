/** The admin user collection: roles, limits and input schemas. */
import { z } from "zod";
import { email, maxLength, text } from "./fields";

export const ROLES = ["admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = "admin";

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", superadmin: "Super Admin" };

export const USER_LIMITS = {
  username: { min: 3, max: 30 },
  firstName: { min: 1, max: 50 },
  lastName: { min: 1, max: 50 },
  // bcrypt reads only the first 72 bytes of a password, so longer ones are refused.
  password: { min: 6, max: 72 },
} as const;

const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** The specification's messages for the user form, shared by the form and the server. */
export const USER_MESSAGES = {
  usernameRequired: "Username is required",
  usernameShort: "Username must be at least 3 characters",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  passwordRequired: "Password is required",
  passwordShort: "Password must be at least 6 characters",
  passwordsDiffer: "Passwords do not match",
  currentPasswordRequired: "Current password is required",
} as const;

/** What a route or screen asks of its caller: any staff role, or super admin. */
export type AccessLevel = Role;

// Each role may do what the roles ranked below it may.
const RANK: Record<Role, number> = { admin: 1, superadmin: 2 };

/** The one role check: whether a role (as stored, or missing) reaches an access level. */
export function hasAccess(role: unknown, level: AccessLevel): boolean {
  return ROLES.includes(role as Role) && RANK[role as Role] >= RANK[level];
}

const L = USER_LIMITS;
const M = USER_MESSAGES;

const username = z
  .string({ error: M.usernameRequired })
  .trim()
  .min(1, M.usernameRequired)
  .max(...maxLength(L.username.max, `Username must be at most ${L.username.max} characters`))
  .min(L.username.min, M.usernameShort)
  .regex(USERNAME_PATTERN, "Username may contain only letters, digits, dots, dashes and underscores");

/** Bytes of a text in UTF-8, counted by hand: the admin forms run this schema in the browser, where there is no Buffer. */
function utf8Length(value: string): number {
  let bytes = 0;
  for (const character of value) {
    const point = character.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const password = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(L.password.min, M.passwordShort)
  .refine((value) => utf8Length(value) <= L.password.max, `Password must be at most ${L.password.max} bytes`);

const role = z.enum(ROLES, { error: "Role must be admin or superadmin" });

const profileFields = {
  username,
  // The field labels make the specification's texts: "Email is invalid", "First name is required".
  email: email("Email"),
  firstName: text(L.firstName, "First name"),
  lastName: text(L.lastName, "Last name"),
  role: role.default(DEFAULT_ROLE),
};

export const registerInputSchema = z.object({ ...profileFields, password });
export type RegisterInput = z.infer<typeof registerInputSchema>;

// An edit without a role keeps the user's role; only registration defaults it.
export const updateUserInputSchema = z.object({ ...profileFields, role: role.optional(), password: password.optional() });
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export const loginInputSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().toLowerCase().min(1, "Email is required").max(254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});

export const changePasswordInputSchema = z.object({
  currentPassword: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(1024),
  newPassword: password,
});

export const userStatusSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });

export const USER_NOT_FOUND = "User not found";
