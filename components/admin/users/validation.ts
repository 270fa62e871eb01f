import { EMAIL_PATTERN } from "@/lib/collections/fields";
import { DEFAULT_ROLE, USER_LIMITS, USER_MESSAGES as M, type Role } from "@/lib/collections/user";

export interface UserFormValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: Role;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const EMPTY_USER_FORM: UserFormValues = {
  firstName: "",
  lastName: "",
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
  role: DEFAULT_ROLE,
};

/**
 * The specification's user form rules, message for message. Passwords are checked on create,
 * and on edit only when a new password is being set.
 */
export function validateUserForm(values: UserFormValues, options: { checkPassword: boolean }): UserFormErrors {
  const errors: UserFormErrors = {};
  const username = values.username.trim();
  if (!username) errors.username = M.usernameRequired;
  else if (username.length < USER_LIMITS.username.min) errors.username = M.usernameShort;

  const email = values.email.trim();
  if (!email) errors.email = M.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = M.emailInvalid;

  if (!values.firstName.trim()) errors.firstName = M.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = M.lastNameRequired;

  if (options.checkPassword) {
    if (!values.password) errors.password = M.passwordRequired;
    else if (values.password.length < USER_LIMITS.password.min) errors.password = M.passwordShort;
    if (values.password !== values.confirmPassword) errors.confirmPassword = M.passwordsDiffer;
  }
  return errors;
}

/** The body of POST /api/auth/register and PUT /api/auth/users/{id}: no confirmPassword. */
export function userPayload(values: UserFormValues, options: { includePassword: boolean }) {
  const payload = {
    username: values.username.trim(),
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    role: values.role,
  };
  return options.includePassword ? { ...payload, password: values.password } : payload;
}
