"use client";

import { useState, type FormEvent } from "react";

/**
 * State of a small create-or-edit form: the draft, the server's error and the busy flag. A
 * create form (no `onCancel`) empties itself after a successful save; an edit form keeps its values.
 */
export function useDraftForm<D>(initial: D, empty: D, onSubmit: (draft: D) => Promise<string | undefined>, isEdit: boolean) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const problem = await onSubmit(draft);
    setBusy(false);
    setError(problem ?? "");
    if (!problem && !isEdit) setDraft(empty);
  }

  return { draft, setDraft, error, busy, submit };
}
