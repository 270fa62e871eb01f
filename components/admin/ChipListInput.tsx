"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { uniqueTrimmed } from "@/lib/collections/fields";
import { ui } from "./ui";

interface Props {
  label: string;
  items: readonly string[];
  onChange(items: string[]): void;
  placeholder?: string;
  maxLength?: number;
  maxItems?: number;
}

/** A list of short texts: added with Enter or Add (trimmed, empty and duplicates ignored), removed with a cross. */
export function ChipListInput({ label, items, onChange, placeholder, maxLength, maxItems }: Props) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const full = maxItems !== undefined && items.length >= maxItems;

  function add() {
    const next = uniqueTrimmed([...items, draft]);
    if (next.length !== items.length) onChange(next);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      // Enter adds the entry instead of submitting the whole form.
      event.preventDefault();
      add();
    }
  }

  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="text"
          value={draft}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className={`${ui.input} mt-0`}
        />
        <button type="button" onClick={add} disabled={full} className={ui.secondaryButton} aria-label={`Add ${label.toLowerCase()}`}>
          Add
        </button>
      </div>
      {items.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
          {items.map((item) => (
            <li key={item} className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pl-3 pr-1 text-sm text-blue-900">
              {item}
              <button
                type="button"
                onClick={() => onChange(items.filter((entry) => entry !== item))}
                className={`rounded-full px-2 text-blue-900 hover:bg-blue-100 ${ui.focus}`}
                aria-label={`Remove ${item}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
