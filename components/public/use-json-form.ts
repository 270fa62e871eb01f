"use client";

import { useState } from "react";

export type FormStatus = "idle" | "sending" | "sent" | "failed";

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/** Posts a form's values as JSON and tracks what the visitor should see: field errors, sending, sent, failed. */
export function useJsonForm(url: string) {
  const [status, setStatus] = useState<FormStatus>("idle");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(body: Record<string, unknown>): Promise<boolean> {
    setStatus("sending");
    setErrors({});
    setFailure(null);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        setStatus("sent");
        return true;
      }
      const data = (await response.json().catch(() => ({}))) as ErrorBody;
      const fieldErrors = data.errors && typeof data.errors === "object" ? stringEntries(data.errors) : {};
      setErrors(fieldErrors);
      // Server messages below 500 speak to the visitor (too many requests, a field); others do not.
      if (Object.keys(fieldErrors).length === 0 && response.status < 500 && typeof data.message === "string") setFailure(data.message);
      setStatus(Object.keys(fieldErrors).length > 0 ? "idle" : "failed");
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
  }

  return { status, errors, failure, submit, clearError, reset };
}

function stringEntries(value: object): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
