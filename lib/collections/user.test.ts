/** @jest-environment node */
import { fieldErrors } from "../api/validation";
import { USER_MESSAGES, isAdminRole, isSuperAdminRole, registerInputSchema } from "./user";

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

describe("role checks", () => {
  it("treats a super admin as an admin but not the other way round", () => {
    expect(isAdminRole("admin")).toBe(true);
    expect(isAdminRole("superadmin")).toBe(true);
    expect(isAdminRole("visitor")).toBe(false);
    expect(isSuperAdminRole("superadmin")).toBe(true);
    expect(isSuperAdminRole("admin")).toBe(false);
  });
});
