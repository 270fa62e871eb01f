"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CHAT_KNOWLEDGE_LIMITS as L, chatKnowledgeInputSchema, type ChatKnowledgeEntry } from "@/lib/collections/chat-knowledge";
import { TEXTS } from "@/lib/texts";
import { api, errorMessage } from "../api-client";
import { useConfirmDialog } from "../ConfirmDialog";
import { useToast } from "../Toast";
import { ui } from "../ui";
import { ChatEntryForm, useChatEntryForm } from "./ChatEntryForm";

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

function toInput(draft: Draft) {
  return { title: draft.title, keywords: draft.keywords.split(","), answer: draft.answer, isActive: draft.isActive };
}

function KnowledgeForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: Draft;
  submitLabel: string;
  onSave: (input: ReturnType<typeof toInput>) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useChatEntryForm({
    initial,
    empty: EMPTY,
    schema: chatKnowledgeInputSchema,
    toInput,
    onSave,
    onCancel,
    failed: "The answer could not be saved. Please try again.",
  });
  const { values: draft, set, errors } = form;

  return (
    <ChatEntryForm form={form} submitLabel={submitLabel} onCancel={onCancel} className="space-y-3" actionsClassName="flex items-center justify-between gap-2">
      <label className={ui.label}>
        Question
        <input
          className={errors.title ? ui.inputInvalid : ui.input}
          aria-invalid={Boolean(errors.title)}
          required
          minLength={L.title.min}
          maxLength={L.title.max}
          value={draft.title}
          onChange={(e) => set("title", e.target.value)}
        />
      </label>
      <label className={ui.label}>
        Keywords (separated by commas)
        <input
          className={errors.keywords ? ui.inputInvalid : ui.input}
          aria-invalid={Boolean(errors.keywords)}
          value={draft.keywords}
          onChange={(e) => set("keywords", e.target.value)}
        />
      </label>
      <label className={ui.label}>
        Answer
        <textarea
          className={errors.answer ? ui.inputInvalid : ui.input}
          aria-invalid={Boolean(errors.answer)}
          rows={4}
          required
          minLength={L.answer.min}
          maxLength={L.answer.max}
          value={draft.answer}
          onChange={(e) => set("answer", e.target.value)}
        />
      </label>
    </ChatEntryForm>
  );
}

/** The chat's short answers: add, edit, deactivate and delete. */
export function KnowledgeManager({ entries }: { entries: ChatKnowledgeEntry[] }) {
  const router = useRouter();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<string | null>(null);

  async function save(input: ReturnType<typeof toInput>, id?: string) {
    await api(id ? `/api/admin/knowledge/${id}` : "/api/admin/knowledge", { method: id ? "PUT" : "POST", body: input });
    setEditing(null);
    toast.success(id ? "Answer saved." : "Answer added.");
    router.refresh();
  }

  async function remove(entry: ChatKnowledgeEntry) {
    if (!(await confirm({ title: "Delete answer", message: TEXTS.deleteConfirm(entry.title), confirmLabel: "Delete" }))) return;
    try {
      await api(`/api/admin/knowledge/${entry._id}`, { method: "DELETE" });
      toast.success(`${entry.title} deleted.`);
      router.refresh();
    } catch (failure) {
      toast.error(errorMessage(failure, `Could not delete ${entry.title}. Please try again.`));
    }
  }

  return (
    <div className="space-y-6">
      {dialog}
      <section className={ui.card}>
        <h2 className="mb-3 text-lg font-medium">Add an answer</h2>
        <KnowledgeForm initial={EMPTY} submitLabel="Add answer" onSave={(input) => save(input)} />
      </section>
      <ul className="space-y-3" aria-label="Chat knowledge">
        {entries.length === 0 && <li className="text-sm text-slate-600">No answers yet.</li>}
        {entries.map((entry) => (
          <li key={entry._id} className={ui.card} data-testid="knowledge-entry">
            {editing === entry._id ? (
              <KnowledgeForm initial={toDraft(entry)} submitLabel="Save changes" onSave={(input) => save(input, entry._id)} onCancel={() => setEditing(null)} />
            ) : (
              <div className="space-y-2">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <p className="font-medium text-slate-900">
                    {entry.title}
                    {!entry.isActive && <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-700">Inactive</span>}
                  </p>
                  <div className="flex gap-2">
                    <button type="button" className={ui.smallButton} onClick={() => setEditing(entry._id)}>
                      Edit
                    </button>
                    <button type="button" className={ui.dangerButton} onClick={() => void remove(entry)}>
                      Delete
                    </button>
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
