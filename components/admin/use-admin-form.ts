"use client";

import { useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "@/lib/api/validation";
import { ApiError, errorMessage } from "./api-client";

type FieldErrors = Record<string, string | undefined>;

/**
 * Checks form input with the server's own zod schema, so the browser shows the same messages
 * the API would send, keyed by the same field paths (`contact.phone`).
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data: z.output<S>; errors?: undefined } | { data?: undefined; errors: Record<string, string> } {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error) };
}

/**
 * The state every back-office form keeps: its values, the field errors beside the fields, the
 * banner above them and the busy flag. Editing a field clears that field's error.
 */
export function useAdminForm<V extends object>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState("");
  const [busy, setBusy] = useState(false);

  function set<K extends keyof V>(key: K, value: V[K], errorKey: string = String(key)) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[errorKey] ? { ...current, [errorKey]: undefined } : current));
  }

  /** Runs a save: the server's message goes to the banner and its field errors beside the fields. */
  async function save(action: () => Promise<unknown>, fallback: string): Promise<boolean> {
    setBanner("");
    setBusy(true);
    try {
      await action();
      return true;
    } catch (failure) {
      setBanner(errorMessage(failure, fallback));
      if (failure instanceof ApiError && failure.errors) setErrors(failure.errors);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, set, errors, setErrors, banner, setBanner, busy, save };
}
