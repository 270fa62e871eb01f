"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useDraftForm } from "./useDraftForm";
import { CHAT_KNOWLEDGE_LIMITS as L, type ChatKnowledgeEntry, type ChatKnowledgeInput } from "@/lib/collections/chat-knowledge";
import { TEXTS } from "@/lib/texts";
import { send } from "./request";
import { ui } from "./styles";

interface Draft {
  title: string;
  keywords: string;
  answer: string;
  isActive: boolean;
}

const EMPTY: Draft = { title: "", keywords: "", answer: "", isActive: true };

function toDraft(entry: ChatKnowledgeEntry): Draft {
  return { title: entry.title, keywords: entry.keywords.join(", "), answer: entry.answer, isActive: entry.isActive };
}

function toInput(draft: Draft): ChatKnowledgeInput {
  return { title: draft.title, keywords: draft.keywords.split(","), answer: draft.answer, isActive: draft.isActive };
}

function KnowledgeForm({ initial, submitLabel, onSubmit, onCancel }: {
  initial: Draft;
  submitLabel: string;
  onSubmit: (draft: Draft) => Promise<string | undefined>;
  onCancel?: () => void;
}) {
  const { draft, setDraft, error, busy, submit } = useDraftForm(initial, EMPTY, onSubmit, Boolean(onCancel));

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={submitLabel}>
      {error && <p className={ui.error} role="alert">{error}</p>}
      <label className={ui.label}>
        Question
        <input className={ui.input} required minLength={L.title.min} maxLength={L.title.max} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      </label>
      <label className={ui.label}>
        Keywords (separated by commas)
        <input className={ui.input} value={draft.keywords} onChange={(e) => setDraft({ ...draft, keywords: e.target.value })} />
      </label>
      <label className={ui.label}>
        Answer
        <textarea className={ui.input} rows={4} required minLength={L.answer.min} maxLength={L.answer.max} value={draft.answer} onChange={(e) => setDraft({ ...draft, answer: e.target.value })} />
      </label>
      <div className="flex items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={draft.isActive} onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })} />
          Active
        </label>
        <div className="flex gap-2">
          {onCancel && <button type="button" className={ui.secondary} onClick={onCancel}>Cancel</button>}
          <button type="submit" className={ui.button} disabled={busy}>{busy ? "Saving..." : submitLabel}</button>
        </div>
      </div>
    </form>
  );
}

/** The chat's short answers: add, edit, deactivate and delete. */
export function KnowledgeManager({ entries }: { entries: ChatKnowledgeEntry[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState("");

  async function save(draft: Draft, id?: string): Promise<string | undefined> {
    const result = id ? await send("PUT", `/api/admin/knowledge/${id}`, toInput(draft)) : await send("POST", "/api/admin/knowledge", toInput(draft));
    if (!result.ok) return result.message;
    setEditing(null);
    router.refresh();
    return undefined;
  }

  async function remove(entry: ChatKnowledgeEntry) {
    if (!window.confirm(TEXTS.deleteConfirm(entry.title))) return;
    const result = await send("DELETE", `/api/admin/knowledge/${entry._id}`);
    setError(result.ok ? "" : result.message ?? "");
    if (result.ok) router.refresh();
  }

  return (
    <div className="space-y-6">
      <section className={ui.card}>
        <h2 className="mb-3 text-lg font-medium">Add an answer</h2>
        <KnowledgeForm initial={EMPTY} submitLabel="Add answer" onSubmit={(draft) => save(draft)} />
      </section>
      {error && <p className={ui.error} role="alert">{error}</p>}
      <ul className="space-y-3" aria-label="Chat knowledge">
        {entries.length === 0 && <li className="text-sm text-slate-600">No answers yet.</li>}
        {entries.map((entry) => (
          <li key={entry._id} className={ui.card} data-testid="knowledge-entry">
            {editing === entry._id ? (
              <KnowledgeForm initial={toDraft(entry)} submitLabel="Save changes" onSubmit={(draft) => save(draft, entry._id)} onCancel={() => setEditing(null)} />
            ) : (
              <div className="space-y-2">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <p className="font-medium text-slate-900">
                    {entry.title}
                    {!entry.isActive && <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-700">Inactive</span>}
                  </p>
                  <div className="flex gap-2">
                    <button className={ui.secondary} onClick={() => setEditing(entry._id)}>Edit</button>
                    <button className={ui.danger} onClick={() => remove(entry)}>Delete</button>
                  </div>
                </div>
                <p className="text-sm text-slate-700">{entry.answer}</p>
                {entry.keywords.length > 0 && <p className="text-xs text-slate-500">Keywords: {entry.keywords.join(", ")}</p>}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
