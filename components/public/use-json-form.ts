"use client";

import { useRef, useState } from "react";
import type { ZodType } from "zod";
import { fieldErrors } from "@/lib/api/validation";

type FormStatus = "idle" | "sending" | "sent" | "failed";

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/**
 * The server's own input schema, fetched as a separate chunk the first time the visitor reaches
 * the form: validation in the browser uses the very rules and texts the server applies, without
 * zod weighing on the page's first load.
 */
type SchemaLoader = () => Promise<ZodType>;

/** Moves focus to the first control, in the form's order, that has an error. */
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (name && name in errors && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * Checks a form's values with the server's schema, posts them as JSON and tracks what the
 * visitor should see: field errors, sending, sent, failed. Errors from either side move focus to
 * the first field in error.
 */
export function useJsonForm(url: string, loadSchema: SchemaLoader) {
  const [status, setStatus] = useState<FormStatus>("idle");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** The server's answer to the request that was sent (a consultation's reference, for one). */
  const [sent, setSent] = useState<Record<string, unknown>>({});
  const schema = useRef<Promise<ZodType> | null>(null);

  /** Starts loading the schema early (on the first focus in the form) so a submit does not wait for it. */
  function prepare(): Promise<ZodType> {
    schema.current ??= loadSchema().catch((error: unknown) => {
      schema.current = null;
      throw error;
    });
    return schema.current;
  }

  function showErrors(form: HTMLFormElement | null, found: Record<string, string>) {
    setErrors(found);
    // After React has rendered the messages, so the focused field announces its error.
    window.setTimeout(() => focusFirstError(form, found), 0);
  }

  async function submit(form: HTMLFormElement | null, body: Record<string, unknown>): Promise<boolean> {
    setFailure(null);
    let checked: Awaited<ReturnType<ZodType["safeParse"]>> | null = null;
    try {
      checked = (await prepare()).safeParse(body);
    } catch {
      // Without the schema (a dropped connection) the server still checks everything.
    }
    if (checked && !checked.success) {
      setStatus("idle");
      showErrors(form, fieldErrors(checked.error));
      return false;
    }
    setStatus("sending");
    setErrors({});
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        const answer: unknown = await response.json().catch(() => ({}));
        setSent(answer && typeof answer === "object" ? (answer as Record<string, unknown>) : {});
        setStatus("sent");
        return true;
      }
      const data = (await response.json().catch(() => ({}))) as ErrorBody;
      const found = data.errors && typeof data.errors === "object" ? stringEntries(data.errors) : {};
      // Server messages below 500 speak to the visitor (too many requests, a field); others do not.
      if (Object.keys(found).length === 0 && response.status < 500 && typeof data.message === "string") setFailure(data.message);
      setStatus(Object.keys(found).length > 0 ? "idle" : "failed");
      showErrors(form, found);
      return false;
    } catch {
      setStatus("failed");
      return false;
    }
  }

  function clearError(field: string) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function reset() {
    setStatus("idle");
    setErrors({});
    setFailure(null);
    setSent({});
  }

  return { status, errors, failure, sent, prepare, submit, clearError, reset };
}

function stringEntries(value: object): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
