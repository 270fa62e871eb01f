/** @jest-environment node */
import { fieldErrors } from "../api/validation";
import { USER_MESSAGES, hasAccess, registerInputSchema } from "./user";

const valid = { username: "jdoe", email: "j@example.com", firstName: "Jane", lastName: "Doe", password: "secret1" };

function errorsFor(input: Record<string, unknown>) {
  const result = registerInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("registerInputSchema", () => {
  it("accepts a valid admin and defaults the role", () => {
    expect(registerInputSchema.parse(valid).role).toBe("admin");
  });

  it.each([
    [{ username: "" }, "username", USER_MESSAGES.usernameRequired],
    [{ username: "ab" }, "username", USER_MESSAGES.usernameShort],
    [{ email: "" }, "email", USER_MESSAGES.emailRequired],
    [{ email: "a@b" }, "email", USER_MESSAGES.emailInvalid],
    [{ firstName: " " }, "firstName", USER_MESSAGES.firstNameRequired],
    [{ lastName: "" }, "lastName", USER_MESSAGES.lastNameRequired],
    [{ password: "" }, "password", USER_MESSAGES.passwordRequired],
    [{ password: "12345" }, "password", USER_MESSAGES.passwordShort],
    [{ role: "owner" }, "role", "Role must be admin or superadmin"],
    [{ username: { $ne: null } }, "username", USER_MESSAGES.usernameRequired],
  ])("gives the specification's message for %j", (change, field, message) => {
    expect(errorsFor({ ...valid, ...change })[field]).toBe(message);
  });

  it("counts a password's length in UTF-8 bytes, as bcrypt reads it", () => {
    for (const password of ["a".repeat(72), "é".repeat(36), "€".repeat(24), "😀".repeat(18), "\ud800".repeat(24)]) {
      expect(Buffer.byteLength(password, "utf8")).toBe(72);
      expect(errorsFor({ ...valid, password }).password).toBeUndefined();
      expect(errorsFor({ ...valid, password: `${password}a` }).password).toBe("Password must be at most 72 bytes");
    }
  });

  it("lowercases the email", () => {
    expect(registerInputSchema.parse({ ...valid, email: "J@Example.COM" }).email).toBe("j@example.com");
  });
});

describe("hasAccess", () => {
  it("lets a super admin do what an admin may, but not the other way round", () => {
    expect(hasAccess("admin", "admin")).toBe(true);
    expect(hasAccess("superadmin", "admin")).toBe(true);
    expect(hasAccess("superadmin", "superadmin")).toBe(true);
    expect(hasAccess("admin", "superadmin")).toBe(false);
  });

  it.each([undefined, null, "", "visitor", "Admin", "SUPERADMIN", "constructor", "__proto__", "toString", 2, {}, ["superadmin"]])(
    "refuses %j at every level",
    (role) => {
      expect(hasAccess(role, "admin")).toBe(false);
      expect(hasAccess(role, "superadmin")).toBe(false);
    },
  );
});
