import type { ZodError } from "zod";
import { HttpError } from "./errors";

/** Field name -> first message, the shape the forms show beside each field. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function validationError(error: ZodError): HttpError {
  const errors = fieldErrors(error);
  return new HttpError(400, Object.values(errors)[0] ?? "Invalid input", errors);
}
