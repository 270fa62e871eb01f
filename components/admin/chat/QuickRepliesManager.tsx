"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { QUICK_REPLY_ICONS, QUICK_REPLY_LIMITS, quickReplyInputSchema, type QuickReplyIcon } from "@/lib/collections/quick-reply";
import type { StaffQuickReply } from "@/lib/services/quick-replies";
import { TEXTS } from "@/lib/texts";
import { api, errorMessage } from "../api-client";
import { useConfirmDialog } from "../ConfirmDialog";
import { useToast } from "../Toast";
import { ui } from "../ui";
import { ChatEntryForm, useChatEntryForm } from "./ChatEntryForm";

interface Draft {
  text: string;
  description: string;
  icon: QuickReplyIcon;
  isActive: boolean;
}

const EMPTY: Draft = { text: "", description: "", icon: "info", isActive: true };

function QuickReplyForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: Draft;
  submitLabel: string;
  onSave: (draft: Draft) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useChatEntryForm({
    initial,
    empty: EMPTY,
    schema: quickReplyInputSchema,
    toInput: (draft: Draft) => draft,
    onSave,
    onCancel,
    failed: "The quick reply could not be saved. Please try again.",
  });
  const { values: draft, set, errors } = form;

  return (
    <ChatEntryForm
      form={form}
      submitLabel={submitLabel}
      onCancel={onCancel}
      className="grid gap-3 sm:grid-cols-2"
      bannerClassName="sm:col-span-2"
      actionsClassName="flex flex-wrap items-center justify-between gap-2 sm:col-span-2"
    >
      <label className={ui.label}>
        Text
        <input
          className={errors.text ? ui.inputInvalid : ui.input}
          aria-invalid={Boolean(errors.text)}
          required
          maxLength={QUICK_REPLY_LIMITS.text.max}
          value={draft.text}
          onChange={(e) => set("text", e.target.value)}
        />
      </label>
      <label className={ui.label}>
        Icon
        <select className={ui.input} value={draft.icon} onChange={(e) => set("icon", e.target.value as QuickReplyIcon)}>
          {QUICK_REPLY_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {icon}
            </option>
          ))}
        </select>
      </label>
      <label className={`${ui.label} sm:col-span-2`}>
        Description
        <input
          className={errors.description ? ui.inputInvalid : ui.input}
          aria-invalid={Boolean(errors.description)}
          maxLength={QUICK_REPLY_LIMITS.description.max}
          value={draft.description}
          onChange={(e) => set("description", e.target.value)}
        />
      </label>
    </ChatEntryForm>
  );
}

/** Lists the quick replies in their order with edit, move, activate and delete actions. */
export function QuickRepliesManager({ quickReplies }: { quickReplies: StaffQuickReply[] }) {
  const router = useRouter();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one list action: a short message when it worked, the server's reason when it did not. */
  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      router.refresh();
    } catch (failure) {
      toast.error(errorMessage(failure, failed));
    } finally {
      setBusy(false);
    }
  }

  async function save(draft: Draft, id?: string) {
    const order = quickReplies.find((q) => q._id === id)?.order ?? 0;
    await api(id ? `/api/admin/quick-replies/${id}` : "/api/admin/quick-replies", { method: id ? "PUT" : "POST", body: id ? { ...draft, order } : draft });
    setEditing(null);
    toast.success(id ? "Quick reply saved." : "Quick reply added.");
    router.refresh();
  }

  function move(index: number, by: number) {
    const ids = quickReplies.map((q) => q._id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    const reply = quickReplies[index];
    return run(
      () => api("/api/admin/quick-replies/order", { method: "PUT", body: { ids } }),
      `${reply.text} moved ${by < 0 ? "up" : "down"}.`,
      "The new order could not be saved. Please try again.",
    );
  }

  function toggle(reply: StaffQuickReply) {
    return run(
      () => api(`/api/admin/quick-replies/${reply._id}`, { method: "PATCH", body: { isActive: !reply.isActive } }),
      `${reply.text} ${reply.isActive ? "deactivated" : "activated"}.`,
      `Could not ${reply.isActive ? "deactivate" : "activate"} ${reply.text}. Please try again.`,
    );
  }

  async function remove(reply: StaffQuickReply) {
    if (!(await confirm({ title: "Delete quick reply", message: TEXTS.deleteConfirm(reply.text), confirmLabel: "Delete" }))) return;
    await run(
      () => api(`/api/admin/quick-replies/${reply._id}`, { method: "DELETE" }),
      `${reply.text} deleted.`,
      `Could not delete ${reply.text}. Please try again.`,
    );
  }

  return (
    <div className="space-y-6">
      {dialog}
      <section className={ui.card}>
        <h2 className="mb-3 text-lg font-medium">Add a quick reply</h2>
        <QuickReplyForm initial={EMPTY} submitLabel="Add quick reply" onSave={(draft) => save(draft)} />
      </section>
      <ol className="space-y-3" aria-label="Quick replies">
        {quickReplies.length === 0 && <li className="text-sm text-slate-600">No quick replies yet.</li>}
        {quickReplies.map((reply, index) => (
          <li key={reply._id} className={ui.card} data-testid="quick-reply">
            {editing === reply._id ? (
              <QuickReplyForm
                initial={{ text: reply.text, description: reply.description, icon: reply.icon, isActive: reply.isActive }}
                submitLabel="Save changes"
                onSave={(draft) => save(draft, reply._id)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="font-medium text-slate-900">
                    {reply.text} <span className="text-xs text-slate-500">({reply.icon})</span>
                    {!reply.isActive && <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-700">Inactive</span>}
                  </p>
                  <p className="text-sm text-slate-600">{reply.description}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={ui.smallButton}
                    disabled={busy || index === 0}
                    onClick={() => void move(index, -1)}
                    aria-label={`Move ${reply.text} up`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={ui.smallButton}
                    disabled={busy || index === quickReplies.length - 1}
                    onClick={() => void move(index, 1)}
                    aria-label={`Move ${reply.text} down`}
                  >
                    Down
                  </button>
                  <button type="button" className={ui.smallButton} disabled={busy} onClick={() => void toggle(reply)}>
                    {reply.isActive ? "Deactivate" : "Activate"}
                  </button>
                  <button type="button" className={ui.smallButton} disabled={busy} onClick={() => setEditing(reply._id)}>
                    Edit
                  </button>
                  <button type="button" className={ui.dangerButton} disabled={busy} onClick={() => void remove(reply)}>
                    Delete
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
